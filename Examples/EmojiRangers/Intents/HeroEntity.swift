//  HeroEntity.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: AppIntents "AppEntity" and "EntityQuery": a ranger as intents refer to it, found
//  again by name in the roster; the first ranger is the default choice.

import AppIntents

/// A ranger, as a widget's configuration or a button's intent refers to one.
struct HeroEntity: AppEntity {
    /// The ranger's name, unique in the roster.
    let id: String
    let avatar: String

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Ranger"
    static let defaultQuery = HeroQuery()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(avatar) \(id)")
    }

    init(hero: Hero) {
        id = hero.id
        avatar = hero.avatar
    }
}

/// Finds rangers in the roster.
struct HeroQuery: EntityQuery {
    func entities(for identifiers: [HeroEntity.ID]) async throws -> [HeroEntity] {
        HeroStore.loadRoster().filter { identifiers.contains($0.id) }.map(HeroEntity.init)
    }

    func suggestedEntities() async throws -> [HeroEntity] {
        HeroStore.loadRoster().map(HeroEntity.init)
    }

    func defaultResult() async -> HeroEntity? {
        HeroStore.loadRoster().first.map(HeroEntity.init)
    }
}
