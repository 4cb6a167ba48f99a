//  UIImage+Drawing.swift — UIKit (Glimpse)
//  Status: Complete for bitmaps; a symbol or empty image draws nothing.
//  Behaviour: Apple UIKit "UIImage.draw(in:)", "draw(at:)", "draw(in:blendMode:alpha:)" (the
//  alpha form without Core Graphics' blend mode): the image scaled to fill the rectangle in
//  the current renderer context; a template image is its alpha filled with its tint (or the
//  context's fill colour).

import CPangoCairo
public import Foundation
import GlimpseArchive
import GlimpseResources

extension UIImage {
    /// Draws the image at its point size with its top-left corner at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image stretched to `rect` (points).
    public func draw(in rect: CGRect) { draw(in: rect, alpha: 1) }

    /// Draws the image stretched to `rect` (points) at opacity `alpha` (0…1).
    public func draw(in rect: CGRect, alpha: CGFloat) {
        guard let drawing = DrawingContext.current, let bitmap, rect.width > 0, rect.height > 0,
            let source = ImageCodec.surface(png: bitmap.png)
        else { return }
        defer { cairo_surface_destroy(source) }
        let cr = drawing.cairo
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / CGFloat(bitmap.pixelWidth), rect.height / CGFloat(bitmap.pixelHeight))
        let pattern = cairo_pattern_create_for_surface(source)
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        // Edge pixels repeat outward, so a scaled image keeps opaque edges (as Core Graphics draws).
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        if drawsAsTemplate {
            let color = tint?.currentRGBA ?? drawing.fillColor
            drawing.setSource(color.multiplyingAlpha(Double(alpha)))
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, Double(min(max(alpha, 0), 1)))
        }
    }
}
