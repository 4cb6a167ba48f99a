//  INIntentResponse.swift — Intents (Glimpse)
//  Status: Complete for what custom intents' responses use
//  Behaviour: Apple Intents "INIntentResponse" (iOS 10): the abstract answer to an intent;
//  generated responses add a `code` and their output properties.

/// Your app's answer to an intent; custom intents' responses subclass it.
///
/// Source: Apple Intents "INIntentResponse".
open class INIntentResponse: NSObject {
    /// The activity to continue in the app, if any.
    public var userActivity: NSUserActivity?

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }
}

/// How far handling an intent got.
///
/// Source: Apple Intents "INIntentHandlingStatus".
public enum INIntentHandlingStatus: Int, Sendable {
    case unspecified = 0, ready, inProgress, success, failure, deferredToApplication, userConfirmationRequired
}
