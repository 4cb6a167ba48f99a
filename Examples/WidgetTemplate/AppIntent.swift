//  AppIntent.swift — WidgetTemplate example (Glimpse)
//  Status: Complete
//  Behaviour: the configuration intent of Xcode's iOS 17 widget template: one editable parameter,
//  an emoji, with a default. Unchanged iOS source.

import AppIntents
import WidgetKit

struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Configuration" }
    static var description: IntentDescription { "Shows the time and an emoji you choose." }

    // The one option people edit: the emoji the widget shows.
    @Parameter(title: "Favorite Emoji", default: "😃")
    var favoriteEmoji: String
}
