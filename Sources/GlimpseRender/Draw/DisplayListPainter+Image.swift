//  DisplayListPainter+Image.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: SwiftUI `Image(...).resizable()` already laid out: the bitmap is stretched to the
//  item's frame; `.interpolation(.none)` draws nearest-neighbour; `.renderingMode(.template)`
//  (a `tint`) fills the image's alpha with the tint paint.

import CPangoCairo
import GlimpseArchive

extension DisplayListPainter {
    /// Draws the archive bitmap `image.hash` stretched to `image.frame`, or the missing-image
    /// placeholder when the hash is absent or its bytes do not decode.
    func drawImage(_ image: ImageItem) {
        let f = image.frame
        guard [f.x, f.y, f.width, f.height].allSatisfy(\.isFinite), f.width > 0, f.height > 0 else { return }
        guard let surface = cache.surface(for: image.hash, in: images) else {
            drawMissingImage(in: f)
            return
        }
        let pixelWidth = Double(cairo_image_surface_get_width(surface))
        let pixelHeight = Double(cairo_image_surface_get_height(surface))
        let pattern = cairo_pattern_create_for_surface(surface)!
        defer { cairo_pattern_destroy(pattern) }
        // User space (points) → image pixels: p = (u − origin) · pixels / points.
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, pixelWidth / f.width, pixelHeight / f.height)
        cairo_matrix_translate(&matrix, -f.x, -f.y)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, image.interpolation == false ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        // Pad, then clip to the frame: edges stay sharp instead of fading into transparency.
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_save(cr)
        CairoPath.addRect(f, to: cr)
        cairo_clip(cr)
        if let tint = image.tint {
            if setSource(tint, cover: f) { cairo_mask(cr, pattern) }
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }

    /// A magenta and purple checkerboard filling `frame`: impossible to mistake for content,
    /// and never a crash.
    func drawMissingImage(in frame: Rect) {
        cairo_save(cr)
        CairoPath.addRect(frame, to: cr)
        cairo_clip(cr)
        cairo_set_source_rgba(cr, 1, 0, 1, 1)
        cairo_paint(cr)
        let cell = max(4, min(frame.width, frame.height) / 4)
        cairo_new_path(cr)
        var row = 0
        var y = frame.y
        while y < frame.maxY {
            var x = frame.x + (row % 2 == 0 ? 0 : cell)
            while x < frame.maxX {
                cairo_rectangle(cr, x, y, cell, cell)
                x += 2 * cell
            }
            y += cell
            row += 1
        }
        cairo_set_source_rgba(cr, 0.5, 0, 0.5, 1)
        cairo_fill(cr)
        cairo_restore(cr)
    }
}
