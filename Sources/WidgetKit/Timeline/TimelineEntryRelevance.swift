//  TimelineEntryRelevance.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "TimelineEntryRelevance(score:duration:)"; reference widgetkit.md §2.2.

public import Foundation

/// How relevant an entry is compared with the same widget's other entries.
///
/// Source: Apple WidgetKit "TimelineEntryRelevance".
public struct TimelineEntryRelevance: Codable, Hashable, Sendable {
    /// A score on a scale the app chooses; only compared with this widget's own scores.
    public var score: Float
    /// Seconds after the entry's date during which the score applies; 0 means until the next entry.
    public var duration: TimeInterval

    /// - Parameters:
    ///   - score: Relative relevance; higher is more relevant.
    ///   - duration: Seconds after the entry's date (default 0).
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}
