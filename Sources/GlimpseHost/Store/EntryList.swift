//  EntryList.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: the `entries` column of a stored timeline (schema version 3): each entry's date and
//  relevance in one JSON text, `[[date], [date, score, duration], …]` in entry order (dates in
//  seconds since 1970, UTC; score and duration of `TimelineEntryRelevance`), so a reload writes
//  one row however many entries it has.

import Foundation
import GlimpseArchive

/// Encodes and decodes the `entries` column.
enum EntryList {
    /// The column's text for `entries` (their archives are stored apart).
    /// - Complexity: O(n) in the number of entries; no JSON encoder involved.
    static func encode(_ entries: [ArchivedEntry]) -> String {
        var text = "["
        text.reserveCapacity(entries.count * 24)
        for (index, entry) in entries.enumerated() {
            if index > 0 { text += "," }
            text += "[" + number(entry.date.timeIntervalSince1970)
            if let relevance = entry.relevance {
                text += "," + number(Double(relevance.score)) + "," + number(relevance.duration)
            }
            text += "]"
        }
        return text + "]"
    }

    /// The dates and relevance of `text`, or nil when it is not an entry list.
    static func decode(_ text: String) -> [(date: Date, relevance: EntryRelevance?)]? {
        guard let rows = try? JSONDecoder().decode([[Double]].self, from: Data(text.utf8)) else { return nil }
        var entries: [(date: Date, relevance: EntryRelevance?)] = []
        entries.reserveCapacity(rows.count)
        for row in rows {
            switch row.count {
            case 1: entries.append((Date(timeIntervalSince1970: row[0]), nil))
            case 3:
                entries.append(
                    (Date(timeIntervalSince1970: row[0]), EntryRelevance(score: Float(row[1]), duration: row[2])))
            default: return nil
            }
        }
        return entries
    }

    /// `value` as a JSON number that reads back as the same `Double` (0 for NaN and infinities,
    /// which JSON cannot hold).
    private static func number(_ value: Double) -> String {
        value.isFinite ? "\(value)" : "0"
    }
}
