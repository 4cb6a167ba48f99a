//  DrawingContext.swift — UIKit (Glimpse)
//  Status: Complete
//  Behaviour: UIKit draws into "the current context" (UIGraphicsPushContext); Glimpse's is a
//  Cairo image surface made by `UIGraphicsImageRenderer`, current for the duration of its
//  `image { … }` closure on the calling task.

import CPangoCairo
import GlimpseArchive

/// The Cairo context `UIColor.setFill()`, `UIBezierPath.fill()` and `UIImage.draw(in:)` draw
/// into, with UIKit's current fill and stroke colours.
package final class DrawingContext: @unchecked Sendable {
    // @unchecked Sendable: used only by the task running the renderer's closure (it is task-local).
    /// The context of the innermost `UIGraphicsImageRenderer.image { … }` running on this task.
    @TaskLocal package static var current: DrawingContext?

    /// `cairo_t*`, scaled so one unit is one point.
    package let cairo: OpaquePointer
    /// UIKit's default fill and stroke colour is black.
    package var fillColor = RGBA.black
    package var strokeColor = RGBA.black

    package init(cairo: OpaquePointer) { self.cairo = cairo }

    /// Sets Cairo's source to `color` (not premultiplied, extended values clamped).
    package func setSource(_ color: RGBA) {
        func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
        cairo_set_source_rgba(cairo, clamp(color.red), clamp(color.green), clamp(color.blue), clamp(color.alpha))
    }
}
