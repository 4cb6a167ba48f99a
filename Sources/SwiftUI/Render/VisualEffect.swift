//  VisualEffect.swift — SwiftUI (Glimpse)
//  Status: Partial (no shader effects: colorEffect, distortionEffect and layerEffect need Metal)
//  Behaviour: Apple SwiftUI "VisualEffect" and "EmptyVisualEffect" (iOS 17): effects that change how
//  a view is drawn, never its layout. An effect is a list of steps, first applied innermost, that
//  `visualEffect(_:)` turns into the same display-list groups as the matching view modifiers.

public import Foundation
import GlimpseArchive

/// A change to how a view is drawn that leaves its layout alone (`visualEffect(_:)`).
///
/// You don't conform to this protocol: start from the `EmptyVisualEffect` the closure is given and
/// call the effect methods (`offset`, `scaleEffect`, `rotationEffect`, `opacity`, `blur`…) on it.
///
/// Source: Apple SwiftUI "VisualEffect".
public protocol VisualEffect: Sendable, Animatable {}

/// The effect that changes nothing: the first argument of a `visualEffect(_:)` closure.
///
/// Source: Apple SwiftUI "EmptyVisualEffect".
public struct EmptyVisualEffect: VisualEffect, VisualEffectSteps {
    public typealias AnimatableData = EmptyAnimatableData
    public init() {}
    var steps: [VisualEffectStep] { [] }
}

/// An effect built by calling effect methods: the steps so far, first innermost.
public struct _ChainedVisualEffect: VisualEffect, VisualEffectSteps {
    public typealias AnimatableData = EmptyAnimatableData
    let steps: [VisualEffectStep]
}

/// What a drawing step does; each becomes one `EffectNode` effect around the view.
enum VisualEffectStep: Sendable {
    case offset(CGSize)
    case scale(CGSize, UnitPoint)
    case rotation(Angle, UnitPoint)
    case transform(CGAffineTransform)
    case rotation3D(Rotation3D)
    case opacity(Double)
    case filter(ColorFilter)
}

/// The engine's view of an effect: its steps.
protocol VisualEffectSteps {
    var steps: [VisualEffectStep] { get }
}

extension VisualEffect {
    private func adding(_ step: VisualEffectStep) -> _ChainedVisualEffect {
        _ChainedVisualEffect(steps: ((self as? any VisualEffectSteps)?.steps ?? []) + [step])
    }

    /// Draws the view moved by `offset` points.
    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }

    /// Draws the view moved by (`x`, `y`) points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        adding(.offset(CGSize(width: x, height: y)))
    }

    /// Scales the drawing by `scale` about `anchor` (a unit point of the view's frame).
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(scale, anchor))
    }

    /// Scales the drawing by `scale` on both axes about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: scale, height: scale), anchor))
    }

    /// Scales the drawing by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: x, height: y), anchor))
    }

    /// Rotates the drawing by `angle` (clockwise on screen) about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.rotation(angle, anchor))
    }

    /// Applies `transform` in the view's local space (origin its top-leading corner, points).
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
        adding(.transform(transform))
    }

    /// Rotates the drawing by `angle` about `axis` through `anchor`, projected flat with
    /// `perspective` (as the view modifier `rotation3DEffect` draws it: an affine approximation).
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some VisualEffect {
        adding(
            .rotation3D(
                Rotation3D(
                    angle: angle.radians, axis: (Double(axis.x), Double(axis.y), Double(axis.z)),
                    anchor: (Double(anchor.x), Double(anchor.y)), anchorZ: Double(anchorZ),
                    perspective: Double(perspective))))
    }

    /// Multiplies the view's opacity by `opacity` (0…1).
    public func opacity(_ opacity: Double) -> some VisualEffect {
        adding(.opacity(opacity.isFinite ? max(0, min(1, opacity)) : 1))
    }

    /// Blurs the drawing by `radius` points. `opaque` is not honoured.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        adding(.filter(.blur(radius.isFinite ? max(0, radius) : 0)))
    }

    /// Adds `amount` to each colour component.
    public func brightness(_ amount: Double) -> some VisualEffect {
        adding(.filter(.brightness(amount.isFinite ? amount : 0)))
    }

    /// Scales contrast: 0 grey, 1 unchanged.
    public func contrast(_ amount: Double) -> some VisualEffect {
        adding(.filter(.contrast(amount.isFinite ? amount : 1)))
    }

    /// Scales saturation: 0 grey, 1 unchanged.
    public func saturation(_ amount: Double) -> some VisualEffect {
        adding(.filter(.saturation(amount.isFinite ? amount : 1)))
    }

    /// Removes `amount` (0…1) of the colour.
    public func grayscale(_ amount: Double) -> some VisualEffect {
        adding(.filter(.grayscale(amount.isFinite ? amount : 0)))
    }

    /// Rotates hues by `angle`.
    public func hueRotation(_ angle: Angle) -> some VisualEffect {
        adding(.filter(.hueRotation(angle.radians.isFinite ? angle.radians : 0)))
    }
}

extension VisualEffectStep {
    /// The drawing effect this step is, for a view in `env`.
    func effect(in env: EnvironmentValues) -> EffectNode.Effect {
        switch self {
        case .offset(let d): return .transform { _ in .translation(d.width, d.height) }
        case .scale(let s, let anchor):
            return .transform { r in .scale(s.width, s.height, about: anchor.point(in: r)) }
        case .rotation(let angle, let anchor):
            return .transform { r in .rotation(angle.radians, about: anchor.point(in: r)) }
        case .transform(let t):
            return .transform { r in
                Transform.translation(-r.minX, -r.minY)
                    .concatenating(Transform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty))
                    .concatenating(.translation(r.minX, r.minY))
            }
        case .rotation3D(let rotation): return .transform { r in rotation.affine(in: r) }
        case .opacity(let o): return .opacity(o)
        case .filter(let f): return .filter { _ in f }
        }
    }
}

/// Applies a `visualEffect(_:)` closure: at placing time, with the view's frame.
final class VisualEffectNode: PassthroughNode {
    let makeEffect: (GeometryProxy) -> [VisualEffectStep]

    init(env: EnvironmentValues, child: LayoutNode, makeEffect: @escaping (GeometryProxy) -> [VisualEffectStep]) {
        self.makeEffect = makeEffect
        super.init(env: env, child: child)
    }

    override func emit(in frame: CGRect, proposal: ProposedViewSize, _ ctx: DisplayContext) {
        let steps = makeEffect(GeometryProxy(size: frame.size, globalFrame: frame))
        var node: LayoutNode = child
        for step in steps { node = EffectNode(env: env, effect: step.effect(in: env), child: node) }
        node.place(in: frame, proposal: proposal, ctx)
    }
}
