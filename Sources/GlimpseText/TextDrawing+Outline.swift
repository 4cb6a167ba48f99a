//  TextDrawing+Outline.swift — GlimpseText
//  Status: Complete
//  Behaviour: issue 9 "a renderer no archive can crash" (`glimpse bench fuzz --iterations 3000
//  --seed 11`: 17 "error occurred in libfreetype"). Text drawn through a Pango context that
//  follows a Cairo transformation of scale s is sized twice: Pango sizes the font at size·s
//  and Cairo scales it by s again, so FreeType is asked for size·s² pixels per em — and refuses
//  65 536 and more (measured on Pango 1.50 / Cairo 1.16 / FreeType 2.12: Inter at 255 pt under
//  a scale of 255 draws, at 256 it fails; 1024 pt at display scale 8, inside the archive
//  ranges, failed). When it refuses, Cairo marks the shared font *face* as failed
//  (`cairo_scaled_font_create` → `_cairo_font_face_set_error`), and every later draw in that
//  font, at any size, fails until Pango lets the face go: one bad size poisoned later,
//  ordinary text. So the renderer never asks for more than `fontRequestLimit`: a run past it is
//  drawn as outlines taken under a shrunk transformation and magnified back as a path.

import CPangoCairo
public import GlimpseArchive

extension TextDrawing {
    /// The most pixels per em the renderer lets FreeType be asked for: 32 768, half of what
    /// FreeType refuses.
    public static let fontRequestLimit: Double = 32_768

    /// The longer axis of `cr`'s current transformation (its largest singular value).
    /// - Parameter cr: a `cairo_t*`.
    public static func transformationScale(on cr: OpaquePointer) -> Double {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        // Largest singular value of [xx xy; yx yy].
        let a = m.xx * m.xx + m.yx * m.yx
        let b = m.xx * m.xy + m.yx * m.yy
        let c = m.xy * m.xy + m.yy * m.yy
        return ((a + c) / 2 + (((a - c) / 2) * ((a - c) / 2) + b * b).squareRoot()).squareRoot()
    }

    /// Pixels per em FreeType is asked for when a run of `size` points is drawn through a
    /// drawing context (`FontContexts.drawing`) on `cr`: size·s², s the transformation's scale.
    public static func requestedPixelsPerEm(_ size: Double, on cr: OpaquePointer) -> Double {
        let s = transformationScale(on: cr)
        return abs(size) * s * s
    }

    /// Whether `run` must be drawn with `showOutlined` on `cr` (`fontRequestLimit`).
    public static func needsOutline(_ run: TextRun, on cr: OpaquePointer) -> Bool {
        let requested = requestedPixelsPerEm(run.font.size, on: cr)
        return !requested.isFinite || requested > fontRequestLimit
    }

    /// Draws `run` as `show` does, but as outlines: they are taken with the user space shrunk
    /// until FreeType is asked for `fontRequestLimit` pixels per em, and appended, magnified
    /// back, in the run's own space, then filled with the current source. Colour glyphs (emoji
    /// bitmaps) have no outlines and are not drawn at such sizes.
    /// - Parameter cr: a `cairo_t*`.
    public static func showOutlined(_ run: TextRun, baseline: Double, on cr: OpaquePointer) {
        let requested = requestedPixelsPerEm(run.font.size, on: cr)
        guard requested.isFinite, requested > 0 else { return }
        // size·(s·k)² = limit.
        let shrink = min(1, (fontRequestLimit / requested).squareRoot())
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_translate(cr, run.x, baseline)
        cairo_save(cr)
        cairo_scale(cr, shrink, shrink)
        FontContexts.drawing(on: cr) { context in
            let layout = FontResolver.makeRunLayout(
                run.text, font: run.font, tracking: run.tracking ?? 0, context: context)
            let layoutBaseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
            cairo_move_to(cr, 0, -layoutBaseline)
            pango_cairo_layout_path(cr, layout)
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
        // In the shrunk space the outlines are at the run's size in points; appended in the
        // run's own space they are that size again, at the run's true scale.
        let path = cairo_copy_path(cr)
        cairo_new_path(cr)
        cairo_restore(cr)
        append(path, on: cr)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Adds `layout`'s outlines at the current point, as `pango_cairo_layout_path` does, for a
    /// layout made on a context without a transformation (`FontContexts.measuring`), where
    /// FreeType is asked for the font's size times the transformation's scale. When that passes
    /// `fontRequestLimit` (the layout's line height standing for its size), the outlines are
    /// taken in a shrunk space and appended magnified back.
    /// - Parameters:
    ///   - layout: a `PangoLayout*`.
    ///   - cr: a `cairo_t*` with a current point.
    public static func addLayoutPath(_ layout: OpaquePointer, on cr: OpaquePointer) {
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let requested = Double(logical.height) / Double(PANGO_SCALE) * transformationScale(on: cr)
        guard requested.isFinite else { return }
        guard requested > fontRequestLimit else {
            pango_cairo_layout_path(cr, layout)
            return
        }
        var x = 0.0
        var y = 0.0
        cairo_get_current_point(cr, &x, &y)
        let before = cairo_copy_path(cr)
        cairo_new_path(cr)
        cairo_save(cr)
        cairo_translate(cr, x, y)
        cairo_scale(cr, fontRequestLimit / requested, fontRequestLimit / requested)
        cairo_move_to(cr, 0, 0)
        pango_cairo_layout_path(cr, layout)
        let glyphs = cairo_copy_path(cr)
        cairo_restore(cr)
        cairo_new_path(cr)
        append(before, on: cr)
        cairo_save(cr)
        cairo_translate(cr, x, y)
        append(glyphs, on: cr)
        cairo_restore(cr)
    }

    /// Appends and frees a copied path (nothing for a path in error).
    private static func append(_ path: UnsafeMutablePointer<cairo_path_t>?, on cr: OpaquePointer) {
        guard let path else { return }
        if path.pointee.status == CAIRO_STATUS_SUCCESS { cairo_append_path(cr, path) }
        cairo_path_destroy(path)
    }
}
