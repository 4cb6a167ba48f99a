//  SheetText.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: the contact sheet's labels: one line of Inter (the system font stand-in) shaped by
//  Pango through GlimpseText's FontResolver, measured and drawn at a baseline.

import CPangoCairo
import GlimpseArchive
import GlimpseText

/// A label style of the contact sheet, in points.
struct SheetFont: Hashable, Sendable {
    var size: Double
    /// 100…900.
    var weight: Int = 400

    var descriptor: FontDescriptor { FontDescriptor(family: FontResolver.systemFamily, size: size, weight: weight) }

    static let title = SheetFont(size: 20, weight: 700)
    static let subtitle = SheetFont(size: 12.5)
    static let column = SheetFont(size: 13, weight: 600)
    static let rowTitle = SheetFont(size: 13, weight: 650)
    static let rowDetail = SheetFont(size: 11.5)
    static let empty = SheetFont(size: 11)
}

/// Measures and draws single lines on a Cairo context whose user space is points.
enum SheetText {
    /// The advance width of `text` in `font`, points.
    static func width(_ text: String, _ font: SheetFont, on cr: OpaquePointer) -> Double {
        withLayout(text, font, cr) { layout, width, _ in width }
    }

    /// Draws `text` with its baseline at `baseline`; `x` is its left edge, or its centre when
    /// `centered`. The colour is `color`.
    static func draw(
        _ text: String, _ font: SheetFont, _ color: RGBA, x: Double, baseline: Double, centered: Bool = false,
        on cr: OpaquePointer
    ) {
        withLayout(text, font, cr) { layout, width, layoutBaseline in
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_move_to(cr, centered ? x - width / 2 : x, baseline - layoutBaseline)
            pango_cairo_show_layout(cr, layout)
        }
    }

    /// Runs `body` with a layout of `text`, its logical width and its baseline (points).
    private static func withLayout<T>(
        _ text: String, _ font: SheetFont, _ cr: OpaquePointer, _ body: (OpaquePointer, Double, Double) -> T
    ) -> T {
        FontContexts.drawing(on: cr) { context in
            let layout = FontResolver.makeRunLayout(text, font: font.descriptor, context: context)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let width = Double(logical.width) / Double(PANGO_SCALE)
            let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
            return body(layout, width, baseline)
        }
    }
}
