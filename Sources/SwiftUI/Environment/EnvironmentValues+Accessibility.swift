//  EnvironmentValues+Accessibility.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "EnvironmentValues.legibilityWeight", "accessibilityReduceMotion",
//  "accessibilityReduceTransparency", "accessibilityDifferentiateWithoutColor",
//  "accessibilityInvertColors", "accessibilityShowButtonShapes",
//  "accessibilityVoiceOverEnabled", "accessibilitySwitchControlEnabled", "colorSchemeContrast",
//  "horizontalSizeClass", "verticalSizeClass". They read the device's Accessibility and Display
//  settings; Glimpse's device has every one at its factory setting (off, standard, regular),
//  and a place may set them (`package` setters). Bold Text (`legibilityWeight == .bold`) draws
//  text heavier (Font.resolve).

extension EnvironmentValues {
    /// The Bold Text setting: `.bold` draws every font heavier (Glimpse: two steps on the
    /// 100–900 weight scale, regular → semibold, capped at black). Default `.regular`.
    ///
    /// Source: Apple SwiftUI "EnvironmentValues.legibilityWeight" ("This value reflects the
    /// value of the Bold Text display setting").
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }

    /// Whether Reduce Motion is on; `false` on Glimpse's device.
    ///
    /// Source: Apple SwiftUI "EnvironmentValues.accessibilityReduceMotion".
    public package(set) var accessibilityReduceMotion: Bool {
        get { self[AccessibilityFlag.ReduceMotion.self] }
        set { self[AccessibilityFlag.ReduceMotion.self] = newValue }
    }

    /// Whether Reduce Transparency is on; `false` on Glimpse's device.
    ///
    /// Source: Apple SwiftUI "EnvironmentValues.accessibilityReduceTransparency".
    public package(set) var accessibilityReduceTransparency: Bool {
        get { self[AccessibilityFlag.ReduceTransparency.self] }
        set { self[AccessibilityFlag.ReduceTransparency.self] = newValue }
    }

    /// Whether Differentiate Without Color is on; `false` on Glimpse's device.
    ///
    /// Source: Apple SwiftUI "EnvironmentValues.accessibilityDifferentiateWithoutColor".
    public package(set) var accessibilityDifferentiateWithoutColor: Bool {
        get { self[AccessibilityFlag.DifferentiateWithoutColor.self] }
        set { self[AccessibilityFlag.DifferentiateWithoutColor.self] = newValue }
    }

    /// Whether Smart or Classic Invert is on; `false` on Glimpse's device.
    ///
    /// Source: Apple SwiftUI "EnvironmentValues.accessibilityInvertColors".
    public package(set) var accessibilityInvertColors: Bool {
        get { self[AccessibilityFlag.InvertColors.self] }
        set { self[AccessibilityFlag.InvertColors.self] = newValue }
    }

    /// Whether Button Shapes is on; `false` on Glimpse's device.
    ///
    /// Source: Apple SwiftUI "EnvironmentValues.accessibilityShowButtonShapes".
    public package(set) var accessibilityShowButtonShapes: Bool {
        get { self[AccessibilityFlag.ShowButtonShapes.self] }
        set { self[AccessibilityFlag.ShowButtonShapes.self] = newValue }
    }

    /// Whether VoiceOver is running; `false` on Glimpse's device.
    ///
    /// Source: Apple SwiftUI "EnvironmentValues.accessibilityVoiceOverEnabled".
    public package(set) var accessibilityVoiceOverEnabled: Bool {
        get { self[AccessibilityFlag.VoiceOver.self] }
        set { self[AccessibilityFlag.VoiceOver.self] = newValue }
    }

    /// Whether Switch Control is running; `false` on Glimpse's device.
    ///
    /// Source: Apple SwiftUI "EnvironmentValues.accessibilitySwitchControlEnabled".
    public package(set) var accessibilitySwitchControlEnabled: Bool {
        get { self[AccessibilityFlag.SwitchControl.self] }
        set { self[AccessibilityFlag.SwitchControl.self] = newValue }
    }

    /// The Increase Contrast setting; `.standard` on Glimpse's device.
    ///
    /// Source: Apple SwiftUI "EnvironmentValues.colorSchemeContrast".
    public package(set) var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// The horizontal size class: `.compact`, as on an iPhone in portrait (Glimpse's device).
    ///
    /// Source: Apple SwiftUI "EnvironmentValues.horizontalSizeClass".
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class: `.regular`, as on an iPhone in portrait (Glimpse's device).
    ///
    /// Source: Apple SwiftUI "EnvironmentValues.verticalSizeClass".
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}

/// The Bold Text setting.
///
/// Source: Apple SwiftUI "LegibilityWeight".
public enum LegibilityWeight: Hashable, Sendable {
    /// Regular weights (Bold Text off).
    case regular
    /// Heavier weights (Bold Text on).
    case bold
}

/// The Increase Contrast setting.
///
/// Source: Apple SwiftUI "ColorSchemeContrast".
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    case standard
    case increased
}

/// A size class: how much room a dimension of the interface has.
///
/// Source: Apple SwiftUI "UserInterfaceSizeClass".
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

extension Font.Weight {
    /// This weight under Bold Text: two steps heavier on the 100–900 scale, at most black.
    var legible: Font.Weight { Font.Weight(value: min(value + 200, 900)) }
}

// MARK: - Keys

private struct LegibilityWeightKey: EnvironmentKey {
    static let defaultValue: LegibilityWeight? = .regular
}

private struct ColorSchemeContrastKey: EnvironmentKey {
    static let defaultValue = ColorSchemeContrast.standard
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .compact
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

/// The Boolean accessibility settings, each off by default.
private enum AccessibilityFlag {
    struct ReduceMotion: EnvironmentKey { static let defaultValue = false }
    struct ReduceTransparency: EnvironmentKey { static let defaultValue = false }
    struct DifferentiateWithoutColor: EnvironmentKey { static let defaultValue = false }
    struct InvertColors: EnvironmentKey { static let defaultValue = false }
    struct ShowButtonShapes: EnvironmentKey { static let defaultValue = false }
    struct VoiceOver: EnvironmentKey { static let defaultValue = false }
    struct SwitchControl: EnvironmentKey { static let defaultValue = false }
}
