//  FontContextsTests.swift — GlimpseTextTests (Glimpse)
//  Status: Complete
//  Behaviour: pooled font maps measure and draw exactly as a fresh Pango context does, from
//  any thread, and a drawing context follows each Cairo context it is lent for.

import CPangoCairo
import Dispatch
import GlimpseArchive
import GlimpseText
import Synchronization
import Testing

struct FontContextsTests {
    private let fonts = [
        FontDescriptor(family: FontResolver.systemFamily, size: 17),
        FontDescriptor(family: FontResolver.systemFamily, size: 34, weight: 700),
        FontDescriptor(family: FontResolver.roundedFamily, size: 12, italic: true),
        FontDescriptor(family: FontResolver.monospacedFamily, size: 9),
    ]
    private let text = "Glimpse 12:34 ⏱ ñ"

    /// Logical width and baseline of `text` in `font` on a fresh font map's context, as every
    /// call made before the pool: Pango units.
    private func freshMetrics(_ font: FontDescriptor) -> (Int32, Int32) {
        let fontMap = pango_cairo_font_map_new()!
        let context = pango_font_map_create_context(fontMap)!
        FontResolver.applyFontOptions(to: context)
        defer {
            g_object_unref(UnsafeMutableRawPointer(context))
            g_object_unref(UnsafeMutableRawPointer(fontMap))
        }
        return metrics(font, context: context)
    }

    private func metrics(_ font: FontDescriptor, context: OpaquePointer) -> (Int32, Int32) {
        let layout = FontResolver.makeRunLayout(text, font: font, context: context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return (logical.width, pango_layout_get_baseline(layout))
    }

    @Test func aPooledContextMeasuresAsAFreshOneDoesEveryTime() {
        for font in fonts {
            let fresh = freshMetrics(font)
            #expect(fresh.0 > 0)
            for _ in 0..<3 {
                let pooled = FontContexts.measuring { metrics(font, context: $0) }
                #expect(pooled == fresh, "\(font.family) \(font.size)")
            }
        }
    }

    @Test func threadsMeasuringAtOnceGetTheSameWidths() {
        let expected = fonts.map { freshMetrics($0).0 }
        let results = Mutex([Int32](repeating: 0, count: 64))
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            let font = fonts[i % fonts.count]
            let width = FontContexts.measuring { metrics(font, context: $0).0 }
            results.withLock { $0[i] = width }
        }
        for (i, width) in results.withLock({ $0 }).enumerated() { #expect(width == expected[i % fonts.count]) }
    }

    @Test func aDrawingContextFollowsTheCairoContextItIsLentFor() {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10)!
        defer { cairo_surface_destroy(surface) }
        func matrix(scale: Double) -> Double {
            let cr = cairo_create(surface)!
            defer { cairo_destroy(cr) }
            cairo_scale(cr, scale, scale)
            return FontContexts.drawing(on: cr) { context in
                pango_context_get_matrix(context).map { $0.pointee.xx } ?? 1
            }
        }
        #expect(matrix(scale: 3) == 3)
        #expect(matrix(scale: 1) == 1)
        #expect(matrix(scale: 2) == 2)
    }

    @Test func drawnTextLooksTheSameAsWithAFreshContext() {
        let font = fonts[0]
        func draw(fresh: Bool) -> [UInt8] {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 240, 40)!
            defer { cairo_surface_destroy(surface) }
            let cr = cairo_create(surface)!
            cairo_scale(cr, 2, 2)
            if fresh {
                let context = pango_font_map_create_context(pango_cairo_font_map_new())!
                pango_cairo_update_context(cr, context)
                FontResolver.applyFontOptions(to: context)
                let layout = FontResolver.makeRunLayout(text, font: font, context: context)
                cairo_move_to(cr, 2, 2)
                pango_cairo_show_layout(cr, layout)
                g_object_unref(UnsafeMutableRawPointer(layout))
                g_object_unref(UnsafeMutableRawPointer(context))
            } else {
                let run = TextRun(text: text, font: font, paint: .color(.black), x: 2, width: 0)
                TextDrawing.show(run, baseline: 2 + Double(freshMetrics(font).1) / Double(PANGO_SCALE), on: cr)
            }
            cairo_destroy(cr)
            cairo_surface_flush(surface)
            let data = cairo_image_surface_get_data(surface)!
            return Array(UnsafeBufferPointer(start: data, count: Int(cairo_image_surface_get_stride(surface)) * 40))
        }
        let pooled = draw(fresh: false)
        #expect(pooled.contains { $0 != 0 })
        #expect(pooled == draw(fresh: true))
    }
}
