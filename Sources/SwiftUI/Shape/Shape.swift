//  Shape.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "Shape", "ShapeRole". A shape is a view that fills its frame with
//  the foreground style; it sizes greedily (`sizeThatFits`: the proposal, nil → 10, ∞ → ∞;
//  swiftui-layout.md "Shapes and Color") and draws `path(in:)` of the frame it is given.

public import Foundation

/// A 2D shape that you can use when drawing a view.
///
/// Shapes without an explicit fill or stroke get a default fill of the foreground style.
public protocol Shape: Sendable, Animatable, View {
    /// Describes this shape as a path within `rect` (the view's frame, in points).
    func path(in rect: CGRect) -> Path

    /// How the shape is meant to be drawn: filled, stroked or as a separator.
    static var role: ShapeRole { get }

    /// The size of the view that draws the shape, for `proposal` (iOS 16).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public static var role: ShapeRole { .fill }

    /// The proposal, unspecified dimensions replaced by 10 points; infinite ones stay infinite.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The shape filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}

/// Ways of styling a shape.
public enum ShapeRole: Hashable, Sendable {
    case fill
    case stroke
    case separator
}
