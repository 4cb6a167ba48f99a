//  HealLog.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: when each ranger was healed by `HealHeroIntent`. An iOS app would keep this in its
//  App Group container; the example keeps it for the life of the extension process.

import Foundation

/// Heal times by ranger name.
final class HealLog: @unchecked Sendable {
    // @unchecked Sendable: `heals` is only touched under `lock`.
    static let shared = HealLog()
    private let lock = NSLock()
    private var heals: [String: Date] = [:]

    func record(_ name: String, at date: Date) {
        lock.lock()
        heals[name] = date
        lock.unlock()
    }

    /// When `name` was last healed, if ever.
    func healDate(of name: String) -> Date? {
        lock.lock()
        defer { lock.unlock() }
        return heals[name]
    }
}

extension Hero {
    /// The hero as they stand after any heal: back at full health from the moment of the heal.
    func applyingHeal(at healDate: Date?) -> Hero {
        guard let healDate, healDate >= injuryDate, healDate < fullHealthDate else { return self }
        var healed = self
        healed.fullHealthDate = healDate
        return healed
    }
}
