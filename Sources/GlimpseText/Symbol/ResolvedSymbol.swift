//  ResolvedSymbol.swift — GlimpseText (Glimpse)
//  Status: Complete
//  Behaviour: SF Symbols names are a base plus variant suffixes (Apple "SymbolVariants":
//  .fill, .circle, .square, .slash; badges as ".badge.<name>"; "1.circle", "a.square.fill" for
//  the numbers 0…50 and letters). A name missing from
//  SymbolNameMap is taken apart from the right into those suffixes until the rest is a
//  known name, and drawn from that name's glyph with the variants added.

/// What to draw for one SF Symbols name.
public struct ResolvedSymbol: Hashable, Sendable {
    /// A shape drawn around the glyph (`.circle`, `.square` variants).
    public enum Enclosure: String, Hashable, Sendable { case none, circle, square }

    /// The glyphs, full size in the live square (scaled down inside an enclosure when drawn).
    public var recipe: SymbolRecipe
    public var enclosure: Enclosure
    /// The enclosure is a solid shape with the glyph cut out of it (`.circle.fill`).
    public var filledEnclosure: Bool
    /// A diagonal stroke from the top leading to the bottom trailing corner (`.slash`).
    public var slash: Bool
    /// The name is in `SymbolNameMap` as written; `false` when it was built from variants
    /// (and a badge, if the name had one, was left out).
    public var isExact: Bool

    public init(
        recipe: SymbolRecipe, enclosure: Enclosure = .none, filledEnclosure: Bool = false, slash: Bool = false,
        isExact: Bool = true
    ) {
        self.recipe = recipe
        self.enclosure = enclosure
        self.filledEnclosure = filledEnclosure
        self.slash = slash
        self.isExact = isExact
    }

    /// The symbol for `name`, or `nil` if neither the name nor any base it reduces to is known.
    ///
    /// Steps, repeated while the name is unknown: drop a trailing ".fill" (the symbol becomes
    /// filled: the base's ".fill" form is preferred, an enclosure is solid), ".circle" or
    /// ".square" (an enclosure, once), ".slash" (once), or a ".badge.…" tail (left out).
    /// - Complexity: O(k) dictionary look-ups for a name of k components.
    public static func resolve(_ name: String, in map: [String: SymbolRecipe] = SymbolNameMap.recipes)
        -> ResolvedSymbol?
    {
        if let recipe = map[name] { return ResolvedSymbol(recipe: recipe) }
        var rest = Substring(name)
        var result = ResolvedSymbol(recipe: SymbolRecipe(layers: []), isExact: false)
        var filled = false
        while true {
            if rest.hasSuffix(".fill") {
                filled = true
                rest = rest.dropLast(5)
            } else if result.enclosure == .none, rest.hasSuffix(".circle") {
                result.enclosure = .circle
                rest = rest.dropLast(7)
            } else if result.enclosure == .none, rest.hasSuffix(".square") {
                result.enclosure = .square
                rest = rest.dropLast(7)
            } else if !result.slash, rest.hasSuffix(".slash") {
                result.slash = true
                rest = rest.dropLast(6)
            } else if let badge = badgeStart(rest) {
                rest = rest[..<badge]
            } else {
                return nil
            }
            guard !rest.isEmpty else { return nil }
            // "x.circle.fill" is a solid disc even when the table has "x.circle" (a ring).
            if filled, result.enclosure == .none, rest.hasSuffix(".circle") || rest.hasSuffix(".square") { continue }
            if result.enclosure != .none, let characters = numberOrLetter(rest) {
                result.recipe = SymbolRecipe(layers: [.text(characters)])
                result.filledEnclosure = filled
                return result
            }
            if let recipe = (filled ? map[rest + ".fill"] : nil) ?? map[String(rest)] {
                result.recipe = recipe
                result.filledEnclosure = filled && result.enclosure != .none
                return result
            }
        }
    }

    /// SF's numbered and lettered symbols: "0"…"50" as they are, "a"…"z" as capitals.
    private static func numberOrLetter(_ base: Substring) -> String? {
        if base.count <= 2, base.allSatisfy(\.isASCII), base.allSatisfy(\.isNumber), let n = Int(base), n <= 50,
            String(n) == base
        {
            return String(base)
        }
        if base.count == 1, let c = base.first, c.isASCII, c.isLowercase { return base.uppercased() }
        return nil
    }

    /// Where the last ".badge." component starts, if the name has one after its first component.
    private static func badgeStart(_ name: Substring) -> Substring.Index? {
        var index = name.endIndex
        while let dot = name[..<index].lastIndex(of: ".") {
            if name[dot...].hasPrefix(".badge."), dot > name.startIndex { return dot }
            index = dot
        }
        return nil
    }
}
