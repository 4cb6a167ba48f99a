//  _ShapeView.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "_ShapeView": a shape filled (or, for a stroked shape, stroked)
//  with a style. It resolves to one ShapeNode.

/// A shape drawn with a style; what `Shape.fill(_:style:)` and a shape's `body` return.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    public var body: Never { bodyNeverCalled() }

    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] {
        [ShapeNode(env: env, shape: shape, fill: AnyShapeStyle(style), fillStyle: fillStyle)]
    }
}
