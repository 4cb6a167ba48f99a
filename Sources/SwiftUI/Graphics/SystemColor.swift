//  SystemColor.swift — SwiftUI (Glimpse)
//  Status: Complete for iOS 15–17's palette
//  Behaviour: Apple Human Interface Guidelines "Color" (system colors, iOS light/dark values)
//  and UIKit "UI element colors" (label, secondaryLabel, tertiaryLabel, quaternaryLabel).

import GlimpseArchive

/// A system colour whose value depends on the colour scheme.
enum SystemColor: String, Hashable, Sendable, CaseIterable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    /// `label`: `Color.primary`.
    case label
    /// `secondaryLabel`: `Color.secondary`.
    case secondaryLabel
    case tertiaryLabel
    case quaternaryLabel
    /// The fifth level of `HierarchicalShapeStyle`. UIKit has no such colour; Glimpse uses
    /// the label grey at 10 % opacity, continuing the series.
    case quinaryLabel
    /// `systemBackground`: the `background` shape style.
    case background

    /// The colour in `scheme`, in sRGB.
    func rgba(_ scheme: ColorScheme) -> RGBA {
        let (light, dark) = Self.table[self]!
        return scheme == .dark ? dark : light
    }

    private static func c(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBA {
        RGBA(r / 255, g / 255, b / 255, a)
    }

    /// (light, dark) values, 8-bit sRGB components as Apple publishes them.
    private static let table: [SystemColor: (RGBA, RGBA)] = [
        .red: (c(255, 59, 48), c(255, 69, 58)),
        .orange: (c(255, 149, 0), c(255, 159, 10)),
        .yellow: (c(255, 204, 0), c(255, 214, 10)),
        .green: (c(52, 199, 89), c(48, 209, 88)),
        .mint: (c(0, 199, 190), c(99, 230, 226)),
        .teal: (c(48, 176, 199), c(64, 200, 224)),
        .cyan: (c(50, 173, 230), c(100, 210, 255)),
        .blue: (c(0, 122, 255), c(10, 132, 255)),
        .indigo: (c(88, 86, 214), c(94, 92, 230)),
        .purple: (c(175, 82, 222), c(191, 90, 242)),
        .pink: (c(255, 45, 85), c(255, 55, 95)),
        .brown: (c(162, 132, 94), c(172, 142, 104)),
        .gray: (c(142, 142, 147), c(142, 142, 147)),
        .label: (c(0, 0, 0), c(255, 255, 255)),
        .secondaryLabel: (c(60, 60, 67, 0.6), c(235, 235, 245, 0.6)),
        .tertiaryLabel: (c(60, 60, 67, 0.3), c(235, 235, 245, 0.3)),
        .quaternaryLabel: (c(60, 60, 67, 0.18), c(235, 235, 245, 0.16)),
        .quinaryLabel: (c(60, 60, 67, 0.1), c(235, 235, 245, 0.1)),
        .background: (c(255, 255, 255), c(0, 0, 0)),
    ]
}
