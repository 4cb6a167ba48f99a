//  Circle.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "Circle": the largest circle that fits the frame, centered in it
//  (swiftui-layout.md "Shapes and Color"). The outline starts at its trailing point and runs
//  clockwise on screen, so `trim(from: 0, to: 0.25)` is the bottom-trailing quarter.

public import Foundation

/// A circle centered on the frame of the view containing it.
public struct Circle: InsettableShape, Hashable {
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(ellipseIn: Self.square(in: rect)) }

    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    /// The square of side min(width, height) centered in `rect`.
    static func square(in rect: CGRect) -> CGRect {
        let r = rect.standardized
        let side = min(r.width, r.height)
        return CGRect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side)
    }

    /// A circle inset by `amount` points.
    public struct _Inset: InsettableShape, Hashable {
        public var amount: CGFloat

        public func path(in rect: CGRect) -> Path { Path(ellipseIn: insetRect(Circle.square(in: rect), by: amount)) }

        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount) }
    }
}

extension Shape where Self == Circle {
    /// A circle centered on the frame of the view containing it.
    public static var circle: Circle { Circle() }
}
