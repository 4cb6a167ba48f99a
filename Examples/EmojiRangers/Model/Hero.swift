//  Hero.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: a ranger of the roster; health recovers linearly from the injury date to the
//  full-health date, the way Apple's Emoji Rangers sample tells the story.

import Foundation

/// One ranger: who they are and when they will be back at full health.
struct Hero: Codable, Hashable, Identifiable, Sendable {
    var name: String
    /// A single emoji that stands for the hero.
    var avatar: String
    var role: String
    var level: Int
    /// Two or more `#RRGGBB` colours for the hero's gradient, top-leading first.
    var colors: [String]
    var injuryDate: Date
    var fullHealthDate: Date

    var id: String { name }

    /// Health between 0 (just injured) and 1 (full health) at `date`.
    func health(at date: Date) -> Double {
        let total = fullHealthDate.timeIntervalSince(injuryDate)
        guard total > 0 else { return 1 }
        let elapsed = date.timeIntervalSince(injuryDate)
        return min(max(elapsed / total, 0), 1)
    }

    /// Health in whole percent at `date`, rounded down so 100 means fully recovered.
    func healthPercent(at date: Date) -> Int {
        Int((health(at: date) * 100).rounded(.down))
    }

    func isFullyRecovered(at date: Date) -> Bool {
        date >= fullHealthDate
    }

    /// The deep link the widget opens: `emojirangers://hero/<name>`.
    var url: URL {
        let path = name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "hero"
        return URL(string: "emojirangers://hero/\(path)")!
    }
}

extension Hero {
    /// The roster the widget shows when no data file can be read.
    static let builtInRoster: [Hero] = {
        let now = Date()
        func hero(
            _ name: String, _ avatar: String, _ role: String, level: Int, colors: [String],
            injuredMinutesAgo: Double, recoveryMinutes: Double
        ) -> Hero {
            let injury = now.addingTimeInterval(-injuredMinutesAgo * 60)
            return Hero(
                name: name, avatar: avatar, role: role, level: level, colors: colors,
                injuryDate: injury, fullHealthDate: injury.addingTimeInterval(recoveryMinutes * 60))
        }
        return [
            hero(
                "Pandora", "🐼", "Bamboo Guardian", level: 14, colors: ["#30D158", "#0B6E4F"],
                injuredMinutesAgo: 50, recoveryMinutes: 300),
            hero(
                "Glimmer", "🦄", "Rainbow Lancer", level: 9, colors: ["#FF6FD8", "#7B2FF7"],
                injuredMinutesAgo: 180, recoveryMinutes: 240),
            hero(
                "Ember", "🦊", "Fox Scout", level: 7, colors: ["#FF9F0A", "#E5383B"],
                injuredMinutesAgo: 20, recoveryMinutes: 180),
        ]
    }()
}
