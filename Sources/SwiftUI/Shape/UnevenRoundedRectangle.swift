//  UnevenRoundedRectangle.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "UnevenRoundedRectangle" (iOS 16): one radius per corner.

public import Foundation

/// A rectangular shape with a radius of its own for each corner.
public struct UnevenRoundedRectangle: InsettableShape, Hashable {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadii: cornerRadii, style: style) }

    public func inset(by amount: CGFloat) -> _Inset { _Inset(base: self, amount: amount) }

    /// An uneven rounded rectangle inset by `amount` points, each corner shrunk by as much.
    public struct _Inset: InsettableShape, Hashable {
        public var base: UnevenRoundedRectangle
        public var amount: CGFloat

        public func path(in rect: CGRect) -> Path {
            let r = base.cornerRadii
            let shrunk = RectangleCornerRadii(
                topLeading: max(r.topLeading - amount, 0), bottomLeading: max(r.bottomLeading - amount, 0),
                bottomTrailing: max(r.bottomTrailing - amount, 0), topTrailing: max(r.topTrailing - amount, 0))
            return Path(roundedRect: insetRect(rect, by: amount), cornerRadii: shrunk, style: base.style)
        }

        public func inset(by amount: CGFloat) -> _Inset { _Inset(base: base, amount: self.amount + amount) }
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius of its own for each corner.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }

    /// A rectangle with the corner radii `cornerRadii`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
        -> UnevenRoundedRectangle
    {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}
