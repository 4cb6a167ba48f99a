//  _StrokedShape.swift — SwiftUI (Glimpse)
//  Status: Partial — drawn as a real stroke; used as a plain path (a clip, a mask) it gives the
//  centre line, not the stroke's outline (Glimpse has no stroke-to-outline conversion).
//  Behaviour: Apple SwiftUI "_StrokedShape", what `stroke(style:)` and `stroke(lineWidth:)`
//  return: a shape that paints along the outline of another.

public import Foundation

/// A shape whose drawing is a stroke of another shape's outline.
protocol StrokedShapeProtocol: Sendable {
    /// The outline to stroke in `rect`, and how.
    func strokeOutline(in rect: CGRect) -> (Path, StrokeStyle?)
}

/// The stroke of a shape's outline.
public struct _StrokedShape<S: Shape>: Shape, StrokedShapeProtocol {
    public var shape: S
    public var style: StrokeStyle

    public init(shape: S, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    /// The outline of the underlying shape (see Status).
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    func strokeOutline(in rect: CGRect) -> (Path, StrokeStyle?) { (shape.path(in: rect), style) }
}
