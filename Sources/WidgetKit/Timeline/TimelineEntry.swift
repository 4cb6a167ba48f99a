//  TimelineEntry.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "TimelineEntry"; `relevance` defaults to nil.

public import Foundation

/// One moment of a widget's timeline: the date to show it from, and what to show.
///
/// Source: Apple WidgetKit "TimelineEntry".
public protocol TimelineEntry {
    /// When the entry becomes current (an instant; the host may show it later, never earlier).
    var date: Date { get }
    /// How relevant the entry is for Smart Stack rotation; nil means no opinion.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// No relevance, unless the entry says otherwise.
    public var relevance: TimelineEntryRelevance? { nil }
}
