//  BundleClock.c — CBundleClock (Glimpse)
//  Status: Complete on Linux with glibc; elsewhere the clock is never moved (the runtime then
//  reports the real time and the host re-dates the answers)
//  Behaviour: Docs/ExtensionProtocol.md "Time" — see CBundleClock.h. The definitions below are
//  in the bundle's executable, so the dynamic linker binds every library's calls to them
//  (an executable's symbols come first); each calls the real function (dlsym RTLD_NEXT) and adds
//  the offset. With the offset at 0 (always, unless the host sends a request `date`) they only
//  forward.

#define _GNU_SOURCE
#include "CBundleClock.h"

#include <stdatomic.h>

static _Atomic int64_t offset_ns = 0;

int64_t glimpse_bundle_clock_offset(void) { return atomic_load_explicit(&offset_ns, memory_order_relaxed); }

void glimpse_bundle_clock_reset(void) { atomic_store_explicit(&offset_ns, 0, memory_order_relaxed); }

#if defined(__linux__) && defined(__GLIBC__)

#include <dlfcn.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

typedef int (*clock_gettime_function)(clockid_t, struct timespec *);
typedef int (*gettimeofday_function)(struct timeval *__restrict, void *__restrict);

static _Atomic(clock_gettime_function) real_clock_gettime_pointer = NULL;
static _Atomic(gettimeofday_function) real_gettimeofday_pointer = NULL;

/// libc's clock_gettime (through the vDSO), or the system call if it cannot be found.
static int real_clock_gettime(clockid_t clock, struct timespec *time) {
    clock_gettime_function function = atomic_load_explicit(&real_clock_gettime_pointer, memory_order_acquire);
    if (function == NULL) {
        function = (clock_gettime_function)dlsym(RTLD_NEXT, "clock_gettime");
        if (function == NULL) return (int)syscall(SYS_clock_gettime, clock, time);
        atomic_store_explicit(&real_clock_gettime_pointer, function, memory_order_release);
    }
    return function(clock, time);
}

static int is_wall_clock(clockid_t clock) { return clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE; }

/// The real wall clock in nanoseconds since 1970.
static int64_t real_now_ns(void) {
    struct timespec now;
    real_clock_gettime(CLOCK_REALTIME, &now);
    return (int64_t)now.tv_sec * 1000000000 + now.tv_nsec;
}

void glimpse_bundle_clock_set(int64_t nanoseconds) {
    atomic_store_explicit(&offset_ns, nanoseconds - real_now_ns(), memory_order_relaxed);
}

/// Adds `offset` nanoseconds to `time`, keeping tv_nsec in 0..<1e9.
static void add_offset(struct timespec *time, int64_t offset) {
    int64_t total = (int64_t)time->tv_nsec + offset % 1000000000;
    time_t seconds = time->tv_sec + (time_t)(offset / 1000000000);
    if (total < 0) {
        total += 1000000000;
        seconds -= 1;
    } else if (total >= 1000000000) {
        total -= 1000000000;
        seconds += 1;
    }
    time->tv_sec = seconds;
    time->tv_nsec = (long)total;
}

int clock_gettime(clockid_t clock, struct timespec *time) {
    int result = real_clock_gettime(clock, time);
    int64_t offset = glimpse_bundle_clock_offset();
    if (result == 0 && offset != 0 && is_wall_clock(clock)) add_offset(time, offset);
    return result;
}

int gettimeofday(struct timeval *__restrict value, void *__restrict zone) {
    gettimeofday_function function = atomic_load_explicit(&real_gettimeofday_pointer, memory_order_acquire);
    if (function == NULL) {
        function = (gettimeofday_function)dlsym(RTLD_NEXT, "gettimeofday");
        if (function == NULL) return -1;
        atomic_store_explicit(&real_gettimeofday_pointer, function, memory_order_release);
    }
    int result = function(value, zone);
    int64_t offset = glimpse_bundle_clock_offset();
    if (result == 0 && offset != 0) {
        struct timespec time = {value->tv_sec, (long)value->tv_usec * 1000};
        add_offset(&time, offset);
        value->tv_sec = time.tv_sec;
        value->tv_usec = time.tv_nsec / 1000;
    }
    return result;
}

time_t time(time_t *result) {
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    if (result != NULL) *result = now.tv_sec;
    return now.tv_sec;
}

#else

void glimpse_bundle_clock_set(int64_t nanoseconds) { (void)nanoseconds; }

#endif
