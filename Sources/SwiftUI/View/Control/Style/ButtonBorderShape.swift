//  ButtonBorderShape.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "ButtonBorderShape" and "buttonBorderShape(_:)": the shape bordered
//  buttons draw behind their label; `.automatic` is the platform's rounded rectangle (8 pt, as
//  Glimpse's bordered styles draw it). A shape itself since iOS 17.

public import Foundation

/// The shape of a bordered button's background.
public struct ButtonBorderShape: InsettableShape, Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(CGFloat?)
    }
    let kind: Kind
    var insetAmount: CGFloat = 0

    /// The platform's choice: a rounded rectangle of 8 pt.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the platform's radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// A rounded rectangle with corners of `radius` points.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }

    public func path(in rect: CGRect) -> Path {
        let r = insetRect(rect, by: insetAmount)
        switch kind {
        case .capsule: return Capsule(style: .continuous).path(in: r)
        case .circle: return Circle().path(in: r)
        case .automatic, .roundedRectangle(nil):
            return RoundedRectangle(cornerRadius: max(0, ButtonColors.cornerRadius - insetAmount), style: .continuous)
                .path(in: r)
        case .roundedRectangle(let radius?):
            return RoundedRectangle(cornerRadius: max(0, radius - insetAmount), style: .continuous).path(in: r)
        }
    }

    public func inset(by amount: CGFloat) -> ButtonBorderShape {
        var s = self
        s.insetAmount += amount
        return s
    }
}

extension View {
    /// The shape bordered buttons in this view draw behind their labels.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        modifyingEnvironment { $0.buttonBorderShape = shape }
    }
}

/// The background of a bordered button: the environment's border shape filled with `style`.
struct ButtonBorderBackground: View {
    let style: AnyShapeStyle
    @Environment(\.buttonBorderShape) private var shape

    var body: some View { shape.fill(style) }
}
