//  MediumHeroView.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: systemMedium — a large avatar beside the hero's details, a live recovery bar and a
//  `.timer` counting down to full health.

import SwiftUI

/// The medium widget: one hero with when they will be back to full health.
struct MediumHeroView: View {
    let hero: Hero
    let date: Date

    var body: some View {
        HStack(spacing: 16) {
            VStack(spacing: 6) {
                AvatarView(hero: hero, size: 92, onGradient: true)
                Text("Level \(hero.level)")
                    .font(.caption)
                    .fontWeight(.bold)
                    .monospacedDigit()
                    .textCase(.uppercase)
                    .opacity(0.85)
            }
            VStack(alignment: .leading, spacing: 6) {
                Text(hero.name)
                    .font(.title2)
                    .bold()
                    .lineLimit(1)
                    .minimumScaleFactor(0.7)
                Label {
                    Text(hero.role)
                } icon: {
                    Text("⚔️")
                }
                .font(.subheadline)
                .opacity(0.85)
                Spacer(minLength: 0)
                HStack {
                    Text(hero.isFullyRecovered(at: date) ? "Health" : "Recovering")
                    Spacer()
                    if hero.isFullyRecovered(at: date) {
                        Text("100%")
                    } else {
                        // A timer text takes the width it is offered (as on iOS): keep it at
                        // the trailing edge as its value shortens.
                        Text(hero.fullHealthDate, style: .timer)
                            .monospacedDigit()
                            .multilineTextAlignment(.trailing)
                    }
                }
                .font(.caption)
                .fontWeight(.semibold)
                RecoveryBar(hero: hero)
                Text(recoveryLine)
                    .font(.caption2)
                    .opacity(0.85)
                    .lineLimit(1)
            }
            .layoutPriority(1)
        }
        .foregroundStyle(.white)
    }

    private var recoveryLine: String {
        if hero.isFullyRecovered(at: date) {
            return "Fully recovered, ready for action"
        }
        let time = hero.fullHealthDate.formatted(date: .omitted, time: .shortened)
        return "Full health at \(time)"
    }
}
