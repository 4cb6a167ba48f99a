//  InlineHeroView.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: accessoryInline — one short sentence above the clock (or on a watch face), with a
//  live `.timer`; `ViewThatFits` drops the name, then the words, where the slot is narrow.

import SwiftUI

/// The Lock Screen line: "🐼 Pandora · full in 4:10:00".
struct InlineHeroView: View {
    let hero: Hero
    let date: Date

    var body: some View {
        if hero.isFullyRecovered(at: date) {
            ViewThatFits {
                Text("\(hero.avatar) \(hero.name) is ready")
                Text("\(hero.avatar) ready")
            }
        } else {
            ViewThatFits {
                Text("\(hero.avatar) \(hero.name) · full in \(hero.fullHealthDate, style: .timer)")
                Text("\(hero.avatar) full in \(hero.fullHealthDate, style: .timer)")
                Text("\(hero.avatar) \(hero.fullHealthDate, style: .timer)")
            }
        }
    }
}
