//  DisplayListPainter+InnerShadow.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: SwiftUI `ShadowStyle.inner(color:radius:x:y:)` ("inner shadows draw on top of
//  the source content by blurring, tinting, inverting and offsetting its per-pixel alpha
//  values"): the blur is the drop shadow's (σ = radius / 2, three box blurs).

import CPangoCairo
import GlimpseArchive

extension DisplayListPainter {
    /// Draws the inner shadow of `content` (a group pattern in the current user space) over it.
    ///
    /// 1. Render the content's inverted alpha into an A8 bitmap covering its ink plus the blur's
    ///    reach and the offset (beyond that the inverted alpha is opaque, and no blur reaches
    ///    the ink from further away).
    /// 2. Box-blur it three times (`BoxBlur`).
    /// 3. Fill the shadow colour through it at the offset, kept to the content's alpha.
    func drawInnerShadow(_ shadow: Shadow, of content: OpaquePointer) {
        let color = shadow.color
        guard color.alpha > 0, [shadow.radius, shadow.x, shadow.y].allSatisfy(\.isFinite) else { return }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        var (dx, dy) = (shadow.x, shadow.y)
        cairo_user_to_device_distance(cr, &dx, &dy)
        guard dx.isFinite, dy.isFinite else { return }
        let deviceScale = abs(ctm.xx * ctm.yy - ctm.xy * ctm.yx).squareRoot()
        let sigma = max(0, shadow.radius) / 2 * deviceScale
        let k = sigma * shadowResolution > Self.widestBlurPixels ? Self.widestBlurPixels / sigma : shadowResolution
        let reach = max(3 * sigma, Double(BoxBlur.reach(sigma: sigma * k)) / k)
        // 1. The region, in device units: the ink on the canvas, padded.
        guard let source = contentBounds(content) else { return }
        let pad = reach + max(abs(dx), abs(dy)) + 1
        let x0 = (max(source.x, canvas.x) - pad).rounded(.down)
        let y0 = (max(source.y, canvas.y) - pad).rounded(.down)
        let x1 = (min(source.maxX, canvas.maxX) + pad).rounded(.up)
        let y1 = (min(source.maxY, canvas.maxY) + pad).rounded(.up)
        guard x1 > x0, y1 > y0 else { return }
        let width = Int(saturating: ((x1 - x0) * k).rounded(.up)),
            height = Int(saturating: ((y1 - y0) * k).rounded(.up))
        guard width > 0, height > 0, width <= 16384, height <= 16384 else { return }
        guard let alpha = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(alpha) }
        guard cairo_surface_status(alpha) == CAIRO_STATUS_SUCCESS else { return }
        let sc = cairo_create(alpha)!
        cairo_set_source_rgba(sc, 0, 0, 0, 1)
        cairo_paint(sc)
        cairo_set_operator(sc, CAIRO_OPERATOR_DEST_OUT)
        cairo_scale(sc, k, k)
        cairo_translate(sc, -x0, -y0)
        cairo_transform(sc, &ctm)
        cairo_set_source(sc, content)
        cairo_paint(sc)
        cairo_destroy(sc)
        // 2. Blur.
        cairo_surface_flush(alpha)
        BoxBlur.blurA8(
            data: cairo_image_surface_get_data(alpha), width: width, height: height,
            stride: Int(cairo_image_surface_get_stride(alpha)), sigma: sigma * k)
        cairo_surface_mark_dirty(alpha)
        // 3. Tint through it at the offset, then keep it inside the content.
        let mask = cairo_pattern_create_for_surface(alpha)!
        defer { cairo_pattern_destroy(mask) }
        var m = cairo_matrix_t()
        cairo_matrix_init_scale(&m, k, k)
        cairo_matrix_translate(&m, -(x0 + dx), -(y0 + dy))
        cairo_pattern_set_matrix(mask, &m)
        cairo_pattern_set_filter(mask, CAIRO_FILTER_BILINEAR)
        cairo_save(cr)
        cairo_push_group(cr)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_mask(cr, mask)
        cairo_restore(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
        cairo_set_source(cr, content)
        cairo_paint(cr)
        cairo_pop_group_to_source(cr)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
