//  CBundleClock.h — CBundleClock (Glimpse)
//  Status: Complete on Linux with glibc; elsewhere the clock is never moved (the runtime then
//  reports the real time and the host re-dates the answers)
//  Behaviour: Docs/ExtensionProtocol.md "Time": a widget bundle's wall clock follows the host's
//  (simulated) time. The bundle executable defines the libc wall-clock readers
//  (clock_gettime for CLOCK_REALTIME and CLOCK_REALTIME_COARSE, gettimeofday, time), which
//  every library of the process binds to (Foundation's Date(), ICU, Dispatch's wall time); they
//  add an offset to the real clock. Monotonic clocks are never moved.

#ifndef CBUNDLECLOCK_H
#define CBUNDLECLOCK_H

#include <stdint.h>

/// Makes the process's wall clock read `nanoseconds` since 1970 now, and run on from there at
/// the real rate.
void glimpse_bundle_clock_set(int64_t nanoseconds);

/// Puts the process's wall clock back on the real time.
void glimpse_bundle_clock_reset(void);

/// The offset added to the real wall clock, in nanoseconds (0 when not moved).
int64_t glimpse_bundle_clock_offset(void);

#endif
