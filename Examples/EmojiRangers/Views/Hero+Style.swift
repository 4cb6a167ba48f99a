//  Hero+Style.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: the colours the views draw a hero with.

import SwiftUI

extension Hero {
    /// The hero's gradient colours; unreadable hex strings become grey.
    var gradientColors: [Color] {
        let parsed = colors.map { Color(hex: $0) ?? .gray }
        return parsed.count >= 2 ? parsed : [parsed.first ?? .gray, .black]
    }

    /// The hero's gradient, top-leading to bottom-trailing.
    var gradient: LinearGradient {
        LinearGradient(colors: gradientColors, startPoint: .topLeading, endPoint: .bottomTrailing)
    }
}

/// The colour of a health bar: green when healthy, yellow when hurt, red when badly hurt.
func healthColor(_ health: Double) -> Color {
    switch health {
    case 0.75...: return Color(red: 0.30, green: 0.85, blue: 0.39)
    case 0.4..<0.75: return Color(red: 1.0, green: 0.80, blue: 0.0)
    default: return Color(red: 1.0, green: 0.27, blue: 0.23)
    }
}

extension Color {
    /// A colour from `#RRGGBB` (the `#` is optional); nil when `hex` is not six hex digits.
    init?(hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        self.init(
            red: Double((value >> 16) & 0xFF) / 255,
            green: Double((value >> 8) & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255)
    }
}
