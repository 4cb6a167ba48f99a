//  InsettableShape.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "InsettableShape": a shape that can draw itself inset by an amount,
//  which `strokeBorder` uses to keep a stroke inside the frame.

public import Foundation

/// A shape type that is able to inset itself to produce another shape.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape

    /// The shape inset by `amount` points on every edge.
    func inset(by amount: CGFloat) -> Self.InsetShape
}
