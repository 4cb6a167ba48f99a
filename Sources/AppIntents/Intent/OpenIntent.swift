//  OpenIntent.swift — AppIntents (Glimpse)
//  Status: Complete
//  Behaviour: Apple AppIntents "OpenIntent" (iOS 16): an intent that opens the app at `target`;
//  the system brings the app to the foreground to run it. A control button whose action is an
//  `OpenIntent` launches the app (WidgetKit "ControlWidgetButton.init(action:label:)"), and its
//  Action button hint reads "Hold to Open <name>" (reference widgetkit.md §7). Apple's sample
//  `LaunchAppIntent` declares no `perform()`: the default here returns `.result()`.

/// An intent that opens your app and shows `target`.
///
/// Declare `target` as a `@Parameter` holding an `AppEntity` or `AppEnum`.
///
/// Source: Apple AppIntents "OpenIntent".
public protocol OpenIntent: SystemIntent {
    /// The type of the item to open.
    associatedtype Value: _IntentValue
    /// The item to open in your app.
    var target: Value { get set }
}

extension OpenIntent {
    /// Does nothing more: the system opens the app (Apple: an open intent whose target has a
    /// URL "returns a result and does nothing else").
    public func perform() async throws -> some IntentResult { .result() }
}
