//  MeterRow.swift — SystemMonitor (Glimpse example widget)
//  Status: Complete
//  Behaviour: a caption, a figure on the right, and a usage bar below them.

import SwiftUI

/// One labelled meter: "MEMORY        6.1 / 15.6 GB" over a bar.
struct MeterRow: View {
    let title: String
    let value: String
    let fraction: Double?
    let tint: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 3) {
            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Text(title)
                    .font(.caption2)
                    .fontWeight(.bold)
                    .textCase(.uppercase)
                    .foregroundStyle(.white.opacity(0.6))
                Spacer(minLength: 2)
                Text(value)
                    .font(.caption2)
                    .fontWeight(.semibold)
                    .monospacedDigit()
                    .lineLimit(1)
            }
            UsageBar(fraction: fraction, tint: tint)
        }
    }
}

extension Color {
    static let memoryTint = Color(red: 0.39, green: 0.82, blue: 1.0)
    static let diskTint = Color(red: 0.75, green: 0.55, blue: 1.0)

    /// Green below 70% of the cores busy, yellow up to 100%, red above.
    static func loadTint(_ load: Double?, processors: Int) -> Color {
        guard let load else { return .gray }
        let perCore = load / Double(max(processors, 1))
        if perCore < 0.7 { return Color(red: 0.30, green: 0.85, blue: 0.39) }
        if perCore < 1.0 { return Color(red: 1.0, green: 0.80, blue: 0.0) }
        return Color(red: 1.0, green: 0.27, blue: 0.23)
    }
}
