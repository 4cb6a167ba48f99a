//  HealthBar.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: a capsule filled to the hero's health, coloured by how hurt they are, or in
//  the foreground style on the Lock Screen, where the system tints widgets itself.

import SwiftUI

/// A horizontal bar filled to `health` (0…1) of its width.
struct HealthBar: View {
    let health: Double
    var height: CGFloat = 8
    var track: Color = .white.opacity(0.25)
    /// Draw in the foreground style instead of health colours (for accessory families).
    var monochrome = false

    var body: some View {
        GeometryReader { geometry in
            ZStack(alignment: .leading) {
                if monochrome {
                    Capsule()
                        .opacity(0.25)
                    Capsule()
                        .frame(width: fillWidth(geometry.size.width))
                } else {
                    Capsule()
                        .fill(track)
                    Capsule()
                        .fill(healthColor(health))
                        .frame(width: fillWidth(geometry.size.width))
                }
            }
        }
        .frame(height: height)
    }

    private func fillWidth(_ width: CGFloat) -> CGFloat {
        max(height, width * min(max(health, 0), 1))
    }
}
