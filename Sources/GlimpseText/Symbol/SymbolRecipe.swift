//  SymbolRecipe.swift — GlimpseText (Glimpse)
//  Status: Complete
//  Behaviour: how one SF Symbol is drawn from Material Design icons: one glyph, or a few glyphs
//  placed over each other (SF's layered weather symbols). Positions are in "live" units: the
//  square of 20 of the 24 grid units Material icons are designed on, centred, side 1.

/// One Material glyph placed inside the symbol's live square.
public struct SymbolLayer: Hashable, Sendable {
    /// The Material icon's ligature name (`"favorite"`), looked up in `MaterialIcons.codepoints`.
    public var icon: String
    /// Side of this glyph's live square as a fraction of the symbol's (1 = full size).
    public var scale: Double
    /// Offset of this glyph's centre from the symbol's centre, in live units (x right, y down).
    public var dx: Double
    public var dy: Double
    /// Clockwise quarter turns applied to the glyph (Material's battery stands up, SF's lies down).
    public var quarterTurns: Int
    /// Clears a thin gap around this glyph in the layers drawn before it, as SF does where
    /// the parts of a monochrome symbol overlap.
    public var knockout: Bool
    /// Characters drawn in the system font (semibold) instead of the icon, for SF's numbered
    /// and lettered symbols ("1.circle", "a.square.fill"); `icon` is then empty.
    public var text: String?

    public init(
        _ icon: String, scale: Double = 1, dx: Double = 0, dy: Double = 0, quarterTurns: Int = 0,
        knockout: Bool = false
    ) {
        self.icon = icon
        self.scale = scale
        self.dx = dx
        self.dy = dy
        self.quarterTurns = quarterTurns
        self.knockout = knockout
    }

    /// A layer of characters in the system font, sized to the live square (see `SymbolFont`).
    public static func text(_ characters: String) -> SymbolLayer {
        var layer = SymbolLayer("")
        layer.text = characters
        return layer
    }

    /// The glyph's character in the Material Icons font, or `nil` if `icon` is not a known name.
    public var codepoint: Unicode.Scalar? { MaterialIcons.codepoints[icon].flatMap(Unicode.Scalar.init) }

    /// The ink of this layer's glyph or text in live units, before placing (`nil` if it has neither).
    public var inkBox: LiveBox? {
        if let text { return SymbolFont.inkBox(text: text) }
        return codepoint.map(SymbolFont.inkBox)
    }
}

/// The layers that draw one SF Symbol, back to front. A string literal is a single full-size glyph.
public struct SymbolRecipe: Hashable, Sendable, ExpressibleByStringLiteral {
    public var layers: [SymbolLayer]

    public init(layers: [SymbolLayer]) { self.layers = layers }
    public init(stringLiteral icon: String) { layers = [SymbolLayer(icon)] }

    /// One glyph turned clockwise by `quarterTurns` quarter turns.
    public static func turned(_ icon: String, _ quarterTurns: Int) -> SymbolRecipe {
        SymbolRecipe(layers: [SymbolLayer(icon, quarterTurns: quarterTurns)])
    }
}
