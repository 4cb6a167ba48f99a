//  AlignmentKey.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "AlignmentID", "HorizontalAlignment", "VerticalAlignment",
//  "Alignment", "ViewDimensions"; reference swiftui-layout.md "Alignment guides".

public import Foundation

/// A type whose `defaultValue(in:)` gives an alignment guide's default position.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// An alignment guide on one axis, identified by its `AlignmentID` type.
struct AlignmentKey: Hashable, @unchecked Sendable {
    // @unchecked Sendable: a metatype is immutable.
    let id: any AlignmentID.Type
    let axis: Axis

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.id == b.id && a.axis == b.axis }
    func hash(into h: inout Hasher) {
        h.combine(ObjectIdentifier(id))
        h.combine(axis)
    }

    /// The guide's default value for a view of `size` with no explicit guides.
    func defaultValue(in size: CGSize) -> CGFloat {
        id.defaultValue(in: ViewDimensions(size: size, explicit: { _ in nil }))
    }
}

/// The size and alignment guides of a view, as `alignmentGuide` closures see them.
public struct ViewDimensions {
    let size: CGSize
    let explicit: (AlignmentKey) -> CGFloat?

    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicit(guide.key) ?? guide.key.id.defaultValue(in: self)
    }
    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicit(guide.key) ?? guide.key.id.defaultValue(in: self)
    }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key) }
}

/// A horizontal alignment guide: leading, center, trailing, or your own.
public struct HorizontalAlignment: Hashable, Sendable {
    let key: AlignmentKey
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .horizontal) }

    private enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    private enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
    public static let leading = HorizontalAlignment(Leading.self)
    public static let center = HorizontalAlignment(Center.self)
    public static let trailing = HorizontalAlignment(Trailing.self)
    public static let listRowSeparatorLeading = HorizontalAlignment(Leading.self)
    public static let listRowSeparatorTrailing = HorizontalAlignment(Trailing.self)
}

/// A vertical alignment guide: top, center, bottom, text baselines, or your own.
public struct VerticalAlignment: Hashable, Sendable {
    let key: AlignmentKey
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .vertical) }

    private enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    private enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    private enum FirstBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    private enum LastBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    public static let top = VerticalAlignment(Top.self)
    public static let center = VerticalAlignment(Center.self)
    public static let bottom = VerticalAlignment(Bottom.self)
    /// Text gives its first line's baseline; other views default to their bottom.
    public static let firstTextBaseline = VerticalAlignment(FirstBaseline.self)
    /// Text gives its last line's baseline; other views default to their bottom.
    public static let lastTextBaseline = VerticalAlignment(LastBaseline.self)
}

/// A pair of guides that positions a view in two dimensions.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    subscript(axis: Axis) -> AlignmentKey { axis == .horizontal ? horizontal.key : vertical.key }
}
