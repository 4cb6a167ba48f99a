//  DisplayListPainter+Symbol.swift — GlimpseRender (Glimpse)
//  Status: Stub — SF Symbols have no glyph mapping yet; a visible placeholder is drawn.
//  Behaviour: `Image(systemName:)` is sized by the extension (`frame`, `pointSize`); the host
//  draws it in `paint`.

import CPangoCairo
import GlimpseArchive

extension DisplayListPainter {
    /// Draws a placeholder for the symbol: a rounded-rectangle outline inset 10 % inside the
    /// frame, with a diagonal stroke across it, in the symbol's paint. Line width is 1/12 of the
    /// frame's shorter side, at least 1 point.
    func drawSymbol(_ symbol: SymbolItem) {
        let f = symbol.frame
        guard [f.x, f.y, f.width, f.height].allSatisfy(\.isFinite), f.width > 0, f.height > 0 else { return }
        let side = min(f.width, f.height)
        let inset = side * 0.1
        let box = Rect(x: f.x + inset, y: f.y + inset, width: f.width - 2 * inset, height: f.height - 2 * inset)
        let lineWidth = max(1, side / 12)
        guard setSource(symbol.paint, cover: f) else { return }
        cairo_set_line_width(cr, lineWidth)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_dash(cr, nil, 0, 0)
        CairoPath.addContinuousRoundedRect(box, radius: side * 0.2, to: cr)
        let q = min(box.width, box.height) / 4
        cairo_move_to(cr, box.x + q, box.maxY - q)
        cairo_line_to(cr, box.maxX - q, box.y + q)
        cairo_stroke(cr)
    }
}
