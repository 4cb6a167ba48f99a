//  Rectangle.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "Rectangle": the frame itself.

public import Foundation

/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: InsettableShape, Hashable {
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(rect) }

    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    /// A rectangle inset by `amount` points.
    public struct _Inset: InsettableShape, Hashable {
        public var amount: CGFloat

        public func path(in rect: CGRect) -> Path { Path(insetRect(rect, by: amount)) }

        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount) }
    }
}

extension Shape where Self == Rectangle {
    /// A rectangular shape aligned inside the frame of the view containing it.
    public static var rect: Rectangle { Rectangle() }
}

/// `rect` inset by `amount` points per edge; never smaller than an empty rectangle at its center.
func insetRect(_ rect: CGRect, by amount: CGFloat) -> CGRect {
    let r = rect.standardized
    let dx = min(amount, r.width / 2)
    let dy = min(amount, r.height / 2)
    return CGRect(x: r.minX + dx, y: r.minY + dy, width: r.width - 2 * dx, height: r.height - 2 * dy)
}
