//  SymbolMulticolor.swift — GlimpseText (Glimpse)
//  Status: Partial — an approximation: the well-known multicolour symbols of widget code, in
//  the parts Glimpse's glyphs have (a Material glyph is one layer, so a single-glyph symbol takes
//  one colour; composed and enclosed symbols take one per level).
//  Behaviour: Apple "SymbolRenderingMode.multicolor": "a mode that renders symbols as multiple
//  layers with their inherit styles"; the colours are SF Symbols' own (sun yellow, rain cyan,
//  heart red, leaf green …), here iOS's light-appearance system colours. Symbols without an
//  entry draw in the foreground style, as SF draws a symbol that has no multicolour variant.

import GlimpseArchive

/// The colours SF Symbols' multicolour variants give the symbols widget code uses most.
public enum SymbolMulticolor {
    /// iOS system colours (light appearance), 0…1 sRGB.
    static let yellow = RGBA(255 / 255, 204 / 255, 0)
    static let orange = RGBA(255 / 255, 149 / 255, 0)
    static let red = RGBA(255 / 255, 59 / 255, 48 / 255)
    static let green = RGBA(52 / 255, 199 / 255, 89 / 255)
    static let cyan = RGBA(50 / 255, 173 / 255, 230 / 255)

    /// The colours of `name` by hierarchy level (primary, secondary): `nil` for a level drawn
    /// in the foreground style; `nil` overall when the symbol has no multicolour variant.
    ///
    /// The primary level is the main glyph (the larger layer of a composed symbol, the glyph
    /// inside an enclosure), the secondary the rest (the sun beside a cloud, the drops under it).
    /// A symbol that is one Material glyph (`plus.circle.fill`: a disc with the cross cut out)
    /// takes one colour.
    public static func colors(for name: String) -> [RGBA?]? { table[name] }

    /// Symbol name → colours by level, sorted by name.
    static let table: [String: [RGBA?]] = [
        "bolt": [yellow],
        "bolt.fill": [yellow],
        "checkmark.circle.fill": [green],
        "cloud.drizzle": [nil, cyan],
        "cloud.drizzle.fill": [nil, cyan],
        "cloud.heavyrain": [nil, cyan],
        "cloud.heavyrain.fill": [nil, cyan],
        "cloud.rain": [nil, cyan],
        "cloud.rain.fill": [nil, cyan],
        "cloud.sun": [nil, yellow],
        "cloud.sun.fill": [nil, yellow],
        "cloud.sun.rain": [nil, cyan],
        "cloud.sun.rain.fill": [nil, cyan],
        "drop": [cyan],
        "drop.fill": [cyan],
        "exclamationmark.triangle": [yellow],
        "exclamationmark.triangle.fill": [yellow],
        "flame": [orange],
        "flame.fill": [orange],
        "heart": [red],
        "heart.fill": [red],
        "leaf": [green],
        "leaf.fill": [green],
        "lightbulb.fill": [yellow],
        "mappin.circle.fill": [red],
        "minus.circle.fill": [red],
        "pin.fill": [red],
        "plus.circle.fill": [green],
        "snowflake": [cyan],
        "star.fill": [yellow],
        "sun.max": [yellow],
        "sun.max.fill": [yellow],
        "sun.min": [yellow],
        "sun.min.fill": [yellow],
        "sunrise.fill": [yellow],
        "sunset.fill": [orange],
        "tree.fill": [green],
        "xmark.octagon.fill": [red],
    ]
}
