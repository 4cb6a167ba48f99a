//  ControlConfigurationIntent.swift — AppIntents (Glimpse)
//  Status: Complete
//  Behaviour: Apple AppIntents "ControlConfigurationIntent" (iOS 18): the parameters are a
//  control's options (WidgetKit "AppIntentControlConfiguration"); `perform()` need not be
//  written. An instance's options are stored as JSON like a widget's (Docs/ExtensionProtocol.md
//  "Configuration").

/// The options a person sets on a control, as an intent's `@Parameter` properties.
///
/// Source: Apple AppIntents "ControlConfigurationIntent".
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
    /// Does nothing: a configuration intent only carries values.
    public func perform() async throws -> some IntentResult { .result() }
}

extension ControlConfigurationIntent where Self: WidgetConfigurationIntent {
    /// Does nothing, for an intent that configures both a widget and a control (each protocol's
    /// default would otherwise be ambiguous).
    public func perform() async throws -> some IntentResult { .result() }
}
