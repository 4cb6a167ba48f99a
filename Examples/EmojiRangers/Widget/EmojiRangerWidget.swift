//  EmojiRangerWidget.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: WidgetKit "Widget" with a StaticConfiguration in six families.

import SwiftUI
import WidgetKit

struct EmojiRangerWidget: Widget {
    let kind = "EmojiRangerWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: HeroProvider()) { entry in
            EmojiRangerWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Ranger Detail")
        .description("See your ranger's health as they recover, and the whole roster at a glance.")
        .supportedFamilies([
            .systemSmall, .systemMedium, .systemLarge,
            .accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner,
        ])
    }
}
