//  CPreviewRecords.h — CPreviewRecords (Glimpse)
//  Status: Complete
//  Behaviour: Docs/Previews.md "Registration" — every `#Preview` expansion puts one record (a C
//  function pointer) in the ELF section `glimpse_previews`; the static linker defines
//  `__start_glimpse_previews` and `__stop_glimpse_previews` around it. This reads those bounds.

#ifndef CPREVIEWRECORDS_H
#define CPREVIEWRECORDS_H

#include <stddef.h>

/// The first record of this executable's `glimpse_previews` section, or NULL when it has none
/// (no `#Preview` was compiled into it, so the linker defined no section and no bounds).
const void *glimpse_preview_records_start(void);

/// One past the last record, or NULL when there is no section.
const void *glimpse_preview_records_stop(void);

#endif
