//  TimelineIntake.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 3 "Which entry shows" and "Bad input": entries are sorted and de-duplicated
//  on arrival (same date: the later one in the answer wins, with a warning); entries dated more
//  than `maximumEntryDistance` (1 year) from the arrival are dropped; more than `maximumEntries`
//  (1000) are trimmed; an answer with no entry left keeps the previous timeline. An `.after`
//  policy dated further than `maximumEntryDistance` is brought back to it (issue 9: a policy in
//  year 9999 would otherwise never reload the widget by policy again).

import Foundation
import GlimpseArchive

/// What the host makes of a provider's answer.
struct TimelineIntake {
    /// A note about something dropped or adjusted.
    struct Warning: Hashable, Sendable {
        /// `"duplicateDates"`, `"farEntries"`, `"farPolicy"`, `"tooManyEntries"` or `"emptyTimeline"`.
        var code: String
        var message: String
    }

    enum Result {
        /// Use this timeline; `warnings` is empty when it was accepted as it came.
        case accepted(InstanceTimeline, warnings: [Warning])
        /// No usable entry: keep the previous entries; the new policy's eligibility applies.
        case keepPrevious(eligible: Date?, warning: Warning)
    }

    let settings: HostSettings

    /// Sorts, de-duplicates, drops far entries and trims `fetched`, received at `now`.
    /// - Complexity: O(n log n) in the number of entries.
    func accept(_ fetched: FetchedTimeline, now: Date, reason: ReloadReason) -> Result {
        var warnings: [Warning] = []
        var fetched = fetched
        var entries = fetched.entries

        let distance = settings.maximumEntryDistance
        if case .after(let date) = fetched.policy, !(date.timeIntervalSince(now) <= distance) {
            fetched.policy = .after(now.addingTimeInterval(distance))
            warnings.append(
                Warning(
                    code: "farPolicy",
                    message:
                        "the policy's reload date is more than \(Self.days(distance)) days from now; "
                        + "it was brought back to \(Self.days(distance)) days"))
        }
        let near = entries.filter { abs($0.date.timeIntervalSince(now)) <= distance }
        if near.count < entries.count {
            warnings.append(
                Warning(
                    code: "farEntries",
                    message:
                        "dropped \(entries.count - near.count) of \(entries.count) entries dated more than "
                        + "\(Self.days(distance)) days from now"))
            entries = near
        }

        if !Self.isStrictlySorted(entries) {
            // A stable sort keeps the answer's order among equal dates, so the later one wins.
            let sorted = entries.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
                .map(\.element)
            var unique: [ArchivedEntry] = []
            unique.reserveCapacity(sorted.count)
            for entry in sorted {
                if let last = unique.last, last.date == entry.date {
                    unique[unique.count - 1] = entry
                } else {
                    unique.append(entry)
                }
            }
            if unique.count < sorted.count {
                warnings.append(
                    Warning(
                        code: "duplicateDates",
                        message: "kept the last of entries sharing a date; dropped \(sorted.count - unique.count)"))
            }
            entries = unique
        }

        guard !entries.isEmpty else {
            let eligible = InstanceTimeline.eligibility(
                of: fetched.policy, entries: [], received: now, settings: settings)
            let why = fetched.entries.isEmpty ? "the timeline has no entries" : "no entry was left"
            let notes = warnings.filter { $0.code == "farPolicy" }.map { "; " + $0.message }.joined()
            return .keepPrevious(
                eligible: eligible,
                warning: Warning(code: "emptyTimeline", message: "\(why); the previous timeline is kept\(notes)"))
        }

        if entries.count > settings.maximumEntries {
            let count = entries.count
            // Keep the entry showing now and the ones after it.
            let current = InstanceTimeline(
                entries: entries, policy: .never, received: now, reason: reason, eligible: nil
            ).entryIndex(at: now)
            let start = min(current, count - settings.maximumEntries)
            entries = Array(entries[start..<(start + settings.maximumEntries)])
            warnings.append(
                Warning(
                    code: "tooManyEntries",
                    message:
                        "kept \(settings.maximumEntries) of \(count) entries (the one showing now and those after it)"
                ))
        }

        let timeline = InstanceTimeline(
            entries: entries, policy: fetched.policy, received: now, reason: reason, settings: settings)
        return .accepted(timeline, warnings: warnings)
    }

    private static func isStrictlySorted(_ entries: [ArchivedEntry]) -> Bool {
        var previous = Date.distantPast
        for entry in entries {
            guard entry.date > previous else { return false }
            previous = entry.date
        }
        return true
    }

    private static func days(_ seconds: TimeInterval) -> String {
        String(format: "%g", (seconds / 86_400 * 10).rounded() / 10)
    }
}
