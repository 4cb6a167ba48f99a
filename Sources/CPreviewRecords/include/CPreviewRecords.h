//  CPreviewRecords.h — CPreviewRecords (Glimpse)
//  Status: Complete
//  Behaviour: Docs/Previews.md "Registration" — every `#Preview` expansion puts one record (a C
//  function pointer) in the ELF section `glimpse_previews`; the static linker defines
//  `__start_glimpse_previews` and `__stop_glimpse_previews` around it. This reads those bounds.
//  Docs/Previews.md "PreviewProvider" — the types of this executable that conform to a protocol,
//  found in the Swift runtime's conformance records (section `swift5_protocol_conformances`).

#ifndef CPREVIEWRECORDS_H
#define CPREVIEWRECORDS_H

#include <stddef.h>

/// The first record of this executable's `glimpse_previews` section, or NULL when it has none
/// (no `#Preview` was compiled into it, so the linker defined no section and no bounds).
const void *glimpse_preview_records_start(void);

/// One past the last record, or NULL when there is no section.
const void *glimpse_preview_records_stop(void);

/// Writes to `types` (up to `capacity`) the type metadata of each non-generic struct, enum or
/// class of this executable that conforms to the protocol `protocolName` declared at the top level
/// of module `moduleName` (e.g. "SwiftUI", "PreviewProvider"), in the order of the conformance
/// records, and returns how many there are (which may be more than `capacity`). Conformances in
/// shared libraries, of generic types and of Objective-C classes are not reported; 0 when the
/// executable has no conformance section.
size_t glimpse_conforming_types(const char *moduleName, const char *protocolName, const void **types,
                                size_t capacity);

#endif
