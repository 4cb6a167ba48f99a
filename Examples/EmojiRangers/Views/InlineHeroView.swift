//  InlineHeroView.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: accessoryInline — one short sentence above the clock, with a live `.timer`.

import SwiftUI

/// The Lock Screen line: "🐼 Pandora · full in 4:10:00".
struct InlineHeroView: View {
    let hero: Hero
    let date: Date

    var body: some View {
        if hero.isFullyRecovered(at: date) {
            Text("\(hero.avatar) \(hero.name) is ready")
        } else {
            Text("\(hero.avatar) \(hero.name) · full in \(hero.fullHealthDate, style: .timer)")
        }
    }
}
