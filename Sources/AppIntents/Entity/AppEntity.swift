//  AppEntity.swift — AppIntents (Glimpse)
//  Status: Complete for identity, display and the default query; `@Property` entity properties
//  are in EntityProperty.swift.
//  Behaviour: Apple AppIntents "AppEntity" (iOS 16): a thing of your app an intent can refer to,
//  identified by `id` and found again through `defaultQuery`; a configuration stores only the
//  identifier.

/// A thing of your app, such as a hero, that intent parameters can refer to.
///
/// Give it an `id`, names for the type and for each value, and a query that finds values by
/// identifier.
///
/// Source: Apple AppIntents "AppEntity".
public protocol AppEntity: _IntentValue, Identifiable, DisplayRepresentable, CustomLocalizedStringResourceConvertible
where ID: EntityIdentifierConvertible & Sendable {
    /// The query that finds entities of this type.
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    /// The query the system uses to find entities by identifier and to suggest some.
    static var defaultQuery: DefaultQuery { get }
}

extension AppEntity {
    /// The entity's title.
    public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}
