//  CircularHeroView.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: accessoryCircular — the avatar inside a circular
//  `ProgressView(timerInterval:countsDown: false)` that fills clockwise from the top as the hero
//  recovers, updated live by the system between entries. On the Infograph face's top slot the
//  hero's name and level run along the bezel (`widgetLabel`; ignored everywhere else).

import SwiftUI
import WidgetKit

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
        .widgetLabel {
            Text("\(hero.name) · Level \(hero.level)")
        }
    }
}
