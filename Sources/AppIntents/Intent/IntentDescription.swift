//  IntentDescription.swift — AppIntents (Glimpse)
//  Status: Complete (category and keywords are kept for the Shortcuts editor Glimpse does not have)
//  Behaviour: Apple AppIntents "IntentDescription": the description the system shows for an
//  intent; for a widget configuration intent, the widget's description when the configuration
//  sets none (Apple "WidgetConfigurationIntent").

/// What an intent does, in a sentence, for people.
///
/// Source: Apple AppIntents "IntentDescription".
public struct IntentDescription: Sendable, ExpressibleByStringLiteral {
    /// The description, in sentence case, ending with a period.
    public var descriptionText: LocalizedStringResource
    /// The Shortcuts editor category.
    public var categoryName: LocalizedStringResource?
    /// Words that find the intent in the Shortcuts editor.
    public var searchKeywords: [LocalizedStringResource]
    /// The name of the intent's result, when used as a variable.
    public var resultValueName: LocalizedStringResource?

    public init(
        _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil
    ) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
        self.resultValueName = resultValueName
    }

    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(value))
    }
}
