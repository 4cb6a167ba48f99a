//  WatchStackSettings.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "The watch Smart Stack follows relevance widgets": Apple publishes no
//  algorithm and no number for it (reference widgetkit.md §8.3, §11), so every number and choice
//  Glimpse's watch Smart Stack runs by is here, with its default and why; README "Host rules"
//  repeats them.

public import Foundation

/// The numbers and choices the watch Smart Stack's relevance cards run by.
public struct WatchStackSettings: Hashable, Codable, Sendable {
    /// Glimpse: an exact date (`RelevantContext.date(_:)`) is relevant from this many seconds
    /// before it: 1800 (30 minutes). Apple: the date is when the widget is "most relevant".
    public var exactDateLead: TimeInterval = 1800
    /// Glimpse: … until this many seconds after it: 1800.
    public var exactDateTail: TimeInterval = 1800
    /// Glimpse: the most cards the stack lists, relevance cards first: 10 (HIG: the watch Smart
    /// Stack shows up to 10 widgets).
    public var maximumCards: Int = 10
    /// Glimpse: whether `WidgetRelevanceGroup.automatic` puts a widget's configurations in one
    /// group (one card per widget): false, so several relevant configurations of one relevance
    /// widget appear together (reference widgetkit.md §12, 14). `.named` groups always hold one.
    public var automaticGroupsByKind: Bool = false

    public init() {}
}
