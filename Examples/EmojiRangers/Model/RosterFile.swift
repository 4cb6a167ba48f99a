//  RosterFile.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: the JSON roster format of Resources/heroes.json:
//  `{"heroes": [{"name", "avatar", "role", "level", "colors", <dates>}]}` where <dates> is
//  either "injuryDate" + "fullHealthDate" (ISO 8601) or "injuredMinutesAgo" +
//  "recoveryMinutes" (relative to the moment the file is read).

import Foundation

/// The on-disk roster, before its dates are anchored to a moment.
struct RosterFile: Decodable {
    struct Record: Decodable {
        var name: String
        var avatar: String
        var role: String?
        var level: Int?
        var colors: [String]?
        var injuryDate: Date?
        var fullHealthDate: Date?
        var injuredMinutesAgo: Double?
        var recoveryMinutes: Double?
    }

    /// A record the widget cannot use, named so the log says which hero to fix.
    struct InvalidHero: Error, CustomStringConvertible {
        var name: String
        var reason: String
        var description: String { "hero '\(name)': \(reason)" }
    }

    var heroes: [Record]

    /// Decodes `data` and anchors relative dates to `now`.
    ///
    /// - Throws: `DecodingError` for malformed JSON, `InvalidHero` for a record without usable dates.
    static func decode(_ data: Data, now: Date) throws -> [Hero] {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let file = try decoder.decode(RosterFile.self, from: data)
        return try file.heroes.map { try $0.hero(now: now) }
    }
}

extension RosterFile.Record {
    func hero(now: Date) throws -> Hero {
        guard !name.isEmpty else { throw RosterFile.InvalidHero(name: name, reason: "the name is empty") }
        let injury: Date
        let fullHealth: Date
        if let injuryDate, let fullHealthDate {
            (injury, fullHealth) = (injuryDate, fullHealthDate)
        } else if let injuredMinutesAgo, let recoveryMinutes {
            injury = now.addingTimeInterval(-injuredMinutesAgo * 60)
            fullHealth = injury.addingTimeInterval(recoveryMinutes * 60)
        } else {
            throw RosterFile.InvalidHero(
                name: name,
                reason: "give either injuryDate and fullHealthDate, or injuredMinutesAgo and recoveryMinutes")
        }
        guard fullHealth >= injury else {
            throw RosterFile.InvalidHero(name: name, reason: "fullHealthDate is before injuryDate")
        }
        return Hero(
            name: name, avatar: avatar.isEmpty ? "❓" : avatar, role: role ?? "Ranger", level: max(level ?? 1, 0),
            colors: colors ?? ["#8E8E93", "#3A3A3C"], injuryDate: injury, fullHealthDate: fullHealth)
    }
}
