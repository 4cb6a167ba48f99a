//  DisplayRepresentable.swift — AppIntents (Glimpse)
//  Status: Complete
//  Behaviour: Apple AppIntents "TypeDisplayRepresentable", "DisplayRepresentable" and
//  "CaseDisplayRepresentable": the protocols that give entities and enums their names.

/// A type with a name for the system's UI.
///
/// Source: Apple AppIntents "TypeDisplayRepresentable".
public protocol TypeDisplayRepresentable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// A type whose values each show with a title (entities).
///
/// Source: Apple AppIntents "DisplayRepresentable".
public protocol DisplayRepresentable: TypeDisplayRepresentable {
    var displayRepresentation: DisplayRepresentation { get }
}

/// A type with a fixed set of values, each with its representation (app enums).
///
/// Source: Apple AppIntents "CaseDisplayRepresentable".
public protocol CaseDisplayRepresentable: Hashable {
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}
