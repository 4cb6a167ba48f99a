//  SymbolDrawing.swift — GlimpseText (Glimpse)
//  Status: Complete for monochrome and hierarchical symbols; palette and multicolor draw each
//  level (`Part`) in its own colour.
//  Behaviour: draws the coverage of a resolved symbol (ResolvedSymbol.swift) with Cairo. The
//  caller draws into an alpha group with an opaque source and paints its paint through the
//  result, so colours and gradients apply to the symbol as a whole. Variants follow SF Symbols:
//  an enclosure's glyph is 0.55 of its side; a solid enclosure has the glyph cut out; a slash
//  runs from the top leading to the bottom trailing corner with a gap cleared beside it.

import CPangoCairo
import GlimpseArchive

/// Draws symbol coverage (alpha) on a Cairo context, in its current user space (points).
public enum SymbolDrawing {
    /// Opacity of the secondary layers in `.hierarchical` rendering (enclosures and the smaller
    /// layers of composed symbols). Apple publishes no number; 0.5 is chosen to read clearly.
    public static let secondaryOpacity = 0.5
    /// Side of a glyph inside a `.circle` or `.square` enclosure, as a fraction of the enclosure's.
    public static let enclosedScale = 0.55

    /// Which levels of a symbol to draw: all of it, or one level for `.palette` and
    /// `.multicolor` (primary: the main glyph and a slash; secondary: the other layers and the
    /// enclosure). A level drawn alone keeps the gaps the other levels' knockouts cut into it.
    public enum Part: Hashable, Sendable { case all, primary, secondary }

