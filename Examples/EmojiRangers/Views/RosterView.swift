//  RosterView.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: systemLarge — the roster, one row per hero with a live recovery bar and timer;
//  each row links to its hero.

import SwiftUI

/// The large widget: up to six heroes of the roster.
struct RosterView: View {
    let roster: [Hero]
    let date: Date

    private var shown: [Hero] { Array(roster.prefix(6)) }
    private var readyCount: Int { roster.filter { $0.isFullyRecovered(at: date) }.count }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .firstTextBaseline) {
                Text("Emoji Rangers")
                    .font(.headline)
                Spacer()
                Text("\(readyCount) of \(roster.count) ready")
                    .font(.caption)
                    .fontWeight(.semibold)
                    .monospacedDigit()
                    .foregroundStyle(.white.opacity(0.7))
            }
            Divider()
                .overlay(Color.white.opacity(0.3))
            ForEach(shown) { hero in
                Link(destination: hero.url) {
                    RosterRow(hero: hero, date: date)
                }
                if hero.id != shown.last?.id {
                    Spacer(minLength: 0)
                }
            }
        }
        .foregroundStyle(.white)
    }
}

/// One hero of the roster: avatar, name and level, health bar and percentage.
private struct RosterRow: View {
    let hero: Hero
    let date: Date

    var body: some View {
        HStack(spacing: 10) {
            AvatarView(hero: hero, size: 36)
            VStack(alignment: .leading, spacing: 4) {
                HStack(alignment: .firstTextBaseline) {
                    Text(hero.name)
                        .font(.subheadline)
                        .fontWeight(.semibold)
                        .lineLimit(1)
                    Text(hero.role)
                        .font(.caption2)
                        .foregroundStyle(.white.opacity(0.6))
                        .lineLimit(1)
                    Spacer(minLength: 4)
                    Text("Lv \(hero.level)")
                        .font(.caption2)
                        .fontWeight(.bold)
                        .monospacedDigit()
                        .foregroundStyle(.white.opacity(0.7))
                }
                RecoveryBar(hero: hero, tint: healthColor(hero.isFullyRecovered(at: date) ? 1 : 0.5))
            }
            Group {
                if hero.isFullyRecovered(at: date) {
                    Text("Ready")
                } else {
                    Text(hero.fullHealthDate, style: .timer)
                }
            }
            .font(.caption)
            .fontWeight(.semibold)
            .monospacedDigit()
            .lineLimit(1)
            .frame(width: 54, alignment: .trailing)
        }
    }
}
