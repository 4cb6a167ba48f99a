//  TextDrawing.swift — GlimpseText
//  Status: Complete
//  Behaviour: draws one archived `TextRun` on a Cairo context at its baseline.

import CPangoCairo
public import GlimpseArchive

/// Draws text runs laid out by the extension.
public enum TextDrawing {
    /// Draws `run` with its left edge at `run.x` and its baseline at `baseline` (points) with
    /// the context's current source. The caller sets the source (colour or gradient) first.
    /// - Parameter cr: a `cairo_t*`.
    public static func show(_ run: TextRun, baseline: Double, on cr: OpaquePointer) {
        FontContexts.drawing(on: cr) { context in
            let layout = FontResolver.makeRunLayout(
                run.text, font: run.font, tracking: run.tracking ?? 0, context: context)
            let layoutBaseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
            cairo_move_to(cr, run.x, baseline - layoutBaseline)
            pango_cairo_show_layout(cr, layout)
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
    }
}
