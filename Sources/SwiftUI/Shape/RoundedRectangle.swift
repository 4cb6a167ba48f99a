//  RoundedRectangle.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "RoundedRectangle": the frame with rounded corners, `.continuous`
//  by default; corners are held to half of each side. Inset by d, the corners shrink by d
//  (concentric), never below 0.

public import Foundation

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
public struct RoundedRectangle: InsettableShape, Hashable {
    /// The width and height of the corners, in points.
    public var cornerSize: CGSize
    /// The style of the corners.
    public var style: RoundedCornerStyle

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }

    public func inset(by amount: CGFloat) -> _Inset { _Inset(base: self, amount: amount) }

    /// A rounded rectangle inset by `amount` points, its corners shrunk by the same amount.
    public struct _Inset: InsettableShape, Hashable {
        public var base: RoundedRectangle
        public var amount: CGFloat

        public func path(in rect: CGRect) -> Path {
            let corner = CGSize(
                width: max(base.cornerSize.width - amount, 0), height: max(base.cornerSize.height - amount, 0))
            return Path(roundedRect: insetRect(rect, by: amount), cornerSize: corner, style: base.style)
        }

        public func inset(by amount: CGFloat) -> _Inset { _Inset(base: base, amount: self.amount + amount) }
    }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle with corners of `cornerRadius` points.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rounded rectangle with corners of `cornerSize` points.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
