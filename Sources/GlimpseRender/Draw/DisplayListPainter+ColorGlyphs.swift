//  DisplayListPainter+ColorGlyphs.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §5.1: accented and vibrant modes recolour everything,
//  emoji included, straight or on a curve (`+Arc`). Cairo paints colour glyphs (Noto Color
//  Emoji) from their own bitmaps, ignoring the source colour, so their pixels are recoloured
//  after drawing.

import CPangoCairo
import GlimpseArchive
import GlimpseText

/// Tells runs with colour glyphs apart.
enum ColorGlyphs {
    /// Whether `text` has a character drawn as an emoji: an emoji-presentation scalar, or any
    /// scalar followed by the emoji variation selector U+FE0F.
    static func contains(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
    }
}

extension DisplayListPainter {
    /// Draws `run` with its emoji recoloured by `treatment`.
    ///
    /// 1. Draw the run twice on scratch ARGB32 bitmaps over its device-space box (at
    ///    `shadowResolution` pixels a device unit): once in its paint, once in a contrasting
    ///    opaque colour. Pixels equal in both, and not transparent, are colour-glyph pixels (a
    ///    colour glyph ignores the paint); the others belong to ordinary glyphs.
    /// 2. Recolour the colour-glyph pixels of the first bitmap: `.template` fills them with the
    ///    run's paint colour keeping alpha; `.map` applies the treatment.
    /// 3. Paint the bitmap in device space. SVG and PDF therefore get the run as an image (Cairo
    ///    embeds colour glyphs as images there anyway).
    func drawRecoloringColorGlyphs(_ run: TextRun, baseline: Double, treatment: ColorGlyphTreatment) {
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        // 1. The run's box in user space (generous: emoji and accents overhang the advance),
        //    then in device space, clipped to the canvas; on a curve, the whole canvas.
        let size = run.font.size
        let user = Rect(
            x: run.x - size, y: baseline - size * 1.6, width: max(run.width, 0) + 2 * size, height: size * 2.4)
        var xs: [Double] = [canvas.x, canvas.maxX], ys: [Double] = [canvas.y, canvas.maxY]
        if bend == nil {
            (xs, ys) = ([], [])
            for (ux, uy) in [(user.x, user.y), (user.maxX, user.y), (user.x, user.maxY), (user.maxX, user.maxY)] {
                var (dx, dy) = (ux, uy)
                cairo_user_to_device(cr, &dx, &dy)
                xs.append(dx)
                ys.append(dy)
            }
        }
        let x0 = max(xs.min()!, canvas.x).rounded(.down), y0 = max(ys.min()!, canvas.y).rounded(.down)
        let x1 = min(xs.max()!, canvas.maxX).rounded(.up), y1 = min(ys.max()!, canvas.maxY).rounded(.up)
        let k = shadowResolution
        let width = Int(saturating: ((x1 - x0) * k).rounded(.up)),
            height = Int(saturating: ((y1 - y0) * k).rounded(.up))
        guard width > 0, height > 0, width <= 16384, height <= 16384 else { return }
        let contrast: RGBA = PaintSource.representativeColor(run.paint).luminance > 0.5 ? .black : .white
        guard let painted = scratch(run, baseline, paint: run.paint, ctm: ctm, x0, y0, k, width, height) else { return }
        defer { cairo_surface_destroy(painted) }
        guard let probe = scratch(run, baseline, paint: .color(contrast), ctm: ctm, x0, y0, k, width, height) else {
            return
        }
        defer { cairo_surface_destroy(probe) }
        // 2. Recolour.
        let pixelTreatment: ColorTreatment
        switch treatment {
        case .template: pixelTreatment = ColorTreatment([.flat(PaintSource.representativeColor(run.paint))])
        case .map(let t): pixelTreatment = t
        }
        let stride = Int(cairo_image_surface_get_stride(painted))
        let a = UnsafeMutableRawPointer(cairo_image_surface_get_data(painted)!)
        let b = UnsafeMutableRawPointer(cairo_image_surface_get_data(probe)!)
        for y in 0..<height {
            let pa = (a + y * stride).assumingMemoryBound(to: UInt32.self)
            let pb = (b + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where pa[x] >> 24 != 0 && pa[x] == pb[x] {
                pa[x] = pixelTreatment.applyPremultiplied(pa[x])
            }
        }
        cairo_surface_mark_dirty(painted)
        // 3. Paint in device space.
        let pattern = cairo_pattern_create_for_surface(painted)!
        defer { cairo_pattern_destroy(pattern) }
        var m = cairo_matrix_t()
        cairo_matrix_init_scale(&m, k, k)
        cairo_matrix_translate(&m, -x0, -y0)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, k == 1 ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    // MARK: - Steps

    /// A new `width × height` ARGB32 bitmap with `run` drawn in `paint`, its pixel (0, 0) at
    /// device point (`x0`, `y0`) and `k` pixels a device unit; flushed. `nil` if Cairo fails.
    private func scratch(
        _ run: TextRun, _ baseline: Double, paint: Paint, ctm: cairo_matrix_t, _ x0: Double, _ y0: Double,
        _ k: Double, _ width: Int, _ height: Int
    ) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        let sc = cairo_create(surface)!
        cairo_scale(sc, k, k)
        cairo_translate(sc, -x0, -y0)
        // On a curve the glyphs are placed in the bent space, as `drawBentRun` places them.
        var m = bend?.matrix ?? ctm
        cairo_transform(sc, &m)
        let cover = Rect(
            x: run.x, y: baseline - run.font.size * 1.5, width: max(run.width, 0), height: run.font.size * 2)
        if PaintSource.set(paint, on: sc, cover: cover, angularPixelScale: 1) {
            if let bend {
                TextDrawing.show(run, baseline: baseline, on: sc) { flat in
                    let p = bentPoint(flat, from: ctm, bend)
                    return TextDrawing.GlyphPlacement(position: bend.arc.map(p), rotation: bend.arc.rotation(atX: p.x))
                }
            } else {
                TextDrawing.show(run, baseline: baseline, on: sc)
            }
        }
        cairo_destroy(sc)
        cairo_surface_flush(surface)
        return surface
    }
}
