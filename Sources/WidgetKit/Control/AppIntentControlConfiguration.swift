//  AppIntentControlConfiguration.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "AppIntentControlConfiguration" (iOS 18), both initialisers;
//  reference widgetkit.md §7. Each placed control's options are the parameters of
//  `Configuration`, read from the JSON the host stores for it, as for a widget
//  (Docs/ExtensionProtocol.md "Configuration"; entities through their queries). Without
//  `displayName`, the intent's title names the control.

public import AppIntents

/// A control whose options people choose: a kind, the intent holding the options, an optional
/// value provider and a template.
///
/// Source: Apple WidgetKit "AppIntentControlConfiguration".
@MainActor @preconcurrency
public struct AppIntentControlConfiguration<Configuration: ControlConfigurationIntent, Content: ControlWidgetTemplate>:
    ControlWidgetConfiguration, PrimitiveControlWidgetConfiguration
{
    private let record: ControlRecord

    /// - Parameters:
    ///   - kind: The control's identifier within the app.
    ///   - intent: The intent whose parameters are the control's options.
    ///   - content: The template for a configuration.
    public init(
        kind: String, intent: Configuration.Type = Configuration.self,
        @ControlWidgetTemplateBuilder content: @escaping (Configuration) -> Content
    ) {
        let make: ControlRecord.Make = { configuration, warn in
            content(try await Self.decode(configuration, warn: warn)).makeModel()
        }
        record = Self.record(kind: kind, preview: make, current: make)
    }

    /// - Parameters:
    ///   - kind: The control's identifier within the app.
    ///   - provider: Supplies the value the template shows, for a configuration.
    ///   - content: The template for a value.
    public init<Provider: AppIntentControlValueProvider>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) where Configuration == Provider.Configuration {
        record = Self.record(
            kind: kind,
            preview: { configuration, warn in
                let intent = try await Self.decode(configuration, warn: warn)
                return content(provider.previewValue(configuration: intent)).makeModel()
            },
            current: { configuration, warn in
                let intent = try await Self.decode(configuration, warn: warn)
                return content(try await provider.currentValue(configuration: intent)).makeModel()
            })
    }

    public var body: Never { controlBodyNeverCalled() }

    func makeControlRecords() -> [ControlRecord] { [record] }

    private static func record(
        kind: String, preview: @escaping ControlRecord.Make, current: @escaping ControlRecord.Make
    )
        -> ControlRecord
    {
        var record = ControlRecord(
            kind: kind, templateKind: Content.staticTemplateKind, preview: preview, current: current)
        record.displayName = Configuration.title.key
        record.description = Configuration.description?.descriptionText.key ?? ""
        record.configurationIntent = Configuration._typeName
        record.configurationIntentType = Configuration.self
        return record
    }

    /// The intent for a stored configuration (JSON object text; nil is every default).
    private static func decode(_ configuration: String?, warn: (String) -> Void) async throws -> Configuration {
        let decoded = try await Configuration._decode(configuration: configuration)
        for warning in decoded.warnings { warn(warning) }
        return decoded.intent
    }
}
