//  InlineHeroView.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: accessoryInline — one short sentence above the clock.

import SwiftUI

/// The Lock Screen line: "🐼 Pandora · 42% health".
struct InlineHeroView: View {
    let hero: Hero
    let date: Date

    var body: some View {
        if hero.isFullyRecovered(at: date) {
            Text("\(hero.avatar) \(hero.name) is ready")
        } else {
            Text("\(hero.avatar) \(hero.name) · ")
                + Text("\(hero.healthPercent(at: date))%").monospacedDigit()
                + Text(" health")
        }
    }
}
