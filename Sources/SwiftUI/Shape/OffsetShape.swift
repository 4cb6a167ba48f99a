//  OffsetShape.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "OffsetShape", `Shape.offset(_:)`: the shape's path moved by a
//  translation in points; its frame and layout are unchanged.

public import Foundation

/// A shape with a translation offset transform applied to it.
public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize

    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}
