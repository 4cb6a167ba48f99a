//  Shape+Modifiers.swift — SwiftUI (Glimpse)
//  Status: Complete for fill, stroke, strokeBorder, trim, offset, rotation, scale; the
//  `antialiased:` arguments are accepted and ignored (the renderer always anti-aliases).
//  Behaviour: Apple SwiftUI "Shape" and "InsettableShape" modifiers (iOS 17 signatures).
//  `strokeBorder` strokes the shape inset by half the line width, so the stroke stays inside
//  the frame.

public import Foundation

extension Shape {
    /// Fills this shape with `content` (the foreground style by default).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Traces the outline of this shape with `content` and `style`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView(shape: _StrokedShape(shape: self, style: style), style: content)
    }

    /// Traces the outline of this shape with `content`, `lineWidth` points wide.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The stroke of this shape's outline, as a shape (filled with the foreground by default).
    public func stroke(style: StrokeStyle) -> some Shape { _StrokedShape(shape: self, style: style) }

    /// The stroke of this shape's outline, `lineWidth` points wide, as a shape.
    public func stroke(lineWidth: CGFloat = 1) -> some Shape { stroke(style: StrokeStyle(lineWidth: lineWidth)) }

    /// The part of the outline between `startFraction` and `endFraction` of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }

    /// This shape moved by `offset` points.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// This shape moved by `offset` points.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// This shape moved by (`x`, `y`) points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// This shape rotated by `angle` about `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// This shape scaled by `x` and `y` about `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// This shape scaled by `scale` about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }
}

extension InsettableShape {
    /// Strokes this shape inset by half of `style.lineWidth`, so the stroke fills the frame's
    /// edge from the inside.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> some View
    {
        inset(by: style.lineWidth / 2).stroke(content, style: style, antialiased: antialiased)
    }

    /// Strokes this shape inset by half of `lineWidth` with `content`.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Strokes this shape inset by half of `style.lineWidth` with the foreground style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased)
    }

    /// Strokes this shape inset by half of `lineWidth` with the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth, antialiased: antialiased)
    }
}
