//  EntityIdentifierConvertible.swift — AppIntents (Glimpse)
//  Status: Complete for String, Int and UUID
//  Behaviour: Apple AppIntents "EntityIdentifierConvertible": an entity identifier written as
//  text and read back, which is how a configuration stores an entity.

/// An entity identifier that converts to and from text.
///
/// Source: Apple AppIntents "EntityIdentifierConvertible".
public protocol EntityIdentifierConvertible {
    /// The identifier as text.
    var entityIdentifierString: String { get }
    /// The identifier `entityIdentifierString` stands for, or nil if it stands for none.
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    public var entityIdentifierString: String { self }
    public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension Int: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}

extension UUID: EntityIdentifierConvertible {
    public var entityIdentifierString: String { uuidString }
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? {
        UUID(uuidString: entityIdentifierString)
    }
}
