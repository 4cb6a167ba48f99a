//  EntityQuery.swift — AppIntents (Glimpse)
//  Status: Complete for entities(for:), suggestedEntities(), defaultResult(), and the
//  enumerable and string queries. Apple's EntityQuery refines DynamicOptionsProvider; Glimpse
//  declares `defaultResult()` on EntityQuery itself, which sources cannot tell apart.
//  Behaviour: Apple AppIntents "EntityQuery", "EnumerableEntityQuery", "EntityStringQuery"; for a
//  widget, a parameter with no stored value takes `defaultResult()` (Apple
//  "DynamicOptionsProvider.defaultResult()").

/// Finds entities by identifier and suggests some to choose from.
///
/// Source: Apple AppIntents "EntityQuery".
public protocol EntityQuery: Sendable {
    /// The entity type the query finds.
    associatedtype Entity: AppEntity
    /// What `suggestedEntities()` returns: usually `[Entity]`.
    associatedtype Result = [Entity]

    init()

    /// The entities with these identifiers; an identifier that no longer stands for one is left out.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]

    /// The entities to offer first when someone picks one (default: none).
    func suggestedEntities() async throws -> Result

    /// The entity a parameter takes before anyone picks one (default: nil).
    func defaultResult() async -> Entity?
}

extension EntityQuery where Result == [Entity] {
    public func suggestedEntities() async throws -> [Entity] { [] }
}

extension EntityQuery {
    public func defaultResult() async -> Entity? { nil }
}

/// A query over a short list of entities it can return in full.
///
/// Source: Apple AppIntents "EnumerableEntityQuery".
public protocol EnumerableEntityQuery: EntityQuery {
    /// Every entity.
    func allEntities() async throws -> [Entity]
}

extension EnumerableEntityQuery {
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        try await allEntities().filter { identifiers.contains($0.id) }
    }
}

extension EnumerableEntityQuery where Result == [Entity] {
    public func suggestedEntities() async throws -> [Entity] { try await allEntities() }
}

/// A query that also finds entities by text people type.
///
/// Source: Apple AppIntents "EntityStringQuery".
public protocol EntityStringQuery: EntityQuery {
    /// The entities matching `string`.
    func entities(matching string: String) async throws -> Result
}
