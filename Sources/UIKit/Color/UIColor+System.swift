//  UIColor+System.swift — UIKit (Glimpse)
//  Status: Complete for iOS 15–17's system and UI element colours
//  Behaviour: Apple UIKit "Standard colors" and "UI element colors": each adapts to light and
//  dark (values in GlimpseResources/Color/SystemColor.swift, one table shared with SwiftUI);
//  the fixed colours (`.red`, `.darkGray` …) are UIKit's constant sRGB values, not the system
//  palette.

import GlimpseResources

extension UIColor {
    // MARK: Adaptable system colours

    public static var systemRed: UIColor { UIColor(system: .red) }
    public static var systemOrange: UIColor { UIColor(system: .orange) }
    public static var systemYellow: UIColor { UIColor(system: .yellow) }
    public static var systemGreen: UIColor { UIColor(system: .green) }
    public static var systemMint: UIColor { UIColor(system: .mint) }
    public static var systemTeal: UIColor { UIColor(system: .teal) }
    public static var systemCyan: UIColor { UIColor(system: .cyan) }
    public static var systemBlue: UIColor { UIColor(system: .blue) }
    public static var systemIndigo: UIColor { UIColor(system: .indigo) }
    public static var systemPurple: UIColor { UIColor(system: .purple) }
    public static var systemPink: UIColor { UIColor(system: .pink) }
    public static var systemBrown: UIColor { UIColor(system: .brown) }
    public static var systemGray: UIColor { UIColor(system: .gray) }
    public static var systemGray2: UIColor { UIColor(system: .systemGray2) }
    public static var systemGray3: UIColor { UIColor(system: .systemGray3) }
    public static var systemGray4: UIColor { UIColor(system: .systemGray4) }
    public static var systemGray5: UIColor { UIColor(system: .systemGray5) }
    public static var systemGray6: UIColor { UIColor(system: .systemGray6) }
    public static var label: UIColor { UIColor(system: .label) }
    public static var secondaryLabel: UIColor { UIColor(system: .secondaryLabel) }
    public static var tertiaryLabel: UIColor { UIColor(system: .tertiaryLabel) }
    public static var quaternaryLabel: UIColor { UIColor(system: .quaternaryLabel) }
    public static var systemBackground: UIColor { UIColor(system: .background) }
    public static var secondarySystemBackground: UIColor { UIColor(system: .secondarySystemBackground) }
    public static var tertiarySystemBackground: UIColor { UIColor(system: .tertiarySystemBackground) }
    public static var systemGroupedBackground: UIColor { UIColor(system: .systemGroupedBackground) }
    public static var secondarySystemGroupedBackground: UIColor { UIColor(system: .secondarySystemGroupedBackground) }
    public static var tertiarySystemGroupedBackground: UIColor { UIColor(system: .tertiarySystemGroupedBackground) }
    public static var systemFill: UIColor { UIColor(system: .systemFill) }
    public static var secondarySystemFill: UIColor { UIColor(system: .secondarySystemFill) }
    public static var tertiarySystemFill: UIColor { UIColor(system: .tertiarySystemFill) }
    public static var quaternarySystemFill: UIColor { UIColor(system: .quaternarySystemFill) }
    public static var separator: UIColor { UIColor(system: .separator) }
    public static var opaqueSeparator: UIColor { UIColor(system: .opaqueSeparator) }
    public static var link: UIColor { UIColor(system: .link) }
    public static var placeholderText: UIColor { UIColor(system: .placeholderText) }
    public static var lightText: UIColor { UIColor(system: .lightText) }
    public static var darkText: UIColor { UIColor(system: .darkText) }

    /// The app's tint: its `AccentColor` asset, or system blue.
    public static var tintColor: UIColor { UIColor(storage: .tint) }

    // MARK: Fixed colours

    public static var black: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public static var darkGray: UIColor { UIColor(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3, alpha: 1) }
    public static var lightGray: UIColor { UIColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3, alpha: 1) }
    public static var white: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
    public static var gray: UIColor { UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public static var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
}
