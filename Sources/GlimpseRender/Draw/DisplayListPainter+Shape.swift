//  DisplayListPainter+Shape.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: SwiftUI `Shape.fill(_:style:)` then `.stroke(_:style:)` (StrokeStyle: width,
//  cap, join, miter limit, dash, dash phase), Core Graphics semantics, which Cairo shares.

import CPangoCairo
import Foundation
import GlimpseArchive

extension DisplayListPainter {
    /// Fills `shape` (non-zero or even-odd) and then strokes it, each with its own paint.
    /// Shapes with non-finite coordinates, non-positive or non-finite line widths, or invalid
    /// dash patterns draw what remains valid and skip the rest.
    func drawShape(_ shape: ShapeItem) {
        guard shape.fill != nil || shape.stroke != nil, !shape.path.elements.isEmpty else { return }
        guard addPath(shape.path) else { return }
        defer { cairo_new_path(cr) }
        if let fill = shape.fill {
            cairo_set_fill_rule(cr, shape.evenOdd == true ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            if setSource(fill, cover: extents(cairo_fill_extents)) { cairo_fill_preserve(cr) }
        }
        if let stroke = shape.stroke, stroke.lineWidth.isFinite, stroke.lineWidth > 0 {
            applyStrokeStyle(stroke)
            if setSource(stroke.paint, cover: extents(cairo_stroke_extents)) { cairo_stroke_preserve(cr) }
        }
    }

    // MARK: - Steps

    private func applyStrokeStyle(_ stroke: StrokeData) {
        cairo_set_line_width(cr, stroke.lineWidth)
        switch stroke.cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch stroke.join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, stroke.miterLimit.isFinite ? max(1, stroke.miterLimit) : 10)
        // Cairo rejects (and stops drawing on) negative or all-zero dashes; draw those solid.
        let dash = stroke.dash
        // Patterns intake refuses (over `ArchiveRanges.maximumDashCount` lengths) draw solid too.
        if !dash.isEmpty, dash.count <= ArchiveRanges.maximumDashCount,
            dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.contains(where: { $0 > 0 })
        {
            // Cairo walks the phase through the pattern; keep it within one period.
            let period = dash.reduce(0, +) * (dash.count.isMultiple(of: 2) ? 1 : 2)
            let phase = stroke.dashPhase.isFinite && period.isFinite ? fmod(stroke.dashPhase, period) : 0
            dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), phase) }
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    /// The user-space extents of the current path by `measure` (fill or stroke extents).
    private func extents(
        _ measure: (
            OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?,
            UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?
        ) -> Void
    ) -> Rect {
        var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
        measure(cr, &x0, &y0, &x1, &y1)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
