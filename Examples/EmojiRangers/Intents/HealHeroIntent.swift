//  HealHeroIntent.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: AppIntents "AppIntent" run by a widget button (`Button(intent:)`): brings a ranger
//  back to full health; WidgetKit then reloads the widget's timeline.

import AppIntents

/// Heals one ranger at once.
struct HealHeroIntent: AppIntent {
    static let title: LocalizedStringResource = "Heal Ranger"
    static let description: IntentDescription? = "Brings a ranger back to full health."

    @Parameter(title: "Ranger")
    var hero: HeroEntity

    init() {}

    init(hero: HeroEntity) {
        self.hero = hero
    }

    func perform() async throws -> some IntentResult {
        HeroStore.heal(hero.id)
        return .result()
    }
}
