//  SymbolRecipe+Composed.swift — GlimpseText (Glimpse)
//  Status: Complete for the weather symbols Material has no single glyph for
//  Behaviour: SF's "cloud.sun", "cloud.rain" and "moon.stars" are several parts; these put
//  Material glyphs together the same way (checked by eye on the symbol sheet, see
//  SymbolSheetTests).

extension SymbolRecipe {
    /// A sun up and to the right, behind a cloud that cuts a gap into it.
    public static let cloudSun = SymbolRecipe(layers: [
        SymbolLayer("wb_sunny", scale: 0.66, dx: 0.17, dy: -0.17),
        SymbolLayer("cloud", scale: 0.84, dx: -0.08, dy: 0.1, knockout: true),
    ])

    /// A cloud over two drops.
    public static let rain = SymbolRecipe(layers: [
        SymbolLayer("cloud", scale: 0.84, dy: -0.16),
        SymbolLayer("water_drop", scale: 0.3, dx: -0.18, dy: 0.36),
        SymbolLayer("water_drop", scale: 0.3, dx: 0.16, dy: 0.36),
    ])

    /// A crescent with two small stars at its upper right.
    public static let moonStars = SymbolRecipe(layers: [
        SymbolLayer("dark_mode", scale: 0.86, dx: -0.08, dy: 0.07),
        SymbolLayer("star", scale: 0.34, dx: 0.3, dy: -0.3),
        SymbolLayer("star", scale: 0.22, dx: 0.38, dy: 0.04),
    ])
}
