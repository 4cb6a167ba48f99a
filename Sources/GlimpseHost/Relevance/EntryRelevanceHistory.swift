//  EntryRelevanceHistory.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §2.2 and issue 13: an entry's score counts relative to the
//  same widget's own entries (current and past timelines), for `duration` seconds from the
//  entry's date, 0 meaning until the next entry that sets relevance; score 0 means "do not
//  rotate for this". Bad values are made harmless: a negative or NaN score counts as 0, an
//  infinite one as the largest finite score; a negative or NaN duration counts as 0 (until the
//  next), one over ten years as ten years.

public import Foundation

/// One widget's relevance entries, and its score at a time.
public struct EntryRelevanceHistory: Hashable, Sendable {
    /// An entry that set relevance: when, its score and for how long (seconds; 0: until the next).
    public struct Mark: Hashable, Sendable {
        public var date: Date
        public var score: Double
        public var duration: TimeInterval

        /// A mark with its values made safe (see the file's header).
        public init(date: Date, score: Float, duration: Double) {
            self.date = date
            let value = Double(score)
            self.score = value.isNaN || value < 0 ? 0 : min(value, Double(Float.greatestFiniteMagnitude))
            self.duration = duration.isNaN || duration < 0 ? 0 : min(duration, 10 * 365 * 86_400)
        }
    }

    /// Sorted by date.
    public private(set) var marks: [Mark]

    public init(_ marks: [Mark]) { self.marks = marks.sorted { $0.date < $1.date } }

    /// The raw score in force at `date`: the last mark at or before `date`, while its duration
    /// lasts; 0 when none is in force.
    public func rawScore(at date: Date) -> Double {
        guard let index = marks.lastIndex(where: { $0.date <= date }) else { return 0 }
        let mark = marks[index]
        if mark.duration > 0, date >= mark.date.addingTimeInterval(mark.duration) { return 0 }
        return mark.score
    }

    /// The score at `date` over the best score among marks dated within `window` seconds before
    /// `date` or later (the current timeline): 0…1; 0 when the best is 0.
    public func normalizedScore(at date: Date, window: TimeInterval) -> Double {
        let raw = rawScore(at: date)
        guard raw > 0 else { return 0 }
        let since = date.addingTimeInterval(-window)
        let best = marks.filter { $0.date >= since }.map(\.score).max() ?? raw
        return best > 0 ? min(raw / max(best, raw), 1) : 0
    }
}
