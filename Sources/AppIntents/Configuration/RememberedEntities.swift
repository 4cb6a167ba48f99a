//  RememberedEntities.swift — AppIntents (Glimpse)
//  Status: Complete
//  Behaviour: the entities this process's entity queries answered with, by type and identifier,
//  so that a configuration can be read synchronously (Apple WidgetKit
//  "ControlInfo.configurationIntent(of:)" is not async, and a configuration stores only an
//  entity's identifier): an identifier whose entity a query has returned before reads that entity.

import Foundation

/// The entities queries have returned, newest kept, by entity type and identifier text.
enum RememberedEntities {
    // @unchecked Sendable: `entities` is only touched under `lock`.
    private final class Memory: @unchecked Sendable {
        let lock = NSLock()
        var entities: [ObjectIdentifier: [String: any AppEntity]] = [:]
    }

    private static let memory = Memory()

    /// Remembers `entities` (a query's answer) by their identifiers.
    static func remember<E: AppEntity>(_ entities: [E]) {
        guard !entities.isEmpty else { return }
        memory.lock.withLock {
            for entity in entities {
                memory.entities[ObjectIdentifier(E.self), default: [:]][entity.id.entityIdentifierString] = entity
            }
        }
    }

    /// The entity of type `E` with identifier `text` a query returned before; nil when none did.
    static func entity<E: AppEntity>(_ type: E.Type, identifier text: String) -> E? {
        memory.lock.withLock { memory.entities[ObjectIdentifier(E.self)]?[text] as? E }
    }
}
