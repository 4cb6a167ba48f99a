//  ReloadBudget.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §3.2: the budget is per instance over a rolling 24-hour
//  window (it does not reset at midnight). Apple publishes "40–70 a day" for frequently viewed
//  widgets, "72" in a forum answer and 75 for complications; Glimpse's numbers are in
//  `HostSettings`.

public import Foundation

/// The charged reloads of one instance inside the rolling window.
///
/// A charge made at `t` counts while `now - window < t ≤ now`, so it frees up at exactly
/// `t + window`.
public struct ReloadBudget: Hashable, Sendable {
    /// Times of charged reloads, oldest first, as seconds since 1970.
    public private(set) var charges: [Double] = []

    public init(charges: [Date] = []) {
        self.charges = charges.map(\.timeIntervalSince1970).sorted()
    }

    /// Charged reloads inside the window ending at `now`.
    /// - Complexity: O(log n) in the number of charges kept.
    public func used(at now: Date, window: TimeInterval) -> Int {
        let cutoff = now.timeIntervalSince1970 - window
        // First index whose charge is still inside the window.
        var low = 0
        var high = charges.count
        while low < high {
            let mid = (low + high) / 2
            if charges[mid] <= cutoff { low = mid + 1 } else { high = mid }
        }
        return charges.count - low
    }

    /// Reloads left at `now` out of `limit`.
    public func remaining(at now: Date, limit: Int, window: TimeInterval) -> Int {
        max(0, limit - used(at: now, window: window))
    }

    /// The first instant at or after `now` at which a reload can be charged.
    public func nextAvailable(at now: Date, limit: Int, window: TimeInterval) -> Date {
        let used = used(at: now, window: window)
        guard used >= limit, limit > 0 else { return limit > 0 ? now : .distantFuture }
        // The (used - limit + 1)-th oldest charge inside the window must expire.
        let inside = charges.count - used
        return Date(timeIntervalSince1970: charges[inside + (used - limit)] + window)
    }

    /// Records a charge at `now` and forgets charges older than `window`.
    public mutating func charge(at now: Date, window: TimeInterval) {
        let t = now.timeIntervalSince1970
        if let last = charges.last, last > t {
            charges.insert(t, at: charges.firstIndex { $0 > t }!)
        } else {
            charges.append(t)
        }
        let cutoff = t - window
        if let first = charges.first, first <= cutoff {
            charges.removeFirst(charges.prefix { $0 <= cutoff }.count)
        }
    }
}
