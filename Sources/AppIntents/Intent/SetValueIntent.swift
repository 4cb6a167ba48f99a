//  SetValueIntent.swift — AppIntents (Glimpse)
//  Status: Complete
//  Behaviour: Apple AppIntents "SetValueIntent" (iOS 18): an intent with a `value` the system
//  sets before `perform()`; for a `Toggle(isOn:intent:)`, the toggle's new state (reference
//  widgetkit.md §7).

/// An intent that sets a value, such as a toggle's state.
///
/// Source: Apple AppIntents "SetValueIntent".
public protocol SetValueIntent<ValueType>: AppIntent {
    associatedtype ValueType: _IntentValue
    /// The value to set; the system fills it in before `perform()`.
    var value: ValueType { get set }
}
