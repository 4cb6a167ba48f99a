//  CircularHeroView.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: accessoryCircular — the avatar inside a circular
//  `ProgressView(timerInterval:countsDown: false)` that fills clockwise from the top as the hero
//  recovers, updated live by the system between entries.

import SwiftUI

/// The Lock Screen circle: avatar and live recovery ring.
struct CircularHeroView: View {
    let hero: Hero
    let date: Date

    var body: some View {
        ProgressView(timerInterval: hero.injuryDate...hero.fullHealthDate, countsDown: false) {
            EmptyView()
        } currentValueLabel: {
            Text(hero.avatar)
                .font(.system(size: 26))
        }
        .progressViewStyle(.circular)
        .padding(2)
        .background(Circle().opacity(0.12))
    }
}
