//  TimelineProvider.swift — WidgetKit (Glimpse)
//  Status: Complete for placeholder, snapshot and timeline; relevance() comes with Smart Stacks
//  Behaviour: Apple WidgetKit "TimelineProvider"; reference widgetkit.md §2.1. Completions are
//  `@Sendable` as in the 2026 SDK; `@preconcurrency` keeps older sources that declare them as
//  `@escaping (Entry) -> ()` conforming unchanged.

/// Tells WidgetKit what a widget shows, now and later.
///
/// Completions may be called at once, later, or on any thread; the runtime hops back to the main
/// thread to lay out the views. Calling a completion twice has no effect the second time.
///
/// Source: Apple WidgetKit "TimelineProvider".
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext

    /// An entry to show the first time the widget appears, drawn redacted. Must return at once.
    func placeholder(in context: Self.Context) -> Self.Entry

    /// The entry to show in transient places such as the widget gallery (`context.isPreview`).
    @preconcurrency
    func getSnapshot(in context: Self.Context, completion: @escaping @Sendable (Self.Entry) -> Void)

    /// The entries to show from now on, and when to ask again.
    @preconcurrency
    func getTimeline(in context: Self.Context, completion: @escaping @Sendable (Timeline<Self.Entry>) -> Void)
}
