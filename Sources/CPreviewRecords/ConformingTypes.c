//  ConformingTypes.c — CPreviewRecords (Glimpse)
//  Status: Complete for non-generic structs, enums and classes of the executable
//  Behaviour: Docs/Previews.md "PreviewProvider". The static linker defines the bounds of the
//  Swift runtime's section `swift5_protocol_conformances` (swiftrt.o references them); each record
//  is a 32-bit relative pointer to a protocol conformance descriptor. The layouts read here are
//  the Swift ABI's (swift/ABI/Metadata.h, "TargetProtocolConformanceDescriptor" and
//  "TargetContextDescriptor"), stable since Swift 5: every field is a 32-bit relative pointer or
//  flags word. A type's metadata comes from its descriptor's metadata access function, called with
//  the Swift calling convention. The caller checks each type with a dynamic cast before using it.

#include "CPreviewRecords.h"

#include <stdint.h>
#include <string.h>

extern const char __start_swift5_protocol_conformances[] __attribute__((weak, visibility("hidden")));
extern const char __stop_swift5_protocol_conformances[] __attribute__((weak, visibility("hidden")));

/// What a metadata access function returns: the metadata and its state.
typedef struct {
    const void *metadata;
    size_t state;
} MetadataResponse;

typedef MetadataResponse (*MetadataAccessor)(size_t request) __attribute__((swiftcall));

enum {
    KindModule = 0,
    KindProtocol = 3,
    KindClass = 16,
    KindStruct = 17,
    KindEnum = 18,
    KindMask = 0x1F,
    IsGeneric = 0x80,
};

/// The target of a 32-bit relative pointer at `field`; NULL for 0.
static const void *direct(const int32_t *field) {
    return *field == 0 ? NULL : (const char *)field + *field;
}

/// The target of a relative pointer whose low bit says it points at a pointer to the target.
static const void *indirectable(const int32_t *field) {
    int32_t offset = *field;
    if (offset == 0) return NULL;
    const char *address = (const char *)field + (offset & ~1);
    return (offset & 1) ? *(const void *const *)address : address;
}

/// A context descriptor: flags, parent, name (each 32 bits).
typedef struct {
    uint32_t flags;
    int32_t parent;
    int32_t name;
} ContextDescriptor;

static int named(const ContextDescriptor *context, unsigned kind, const char *name) {
    if (context == NULL || (context->flags & KindMask) != kind) return 0;
    const char *text = direct(&context->name);
    return text != NULL && strcmp(text, name) == 0;
}

/// Whether `protocol` is `protocolName` at the top level of module `moduleName`.
static int isProtocol(const ContextDescriptor *protocol, const char *moduleName, const char *protocolName) {
    if (!named(protocol, KindProtocol, protocolName)) return 0;
    return named(indirectable(&protocol->parent), KindModule, moduleName);
}

/// The conforming type's descriptor, for a reference to a Swift type descriptor (kinds 0 and 1).
static const ContextDescriptor *conformingType(const int32_t *conformance) {
    uint32_t flags = (uint32_t)conformance[3];
    switch ((flags >> 3) & 0x7) {
    case 0: return direct(&conformance[1]);
    case 1: {
        const void *const *slot = direct(&conformance[1]);
        return slot == NULL ? NULL : *slot;
    }
    default: return NULL;  // Objective-C class references
    }
}

size_t glimpse_conforming_types(const char *moduleName, const char *protocolName, const void **types,
                                size_t capacity) {
    const char *start = __start_swift5_protocol_conformances;
    const char *stop = __stop_swift5_protocol_conformances;
    if (start == NULL || stop == NULL) return 0;
    size_t found = 0;
    for (const int32_t *record = (const int32_t *)start; (const char *)record < stop; record++) {
        const int32_t *conformance = direct(record);
        if (conformance == NULL) continue;
        if (!isProtocol(indirectable(&conformance[0]), moduleName, protocolName)) continue;
        const ContextDescriptor *type = conformingType(conformance);
        if (type == NULL || (type->flags & IsGeneric)) continue;
        unsigned kind = type->flags & KindMask;
        if (kind != KindClass && kind != KindStruct && kind != KindEnum) continue;
        // The access function follows flags, parent and name in every type descriptor.
        MetadataAccessor accessor = (MetadataAccessor)direct((const int32_t *)(type + 1));
        if (accessor == NULL) continue;
        if (found < capacity) types[found] = accessor(0).metadata;
        found++;
    }
    return found;
}
