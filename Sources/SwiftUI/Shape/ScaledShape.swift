//  ScaledShape.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "ScaledShape", `Shape.scale(x:y:anchor:)`: the path scaled about a
//  unit point of the frame.

public import Foundation
import GlimpseArchive

/// A shape with a scale transform applied to it.
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        let pivot = anchor.point(in: rect)
        let scaling = Transform.translation(-Double(pivot.x), -Double(pivot.y))
            .concatenating(Transform(a: Double(scale.width), b: 0, c: 0, d: Double(scale.height), tx: 0, ty: 0))
            .concatenating(.translation(Double(pivot.x), Double(pivot.y)))
        return shape.path(in: rect).applying(scaling)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}
