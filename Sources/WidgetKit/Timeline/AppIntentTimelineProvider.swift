//  AppIntentTimelineProvider.swift — WidgetKit (Glimpse)
//  Status: Complete for placeholder, snapshot, timeline, recommendations and relevance() (a
//  requirement with a default, as in Apple's SDK)
//  Behaviour: Apple WidgetKit "AppIntentTimelineProvider" (iOS 17); reference widgetkit.md §2.1.
//  The runtime calls `snapshot` and `timeline` from a task on the main actor with the instance's
//  configuration intent; the requirements are `nonisolated(nonsending)` so that call needs no
//  Sendable provider, and a provider written for iOS conforms unchanged.

public import AppIntents

/// Tells WidgetKit what a configurable widget shows, given the options the person chose.
///
/// Source: Apple WidgetKit "AppIntentTimelineProvider".
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    /// The intent whose parameters are the widget's options.
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext

    /// An entry to show the first time the widget appears, drawn redacted. Must return at once.
    func placeholder(in context: Self.Context) -> Self.Entry

    /// The entry to show in transient places such as the widget gallery (`context.isPreview`).
    nonisolated(nonsending) func snapshot(for configuration: Self.Intent, in context: Self.Context) async -> Self.Entry

    /// The entries to show from now on for `configuration`, and when to ask again.
    nonisolated(nonsending) func timeline(for configuration: Self.Intent, in context: Self.Context) async
        -> Timeline<Self.Entry>

    /// Preconfigured widgets for places with no configuration UI (watchOS); default: none.
    func recommendations() -> [AppIntentRecommendation<Self.Intent>]

    /// When which configurations are relevant (Smart Stacks, iOS 18 / watchOS 11); default: none.
    /// A requirement, so an override is called through the protocol.
    ///
    /// Source: Apple WidgetKit "AppIntentTimelineProvider.relevance()".
    nonisolated(nonsending) func relevance() async -> WidgetRelevance<Self.Intent>
}

extension AppIntentTimelineProvider {
    public func recommendations() -> [AppIntentRecommendation<Self.Intent>] { [] }
}
