//  DisplayListPainter+Symbol.swift — GlimpseRender (Glimpse)
//  Status: Complete for the names GlimpseText's SymbolNameMap knows and their variants.
//  Behaviour: `Image(systemName:)` is sized by the extension (`frame`, `pointSize`); the host
//  draws the Material glyphs standing in for the SF Symbol (GlimpseText Symbol/) fitted to the
//  frame as SymbolMetrics lays them out, in `paint` — or, with a `palette` (`.palette`,
//  `.multicolor`), each level in its own paint. An unknown name draws nothing, as iOS draws
//  nothing for a name it does not have, and is reported once per process (UnknownSymbolLog).

import CPangoCairo
import GlimpseArchive
import GlimpseText

extension DisplayListPainter {
    /// Draws `symbol`, reporting an unknown name to `UnknownSymbolLog.shared`.
    func drawSymbol(_ symbol: SymbolItem) {
        drawSymbol(symbol, log: .shared)
    }

    /// Draws `symbol`: the resolved glyphs fitted into the frame (their natural layout scaled
    /// uniformly and centred) in its paint, or level by level in its palette; for an unknown
    /// name nothing, reporting the name to `log`. Symbols with a non-finite or empty frame draw
    /// nothing.
    func drawSymbol(_ symbol: SymbolItem, log: UnknownSymbolLog) {
        let f = symbol.frame
        guard [f.x, f.y, f.width, f.height].allSatisfy(\.isFinite), f.width > 0, f.height > 0 else { return }
        guard let resolved = ResolvedSymbol.resolve(symbol.name) else {
            log.report(symbol.name)
            return
        }
        let placement = SymbolMetrics.fitting(ink: SymbolMetrics.inkBox(resolved), in: f)
        // Gradients and angular bitmaps are made to cover the ink, which may overhang the frame.
        let reach = placement.liveSide * 0.6
        let cover = f.union(
            Rect(x: placement.center.x - reach, y: placement.center.y - reach, width: 2 * reach, height: 2 * reach))
        let palette = symbol.palette ?? []
        let parts: [(SymbolDrawing.Part, Paint)] =
            palette.count > 1
            ? [(.secondary, palette[1]), (.primary, palette[0])] : [(.all, palette.first ?? symbol.paint)]
        for (part, paint) in parts {
            // The coverage goes into an alpha group, and the paint is drawn through it, so
            // gradients span the whole symbol and cut-outs stay clear.
            cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
            SymbolDrawing.draw(
                resolved, liveSide: placement.liveSide, center: placement.center, weight: symbol.weight,
                hierarchical: symbol.hierarchical == true, part: part, on: cr)
            let coverage = cairo_pop_group(cr)!
            defer { cairo_pattern_destroy(coverage) }
            guard setSource(paint, cover: cover) else { continue }
            cairo_mask(cr, coverage)
        }
    }
}
