//  HealthBar.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: a capsule filled to the hero's health, coloured by how hurt they are.

import SwiftUI

/// A horizontal bar filled to `health` (0…1) of its width.
struct HealthBar: View {
    let health: Double
    var height: CGFloat = 8
    var track: Color = .white.opacity(0.25)

    var body: some View {
        GeometryReader { geometry in
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(track)
                Capsule()
                    .fill(healthColor(health))
                    .frame(width: max(height, geometry.size.width * health))
            }
        }
        .frame(height: height)
    }
}
