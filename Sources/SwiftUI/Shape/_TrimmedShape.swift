//  _TrimmedShape.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "Shape.trim(from:to:)": the part of the outline between two
//  fractions of its length (Path.trimmedPath).

public import Foundation

/// A shape trimmed to the fractions `startFraction`…`endFraction` of its outline's length.
public struct _TrimmedShape<S: Shape>: Shape {
    public var shape: S
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public init(shape: S, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}
