//  TextDrawing+OutlineTests.swift — GlimpseTextTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 (`glimpse bench fuzz --iterations 3000 --seed 11`: 17 "error occurred in
//  libfreetype"): a run FreeType would be asked too large a size for is drawn as magnified
//  outlines, covering the pixels the font machinery covers; and such a run no longer fails nor
//  poisons later, ordinary text in the same font.

import CPangoCairo
import GlimpseArchive
import GlimpseText
import Testing

struct TextDrawingOutlineTests {
    /// Draws "H" in Inter `size` pt under a scale of `scale` on a 200×200 px surface with the
    /// H's left stem in view; returns the drawing's status and its count of inked pixels.
    private func ink(size: Double, scale: Double, _ draw: (TextRun, OpaquePointer) -> Void) -> (cairo_status_t, Int) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 200, 200)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        let em = size * scale
        // The stem starts about 0.08 em right of the origin; the baseline half an em below the top.
        cairo_translate(cr, -0.08 * em + 100, 0.5 * em)
        cairo_scale(cr, scale, scale)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        let run = TextRun(
            text: "H", font: FontDescriptor(family: "Inter", size: size), paint: .color(RGBA(0, 0, 0)), x: 0,
            width: size * 0.7)
        draw(run, cr)
        let status = cairo_status(cr)
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        var count = 0
        for y in 0..<200 {
            for x in 0..<200 where data[y * stride + x * 4 + 3] > 127 { count += 1 }
        }
        return (status, count)
    }

    private func show(_ run: TextRun, _ cr: OpaquePointer) {
        if TextDrawing.needsOutline(run, on: cr) {
            TextDrawing.showOutlined(run, baseline: 0, on: cr)
        } else {
            TextDrawing.show(run, baseline: 0, on: cr)
        }
    }

    @Test func aRunTooLargeForTheFontMachineryIsOutlinedOverTheSamePixels() {
        // A 10 000 px em: drawn directly as 10 000 pt under no scale (FreeType is asked for
        // 10 000), and as 100 pt under a scale of 100 (it would be asked for 1 000 000).
        let direct = ink(size: 10_000, scale: 1) { run, cr in
            #expect(!TextDrawing.needsOutline(run, on: cr))
            TextDrawing.show(run, baseline: 0, on: cr)
        }
        let outlined = ink(size: 100, scale: 100) { run, cr in
            #expect(TextDrawing.needsOutline(run, on: cr))
            TextDrawing.showOutlined(run, baseline: 0, on: cr)
        }
        #expect(direct.0 == CAIRO_STATUS_SUCCESS && outlined.0 == CAIRO_STATUS_SUCCESS)
        #expect(direct.1 > 2000)
        #expect(abs(direct.1 - outlined.1) <= direct.1 / 100, "\(direct.1) vs \(outlined.1)")
    }

    @Test(arguments: [
        (1024.0, 8.0),  // the largest font at the largest display scale: inside the archive ranges
        (256, 256),  // 256 · 256² — FreeType's first refusal
        (100, 2000),  // far past it
    ])
    func aRunFreeTypeWouldRefuseNeitherFailsNorPoisonsLaterText(size: Double, scale: Double) {
        let huge = ink(size: size, scale: scale, show)
        #expect(huge.0 == CAIRO_STATUS_SUCCESS)
        // Before outlines, this one failed too: Cairo had marked Inter's face failed.
        let ordinary = ink(size: 20, scale: 2, show)
        #expect(ordinary.0 == CAIRO_STATUS_SUCCESS)
        #expect(ordinary.1 > 100)
    }

    @Test func freeTypeIsAskedForTheSizeTimesTheSquareOfTheTransformationsScale() {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, 3, 50)
        cairo_rotate(cr, 0.7)
        #expect(abs(TextDrawing.transformationScale(on: cr) - 50) < 1e-9)
        #expect(abs(TextDrawing.requestedPixelsPerEm(10, on: cr) - 25_000) < 1e-6)
    }
}
