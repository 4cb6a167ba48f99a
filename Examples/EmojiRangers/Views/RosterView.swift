//  RosterView.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: systemLarge — the roster, one row per hero with a live recovery bar and timer,
//  as many rows as the canvas holds (`ViewThatFits`); each row links to its hero.

import SwiftUI

/// The large widget: as many heroes of the roster as fit, up to six.
///
/// The large widget is 354 pt tall on a 6.1-inch iPhone but only 305.5 pt on the smaller iPads
/// (laid out at that canvas and scaled down), so the list is chosen by `ViewThatFits`: six rows
/// where they fit, else five, and so on; the header still counts the whole roster.
struct RosterView: View {
    let roster: [Hero]
    let date: Date

    private var readyCount: Int { roster.filter { $0.isFullyRecovered(at: date) }.count }
    /// Row counts to try, most first.
    private var counts: [Int] { Array((1...max(1, min(6, roster.count))).reversed()) }

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
            ViewThatFits(in: .vertical) {
                ForEach(counts, id: \.self) { count in
                    RosterRows(heroes: Array(roster.prefix(count)), date: date)
                }
            }
        }
        .foregroundStyle(.white)
    }
}

/// Rows of heroes, spread over the height they are given.
private struct RosterRows: View {
    let heroes: [Hero]
    let date: Date

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(heroes) { hero in
                Link(destination: hero.url) {
                    RosterRow(hero: hero, date: date)
                }
                if hero.id != heroes.last?.id {
                    Spacer(minLength: 0)
                }
            }
        }
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
