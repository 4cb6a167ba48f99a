//  DisplayListPainter+InnerShadow.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: SwiftUI `ShadowStyle.inner(color:radius:x:y:)` ("inner shadows draw on top of
//  the source content by blurring, tinting, inverting and offsetting its per-pixel alpha
//  values"): the drop shadow's blurred-alpha pipeline (`withShadowMask`, σ = radius / 2,
//  three box blurs) run on the inverted alpha, tinted and kept inside the content.

import CPangoCairo
import GlimpseArchive

extension DisplayListPainter {
    /// Draws the inner shadow of `content` (a group pattern in the current user space) over it:
    /// the blurred inverse of its alpha (`withShadowMask`, inverted) filled with the shadow
    /// colour at the offset, then kept to the content's alpha.
    func drawInnerShadow(_ shadow: Shadow, of content: OpaquePointer) {
        withShadowMask(shadow, of: content, inverted: true) { mask in
            let color = shadow.color
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
}
