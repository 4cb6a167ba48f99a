//  RotatedShape.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "RotatedShape", `Shape.rotation(_:anchor:)`: the path rotated by an
//  angle (clockwise on screen for positive angles) about a unit point of the frame.

public import Foundation
import GlimpseArchive

/// A shape with a rotation transform applied to it.
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        let pivot = anchor.point(in: rect)
        let (s, c) = (sin(angle.radians), cos(angle.radians))
        let rotation = Transform.translation(-Double(pivot.x), -Double(pivot.y))
            .concatenating(Transform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0))
            .concatenating(.translation(Double(pivot.x), Double(pivot.y)))
        return shape.path(in: rect).applying(rotation)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}
