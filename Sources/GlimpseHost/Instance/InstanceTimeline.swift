//  InstanceTimeline.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §2.2 and issue 3 "Which entry shows": at time T the current
//  entry is the last whose date ≤ T; before the first entry, the first. The reload policy makes
//  the instance eligible for a reload (`.atEnd`: at the last entry's date; for one entry the host
//  picks; `.after(d)`: at d; `.never`: never).

public import Foundation
public import GlimpseArchive

/// The timeline an instance shows: entries sorted by date with distinct dates (never empty), the
/// policy it came with, and when that policy makes the instance eligible for its next reload.
public struct InstanceTimeline: Hashable, Sendable {
    /// Sorted by date, dates distinct, at least one.
    public var entries: [ArchivedEntry]
    public var policy: ReloadPolicy
    /// Host-clock time it arrived.
    public var received: Date
    /// The reload that asked for it.
    public var reason: ReloadReason
    /// When the policy makes the instance eligible for a reload (before the minimum interval and
    /// the budget); nil for `.never`.
    public var eligible: Date?

    /// A timeline of `entries` (sorted, distinct, non-empty), eligible as `policy` says.
    public init(
        entries: [ArchivedEntry], policy: ReloadPolicy, received: Date, reason: ReloadReason,
        settings: HostSettings
    ) {
        precondition(!entries.isEmpty, "an instance timeline has at least one entry")
        self.entries = entries
        self.policy = policy
        self.received = received
        self.reason = reason
        eligible = Self.eligibility(of: policy, entries: entries, received: received, settings: settings)
    }

    /// A timeline restored as stored.
    init(entries: [ArchivedEntry], policy: ReloadPolicy, received: Date, reason: ReloadReason, eligible: Date?) {
        self.entries = entries
        self.policy = policy
        self.received = received
        self.reason = reason
        self.eligible = eligible
    }

    /// The index of the entry shown at `date`: the last entry dated at or before `date`, or 0
    /// before the first entry.
    /// - Complexity: O(log n) in the number of entries.
    public func entryIndex(at date: Date) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].date <= date { low = mid + 1 } else { high = mid }
        }
        return max(low - 1, 0)
    }

    /// The date of the first entry after `date` (when the shown entry next changes), or nil.
    public func nextEntryDate(after date: Date) -> Date? {
        let index = entryIndex(at: date)
        let next = entries[index].date > date ? index : index + 1
        return next < entries.count ? entries[next].date : nil
    }

    /// When `policy` makes an instance eligible for its next reload.
    ///
    /// - `.atEnd`: the last entry's date; with a single entry (Apple: "the system picks"),
    ///   `settings.singleEntryReloadDelay` (1 hour) after it.
    /// - `.after(d)`: `d`, which may be before or after the last entry.
    /// - `.never`: nil (only WidgetCenter, push, configuration and system reloads).
    public static func eligibility(
        of policy: ReloadPolicy, entries: [ArchivedEntry], received: Date, settings: HostSettings
    ) -> Date? {
        switch policy {
        case .never: return nil
        case .after(let date): return date
        case .atEnd:
            guard let last = entries.last else { return received.addingTimeInterval(settings.singleEntryReloadDelay) }
            return entries.count == 1 ? last.date.addingTimeInterval(settings.singleEntryReloadDelay) : last.date
        }
    }
}
