//  GridItem.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "GridItem", "GridItem.Size": a column of a `LazyVGrid` or a row
//  of a `LazyHGrid`; sizing in LazyGridNode.

public import Foundation

/// A column of a `LazyVGrid`, or a row of a `LazyHGrid`: its size, the spacing after it and
/// how cells sit in it.
///
/// Source: Apple SwiftUI "GridItem" (iOS 14).
public struct GridItem: Hashable, Sendable {
    /// How long a grid item is across the grid's flow: a column's width, a row's height.
    public enum Size: Hashable, Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the space the fixed items leave, kept within `minimum...maximum` points.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items as fit in its share, each at least `minimum` points long.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The item's length rule.
    public var size: Size
    /// Points between this item and the next; nil uses the default (8).
    public var spacing: CGFloat?
    /// How a cell sits in its box; nil centres it.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The kinds of views a lazy stack or grid pins to the bounds of its scroll view. Widgets do
/// not scroll, so pinning draws nothing differently; accepted so that source compiles.
///
/// Source: Apple SwiftUI "PinnedScrollableViews".
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
