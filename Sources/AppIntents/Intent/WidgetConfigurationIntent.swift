//  WidgetConfigurationIntent.swift — AppIntents (Glimpse)
//  Status: Complete
//  Behaviour: Apple AppIntents "WidgetConfigurationIntent" (iOS 17): the parameters are the
//  widget's configuration options; `perform()` need not be written. The title and description
//  name the widget when its configuration does not (WidgetKit's AppIntentConfiguration).

/// The options a person sets on a widget, as an intent's `@Parameter` properties.
///
/// Source: Apple AppIntents "WidgetConfigurationIntent".
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    /// Does nothing: a configuration intent only carries values (Apple: "you don't need to
    /// provide an implementation for perform()").
    public func perform() async throws -> some IntentResult { .result() }
}
