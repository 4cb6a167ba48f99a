//  RelevantIntent.swift — AppIntents (Glimpse)
//  Status: Complete; the host receives the set through RelevanceHostLink, over the WidgetCenter
//  socket (without a host every update succeeds quietly)
//  Behaviour: Apple AppIntents "RelevantIntent" and "RelevantIntentManager" (iOS 17); reference
//  widgetkit.md §8.1: each relevant intent suggests the widget of `widgetKind`, configured with
//  the intent, while its context holds. The set given replaces the previous one.

internal import GlimpseArchive

/// A widget configuration to suggest, and when.
///
/// Source: Apple AppIntents "RelevantIntent".
public struct RelevantIntent: Sendable {
    /// The intent's type, module-qualified.
    package let intentType: String
    /// The intent's parameters in configuration form (JSON object text).
    package let parameters: String
    /// The kind of the widget to suggest.
    package let widgetKind: String
    /// When it is relevant.
    package let relevance: RelevantContext

    /// - Parameters:
    ///   - intent: The widget's configuration.
    ///   - widgetKind: The `kind` of the widget to suggest.
    ///   - relevance: When to suggest it.
    ///
    /// Source: Apple "init(_:widgetKind:relevance:)".
    public init<IntentType: WidgetConfigurationIntent>(
        _ intent: IntentType, widgetKind: String, relevance: RelevantContext
    ) {
        intentType = IntentType._typeName
        parameters = JSONValue.object(intent._encodedParameters).jsonText
        self.widgetKind = widgetKind
        self.relevance = relevance
    }
}

/// Where an app sets the intents it wants suggested.
///
/// Source: Apple AppIntents "RelevantIntentManager".
public final class RelevantIntentManager: Sendable {
    /// The app's manager.
    public static let shared = RelevantIntentManager()

    private init() {}

    /// Replaces the app's relevant intents with `relevantIntents` (empty clears them).
    ///
    /// - Throws: The host's error when it refuses the set; never when there is no host.
    ///
    /// Source: Apple "updateRelevantIntents(_:)".
    public func updateRelevantIntents(_ relevantIntents: [RelevantIntent]) async throws {
        try await RelevanceHostLink.shared.send(.relevantIntents(relevantIntents))
    }
}
