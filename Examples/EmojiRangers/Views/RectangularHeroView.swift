//  RectangularHeroView.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: accessoryRectangular — name, level, and a live recovery bar with a `.timer`
//  counting down to full health.

import SwiftUI

/// The Lock Screen rectangle: name, level and recovery.
struct RectangularHeroView: View {
    let hero: Hero
    let date: Date

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("\(hero.avatar) \(hero.name)")
                .font(.headline)
                .lineLimit(1)
            Text("Level \(hero.level) · \(hero.role)")
                .font(.caption)
                .lineLimit(1)
                .opacity(0.8)
            HStack(spacing: 6) {
                RecoveryBar(hero: hero, tint: nil)
                Group {
                    if hero.isFullyRecovered(at: date) {
                        Text("Ready")
                    } else {
                        Text(hero.fullHealthDate, style: .timer)
                            .monospacedDigit()
                    }
                }
                .font(.caption)
                .fontWeight(.semibold)
                .fixedSize()
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
