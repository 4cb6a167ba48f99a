//  RecoveryTimer.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: WidgetKit live dates (`Text(date, style: .timer)`): counts down to the hero's
//  full-health moment every second without a reload; the next entry, dated at that moment,
//  replaces it with `readyText`.

import SwiftUI

/// "Full health in 1:23:45" while recovering, `readyText` once recovered.
struct RecoveryTimer: View {
    let hero: Hero
    /// The entry's date: decides between the timer and the ready text.
    let date: Date
    var prefix: LocalizedStringKey = "Full health in"
    var readyText: LocalizedStringKey = "Ready for action"

    var body: some View {
        if hero.isFullyRecovered(at: date) {
            Text(readyText)
        } else {
            Text(prefix) + Text(" ") + Text(hero.fullHealthDate, style: .timer).monospacedDigit()
        }
    }
}
