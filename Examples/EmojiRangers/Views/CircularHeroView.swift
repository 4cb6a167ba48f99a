//  CircularHeroView.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: accessoryCircular — the avatar inside a ring that fills as health recovers.

import SwiftUI

/// The Lock Screen circle: avatar and health ring.
struct CircularHeroView: View {
    let hero: Hero
    let date: Date

    var body: some View {
        ZStack {
            Circle()
                .fill(.white.opacity(0.12))
            Circle()
                .stroke(.white.opacity(0.25), lineWidth: 5)
            Circle()
                .trim(from: 0, to: hero.health(at: date))
                .stroke(.white, lineWidth: 5)
            Text(hero.avatar)
                .font(.system(size: 30))
        }
        .padding(3)
    }
}
