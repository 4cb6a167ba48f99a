//  TimeSpan.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: a half-open interval of time [start, end), used for foreground spans, view spans
//  and staleness.

public import Foundation

/// The half-open interval of time `[start, end)`.
public struct TimeSpan: Hashable, Codable, Sendable, CustomStringConvertible {
    /// First instant inside the span (UTC).
    public var start: Date
    /// First instant after the span (UTC); not before `start`.
    public var end: Date

    /// A span from `start` to `end`; an `end` before `start` is taken as `start` (empty span).
    public init(start: Date, end: Date) {
        self.start = start
        self.end = max(start, end)
    }

    /// Length in seconds.
    public var duration: TimeInterval { end.timeIntervalSince(start) }

    /// Whether `date` lies inside `[start, end)`.
    public func contains(_ date: Date) -> Bool { date >= start && date < end }

    /// Seconds this span shares with `other`.
    public func overlap(with other: TimeSpan) -> TimeInterval {
        max(0, min(end, other.end).timeIntervalSince(max(start, other.start)))
    }

    /// Seconds of this span covered by `spans` (which must not overlap each other).
    public func overlap(with spans: [TimeSpan]) -> TimeInterval {
        spans.reduce(0) { $0 + overlap(with: $1) }
    }

    public var description: String {
        "\(start.formatted(.iso8601))–\(end.formatted(.iso8601))"
    }
}
