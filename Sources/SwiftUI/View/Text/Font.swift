//  Font.swift — SwiftUI (Glimpse)
//  Status: Complete for text styles, system fonts, custom names; Inter stands in for SF Pro
//  Behaviour: Apple SwiftUI "Font"; sizes from the HIG "iOS Dynamic Type sizes" table
//  (reference swiftui-layout.md §4, widgetkit.md §5.7).

public import Foundation
import GlimpseArchive
import GlimpseText

/// A font: a text style that follows Dynamic Type, a system font of a fixed size, or a named font.
public struct Font: Hashable, Sendable {
    enum Provider: Hashable, Sendable {
        case textStyle(TextStyle, design: Design?, weight: Weight?)
        case system(size: CGFloat, weight: Weight?, design: Design?)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }
    var provider: Provider
    var weightOverride: Weight?
    var isItalic = false
    var isMonospacedDigit = false
    var isMonospaced = false

    init(_ provider: Provider) { self.provider = provider }

    // MARK: - Text styles

    public static let largeTitle = Font(.textStyle(.largeTitle, design: nil, weight: nil))
    public static let title = Font(.textStyle(.title, design: nil, weight: nil))
    public static let title2 = Font(.textStyle(.title2, design: nil, weight: nil))
    public static let title3 = Font(.textStyle(.title3, design: nil, weight: nil))
    public static let headline = Font(.textStyle(.headline, design: nil, weight: nil))
    public static let subheadline = Font(.textStyle(.subheadline, design: nil, weight: nil))
    public static let body = Font(.textStyle(.body, design: nil, weight: nil))
    public static let callout = Font(.textStyle(.callout, design: nil, weight: nil))
    public static let footnote = Font(.textStyle(.footnote, design: nil, weight: nil))
    public static let caption = Font(.textStyle(.caption, design: nil, weight: nil))
    public static let caption2 = Font(.textStyle(.caption2, design: nil, weight: nil))

    /// A system font for a text style, optionally with a design and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(.textStyle(style, design: design, weight: weight))
    }

    /// A system font of a fixed `size` in points (does not follow Dynamic Type).
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(.system(size: size, weight: weight, design: design))
    }

    /// A system font of a fixed `size` (the iOS 13 signature).
    @_disfavoredOverload
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(.system(size: size, weight: weight, design: design))
    }

    /// A named font that scales with Dynamic Type relative to `.body`. Fontconfig substitutes
    /// a similar face when `name` is not installed.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(.custom(name: name, size: size, relativeTo: .body))
    }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(.custom(name: name, size: size, relativeTo: textStyle))
    }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(.custom(name: name, size: fixedSize, relativeTo: nil))
    }

    // MARK: - Modifiers

    public func weight(_ weight: Weight) -> Font {
        var f = self
        f.weightOverride = weight
        return f
    }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font {
        var f = self
        f.isItalic = true
        return f
    }
    public func monospacedDigit() -> Font {
        var f = self
        f.isMonospacedDigit = true
        return f
    }
    public func monospaced() -> Font {
        var f = self
        f.isMonospaced = true
        return f
    }
    public func smallCaps() -> Font { self }
    public func leading(_ leading: Leading) -> Font { self }

    /// Line spacing variants (accepted; iOS changes line height by ∓2 pt, not yet modelled).
    public enum Leading: Hashable, Sendable { case standard, tight, loose }

    // MARK: - Types

    /// Font weights, ultraLight (100) to black (900).
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// Font widths (iOS 16). Inter, which stands in for SF Pro, has one width, so every
    /// width draws at the standard one.
    public struct Width: Hashable, Sendable {
        /// The width as a proportion: negative narrower, positive wider.
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// This font at `width` (drawn at the standard width: see `Width`).
    public func width(_ width: Width) -> Font { self }

    /// Font designs.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// Dynamic Type text styles.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
}

extension Font {
    /// The archive's font for this font in `env` (size after Dynamic Type, weight, design).
    func resolve(in env: EnvironmentValues) -> FontDescriptor {
        var size: CGFloat
        var weight: Weight
        var design: Design
        var family: String?
        switch provider {
        case .textStyle(let style, let d, let w):
            size = Font.size(of: style, dynamicType: env.dynamicTypeSize, platform: env.platform)
            weight = w ?? (style == .headline ? .semibold : .regular)
            design = d ?? env.fontDesign ?? .default
        case .system(let s, let w, let d):
            size = s
            weight = w ?? .regular
            design = d ?? env.fontDesign ?? .default
        case .custom(let name, let s, let relative):
            size =
                relative.map {
                    s * Font.size(of: $0, dynamicType: env.dynamicTypeSize, platform: env.platform)
                        / Font.size(of: $0, dynamicType: .large, platform: env.platform)
                } ?? s
            weight = .regular
            design = .default
            family = name
        }
        if let w = weightOverride { weight = w }
        if let w = env.fontWeight { weight = w }
        if env.legibilityWeight == .bold { weight = weight.legible }
        if isMonospaced { design = .monospaced }
        // Widgets and complications on watchOS draw the system font in its rounded design.
        if env.platform == "watchOS" && design == .default && family == nil { design = .rounded }
        let resolvedFamily =
            family
            ?? {
                switch design {
                case .default: return FontResolver.systemFamily
                case .serif: return FontResolver.serifFamily
                case .rounded: return FontResolver.roundedFamily
                case .monospaced: return FontResolver.monospacedFamily
                }
            }()
        return FontDescriptor(
            family: resolvedFamily, size: size, weight: weight.value, italic: isItalic || env.italic,
            monospacedDigit: isMonospacedDigit || env.monospacedDigit)
    }

    /// The height of one line of this font in `env`, points (ascender plus descender at the
    /// size Dynamic Type gives it), for views that space text by hand (chart axes).
    package func lineHeight(in env: EnvironmentValues) -> CGFloat {
        CGFloat(TextMetrics(size: Double(resolve(in: env).size)).lineHeight)
    }

    /// Point size of a text style at a Dynamic Type size (HIG "iOS Dynamic Type sizes"; on
    /// watchOS the HIG's Large column for sizes up to `.large` — the 40/41 mm default — and its
    /// xLarge column above — the 44/45/49 mm default; reference widgetkit.md §5.7).
    static func size(of style: TextStyle, dynamicType: DynamicTypeSize, platform: String) -> CGFloat {
        if platform == "watchOS" {
            let large = dynamicType <= .large
            let table: [TextStyle: (CGFloat, CGFloat)] = [
                .largeTitle: (36, 40), .title: (34, 38), .title2: (28, 30), .title3: (19, 20), .headline: (16, 17),
                .body: (16, 17), .callout: (16, 17), .subheadline: (15, 16), .footnote: (13, 14), .caption: (15, 16),
                .caption2: (14, 15),
            ]
            let pair = table[style]!
            return large ? pair.0 : pair.1
        }
        let column = DynamicTypeSize.allCases.firstIndex(of: dynamicType) ?? 3
        let table: [TextStyle: [CGFloat]] = [
            // xS   S   M   L  xL xxL xxxL AX1 AX2 AX3 AX4 AX5
            .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
            .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
            .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
            .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
            .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
            .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
            .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
            .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
            .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
        ]
        return table[style]![column]
    }
}
