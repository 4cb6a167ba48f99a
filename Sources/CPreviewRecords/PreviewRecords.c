//  PreviewRecords.c — CPreviewRecords (Glimpse)
//  Status: Complete
//  Behaviour: Docs/Previews.md "Registration". The bounds are weak: an executable without a single
//  `#Preview` has no section, and then both read NULL instead of failing to link. Hidden, so each
//  executable reads its own section.

#include "CPreviewRecords.h"

extern const char __start_glimpse_previews[] __attribute__((weak, visibility("hidden")));
extern const char __stop_glimpse_previews[] __attribute__((weak, visibility("hidden")));

const void *glimpse_preview_records_start(void) { return __start_glimpse_previews; }

const void *glimpse_preview_records_stop(void) { return __stop_glimpse_previews; }
