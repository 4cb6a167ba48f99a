//  SmallHeroView.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: systemSmall — avatar, name, level and health bar on the hero's gradient.

import SwiftUI

/// The small widget: one hero at a glance.
struct SmallHeroView: View {
    let hero: Hero
    let date: Date

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .top) {
                AvatarView(hero: hero, size: 54, onGradient: true)
                Spacer(minLength: 4)
                Text("Lv \(hero.level)")
                    .font(.caption2)
                    .fontWeight(.heavy)
                    .monospacedDigit()
                    .padding(.horizontal, 7)
                    .padding(.vertical, 3)
                    .background(Capsule().fill(.black.opacity(0.2)))
            }
            Spacer(minLength: 0)
            Text(hero.name)
                .font(.headline)
                .lineLimit(1)
                .minimumScaleFactor(0.7)
            Text(hero.role)
                .font(.caption)
                .opacity(0.8)
                .lineLimit(1)
            HealthBar(health: hero.health(at: date), height: 7)
                .padding(.top, 4)
            Text(healthLine)
                .font(.caption2)
                .fontWeight(.semibold)
                .monospacedDigit()
                .opacity(0.9)
        }
        .foregroundStyle(.white)
    }

    private var healthLine: String {
        hero.isFullyRecovered(at: date) ? "Ready for action" : "Health \(hero.healthPercent(at: date))%"
    }
}
