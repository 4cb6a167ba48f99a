//  SmallHeroView.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: systemSmall — avatar, name, level, a live recovery bar and timer on the hero's
//  gradient.

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
            RecoveryBar(hero: hero)
                .padding(.top, 4)
            RecoveryTimer(hero: hero, date: date, prefix: "Full in")
                .font(.caption2)
                .fontWeight(.semibold)
                .opacity(0.9)
                .lineLimit(1)
        }
        .foregroundStyle(.white)
    }
}
