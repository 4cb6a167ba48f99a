//  TypeDisplayRepresentation.swift — AppIntents (Glimpse)
//  Status: Complete
//  Behaviour: Apple AppIntents "TypeDisplayRepresentation": the name of a type ("Hero") and how
//  to count it ("2 heroes"), for the system's UI.

/// How a type is named in the system's UI.
///
/// Source: Apple AppIntents "TypeDisplayRepresentation".
public struct TypeDisplayRepresentation: Sendable, ExpressibleByStringLiteral {
    /// The singular name ("Hero").
    public var name: LocalizedStringResource
    /// A count of the type ("\(count) heroes").
    public var numericFormat: LocalizedStringResource?
    /// Other names people may use.
    public var synonyms: [LocalizedStringResource]

    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.init(name: name, numericFormat: numericFormat, synonyms: [])
    }

    public init(
        name: LocalizedStringResource, numericFormat: LocalizedStringResource?, synonyms: [LocalizedStringResource]
    ) {
        self.name = name
        self.numericFormat = numericFormat
        self.synonyms = synonyms
    }

    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(value))
    }
}
