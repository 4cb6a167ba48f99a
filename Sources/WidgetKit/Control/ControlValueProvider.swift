//  ControlValueProvider.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "ControlValueProvider" and "AppIntentControlValueProvider"
//  (iOS 18); reference widgetkit.md §7 "Lifecycle": the gallery shows `previewValue` (at once),
//  a placed control asks `currentValue()`, again after each perform and after
//  `ControlCenter.reloadControls`. The runtime calls `currentValue` from a task on the main
//  actor; the requirements are `nonisolated(nonsending)` so a provider needs not be Sendable.

public import AppIntents

/// Supplies the value a static control shows.
///
/// Source: Apple WidgetKit "ControlValueProvider".
public protocol ControlValueProvider<Value> {
    /// What the control shows: a Bool for a toggle's state, or a struct of several values.
    associatedtype Value
    /// The value the controls gallery shows; must be returned at once.
    var previewValue: Value { get }
    /// The value now, asked when the control is shown and after each of its actions.
    ///
    /// - Throws: Any error; the control keeps its last value and is marked as failed.
    nonisolated(nonsending) func currentValue() async throws -> Value
}

/// Supplies the value a configurable control shows, given the options the person chose.
///
/// Source: Apple WidgetKit "AppIntentControlValueProvider".
public protocol AppIntentControlValueProvider<Configuration, Value> {
    /// The intent whose parameters are the control's options.
    associatedtype Configuration: ControlConfigurationIntent
    /// What the control shows.
    associatedtype Value
    /// The value the controls gallery shows for `configuration`; must be returned at once.
    func previewValue(configuration: Configuration) -> Value
    /// The value now for `configuration`.
    ///
    /// - Throws: Any error; the control keeps its last value and is marked as failed.
    nonisolated(nonsending) func currentValue(configuration: Configuration) async throws -> Value
}
