//  IntentRecommendation.swift — WidgetKit (Glimpse)
//  Status: Complete (kept; Glimpse's host does not offer recommendations yet)
//  Behaviour: Apple WidgetKit "IntentRecommendation" (iOS 16): a preconfigured widget and its
//  description, for places without a configuration UI (reference widgetkit.md §2.1).

public import AppIntents
public import Intents

/// A configuration of a SiriKit-intent widget the system can offer as is.
///
/// Source: Apple WidgetKit "IntentRecommendation".
public struct IntentRecommendation<Intent: INIntent> {
    /// The configuration.
    public let intent: Intent
    /// What people see for it.
    public let description: String

    public init(intent: Intent, description: Text) {
        self.intent = intent
        self.description = description.plainString()
    }

    public init(intent: Intent, description: LocalizedStringKey) {
        self.init(intent: intent, description: Text(description))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(intent: Intent, description: S) {
        self.intent = intent
        self.description = String(description)
    }

    @_disfavoredOverload
    public init(intent: Intent, description: LocalizedStringResource) {
        self.intent = intent
        self.description = description.key
    }
}
