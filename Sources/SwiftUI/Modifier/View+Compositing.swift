//  View+Compositing.swift — SwiftUI (Glimpse)
//  Status: Complete (rotation3DEffect drawn as the affine nearest its projection)
//  Behaviour: Apple SwiftUI "blendMode(_:)", "compositingGroup()", "drawingGroup(opaque:colorMode:)"
//  and "rotation3DEffect(_:axis:anchor:anchorZ:perspective:)"; none changes layout.

public import Foundation
import GlimpseArchive

extension View {
    /// Sets how the view's drawings combine with what is beneath them.
    ///
    /// As in SwiftUI, the mode applies to each drawing of the view separately unless the view is
    /// a `compositingGroup()`, which blends its composited content once. Every `BlendMode` is
    /// drawn (the host's Cairo operators; `plusDarker` by its equation on bitmaps, as `multiply`
    /// in SVG and PDF output).
    ///
    /// Source: Apple SwiftUI "blendMode(_:)".
    public func blendMode(_ blendMode: BlendMode) -> some View {
        effect(.blend(blendMode.archived))
    }

    /// Composites the view's content offscreen before its ancestors' opacity and blend mode
    /// apply, so they apply once to the whole; blend modes inside combine only with the content.
    ///
    /// Source: Apple SwiftUI "compositingGroup()".
    public func compositingGroup() -> some View { effect(.compositingGroup) }

    /// Composites the view's content into an offscreen image before display: drawn as a
    /// `compositingGroup()`. `opaque` and `colorMode` change nothing (Glimpse draws in 8-bit sRGB).
    ///
    /// Source: Apple SwiftUI "drawingGroup(opaque:colorMode:)".
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        effect(.compositingGroup)
    }

    /// Draws the view as if rotated by `angle` about `axis` through `anchor` (and `anchorZ`
    /// points toward the viewer), seen from `max(width, height) / perspective` points away.
    ///
    /// Cairo draws only affine transforms, so the view is drawn with the affine map nearest, in
    /// the least-squares sense, to where the perspective projection sends its four corners
    /// (`Transform.projected(_:)`): exact when the projection is affine (a rotation about the
    /// z axis, or `perspective: 0`), and otherwise a parallelogram with the projected centre
    /// and the mean width and height of the trapezoid. A rotation that turns the view edge-on,
    /// or puts a corner behind the viewer, draws nothing.
    ///
    /// - Parameters:
    ///   - angle: Positive turns a y-axis rotation's right edge away from the viewer, as on iOS.
    ///   - axis: Need not be of unit length; (0, 0, 0) draws the view unrotated.
    ///   - perspective: 1 by default; 0 is an orthographic projection.
    ///
    /// Source: Apple SwiftUI "rotation3DEffect(_:axis:anchor:anchorZ:perspective:)"; the
    /// projection (translate to the anchor, rotate, perspective `m34 = −1/d` with
    /// `d = max(w, h) / perspective`, translate back) is Core Animation's, as OpenSwiftUI
    /// documents it.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        let rotation = Rotation3D(
            angle: angle.radians, axis: (Double(axis.x), Double(axis.y), Double(axis.z)),
            anchor: (Double(anchor.x), Double(anchor.y)), anchorZ: Double(anchorZ),
            perspective: Double(perspective))
        return effect(.transform({ rect in rotation.affine(in: rect) }))
    }
}
