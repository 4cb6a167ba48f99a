//  EmojiRangersBundle.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: WidgetKit "WidgetBundle". Unchanged iOS 17 widget source: on Linux it builds
//  against Glimpse's SwiftUI, WidgetKit and AppIntents, and `glimpse preview` renders it.

import SwiftUI
import WidgetKit

@main
struct EmojiRangersBundle: WidgetBundle {
    var body: some Widget {
        EmojiRangerWidget()
        CalendarComplication()
        HeartRateComplication()
        ChosenRangerWidget()
    }
}
