//  ChosenRangerProvider.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: WidgetKit "AppIntentTimelineProvider": the chosen ranger now and at the moment
//  they reach full health; `.atEnd` while they recover, `.never` once they are well. A ranger
//  who left the roster is replaced by the first one.

import AppIntents
import WidgetKit

struct ChosenRangerProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ChosenRangerEntry {
        ChosenRangerEntry(date: Date(), hero: Hero.builtInRoster[0], showsLevel: true)
    }

    func snapshot(for configuration: SelectCharacterIntent, in context: Context) async -> ChosenRangerEntry {
        let roster = context.isPreview ? Hero.builtInRoster : HeroStore.loadRoster()
        return ChosenRangerEntry(
            date: Date(), hero: Self.hero(configuration.hero.id, in: roster), showsLevel: configuration.showsLevel)
    }

    func timeline(for configuration: SelectCharacterIntent, in context: Context) async -> Timeline<ChosenRangerEntry> {
        let now = Date()
        let hero = Self.hero(configuration.hero.id, in: HeroStore.loadRoster(now: now))
        let dates = hero.fullHealthDate > now ? [now, hero.fullHealthDate] : [now]
        let entries = dates.map { ChosenRangerEntry(date: $0, hero: hero, showsLevel: configuration.showsLevel) }
        return Timeline(entries: entries, policy: dates.count > 1 ? .atEnd : .never)
    }

    func recommendations() -> [AppIntentRecommendation<SelectCharacterIntent>] {
        Hero.builtInRoster.map { hero in
            let intent = SelectCharacterIntent()
            intent.hero = HeroEntity(hero: hero)
            return AppIntentRecommendation(intent: intent, description: hero.name)
        }
    }

    /// The ranger named `name`, else the first of the roster.
    static func hero(_ name: String, in roster: [Hero]) -> Hero {
        roster.first { $0.id == name } ?? roster.first ?? Hero.builtInRoster[0]
    }
}
