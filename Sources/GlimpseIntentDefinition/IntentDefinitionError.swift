//  IntentDefinitionError.swift — GlimpseIntentDefinition
//  Status: Complete
//  Behaviour: one error for everything wrong with an `.intentdefinition`: the element's path in
//  the property list and what is wrong with it, for the build log.

/// What is wrong with an intent definition, and where.
public struct IntentDefinitionError: Error, CustomStringConvertible, Sendable {
    /// The element, as a path of keys and indices ("INIntents[0] (SelectCharacter).INIntentParameters[1]").
    public let element: String
    /// What is wrong, and the fix.
    public let message: String

    init(_ element: String, _ message: String) {
        self.element = element
        self.message = message
    }

    public var description: String { element.isEmpty ? message : "\(element): \(message)" }
}
