//  AppIntentConfiguration.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "AppIntentConfiguration.init(kind:intent:provider:content:)"
//  (iOS 17); reference widgetkit.md §1.2. Each instance's options are the parameters of `Intent`,
//  read from the configuration the host keeps for it. Without `configurationDisplayName` and
//  `description`, the intent's title and description name the widget (Apple
//  "WidgetConfigurationIntent").

public import AppIntents

/// A widget whose options people choose: a kind, an intent holding the options, a provider and
/// the view of an entry.
///
/// Source: Apple WidgetKit "AppIntentConfiguration".
@MainActor @preconcurrency
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration,
    PrimitiveWidgetConfiguration
{
    private let record: WidgetRecord

    /// - Parameters:
    ///   - kind: The widget's identifier within the app, e.g. `"com.example.hero"`.
    ///   - intent: The intent whose parameters are the widget's options.
    ///   - provider: Supplies the entries for a configuration.
    ///   - content: The view of one entry.
    public init<Provider: AppIntentTimelineProvider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        var record = WidgetRecord(kind: kind, provider: ErasedProvider(provider, content: content))
        record.intentType = Intent._typeName
        record.appIntentType = Intent.self
        record.displayName = Intent.title.key
        record.description = Intent.description?.descriptionText.key ?? ""
        self.record = record
    }

    public var body: Never { bodyNeverCalled() }

    func makeRecords() -> [WidgetRecord] { [record] }
}
