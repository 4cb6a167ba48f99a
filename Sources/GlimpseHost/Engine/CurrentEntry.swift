//  CurrentEntry.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 3 "Which entry shows": the entry on screen at a time (the placeholder before
//  the first timeline, reference widgetkit.md §2.1), and whether the data is stale (the instance
//  wanted a reload it has not had).

public import Foundation
public import GlimpseArchive

/// The entry an instance shows at one instant.
public struct CurrentEntry: Hashable, Sendable {
    public var instance: InstanceID
    /// Index into the instance's timeline entries.
    public var index: Int
    /// The entry, with one archive per environment the instance's place renders.
    public var entry: ArchivedEntry
    /// When the timeline (or the placeholder) arrived.
    public var received: Date
    /// Since when the data is stale (the policy's eligibility passed without a successful reload);
    /// nil when it is not.
    public var staleSince: Date?
    /// The next instant the entry's live dates or timer progress change the rendering, or nil.
    public var nextLiveChange: Date?
    /// The entry is the widget's placeholder (drawn redacted), shown until its first timeline
    /// arrives; `index` is 0 and there is no timeline.
    public var isPlaceholder: Bool = false
}
