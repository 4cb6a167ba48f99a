//  HostClock.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: ARCHITECTURE.md "The host's rules": everything that schedules reads the time from
//  a clock that is either the wall clock or a simulated one (STYLE R10, R16).

public import Foundation

/// Where the host reads the time.
///
/// Everything in the host that schedules (entries, reload eligibility, the budget window, live
/// dates) asks its clock, never `Date()`, so a day can be replayed in seconds with
/// `SimulatedClock` and tests never sleep. Only the extension protocol's own timeout runs on
/// real time: a provider that hangs must be stopped after real seconds either way.
public protocol HostClock: Sendable {
    /// The current instant (UTC).
    var now: Date { get }

    /// Returns once `now` has reached `deadline` or `wake` is signalled, whichever comes first.
    ///
    /// `WallClock` waits (real time); `SimulatedClock` moves its time to `deadline` at once and
    /// never sleeps.
    /// - Parameters:
    ///   - deadline: The instant to wait for; nil waits for `wake` only.
    ///   - wake: Signalled to cut the wait short (a new request arrived).
    /// - Returns: True when the deadline was reached, false when `wake` came first.
    @discardableResult
    func wait(until deadline: Date?, orUntil wake: DispatchSemaphore) -> Bool
}
