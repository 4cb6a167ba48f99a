//  Ellipse.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "Ellipse": the ellipse inscribed in the frame.

public import Foundation

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: InsettableShape, Hashable {
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    /// An ellipse inset by `amount` points.
    public struct _Inset: InsettableShape, Hashable {
        public var amount: CGFloat

        public func path(in rect: CGRect) -> Path { Path(ellipseIn: insetRect(rect, by: amount)) }

        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount) }
    }
}

extension Shape where Self == Ellipse {
    /// An ellipse aligned inside the frame of the view containing it.
    public static var ellipse: Ellipse { Ellipse() }
}
