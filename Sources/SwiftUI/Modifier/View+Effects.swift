//  View+Effects.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI drawing modifiers; none changes layout.

public import Foundation
import GlimpseArchive

extension View {
    /// Multiplies the view's alpha by `opacity` (0…1).
    public func opacity(_ opacity: Double) -> some View { effect(.opacity(opacity)) }

    /// Clips to the view's frame.
    public func clipped(antialiased: Bool = false) -> some View {
        effect(.clip({ rect, env in archivePath(Rectangle(), in: rect, env: env) }))
    }

    /// Clips to `shape` sized to the view's frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        effect(.clip({ rect, env in archivePath(shape, in: rect, env: env) }))
    }

    /// Clips to a rounded rectangle of `radius` points.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        effect(
            .clip({ rect, env in
                archivePath(RoundedRectangle(cornerRadius: radius, style: .circular), in: rect, env: env)
            }))
    }

    /// Masks the view with the alpha of `mask`, laid out in the view's frame.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        let m = mask()
        return wrapNodes { node, env in
            EffectNode(env: env, effect: .mask(singleNode(SwiftUI.makeNodes(m, env), env: env), alignment), child: node)
        }
    }

    /// The iOS 13 form `mask(view)`.
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View { self.mask(alignment: .center) { mask } }

    /// Rotates the drawing by `angle` (clockwise on screen) about `anchor` in the view's frame.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        effect(
            .transform({ rect in
                Transform.rotation(
                    angle.radians,
                    about: CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height))
            }))
    }

    /// Scales the drawing about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        effect(
            .transform({ rect in
                Transform.scale(
                    scale.width, scale.height,
                    about: CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height))
            }))
    }

    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Applies `transform` to the drawing in the view's local space (origin at its top-leading
    /// corner, points); layout is unchanged. Source: Apple SwiftUI "transformEffect(_:)".
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        effect(
            .transform({ rect in
                Transform.translation(-rect.minX, -rect.minY)
                    .concatenating(
                        Transform(
                            a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx,
                            ty: transform.ty)
                    )
                    .concatenating(.translation(rect.minX, rect.minY))
            }))
    }

    /// A shadow of `radius` points blur, offset by (`x`, `y`); iOS's default colour is black at 33%.
    public func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> some View
    {
        wrapNodes { node, env in
            EffectNode(
                env: env, effect: .shadow(Shadow(color: color.resolve(in: env), radius: radius, x: x, y: y)),
                child: node)
        }
    }

    /// Lays the view out but draws nothing.
    public func hidden() -> some View { effect(.hidden) }

    /// Blurs the view's composited drawing by `radius` points (twice the Gaussian's standard
    /// deviation, as for shadows). `opaque` changes nothing. Drawn on bitmaps; SVG and PDF
    /// output draws the view unblurred. Source: Apple SwiftUI "blur(radius:opaque:)".
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        effect(.filter { _ in .blur(radius.isFinite ? max(0, radius) : 0) })
    }

    /// Scales colour saturation: 0 grey, 1 unchanged (the W3C `saturate` matrix).
    /// Source: Apple SwiftUI "saturation(_:)"; colour filters are drawn on bitmaps only.
    public func saturation(_ amount: Double) -> some View { filter(.saturation(amount.isFinite ? amount : 1)) }

    /// Removes colour: 0 unchanged, 1 fully grey. Source: Apple SwiftUI "grayscale(_:)".
    public func grayscale(_ amount: Double) -> some View { filter(.grayscale(amount.isFinite ? amount : 0)) }

    /// Adds `amount` to each colour component: 0 unchanged, 1 white. Source: Apple SwiftUI "brightness(_:)".
    public func brightness(_ amount: Double) -> some View { filter(.brightness(amount.isFinite ? amount : 0)) }

    /// Scales contrast about mid grey: 1 unchanged, 0 grey. Source: Apple SwiftUI "contrast(_:)".
    public func contrast(_ amount: Double) -> some View { filter(.contrast(amount.isFinite ? amount : 1)) }

    /// Rotates every hue by `angle`. Source: Apple SwiftUI "hueRotation(_:)".
    public func hueRotation(_ angle: Angle) -> some View {
        filter(.hueRotation(angle.radians.isFinite ? angle.radians : 0))
    }

    /// Multiplies every pixel by `color`. Source: Apple SwiftUI "colorMultiply(_:)".
    public func colorMultiply(_ color: Color) -> some View {
        effect(.filter { env in .colorMultiply(color.resolve(in: env)) })
    }

    /// Inverts every colour. Source: Apple SwiftUI "colorInvert()".
    public func colorInvert() -> some View { filter(.colorInvert) }

    /// Makes a black mask whose alpha is the view's luminance. Source: Apple SwiftUI "luminanceToAlpha()".
    public func luminanceToAlpha() -> some View { filter(.luminanceToAlpha) }

    private func filter(_ f: ColorFilter) -> some View { effect(.filter { _ in f }) }

    public func disabled(_ disabled: Bool) -> some View {
        modifyingEnvironment { $0.isEnabled = $0.isEnabled && !disabled }
    }
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    public func zIndex(_ value: Double) -> some View { self }

    func effect(_ effect: EffectNode.Effect) -> some View {
        wrapNodes { node, env in EffectNode(env: env, effect: effect, child: node) }
    }
}
