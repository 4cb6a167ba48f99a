//  SimulatorClock.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: issue 5 "The page": the simulator's clock runs live (the wall clock), paused, at
//  ×60 or ×3600, and jumps to a date; the whole host runs on it (ARCHITECTURE.md "The host's
//  rules": time comes from a clock that is the wall clock or a simulated one).

import Dispatch
public import Foundation
public import GlimpseHost

/// A host clock a person steers: simulated time = anchor + (wall time − wall anchor) × rate.
///
/// Every change re-anchors at the current instant, so time never jumps except by `jump(to:)`.
/// A change wakes a host waiting in `wait(until:orUntil:)`, so it re-plans at once.
// @unchecked Sendable: all state is guarded by `lock`.
public final class SimulatorClock: HostClock, @unchecked Sendable {
    /// Real seconds a waiting host sleeps at least, so a fast clock (×3600 with a ticking timer)
    /// wakes it at most 50 times a second: 0.02.
    public static let minimumRealWait: TimeInterval = 0.02

    private let lock = NSLock()
    private let wall: @Sendable () -> Date
    private var state: ClockState
    private var wallAnchor: Date
    private var simulatedAnchor: Date
    private var waiting: DispatchSemaphore?
    private var changes = 0

    /// A live clock (simulated time is the wall time).
    /// - Parameter wall: The real time; tests pass a fixed or stepped one.
    public init(wall: @escaping @Sendable () -> Date = { Date() }) {
        self.wall = wall
        let now = wall()
        state = .live
        wallAnchor = now
        simulatedAnchor = now
    }

    public var now: Date { lock.withLock { simulatedNow(at: wall()) } }

    /// The clock's mode and rate.
    public var current: ClockState { lock.withLock { state } }

    /// Times the clock was changed (paused, resumed, sped up, jumped).
    public var changeCount: Int { lock.withLock { changes } }

    /// Back to the wall clock: rate 1, no offset.
    public func goLive() {
        change { _ in (.live, wall()) }
    }

    /// Stops time where it is.
    public func pause() {
        change { now in (ClockState(mode: .paused, rate: 0), now) }
    }

    /// Runs at `rate` simulated seconds per real second from where it is (1, 60, 3600…).
    /// - Precondition: `rate` is positive and finite.
    public func run(rate: Double) {
        precondition(rate > 0 && rate.isFinite, "SimulatorClock: rate must be positive")
        change { now in (ClockState(mode: .running, rate: rate), now) }
    }

    /// Moves time to `date`, keeping the mode (a live clock becomes one running at ×1 from there).
    public func jump(to date: Date) {
        change { _ in
            let kept = self.state.mode == .live ? ClockState(mode: .running, rate: 1) : self.state
            return (kept, date)
        }
    }

    /// Moves time by `seconds` (may be negative), keeping the mode as `jump(to:)` does.
    public func advance(by seconds: TimeInterval) {
        change { now in
            let kept = self.state.mode == .live ? ClockState(mode: .running, rate: 1) : self.state
            return (kept, now.addingTimeInterval(seconds))
        }
    }

    /// The real instant at which simulated time reaches `date`, or nil when it never will
    /// (paused, or `date` is past for a clock that… never runs backwards).
    public func wallDate(for date: Date) -> Date? {
        lock.withLock {
            let realNow = wall()
            let simulated = simulatedNow(at: realNow)
            if date <= simulated { return realNow }
            guard state.rate > 0 else { return nil }
            return realNow.addingTimeInterval(date.timeIntervalSince(simulated) / state.rate)
        }
    }

    /// Waits in real time until simulated time reaches `deadline`, `wake` is signalled, or the
    /// clock is changed; at least `minimumRealWait` unless woken.
    @discardableResult
    public func wait(until deadline: Date?, orUntil wake: DispatchSemaphore) -> Bool {
        lock.withLock { waiting = wake }
        defer { lock.withLock { if waiting === wake { waiting = nil } } }
        let started = lock.withLock { changes }
        while true {
            let (realWait, reached): (TimeInterval, Bool) = lock.withLock {
                let realNow = wall()
                let simulated = simulatedNow(at: realNow)
                guard let deadline else { return (60, false) }
                if deadline <= simulated { return (0, true) }
                guard state.rate > 0 else { return (60, false) }
                return (min(deadline.timeIntervalSince(simulated) / state.rate, 60), false)
            }
            if reached { return true }
            if wake.wait(timeout: .now() + max(realWait, Self.minimumRealWait)) == .success { return false }
            if lock.withLock({ changes }) != started { return false }
        }
    }

    // MARK: - Steps

    private func simulatedNow(at realNow: Date) -> Date {
        simulatedAnchor.addingTimeInterval(realNow.timeIntervalSince(wallAnchor) * state.rate)
    }

    /// Applies `body` (given the current simulated time, returning the new state and anchor)
    /// and wakes a waiting host.
    private func change(_ body: (Date) -> (ClockState, Date)) {
        let wake = lock.withLock { () -> DispatchSemaphore? in
            let realNow = wall()
            let (newState, anchor) = body(simulatedNow(at: realNow))
            state = newState
            wallAnchor = realNow
            simulatedAnchor = anchor
            changes += 1
            return waiting
        }
        wake?.signal()
    }
}
