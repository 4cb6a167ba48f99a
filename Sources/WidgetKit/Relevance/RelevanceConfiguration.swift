//  RelevanceConfiguration.swift — WidgetKit (Glimpse)
//  Status: Complete: each configuration is one entry (no timeline); `relevance()` answers the
//  extension protocol's `relevance` (WidgetRelevance+Wire), and the host's watch Smart Stack
//  shows each relevant configuration as a card (GlimpseHost WatchSmartStackPlan)
//  Behaviour: Apple WidgetKit "RelevanceConfiguration", "RelevanceEntriesProvider",
//  "RelevanceEntry", "RelevanceEntriesProviderContext", "associatedKind(_:)" (watchOS 26);
//  reference widgetkit.md §8.3. The runtime answers a snapshot or timeline with the provider's
//  one entry for the instance's configuration, dated now, never reloaded by policy.

public import AppIntents

/// What a relevance widget shows for one configuration.
///
/// Source: Apple WidgetKit "RelevanceEntry".
public protocol RelevanceEntry: Sendable {}

/// Where a relevance widget is drawn.
///
/// Source: Apple WidgetKit "RelevanceEntriesProviderContext".
public struct RelevanceEntriesProviderContext: Sendable {
    /// Whether the widget is shown in the gallery.
    public let isPreview: Bool
    /// The widget's size in points.
    public let displaySize: CGSize

    init(_ context: TimelineProviderContext) {
        isPreview = context.isPreview
        displaySize = context.displaySize
    }
}

/// Provides a relevance widget's configurations and the entry of each.
///
/// Source: Apple WidgetKit "RelevanceEntriesProvider".
public protocol RelevanceEntriesProvider {
    associatedtype Configuration: WidgetConfigurationIntent
    associatedtype Entry: RelevanceEntry
    typealias Context = RelevanceEntriesProviderContext

    /// An entry to show redacted the first time. Must return at once.
    func placeholder(context: Self.Context) -> Self.Entry
    /// When which configurations are relevant.
    nonisolated(nonsending) func relevance() async -> WidgetRelevance<Self.Configuration>
    /// The one entry for `configuration`.
    nonisolated(nonsending) func entry(configuration: Self.Configuration, context: Self.Context) async throws
        -> Self.Entry
}

/// A relevance entry dated for the runtime's timeline machinery.
struct RelevanceTimelineEntry<Entry: RelevanceEntry>: TimelineEntry {
    let date: Date
    let entry: Entry
}

/// A widget that appears in the watch Smart Stack only while one of its configurations is
/// relevant.
///
/// Source: Apple WidgetKit "RelevanceConfiguration".
@MainActor @preconcurrency
public struct RelevanceConfiguration<Content: View>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    private let record: WidgetRecord

    /// - Parameters:
    ///   - kind: The widget's identifier within the app.
    ///   - provider: Its relevances and entries.
    ///   - content: The view of one entry.
    public init<Provider: RelevanceEntriesProvider>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping @MainActor (Provider.Entry) -> Content
    ) {
        var erased = ErasedProvider(relevance: RelevanceTimelineAdapter(provider: provider), content: content)
        erased.relevance = { await provider.relevance().wireAttributes }
        var record = WidgetRecord(kind: kind, provider: erased)
        // Glimpse: a relevance widget lives in the watch Smart Stack, whose cards are rectangular.
        record.supportedFamilies = [.accessoryRectangular]
        self.record = record
    }

    public var body: Never { bodyNeverCalled() }

    func makeRecords() -> [WidgetRecord] { [record] }
}

/// A relevance provider seen as an app-intent timeline provider of one entry.
struct RelevanceTimelineAdapter<Provider: RelevanceEntriesProvider>: AppIntentTimelineProvider {
    typealias Entry = RelevanceTimelineEntry<Provider.Entry>
    typealias Intent = Provider.Configuration
    let provider: Provider

    func placeholder(in context: Context) -> Entry {
        Entry(date: Date(), entry: provider.placeholder(context: RelevanceEntriesProviderContext(context)))
    }

    func snapshot(for configuration: Intent, in context: Context) async -> Entry {
        let relevanceContext = RelevanceEntriesProviderContext(context)
        let entry = (try? await provider.entry(configuration: configuration, context: relevanceContext))
        return Entry(date: Date(), entry: entry ?? provider.placeholder(context: relevanceContext))
    }

    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry> {
        Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .never)
    }
}

extension ErasedProvider {
    @MainActor
    init<Provider: RelevanceEntriesProvider, Content: View>(
        relevance adapter: RelevanceTimelineAdapter<Provider>, content: @escaping @MainActor (Provider.Entry) -> Content
    ) {
        self.init(adapter) { (wrapped: RelevanceTimelineEntry<Provider.Entry>) in content(wrapped.entry) }
    }
}

extension WidgetConfiguration {
    /// Lets this relevance widget take the place of the timeline widget of `associatedKind` in
    /// the watch Smart Stack.
    ///
    /// Source: Apple "associatedKind(_:)" (watchOS 26).
    public func associatedKind(_ associatedKind: String?) -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(content: self) { $0.associatedKind = associatedKind }
    }
}
