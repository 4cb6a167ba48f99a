//  UsageBar.swift — SystemMonitor (Glimpse example widget)
//  Status: Complete
//  Behaviour: a rounded bar filled to a fraction; an empty track when the figure is unknown.

import SwiftUI

/// A horizontal meter filled to `fraction` (0…1) of its width.
struct UsageBar: View {
    let fraction: Double?
    var tint: Color
    var height: CGFloat = 6

    var body: some View {
        GeometryReader { geometry in
            ZStack(alignment: .leading) {
                RoundedRectangle(cornerRadius: height / 2)
                    .fill(.white.opacity(0.14))
                if let fraction {
                    RoundedRectangle(cornerRadius: height / 2)
                        .fill(
                            LinearGradient(
                                colors: [tint.opacity(0.65), tint], startPoint: .leading, endPoint: .trailing)
                        )
                        .frame(width: max(height, geometry.size.width * min(max(fraction, 0), 1)))
                }
            }
        }
        .frame(height: height)
    }
}
