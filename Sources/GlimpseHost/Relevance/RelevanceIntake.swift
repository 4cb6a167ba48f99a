//  RelevanceIntake.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "Bad input": what an app sends is checked before the store sees it. A
//  donation without an intent type is set aside; one dated more than a day ahead of the host's
//  clock is kept at the host's time; parameters that are not a JSON object become "{}". A relevant
//  shortcut without `widgetKind` is not a widget (kept out quietly); one for a kind no bundle has,
//  without a date window, or whose window ends before it starts is set aside with a note; so is a
//  window with a date outside the archive's date range (`ArchiveRanges.date`, years 0001…9999:
//  1e308 is no date), and one that ended before the host's clock (a window in 1970). A donation
//  dated outside that range is kept at the host's time. Each remaining date window becomes one
//  `StackSuggestion`. Notes write dates in ISO 8601.

public import Foundation
public import GlimpseArchive

/// Checks donations and suggestions from apps.
public enum RelevanceIntake {
    /// Seconds a donation may be dated ahead of the host's clock: one day.
    public static let futureTolerance: TimeInterval = 86_400

    /// The donations to store, and one note per donation changed or set aside.
    /// - Parameter names: What the notes call each donation, by index (`--script event 3 at
    ///   09:30`: "… at 09:30: donation …"); nil: its index in `donations` ("donation 0 …", as the
    ///   socket's JSON array has it).
    public static func donations(_ donations: [DonationRecord], now: Date, names: [String]? = nil) -> (
        [DonationRecord], [String]
    ) {
        var kept: [DonationRecord] = []
        var notes: [String] = []
        for (index, donation) in donations.enumerated() {
            var donation = donation
            let subject = Self.subject("donation", index, names)
            guard !donation.intentType.trimmingCharacters(in: .whitespaces).isEmpty else {
                notes.append("\(subject) names no intent type: set aside")
                continue
            }
            if !ArchiveRanges.date.contains(donation.date.timeIntervalSince1970) {
                notes.append(
                    "\(subject) (\(donation.intentType)) is dated outside the years 0001…9999: kept at \(iso(now))")
                donation.date = now
            } else if donation.date.timeIntervalSince(now) > futureTolerance {
                notes.append(
                    "\(subject) (\(donation.intentType)) is dated ahead of the host's clock: kept at \(iso(now))")
                donation.date = now
            }
            if !isJSONObject(donation.parameters) {
                notes.append(
                    "\(subject) (\(donation.intentType)) has parameters that are not a JSON object: kept as {}")
                donation.parameters = "{}"
            }
            kept.append(donation)
        }
        return (kept, notes)
    }

    /// The suggestions to store, one per date window, and one note per suggestion set aside.
    /// - Parameter names: What the notes call each record, by index; nil: its index in `records`.
    /// - Parameter now: The host's clock: a window that ended at or before it is set aside; nil
    ///   keeps every window that ends after it starts.
    public static func suggestions(
        _ records: [SuggestionRecord], origin: StackSuggestion.Origin, knownKinds: Set<String>,
        names: [String]? = nil, now: Date? = nil
    ) -> ([StackSuggestion], [String]) {
        var kept: [StackSuggestion] = []
        var notes: [String] = []
        let name = origin == .relevantShortcut ? "relevant shortcut" : "relevant intent"
        for (index, record) in records.enumerated() {
            guard let kind = record.kind else { continue }
            let subject = Self.subject(name, index, names)
            guard knownKinds.contains(kind) else {
                let hint = nearestName(to: kind, among: knownKinds.sorted()).map { " (did you mean '\($0)'?)" } ?? ""
                notes.append("\(subject) is for widget kind '\(kind)', which no bundle has\(hint): ignored")
                continue
            }
            guard !record.windows.isEmpty else {
                notes.append("\(subject) for '\(kind)' has no date window; Glimpse acts only on dates: ignored")
                continue
            }
            for window in record.windows {
                let dates = [window.start] + (window.end.map { [$0] } ?? [])
                if let bad = dates.first(where: { !ArchiveRanges.date.contains($0.timeIntervalSince1970) }) {
                    notes.append(
                        "\(subject) for '\(kind)' has a window dated outside the years 0001…9999 "
                            + "(\(bad.timeIntervalSince1970 < 0 ? "before" : "after") them): ignored")
                    continue
                }
                if let end = window.end, end <= window.start {
                    notes.append("\(subject) for '\(kind)' has a window that ends before it starts: ignored")
                    continue
                }
                if let end = window.end, let now, end <= now {
                    notes.append(
                        "\(subject) for '\(kind)' has a window that ended at \(iso(end)), before the host's clock "
                            + "(\(iso(now))): ignored")
                    continue
                }
                kept.append(
                    StackSuggestion(
                        kind: kind, start: window.start, end: window.end, origin: origin,
                        configuration: isJSONObject(record.parameters) ? record.parameters : "{}",
                        intentType: record.intentType))
            }
        }
        return (kept, notes)
    }

    /// `notes`, the first `limit` of them and a line counting the rest, so a burst of bad input
    /// answers and logs a few lines, not thousands.
    public static func summarised(_ notes: [String], limit: Int = 10) -> [String] {
        guard notes.count > limit else { return notes }
        return Array(notes.prefix(limit)) + ["… and \(notes.count - limit) more like these"]
    }

    /// How a note names record `index`: `relevant shortcut 0`, or `<names[index]>: relevant shortcut`.
    private static func subject(_ what: String, _ index: Int, _ names: [String]?) -> String {
        guard let names, index < names.count else { return "\(what) \(index)" }
        return "\(names[index]): \(what)"
    }

    /// `date` in ISO 8601, UTC (`2026-12-02T09:14:55Z`), as the other notes write dates.
    private static func iso(_ date: Date) -> String { date.formatted(.iso8601) }

    private static func isJSONObject(_ text: String) -> Bool {
        guard let data = text.data(using: .utf8),
            let value = try? JSONSerialization.jsonObject(with: data, options: [])
        else { return false }
        return value is [String: Any]
    }
}
