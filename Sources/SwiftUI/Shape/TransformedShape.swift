//  TransformedShape.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "TransformedShape", `Shape.transform(_:)`: the shape's path (in
//  its local space, origin top-leading) mapped by an affine transform; layout is unchanged.

public import Foundation

/// A shape with an affine transform applied to its path.
public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform

    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// `shape.path(in: rect)` mapped by `transform` (points, the shape's local space).
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension Shape {
    /// This shape with `transform` applied to its path, in the shape's local space.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}
