//  Timeline.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "Timeline"; reference widgetkit.md §2.2.

/// The entries a provider returns, and when to ask for the next ones.
///
/// Source: Apple WidgetKit "Timeline".
public struct Timeline<EntryType: TimelineEntry> {
    /// The entries, in the order the provider gave them (the host sorts by date).
    public let entries: [EntryType]
    /// When the host may ask for a new timeline.
    public let policy: TimelineReloadPolicy

    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}
