//  AnyShape.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "AnyShape" (iOS 16): a type-erased shape that draws, sizes and
//  strokes exactly as the shape it wraps (`clipShape(isRound ? AnyShape(Circle()) :
//  AnyShape(Rectangle()))`). Pinned in AnyShapeTests.

public import Foundation

/// A type-erased shape value.
///
/// Its path in a rectangle (points) and its size for a proposal are the wrapped shape's; a
/// wrapped stroke (`Circle().stroke(lineWidth: 2)`) still draws as a stroke.
///
/// Source: Apple SwiftUI "AnyShape".
public struct AnyShape: Shape, StrokedShapeProtocol {
    private let pathIn: @Sendable (CGRect) -> Path
    private let sizing: @Sendable (ProposedViewSize) -> CGSize
    private let outline: @Sendable (CGRect) -> (Path, StrokeStyle?)

    /// Wraps `shape`; wrapping an `AnyShape` again keeps the shape it wraps.
    public init<S: Shape>(_ shape: S) {
        pathIn = { shape.path(in: $0) }
        sizing = { shape.sizeThatFits($0) }
        if let stroked = shape as? any StrokedShapeProtocol {
            outline = { stroked.strokeOutline(in: $0) }
        } else {
            outline = { (shape.path(in: $0), nil) }
        }
    }

    public func path(in rect: CGRect) -> Path { pathIn(rect) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }

    func strokeOutline(in rect: CGRect) -> (Path, StrokeStyle?) { outline(rect) }
}
