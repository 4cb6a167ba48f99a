//  CircularHeroView.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: accessoryCircular — the avatar inside a ring that fills clockwise from the top
//  as health recovers, drawn in the foreground style so the Lock Screen can tint it.

import SwiftUI

/// The Lock Screen circle: avatar and health ring.
struct CircularHeroView: View {
    let hero: Hero
    let date: Date

    var body: some View {
        ZStack {
            Circle()
                .opacity(0.12)
            Circle()
                .stroke(lineWidth: 5)
                .opacity(0.25)
            Circle()
                .trim(from: 0, to: hero.health(at: date))
                .stroke(style: StrokeStyle(lineWidth: 5, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text(hero.avatar)
                .font(.system(size: 30))
        }
        .padding(3)
    }
}
