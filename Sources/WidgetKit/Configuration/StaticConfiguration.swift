//  StaticConfiguration.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "StaticConfiguration.init(kind:provider:content:)"; reference
//  widgetkit.md §1.2.

/// A widget with no user-configurable options: a kind, a provider and the view of an entry.
///
/// Source: Apple WidgetKit "StaticConfiguration".
@MainActor @preconcurrency
public struct StaticConfiguration<Content: View>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    private let record: WidgetRecord

    /// - Parameters:
    ///   - kind: The widget's identifier within the app, e.g. `"com.example.weather"`.
    ///   - provider: Supplies the entries.
    ///   - content: The view of one entry.
    public init<Provider: TimelineProvider>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) {
        record = WidgetRecord(kind: kind, provider: ErasedProvider(provider, content: content))
    }

    public var body: Never { bodyNeverCalled() }

    func makeRecords() -> [WidgetRecord] { [record] }
}
