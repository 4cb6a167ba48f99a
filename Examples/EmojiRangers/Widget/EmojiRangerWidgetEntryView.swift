//  EmojiRangerWidgetEntryView.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: picks the view for the widget's family and gives it a removable background:
//  the hero's gradient for small and medium, a night-sky gradient for the roster.

import SwiftUI
import WidgetKit

struct EmojiRangerWidgetEntryView: View {
    @Environment(\.widgetFamily) var family
    let entry: HeroEntry

    var body: some View {
        switch family {
        case .systemSmall:
            SmallHeroView(hero: entry.hero, date: entry.date)
                .containerBackground(for: .widget) { entry.hero.gradient }
                .widgetURL(entry.hero.url)
        case .systemMedium:
            MediumHeroView(hero: entry.hero, date: entry.date)
                .containerBackground(for: .widget) { entry.hero.gradient }
                .widgetURL(entry.hero.url)
        case .systemLarge:
            RosterView(roster: entry.roster, date: entry.date)
                .containerBackground(for: .widget) {
                    LinearGradient(
                        colors: [Color(red: 0.11, green: 0.12, blue: 0.25), Color(red: 0.03, green: 0.03, blue: 0.08)],
                        startPoint: .top, endPoint: .bottom)
                }
        case .accessoryCircular:
            CircularHeroView(hero: entry.hero, date: entry.date)
                .containerBackground(.clear, for: .widget)
                .widgetURL(entry.hero.url)
        case .accessoryRectangular:
            RectangularHeroView(hero: entry.hero, date: entry.date)
                .containerBackground(.clear, for: .widget)
                .widgetURL(entry.hero.url)
        case .accessoryInline:
            InlineHeroView(hero: entry.hero, date: entry.date)
                .containerBackground(.clear, for: .widget)
        case .accessoryCorner:
            CornerHeroView(hero: entry.hero)
                .containerBackground(.clear, for: .widget)
                .widgetURL(entry.hero.url)
        default:
            SmallHeroView(hero: entry.hero, date: entry.date)
                .containerBackground(for: .widget) { entry.hero.gradient }
        }
    }
}
