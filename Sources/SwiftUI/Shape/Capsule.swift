//  Capsule.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "Capsule": a rounded rectangle whose corner radius is half the
//  shorter side. With `.continuous` (the default) Glimpse draws round ends, as the blended
//  continuous corner becomes circular at that radius (RoundedCornerStyle.swift).

public import Foundation

/// A capsule shape aligned inside the frame of the view containing it.
public struct Capsule: InsettableShape, Hashable {
    public var style: RoundedCornerStyle

    public init(style: RoundedCornerStyle = .continuous) { self.style = style }

    public func path(in rect: CGRect) -> Path {
        let r = rect.standardized
        return Path(roundedRect: r, cornerRadius: min(r.width, r.height) / 2, style: style)
    }

    public func inset(by amount: CGFloat) -> _Inset { _Inset(base: self, amount: amount) }

    /// A capsule inset by `amount` points.
    public struct _Inset: InsettableShape, Hashable {
        public var base: Capsule
        public var amount: CGFloat

        public func path(in rect: CGRect) -> Path { base.path(in: insetRect(rect, by: amount)) }

        public func inset(by amount: CGFloat) -> _Inset { _Inset(base: base, amount: self.amount + amount) }
    }
}

extension Shape where Self == Capsule {
    /// A capsule with `.continuous` ends.
    public static var capsule: Capsule { Capsule() }

    /// A capsule with `style` ends.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
