//  IntentConfiguration.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "IntentConfiguration.init(kind:intent:provider:content:)" (iOS 14);
//  reference widgetkit.md §1.2. Each instance's options are the properties of `Intent` (a
//  SiriKit custom intent, hand-written or generated from an `.intentdefinition` by the
//  GenerateIntentClasses plugin), read from the configuration the host keeps for it.

public import Intents

/// A widget whose options people choose, described by a SiriKit custom intent.
///
/// Source: Apple WidgetKit "IntentConfiguration".
@MainActor @preconcurrency
public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    private let record: WidgetRecord

    /// - Parameters:
    ///   - kind: The widget's identifier within the app, e.g. `"com.example.purchases"`.
    ///   - intent: The custom intent whose properties are the widget's options.
    ///   - provider: Supplies the entries for a configuration.
    ///   - content: The view of one entry.
    public init<Provider: IntentTimelineProvider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        var record = WidgetRecord(kind: kind, provider: ErasedProvider(provider, content: content))
        record.intentType = String(reflecting: Intent.self)
        self.record = record
    }

    public var body: Never { bodyNeverCalled() }

    func makeRecords() -> [WidgetRecord] { [record] }
}
