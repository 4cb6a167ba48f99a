//  SimulatedClock.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R16 — a clock advanced by hand, like NIO's embedded event loop; it never
//  sleeps, so a replay runs as fast as the work it does.

public import Foundation

/// A clock whose time moves only when told to.
///
/// Thread-safe. Time never goes backwards: `advance(by:)` with a negative interval and
/// `jump(to:)` an earlier instant are ignored.
// @unchecked Sendable: `current` is only read and written under `lock`.
public final class SimulatedClock: HostClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    /// A clock reading `start`.
    public init(start: Date) { current = start }

    public var now: Date { lock.withLock { current } }

    /// Moves the time forward by `interval` seconds.
    public func advance(by interval: TimeInterval) {
        lock.withLock { current = current.addingTimeInterval(max(interval, 0)) }
    }

    /// Moves the time forward to `date` (no change if `date` is not later than now).
    public func jump(to date: Date) {
        lock.withLock { if date > current { current = date } }
    }

    /// Moves the time to `deadline` at once and returns true; with no deadline, returns false at
    /// once (nothing would ever happen). Never sleeps.
    @discardableResult
    public func wait(until deadline: Date?, orUntil wake: DispatchSemaphore) -> Bool {
        guard let deadline else { return false }
        jump(to: deadline)
        return true
    }
}
