//  SelectCharacterIntent.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: AppIntents "WidgetConfigurationIntent": the options of the Chosen Ranger widget.

import AppIntents

/// Which ranger the widget follows, and whether it shows their level.
struct SelectCharacterIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Select Ranger"
    static let description: IntentDescription? = "Choose the ranger the widget follows."

    @Parameter(title: "Ranger")
    var hero: HeroEntity

    @Parameter(title: "Show Level", default: true)
    var showsLevel: Bool
}
