//  SystemColor.swift — GlimpseResources (Glimpse)
//  Status: Complete for iOS 15–17's palette
//  Behaviour: Apple Human Interface Guidelines "Color" (system colors, iOS light/dark values)
//  and UIKit "UI element colors" (labels, fills, backgrounds, separators, systemGray2…6);
//  shared by SwiftUI's `Color` and UIKit's `UIColor`, and by asset catalogs' system references.

import GlimpseArchive

/// A system colour whose value depends on the colour scheme.
package enum SystemColor: String, Hashable, Sendable, CaseIterable {
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
    case secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case separator, opaqueSeparator, link, placeholderText
    /// `lightText` and `darkText`: the same in both schemes.
    case lightText, darkText

    /// The colour in the dark (`true`) or light scheme, in sRGB.
    package func rgba(dark: Bool) -> RGBA {
        let (light, darkValue) = Self.table[self]!
        return dark ? darkValue : light
    }

    /// The colour an asset catalog's `"reference"` or UIKit names (`systemBlueColor`,
    /// `labelColor`, `systemGray4`), or nil when it is not one of these.
    package init?(catalogReference reference: String) {
        var name = reference
        if name.hasSuffix("Color") { name.removeLast("Color".count) }
        if name == "systemBackground" {
            self = .background
            return
        }
        if name.hasPrefix("system"), let first = name.dropFirst(6).first {
            let plain = first.lowercased() + name.dropFirst(7)
            if let basic = SystemColor(rawValue: plain), SystemColor.basic.contains(basic) {
                self = basic
                return
            }
        }
        guard let color = SystemColor(rawValue: name) else { return nil }
        self = color
    }

    /// The hues UIKit names `system<Hue>` (`systemRed` … `systemGray`).
    package static let basic: [SystemColor] = [
        .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray,
    ]

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
        .secondarySystemBackground: (c(242, 242, 247), c(28, 28, 30)),
        .tertiarySystemBackground: (c(255, 255, 255), c(44, 44, 46)),
        .systemGroupedBackground: (c(242, 242, 247), c(0, 0, 0)),
        .secondarySystemGroupedBackground: (c(255, 255, 255), c(28, 28, 30)),
        .tertiarySystemGroupedBackground: (c(242, 242, 247), c(44, 44, 46)),
        .systemGray2: (c(174, 174, 178), c(99, 99, 102)),
        .systemGray3: (c(199, 199, 204), c(72, 72, 74)),
        .systemGray4: (c(209, 209, 214), c(58, 58, 60)),
        .systemGray5: (c(229, 229, 234), c(44, 44, 46)),
        .systemGray6: (c(242, 242, 247), c(28, 28, 30)),
        .systemFill: (c(120, 120, 128, 0.2), c(120, 120, 128, 0.36)),
        .secondarySystemFill: (c(120, 120, 128, 0.16), c(120, 120, 128, 0.32)),
        .tertiarySystemFill: (c(118, 118, 128, 0.12), c(118, 118, 128, 0.24)),
        .quaternarySystemFill: (c(116, 116, 128, 0.08), c(118, 118, 128, 0.18)),
        .separator: (c(60, 60, 67, 0.29), c(84, 84, 88, 0.6)),
        .opaqueSeparator: (c(198, 198, 200), c(56, 56, 58)),
        .link: (c(0, 122, 255), c(9, 132, 255)),
        .placeholderText: (c(60, 60, 67, 0.3), c(235, 235, 245, 0.3)),
        .lightText: (c(255, 255, 255, 0.6), c(255, 255, 255, 0.6)),
        .darkText: (c(0, 0, 0), c(0, 0, 0)),
    ]
}
