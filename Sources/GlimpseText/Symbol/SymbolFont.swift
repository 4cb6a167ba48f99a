//  SymbolFont.swift — GlimpseText (Glimpse)
//  Status: Complete
//  Behaviour: Material Design icons are drawn on a 24-unit grid with a 20-unit live area
//  ("material.io/design/iconography/system-icons": 24 dp icons, 20 dp live area, 2 dp padding),
//  so one live side is 20/24 of the font's em. Glyphs come from Pango with the shared font
//  options (no hinting), so a glyph measures the same on both sides of the archive.

import CPangoCairo
import GlimpseArchive
import Synchronization

/// A box in live units: the symbol's live square is side 1, centred on (0, 0), y down.
public struct LiveBox: Hashable, Sendable {
    public var minX: Double
    public var minY: Double
    public var maxX: Double
    public var maxY: Double
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }
    public var width: Double { maxX - minX }
    public var height: Double { maxY - minY }
    /// The live square itself.
    public static let live = LiveBox(minX: -0.5, minY: -0.5, maxX: 0.5, maxY: 0.5)

    /// The smallest box holding both.
    public func union(_ other: LiveBox) -> LiveBox {
        LiveBox(
            minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX),
            maxY: max(maxY, other.maxY))
    }
}

/// Glyphs of the Material Icons font: layouts for drawing and measured ink boxes.
public enum SymbolFont {
    /// Font size (em) per side of the live square: 24 / 20.
    public static let emPerLiveSide = 1.2

    /// A `PangoLayout*` showing `scalar` in Material Icons at `em` points, and the offset (points)
    /// from the layout's origin to the centre of the glyph's 24-unit design square. The caller
    /// unrefs the layout.
    /// - Parameter context: a `PangoContext*` prepared with `FontResolver.applyFontOptions(to:)`.
    public static func makeLayout(
        _ scalar: Unicode.Scalar, em: Double, context: OpaquePointer
    ) -> (layout: OpaquePointer, center: (x: Double, y: Double)) {
        let layout = pango_layout_new(context)!
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, MaterialIcons.family)
        pango_font_description_set_absolute_size(desc, em * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        pango_layout_set_text(layout, String(Character(scalar)), -1)
        let c = designCenter
        return (layout, (c.x * em, c.y * em))
    }

    /// The ink of `scalar`'s glyph in live units, relative to its design square's centre.
    /// Measured once per glyph and cached. A glyph with no ink gives an empty box at the centre.
    public static func inkBox(_ scalar: Unicode.Scalar) -> LiveBox {
        if let box = cache.withLock({ $0[scalar] }) { return box }
        let box = measure(scalar)
        cache.withLock { $0[scalar] = box }
        return box
    }

    /// Height of text layers' ink (digits, capitals) as a fraction of the live side; text wider
    /// than the live side is made smaller to fit it. SF's "1.circle" digit is about 0.45 of the
    /// circle, and enclosed glyphs are `SymbolDrawing.enclosedScale` (0.55) of it.
    public static let textHeight = 0.82

    /// A `PangoLayout*` showing `text` in the system font (weight 600) sized so its ink is
    /// `textHeight` live sides tall (or one wide) for a live side of `liveSide` points, and the
    /// offset from the layout's origin to the centre of that ink. The caller unrefs the layout.
    public static func makeTextLayout(
        _ text: String, liveSide: Double, context: OpaquePointer
    ) -> (layout: OpaquePointer, center: (x: Double, y: Double)) {
        let (ink, size) = textInk(text)
        let k = liveSide * fitFactor(ink)
        let layout = FontResolver.makeRunLayout(text, font: textFont(size * k), context: context)
        return (layout, ((ink.x + ink.width / 2) * k, (ink.y + ink.height / 2) * k))
    }

    /// The ink of `text` as a text layer draws it, in live units about its centre.
    public static func inkBox(text: String) -> LiveBox {
        let (ink, _) = textInk(text)
        let k = fitFactor(ink)
        let w = ink.width * k / 2
        let h = ink.height * k / 2
        return ink.width > 0
            ? LiveBox(minX: -w, minY: -h, maxX: w, maxY: h) : LiveBox(minX: 0, minY: 0, maxX: 0, maxY: 0)
    }

    // MARK: - Steps

    private static let cache = Mutex<[Unicode.Scalar: LiveBox]>([:])

    private static func textFont(_ size: Double) -> FontDescriptor {
        FontDescriptor(family: FontResolver.systemFamily, size: size, weight: 600)
    }

    /// Points of text per live side at the reference size, so the ink fits `textHeight` × 1.
    private static func fitFactor(_ ink: (x: Double, y: Double, width: Double, height: Double)) -> Double {
        guard ink.width > 0, ink.height > 0 else { return 0 }
        return min(textHeight / ink.height, 1 / ink.width)
    }

    /// The ink rectangle of `text` at the reference size, from the layout origin, and that size.
    private static func textInk(_ text: String) -> (
        ink: (x: Double, y: Double, width: Double, height: Double), size: Double
    ) {
        var ink = PangoRectangle()
        FontContexts.measuring { context in
            let layout = FontResolver.makeRunLayout(text, font: textFont(referenceEm), context: context)
            pango_layout_get_extents(layout, &ink, nil)
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
        let unit = Double(PANGO_SCALE)
        return (
            (Double(ink.x) / unit, Double(ink.y) / unit, Double(ink.width) / unit, Double(ink.height) / unit),
            referenceEm
        )
    }
    private static let referenceEm = 240.0

    /// The centre of the 24-unit design square from the layout origin, in ems. It is taken as
    /// the centre of the ink of "circle" (U+EF4A), which Material draws centred on the grid.
    private static let designCenter: (x: Double, y: Double) = {
        let ink = inkRect(Unicode.Scalar(0xEF4A)!, em: referenceEm)
        return ((ink.x + ink.width / 2) / referenceEm, (ink.y + ink.height / 2) / referenceEm)
    }()

    private static func measure(_ scalar: Unicode.Scalar) -> LiveBox {
        let ink = inkRect(scalar, em: referenceEm)
        guard ink.width > 0, ink.height > 0 else { return LiveBox(minX: 0, minY: 0, maxX: 0, maxY: 0) }
        let live = referenceEm / emPerLiveSide
        let cx = designCenter.x * referenceEm
        let cy = designCenter.y * referenceEm
        return LiveBox(
            minX: (ink.x - cx) / live, minY: (ink.y - cy) / live, maxX: (ink.x + ink.width - cx) / live,
            maxY: (ink.y + ink.height - cy) / live)
    }

    /// The ink rectangle of `scalar` at `em` points, from the layout origin, in points.
    private static func inkRect(_ scalar: Unicode.Scalar, em: Double) -> (
        x: Double, y: Double, width: Double, height: Double
    ) {
        var ink = PangoRectangle()
        FontContexts.measuring { context in
            let layout = pango_layout_new(context)!
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let desc = pango_font_description_new()!
            pango_font_description_set_family(desc, MaterialIcons.family)
            pango_font_description_set_absolute_size(desc, em * Double(PANGO_SCALE))
            pango_layout_set_font_description(layout, desc)
            pango_font_description_free(desc)
            pango_layout_set_text(layout, String(Character(scalar)), -1)
            pango_layout_get_extents(layout, &ink, nil)
        }
        let unit = Double(PANGO_SCALE)
        return (Double(ink.x) / unit, Double(ink.y) / unit, Double(ink.width) / unit, Double(ink.height) / unit)
    }
}
