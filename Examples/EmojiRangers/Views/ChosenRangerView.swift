//  ChosenRangerView.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: systemMedium for the Chosen Ranger widget: the ranger, their recovery, and a
//  Heal button that runs `HealHeroIntent` (SwiftUI "Button(intent:label:)").

import AppIntents
import SwiftUI
import WidgetKit

struct ChosenRangerView: View {
    let entry: ChosenRangerEntry

    private var hero: Hero { entry.hero }

    var body: some View {
        HStack(spacing: 14) {
            VStack(spacing: 6) {
                AvatarView(hero: hero, size: 76, onGradient: true)
                if entry.showsLevel {
                    Text("Level \(hero.level)")
                        .font(.caption)
                        .fontWeight(.bold)
                        .monospacedDigit()
                        .textCase(.uppercase)
                        .opacity(0.85)
                }
            }
            VStack(alignment: .leading, spacing: 6) {
                Text(hero.name)
                    .font(.title3)
                    .bold()
                    .lineLimit(1)
                    .minimumScaleFactor(0.7)
                Text(hero.role)
                    .font(.subheadline)
                    .opacity(0.85)
                    .lineLimit(1)
                Spacer(minLength: 0)
                RecoveryBar(hero: hero)
                HStack {
                    RecoveryTimer(hero: hero, date: entry.date, prefix: "Full in")
                        .font(.caption)
                        .fontWeight(.semibold)
                        .lineLimit(1)
                    Spacer(minLength: 8)
                    Button(intent: HealHeroIntent(hero: HeroEntity(hero: hero))) {
                        Label("Heal", systemImage: "cross.case.fill")
                            .font(.caption)
                            .fontWeight(.semibold)
                    }
                    .tint(.white)
                }
            }
            .layoutPriority(1)
        }
        .foregroundStyle(.white)
    }
}
