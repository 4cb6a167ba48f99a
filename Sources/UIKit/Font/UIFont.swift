//  UIFont.swift — UIKit (Glimpse)
//  Status: Partial — system fonts by size, weight and text style, named fonts, and the metrics
//  widget code reads; no font descriptors.
//  Behaviour: Apple UIKit "UIFont". Text styles at the default (Large) Dynamic Type size use the
//  HIG's iOS point sizes; metrics are SF Pro's ratios (ascender 0.952, descender −0.241 em, so
//  `systemFont(ofSize: 17).lineHeight` is 20.29 pt, as on iOS; cap height 0.705, x-height
//  0.517 em). SwiftUI's `Font(_:)` draws a `UIFont` with Glimpse's system font stand-in.

public import Foundation

/// A font: a family, a point size and a weight.
///
/// Source: Apple UIKit "UIFont".
open class UIFont: NSObject, @unchecked Sendable {
    // @unchecked Sendable: every stored property is immutable.

    /// The size, points.
    public let pointSize: CGFloat
    /// The weight (`.regular` for named fonts).
    package let weight: Weight
    /// The text style it was made for, if any.
    package let textStyle: TextStyle?
    /// The family for a named font; nil for the system font.
    package let customName: String?
    package let isMonospaced: Bool
    package let isMonospacedDigit: Bool
    package let isItalic: Bool

    package init(
        size: CGFloat, weight: Weight = .regular, textStyle: TextStyle? = nil, customName: String? = nil,
        isMonospaced: Bool = false, isMonospacedDigit: Bool = false, isItalic: Bool = false
    ) {
        pointSize = size.isFinite && size > 0 ? size : 17
        self.weight = weight
        self.textStyle = textStyle
        self.customName = customName
        self.isMonospaced = isMonospaced
        self.isMonospacedDigit = isMonospacedDigit
        self.isItalic = isItalic
        super.init()
    }

    /// The font named `fontName` at `fontSize` points (Glimpse: drawn with that family if
    /// fontconfig has it, else the system font); never nil.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(size: fontSize, customName: fontName)
    }

    // MARK: - System fonts

    /// The system font at `fontSize` points.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize) }
    /// The system font at `fontSize` points and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight)
    }
    /// The bold system font at `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .bold) }
    /// The italic system font at `fontSize` points.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, isItalic: true) }
    /// The system font with fixed-width digits.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight, isMonospacedDigit: true)
    }
    /// The monospaced system font.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight, isMonospaced: true)
    }

    /// The font for `style` at the default (Large) Dynamic Type size.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(size: style.pointSize, weight: style == .headline ? .semibold : .regular, textStyle: style)
    }

    /// The font for `style`; the traits are not used (Large Dynamic Type size).
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        preferredFont(forTextStyle: style)
    }

    /// The default size of a label (17 pt).
    open class var labelFontSize: CGFloat { 17 }
    /// The default size of a button (18 pt).
    open class var buttonFontSize: CGFloat { 18 }
    /// The system font's default size (14 pt).
    open class var systemFontSize: CGFloat { 14 }
    /// The small system font size (12 pt).
    open class var smallSystemFontSize: CGFloat { 12 }

    /// The same font at `fontSize` points.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(
            size: fontSize, weight: weight, textStyle: nil, customName: customName, isMonospaced: isMonospaced,
            isMonospacedDigit: isMonospacedDigit, isItalic: isItalic)
    }

    // MARK: - Metrics (points)

    /// Top of the tallest glyphs above the baseline.
    open var ascender: CGFloat { pointSize * 0.952 }
    /// Bottom of the lowest glyphs, negative below the baseline.
    open var descender: CGFloat { pointSize * -0.241 }
    /// Ascender minus descender.
    open var lineHeight: CGFloat { ascender - descender }
    /// Extra space between lines (0 for the system font).
    open var leading: CGFloat { 0 }
    /// Height of capital letters.
    open var capHeight: CGFloat { pointSize * 0.705 }
    /// Height of lower-case x.
    open var xHeight: CGFloat { pointSize * 0.517 }
    /// The family name (`.SF UI Text` style names for the system font).
    open var familyName: String { customName ?? ".SF UI Text" }
    /// The font's name.
    open var fontName: String { customName ?? ".SFUI-Regular" }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.pointSize == pointSize && other.weight == weight && other.customName == customName
            && other.isItalic == isItalic && other.isMonospaced == isMonospaced
            && other.isMonospacedDigit == isMonospacedDigit
    }

    open override var hash: Int { Int(pointSize * 100) &* 31 &+ Int(weight.rawValue * 100) }

    // MARK: - Types

    /// A font weight; Apple's values, −0.8 (ultraLight) to 0.62 (black).
    ///
    /// Source: Apple UIKit "UIFont.Weight".
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        /// The CSS-style weight (100…900) nearest to this one.
        package var cssWeight: Int {
            let table: [(CGFloat, Int)] = [
                (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700), (0.56, 800),
                (0.62, 900),
            ]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
        }
    }

    /// A Dynamic Type text style.
    ///
    /// Source: Apple UIKit "UIFont.TextStyle".
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// Point size at the Large Dynamic Type size (HIG "iOS Dynamic Type sizes").
        package var pointSize: CGFloat {
            let sizes: [TextStyle: CGFloat] = [
                .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15, .body: 17,
                .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11,
            ]
            return sizes[self] ?? 17
        }
    }
}
