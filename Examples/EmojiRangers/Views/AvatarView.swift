//  AvatarView.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: a hero's emoji in a circle, on the hero's gradient or a translucent disc.

import SwiftUI

/// A hero's emoji in a circle `size` points across.
struct AvatarView: View {
    let hero: Hero
    var size: CGFloat
    /// Draw on a translucent white disc (for use on the hero's own gradient).
    var onGradient = false

    var body: some View {
        ZStack {
            if onGradient {
                Color.white.opacity(0.22)
            } else {
                hero.gradient
            }
            Text(hero.avatar)
                .font(.system(size: size * 0.58))
        }
        .frame(width: size, height: size)
        .clipShape(Circle())
        .shadow(color: .black.opacity(0.18), radius: 3, x: 0, y: 2)
    }
}
