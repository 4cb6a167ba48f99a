//  IntentTimelineProvider.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "IntentTimelineProvider" (iOS 14); reference widgetkit.md §2.1. The
//  runtime reads the instance's configuration into a fresh `Intent` (INIntent+Configuration) and
//  calls the provider on the main thread. Completions are `@Sendable` as in the 2026 SDK;
//  `@preconcurrency` keeps older sources that declare them as `@escaping (Entry) -> ()`
//  conforming unchanged.

public import Intents

/// Tells WidgetKit what a widget configured with a SiriKit custom intent shows.
///
/// Source: Apple WidgetKit "IntentTimelineProvider".
public protocol IntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    /// The custom intent whose properties are the widget's options.
    associatedtype Intent: INIntent
    typealias Context = TimelineProviderContext

    /// An entry to show the first time the widget appears, drawn redacted. Must return at once.
    func placeholder(in context: Self.Context) -> Self.Entry

    /// The entry to show in transient places such as the widget gallery (`context.isPreview`).
    @preconcurrency
    func getSnapshot(
        for configuration: Self.Intent, in context: Self.Context, completion: @escaping @Sendable (Self.Entry) -> Void)

    /// The entries to show from now on for `configuration`, and when to ask again.
    @preconcurrency
    func getTimeline(
        for configuration: Self.Intent, in context: Self.Context,
        completion: @escaping @Sendable (Timeline<Self.Entry>) -> Void)

    /// Preconfigured widgets for places with no configuration UI (watchOS); default: none.
    func recommendations() -> [IntentRecommendation<Self.Intent>]

    /// When which configurations are relevant (watchOS Smart Stack); default: none.
    func relevance() async -> WidgetRelevance<Self.Intent>
}

extension IntentTimelineProvider {
    public func recommendations() -> [IntentRecommendation<Self.Intent>] { [] }

    public func relevance() async -> WidgetRelevance<Self.Intent> { WidgetRelevance([]) }
}
