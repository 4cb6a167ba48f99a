//  ReportText.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: the report pictures' labels: single lines of Inter shaped by Pango through
//  GlimpseText's FontResolver, measured and drawn at a baseline with an alignment.

import CPangoCairo
import GlimpseArchive
import GlimpseText

/// A label style of the report pictures.
struct ReportFont: Hashable, Sendable {
    /// Points.
    var size: Double
    /// 100…900.
    var weight: Int = 400
    var monospacedDigit = false

    var descriptor: FontDescriptor {
        FontDescriptor(family: FontResolver.systemFamily, size: size, weight: weight, monospacedDigit: monospacedDigit)
    }

    static let title = ReportFont(size: 17, weight: 650)
    static let subtitle = ReportFont(size: 12, weight: 400)
    static let label = ReportFont(size: 12, weight: 600, monospacedDigit: true)
    static let detail = ReportFont(size: 10.5, weight: 400, monospacedDigit: true)
    static let axis = ReportFont(size: 10.5, weight: 500, monospacedDigit: true)
    static let badge = ReportFont(size: 9, weight: 700)
}

/// Measures and draws one line of text on a report canvas.
enum ReportText {
    enum Alignment { case leading, center, trailing }

    /// The advance width of `text` in `font`, points.
    static func width(_ text: String, _ font: ReportFont, on canvas: ReportCanvas) -> Double {
        withLayout(text, font, canvas) { layout in
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            return Double(logical.width) / Double(PANGO_SCALE)
        }
    }

    /// Draws `text` with its baseline at `baseline` and its `alignment` edge at `x` (points).
    /// - Returns: The width drawn, points.
    @discardableResult
    static func draw(
        _ text: String, _ font: ReportFont, _ color: RGBA, x: Double, baseline: Double,
        alignment: Alignment = .leading, on canvas: ReportCanvas
    ) -> Double {
        withLayout(text, font, canvas) { layout in
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let width = Double(logical.width) / Double(PANGO_SCALE)
            let left =
                switch alignment {
                case .leading: x
                case .center: x - width / 2
                case .trailing: x - width
                }
            let layoutBaseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
            canvas.setColor(color)
            cairo_move_to(canvas.cr, left, baseline - layoutBaseline)
            pango_cairo_show_layout(canvas.cr, layout)
            return width
        }
    }

    private static func withLayout<T>(
        _ text: String, _ font: ReportFont, _ canvas: ReportCanvas, _ body: (OpaquePointer) -> T
    ) -> T {
        FontContexts.drawing(on: canvas.cr) { context in
            let layout = FontResolver.makeRunLayout(text, font: font.descriptor, context: context)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            return body(layout)
        }
    }
}
