//  RectangularHeroView.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: accessoryRectangular — name, level and health on three lines.

import SwiftUI

/// The Lock Screen rectangle: name, level and health bar.
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
                HealthBar(health: hero.health(at: date), height: 6, monochrome: true)
                Text("\(hero.healthPercent(at: date))%")
                    .font(.caption)
                    .fontWeight(.semibold)
                    .monospacedDigit()
                    .fixedSize()
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
