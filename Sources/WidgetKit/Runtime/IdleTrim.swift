//  IdleTrim.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 "Footprint" — what the host counts is the bundle's dirty anonymous memory
//  (Pss_Anon), and glibc keeps the memory a request freed for later. Shortly after an answer
//  (and only once for a burst of answers), the bundle hands free pages back (`malloc_trim`),
//  on a queue of its own so no request waits for it; the bundle also keeps to two malloc arenas
//  (its reader thread and the queue that works), not one per thread that ever allocated.
//  Measured with `glimpse bench extension` (Docs/CLI.md).

import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Returns freed memory to the system when the bundle goes idle.
enum IdleTrim {
    /// How long after an answer the trim runs: 50 ms (a burst of requests trims once).
    static let delay: Double = 0.05
    /// Malloc arenas the bundle keeps at most.
    static let arenas: Int32 = 2

    private static let pending = Mutex(false)

    /// glibc's `mallopt(3)` and `malloc_trim(3)`, which Swift's Glibc module does not import
    /// (`<malloc.h>`), looked up at run time.
    private typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
    private typealias MallocTrim = @convention(c) (Int) -> Int32
    /// `M_ARENA_MAX` in `<malloc.h>`.
    private static let arenaMaxOption: Int32 = -8

    /// Limits malloc's arenas; call before any thread but the main one starts.
    static func configure() {
        #if canImport(Glibc)
            if let mallopt = dlsym(nil, "mallopt") {
                _ = unsafeBitCast(mallopt, to: MallOpt.self)(arenaMaxOption, arenas)
            }
        #endif
    }

    /// Gives the free pages of every arena back to the system.
    private static func trim() {
        #if canImport(Glibc)
            if let mallocTrim = dlsym(nil, "malloc_trim") { _ = unsafeBitCast(mallocTrim, to: MallocTrim.self)(0) }
        #endif
    }

    /// Schedules one trim `delay` after now unless one is already scheduled.
    static func afterAnswer() {
        let schedule = pending.withLock { pending -> Bool in
            defer { pending = true }
            return !pending
        }
        guard schedule else { return }
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + delay) {
            pending.withLock { $0 = false }
            trim()
        }
    }
}
