//  DisplayListPainter+Shadow.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: SwiftUI `.shadow(color:radius:x:y:)`: the content's silhouette, blurred, offset
//  and filled with the colour, under the content. Core Animation's blur radius is taken as
//  twice the Gaussian's standard deviation (σ = radius / 2), approximated by three box blurs.
//  The blurred-alpha mask (`withShadowMask`) is shared with the inner shadow.

import CPangoCairo
import GlimpseArchive

extension DisplayListPainter {
    /// Draws the shadow of `content` (a group pattern in the current user space) under it: its
    /// blurred alpha (`withShadowMask`) filled with the shadow colour at the offset.
    func drawShadow(_ shadow: Shadow, of content: OpaquePointer) {
        withShadowMask(shadow, of: content, inverted: false) { mask in
            let color = shadow.color
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_mask(cr, mask)
            cairo_restore(cr)
        }
    }

    /// Hands `fill` the blurred alpha of `content` (a group pattern in the current user space)
    /// as a mask pattern in device space, at the shadow's offset — the pipeline of the drop
    /// shadow and, with `inverted`, of the inner shadow (whose alpha is the content's inverse).
    /// Nothing is handed for a clear colour, a non-finite shadow or content without ink.
    ///
    /// 1. Render the content's alpha (or inverted alpha) into an A8 bitmap covering its ink
    ///    (`contentBounds`) plus the blur's reach: for a drop shadow clipped to what can land on
    ///    the canvas after the offset (beyond the reach of the ink the blurred bitmap is
    ///    transparent, so this is the same bitmap as blurring the whole group surface, for a
    ///    fraction of the work); for an inner shadow the ink on the canvas padded by the reach
    ///    and the offset (beyond that the inverted alpha is opaque, and no blur reaches the ink
    ///    from further away).
    /// 2. Box-blur it three times (`BoxBlur`).
    /// 3. Make it a pattern placed at the offset, in device space.
    func withShadowMask(
        _ shadow: Shadow, of content: OpaquePointer, inverted: Bool, _ fill: (OpaquePointer) -> Void
    ) {
        guard shadow.color.alpha > 0, [shadow.radius, shadow.x, shadow.y].allSatisfy(\.isFinite) else { return }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        var (dx, dy) = (shadow.x, shadow.y)
        cairo_user_to_device_distance(cr, &dx, &dy)
        guard !inverted || (dx.isFinite && dy.isFinite) else { return }
        let deviceScale = abs(ctm.xx * ctm.yy - ctm.xy * ctm.yx).squareRoot()
        let sigma = max(0, shadow.radius) / 2 * deviceScale
        // A wide blur keeps no detail finer than σ: past 24 bitmap pixels, blur a smaller bitmap
        // (σ stays 24 px in it) and let the bilinear fill scale it up. The same picture for a
        // fraction of the work, so a radius at the archive limit (256 pt) draws in milliseconds.
        let k = sigma * shadowResolution > Self.widestBlurPixels ? Self.widestBlurPixels / sigma : shadowResolution
        let reach = max(3 * sigma, Double(BoxBlur.reach(sigma: sigma * k)) / k)
        // 1. The region, in device units.
        guard let source = contentBounds(content) else { return }
        let (x0, y0, x1, y1): (Double, Double, Double, Double)
        if inverted {
            let pad = reach + max(abs(dx), abs(dy)) + 1
            (x0, y0) = ((max(source.x, canvas.x) - pad).rounded(.down), (max(source.y, canvas.y) - pad).rounded(.down))
            (x1, y1) = (
                (min(source.maxX, canvas.maxX) + pad).rounded(.up), (min(source.maxY, canvas.maxY) + pad).rounded(.up)
            )
            guard x1 > x0, y1 > y0 else { return }
        } else {
            (x0, y0) = (
                max(source.x - reach, canvas.x - dx - reach).rounded(.down),
                max(source.y - reach, canvas.y - dy - reach).rounded(.down)
            )
            (x1, y1) = (
                min(source.maxX + reach, canvas.maxX - dx + reach).rounded(.up),
                min(source.maxY + reach, canvas.maxY - dy + reach).rounded(.up)
            )
        }
        let width = Int(saturating: ((x1 - x0) * k).rounded(.up)),
            height = Int(saturating: ((y1 - y0) * k).rounded(.up))
        guard width > 0, height > 0, width <= 16384, height <= 16384 else { return }
        guard let alpha = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(alpha) }
        guard cairo_surface_status(alpha) == CAIRO_STATUS_SUCCESS else { return }
        let sc = cairo_create(alpha)!
        if inverted {
            cairo_set_source_rgba(sc, 0, 0, 0, 1)
            cairo_paint(sc)
            cairo_set_operator(sc, CAIRO_OPERATOR_DEST_OUT)
        }
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
        // 3. The pattern, at the offset, in device space.
        let mask = cairo_pattern_create_for_surface(alpha)!
        defer { cairo_pattern_destroy(mask) }
        var m = cairo_matrix_t()
        cairo_matrix_init_scale(&m, k, k)
        cairo_matrix_translate(&m, -(x0 + dx), -(y0 + dy))
        cairo_pattern_set_matrix(mask, &m)
        cairo_pattern_set_filter(mask, CAIRO_FILTER_BILINEAR)
        fill(mask)
    }

    /// The widest σ, in bitmap pixels, blurred at full resolution.
    static let widestBlurPixels = 24.0

    // MARK: - Steps

    /// The device-space rectangle a group pattern's ink covers, or `nil` if it has none: the
    /// non-transparent pixels of an image surface (`InkBounds`; Cairo sizes group surfaces to
    /// the clip, mostly far larger than the content), the ink extents of a recording surface
    /// (groups on SVG and PDF), or the whole canvas otherwise. Both are in the target's device
    /// space.
    func contentBounds(_ pattern: OpaquePointer) -> Rect? {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface else { return canvas }
        switch cairo_surface_get_type(surface) {
        case CAIRO_SURFACE_TYPE_IMAGE:
            var (ox, oy) = (0.0, 0.0)
            cairo_surface_get_device_offset(surface, &ox, &oy)
            cairo_surface_flush(surface)
            guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
                let data = cairo_image_surface_get_data(surface)
            else {
                return Rect(
                    x: -ox, y: -oy, width: Double(cairo_image_surface_get_width(surface)),
                    height: Double(cairo_image_surface_get_height(surface)))
            }
            guard
                let ink = InkBounds.ofARGB32(
                    data, width: Int(cairo_image_surface_get_width(surface)),
                    height: Int(cairo_image_surface_get_height(surface)),
                    stride: Int(cairo_image_surface_get_stride(surface)))
            else { return nil }
            return Rect(x: ink.x - ox, y: ink.y - oy, width: ink.width, height: ink.height)
        case CAIRO_SURFACE_TYPE_RECORDING:
            var (x, y, width, height) = (0.0, 0.0, 0.0, 0.0)
            cairo_recording_surface_ink_extents(surface, &x, &y, &width, &height)
            guard width > 0, height > 0 else { return nil }
            // Group recordings are in the target's device space, as image group surfaces are.
            return Rect(x: x, y: y, width: width, height: height)
        default:
            return canvas
        }
    }
}
