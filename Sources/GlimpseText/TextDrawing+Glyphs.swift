//  TextDrawing+Glyphs.swift — GlimpseText
//  Status: Complete
//  Behaviour: curved complication labels (Apple "widgetCurvesContent(_:)"): a run is shaped by
//  Pango exactly as `TextDrawing.show` shapes it, then each glyph is drawn on its own, upright
//  at a place the caller chooses (a point on a watch face's curve).

import CPangoCairo
public import GlimpseArchive

extension TextDrawing {
    /// One glyph of a run laid out flat: the centre of its advance on the baseline.
    public struct GlyphSlot: Hashable, Sendable {
        /// Absolute flat x of the advance's centre, points.
        public var x: Double
        /// The glyph's advance (tracking included), points.
        public var advance: Double
    }

    /// Where one glyph is drawn: its advance centre on the baseline goes to `position`, and the
    /// glyph is turned by `rotation` radians (clockwise on screen) about it.
    public struct GlyphPlacement: Hashable, Sendable {
        public var position: Point
        public var rotation: Double
        public init(position: Point, rotation: Double) {
            self.position = position
            self.rotation = rotation
        }
    }

    /// The glyphs of `run` in visual order as it is drawn flat (`show`): advance centres and
    /// advances, points. Shaped without a Cairo surface (`FontContexts.measuring`).
    public static func glyphSlots(of run: TextRun) -> [GlyphSlot] {
        FontContexts.measuring { context in
            var slots: [GlyphSlot] = []
            forEachGlyph(of: run, context: context) { slot, _, _ in slots.append(slot) }
            return slots
        }
    }

    /// Draws `run` glyph by glyph with the context's current source: each glyph's advance
    /// centre on the baseline, the flat point (`slot.x`, `baseline`), is handed to `place`,
    /// which answers where it is drawn and how it is turned, in the context's user space. Colour
    /// glyphs (emoji) are drawn from their own bitmaps, as in `show`.
    /// - Parameter cr: a `cairo_t*`.
    public static func show(
        _ run: TextRun, baseline: Double, on cr: OpaquePointer, placing place: (Point) -> GlyphPlacement
    ) {
        let single = pango_glyph_string_new()!
        defer { pango_glyph_string_free(single) }
        pango_glyph_string_set_size(single, 1)
        FontContexts.drawing(on: cr) { context in
            drawGlyphs(of: run, baseline: baseline, on: cr, context: context, single: single, placing: place)
        }
    }

    // MARK: - Steps

    /// Draws each glyph of `run`, shaped in `context`, where `place` says (see `show`).
    private static func drawGlyphs(
        of run: TextRun, baseline: Double, on cr: OpaquePointer, context: OpaquePointer,
        single: UnsafeMutablePointer<PangoGlyphString>, placing place: (Point) -> GlyphPlacement
    ) {
        forEachGlyph(of: run, context: context) { slot, glyph, font in
            let placement = place(Point(x: slot.x, y: baseline))
            guard placement.position.x.isFinite, placement.position.y.isFinite, placement.rotation.isFinite else {
                return
            }
            single.pointee.glyphs[0] = glyph
            cairo_save(cr)
            cairo_translate(cr, placement.position.x, placement.position.y)
            cairo_rotate(cr, placement.rotation)
            cairo_move_to(cr, -slot.advance / 2, 0)
            pango_cairo_show_glyph_string(cr, font, single)
            cairo_new_path(cr)
            cairo_restore(cr)
        }
    }

    /// Shapes `run` in `context` as `show` does and calls `body` with each glyph (visual order),
    /// its Pango glyph info and its font.
    private static func forEachGlyph(
        of run: TextRun, context: OpaquePointer,
        _ body: (GlyphSlot, PangoGlyphInfo, UnsafeMutablePointer<PangoFont>) -> Void
    ) {
        let layout = FontResolver.makeRunLayout(run.text, font: run.font, tracking: run.tracking ?? 0, context: context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let unit = Double(PANGO_SCALE)
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let glyphRun = pango_layout_iter_get_run_readonly(iterator) else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iterator, nil, &logical)
            guard let font = glyphRun.pointee.item.pointee.analysis.font else { continue }
            let glyphs = glyphRun.pointee.glyphs!
            var x = Double(logical.x)
            for i in 0..<Int(glyphs.pointee.num_glyphs) {
                let info = glyphs.pointee.glyphs[i]
                let advance = Double(info.geometry.width)
                body(GlyphSlot(x: run.x + (x + advance / 2) / unit, advance: advance / unit), info, font)
                x += advance
            }
        } while pango_layout_iter_next_run(iterator) != 0
    }
}