    /// Draws `symbol` with its live square of side `liveSide` points centred on `center`, using
    /// alpha only (the current source's colour is replaced by black with that alpha).
    ///
    /// - Parameters:
    ///   - weight: CSS weight 100…900. Material has one weight (about SF's regular); heavier
    ///     weights thicken glyphs by stroking their outline (0.012 × live side per 100 above 400);
    ///     strokes of enclosures and slashes scale with weight too. Lighter weights draw as regular.
    ///   - hierarchical: `symbolRenderingMode(.hierarchical)`: enclosures and secondary layers
    ///     at `secondaryOpacity`, glyphs over them at full opacity instead of cut out.
    ///   - cr: a `cairo_t*`; its state is restored afterwards.
    public static func draw(
        _ symbol: ResolvedSymbol, liveSide: Double, center: Point, weight: Int = 400, hierarchical: Bool = false,
        part: Part = .all, on cr: OpaquePointer
    ) {
        guard liveSide > 0, liveSide.isFinite, center.x.isFinite, center.y.isFinite else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        cairo_translate(cr, center.x, center.y)
        cairo_scale(cr, liveSide, liveSide)
        // From here one unit is one live side and (0, 0) is the centre.
        let stroke = strokeWidth(weight: weight)
        let embolden = max(0, Double(weight - 400)) / 100 * 0.012
        var glyphScale = 1.0
        if symbol.enclosure != .none, part != .primary {
            addEnclosure(symbol.enclosure, strokeWidth: symbol.filledEnclosure ? 0 : stroke, on: cr)
            cairo_set_source_rgba(cr, 0, 0, 0, hierarchical ? secondaryOpacity : 1)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        }
        if symbol.enclosure != .none { glyphScale = enclosedScale }
        let cutOut = symbol.filledEnclosure && !hierarchical && part == .all
        let primary = primaryLayerIndex(symbol.recipe)
        for (index, layer) in symbol.recipe.layers.enumerated() {
            guard layer.text != nil || layer.codepoint != nil else { continue }
            if layer.knockout {
                addGlyph(layer, scale: glyphScale, on: cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                cairo_set_line_width(cr, 0.12 + 2 * embolden)
                cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
                cairo_stroke_preserve(cr)
                cairo_fill(cr)
            }
            if part != .all, (index == primary) != (part == .primary) { continue }
            let alpha = hierarchical && index != primary && !cutOut ? secondaryOpacity : 1
            cairo_set_operator(cr, cutOut ? CAIRO_OPERATOR_CLEAR : CAIRO_OPERATOR_OVER)
            cairo_set_source_rgba(cr, 0, 0, 0, alpha)
            addGlyph(layer, scale: glyphScale, on: cr)
            if embolden > 0 {
                cairo_set_line_width(cr, embolden * 2)
                cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
                cairo_stroke_preserve(cr)
            }
            cairo_fill(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        if symbol.slash, part != .secondary { drawSlash(strokeWidth: stroke, on: cr) }
    }

    // MARK: - Steps

    /// Strokes of enclosures and slashes, in live units: Material's 2-of-20-unit line at
    /// regular weight, from 0.7× (weight 100) to 1.5× (weight 900).
    static func strokeWidth(weight: Int) -> Double {
        0.1 * (0.6 + 0.4 * Double(min(900, max(100, weight))) / 400)
    }

    /// The largest layer (the first of equals) is the primary one in hierarchical rendering.
    static func primaryLayerIndex(_ recipe: SymbolRecipe) -> Int {
        var best = 0
        for (i, layer) in recipe.layers.enumerated() where layer.scale > recipe.layers[best].scale { best = i }
        return best
    }

    /// Adds the enclosure's outline (a ring or rounded-square frame of `strokeWidth`, to be
    /// filled even-odd) or, for width 0, its solid shape.
    private static func addEnclosure(_ enclosure: ResolvedSymbol.Enclosure, strokeWidth: Double, on cr: OpaquePointer) {
        let outer = Rect(x: -0.5, y: -0.5, width: 1, height: 1)
        let inner = Rect(
            x: -0.5 + strokeWidth, y: -0.5 + strokeWidth, width: 1 - 2 * strokeWidth, height: 1 - 2 * strokeWidth)
        let rings: [(rect: Rect, radius: Double)] =
            strokeWidth > 0 ? [(outer, 0.22), (inner, 0.22 - strokeWidth)] : [(outer, 0.22)]
        for ring in rings {
            switch enclosure {
            case .circle:
                cairo_new_sub_path(cr)
                cairo_arc(cr, 0, 0, ring.rect.width / 2, 0, 2 * .pi)
            case .square:
                addRoundedRect(ring.rect, radius: ring.radius, on: cr)
            case .none:
                break
            }
        }
    }

    /// Adds the glyph (or text) outline of one layer, scaled by `scale` about the symbol's centre.
    /// The layout comes from a measuring context (without the CTM): glyphs are laid out in user
    /// space and scaled by Cairo.
    private static func addGlyph(_ layer: SymbolLayer, scale: Double, on cr: OpaquePointer) {
        cairo_save(cr)
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, layer.dx, layer.dy)
        cairo_rotate(cr, Double((layer.quarterTurns % 4 + 4) % 4) * .pi / 2)
        FontContexts.measuring { context in
            // Lay out at 100× and scale down: Pango sizes are integers of 1/1024 pt.
            let (layout, c) =
                if let text = layer.text {
                    SymbolFont.makeTextLayout(text, liveSide: layer.scale * 100, context: context)
                } else {
                    SymbolFont.makeLayout(
                        layer.codepoint!, em: SymbolFont.emPerLiveSide * layer.scale * 100, context: context)
                }
            cairo_scale(cr, 0.01, 0.01)
            cairo_move_to(cr, -c.x, -c.y)
            // Never a font size FreeType refuses, however large the symbol is drawn.
            TextDrawing.addLayoutPath(layout, on: cr)
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
        cairo_restore(cr)
    }

    /// The slash: a gap cleared along the diagonal, then the stroke in it.
    private static func drawSlash(strokeWidth: Double, on cr: OpaquePointer) {
        let a = -0.42
        let b = 0.42
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_set_line_width(cr, strokeWidth * 3)
        cairo_move_to(cr, a, a)
        cairo_line_to(cr, b, b)
        cairo_stroke(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_set_line_width(cr, strokeWidth)
        cairo_move_to(cr, a, a)
        cairo_line_to(cr, b, b)
        cairo_stroke(cr)
    }

    private static func addRoundedRect(_ r: Rect, radius: Double, on cr: OpaquePointer) {
        let k = max(0, min(radius, r.width / 2, r.height / 2))
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - k, r.y + k, k, -.pi / 2, 0)
        cairo_arc(cr, r.maxX - k, r.maxY - k, k, 0, .pi / 2)
        cairo_arc(cr, r.x + k, r.maxY - k, k, .pi / 2, .pi)
        cairo_arc(cr, r.x + k, r.y + k, k, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

}
