//  WallClock.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: the real time, for the running host (`glimpse host`).

public import Foundation

/// The system's wall clock.
public struct WallClock: HostClock {
    public init() {}

    /// `Date()`.
    public var now: Date { Date() }

    /// Waits in real time for `deadline` (or `wake`), in slices of at most 60 s so a changed system
    /// time is noticed within a minute.
    @discardableResult
    public func wait(until deadline: Date?, orUntil wake: DispatchSemaphore) -> Bool {
        while true {
            let remaining = deadline.map { $0.timeIntervalSinceNow } ?? 60
            if deadline != nil && remaining <= 0 { return true }
            let slice = min(max(remaining, 0), 60)
            if wake.wait(timeout: .now() + slice) == .success { return false }
        }
    }
}
