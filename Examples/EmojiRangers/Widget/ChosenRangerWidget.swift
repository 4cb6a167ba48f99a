//  ChosenRangerWidget.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: WidgetKit "AppIntentConfiguration" (iOS 17): a medium widget that follows the
//  ranger the person chose, with a button that heals them (`Button(intent:)`).

import AppIntents
import SwiftUI
import WidgetKit

struct ChosenRangerWidget: Widget {
    let kind = "ChosenRangerWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: SelectCharacterIntent.self, provider: ChosenRangerProvider()) {
            entry in
            ChosenRangerView(entry: entry)
                .containerBackground(for: .widget) { entry.hero.gradient }
                .widgetURL(entry.hero.url)
        }
        .configurationDisplayName("Chosen Ranger")
        .description("Follow the ranger you choose, and heal them with a tap.")
        .supportedFamilies([.systemMedium])
    }
}

/// The chosen ranger at one moment.
struct ChosenRangerEntry: TimelineEntry {
    let date: Date
    let hero: Hero
    let showsLevel: Bool
}
