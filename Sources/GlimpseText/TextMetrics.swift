//  TextMetrics.swift — GlimpseText
//  Status: Complete for the SF Pro stand-in
//  Behaviour: reference swiftui-layout.md §4 "SF Pro vertical metrics": Inter draws the glyphs,
//  but lines use SF Pro's proportions (units per em 2048: ascender 1950, descender 494,
//  cap height 1443, no line gap), so text heights match iOS.

/// Vertical metrics of a font size, in points.
public struct TextMetrics: Hashable, Sendable {
    public var ascender: Double
    public var descender: Double
    public var capHeight: Double
    /// Extra space between lines (the font's leading); 0 for the system font.
    public var leading: Double

    /// SF Pro's proportions at `size` points.
    public init(size: Double) {
        ascender = 1950.0 / 2048.0 * size
        descender = 494.0 / 2048.0 * size
        capHeight = 1443.0 / 2048.0 * size
        leading = 0
    }

    /// Ascender plus descender: 1.19336 × the size.
    public var lineHeight: Double { ascender + descender + leading }
}

/// Rounds `v` up to the pixel grid of `scale` (text sizes round up, reference §1).
public func roundUpToPixel(_ v: Double, scale: Double) -> Double {
    guard scale > 0, v.isFinite else { return v }
    return ((v * scale) - 1e-9).rounded(.up) / scale
}
