//  LayoutSubviews.swift — SwiftUI (Glimpse)
//  Status: Complete (containerValues not provided)
//  Behaviour: Apple SwiftUI "LayoutSubview", "LayoutSubviews": proxies a custom layout asks for
//  sizes, spacing, priority and layout values, and places.

public import Foundation

/// A proxy for one subview of a custom `Layout`.
///
/// Source: Apple SwiftUI "LayoutSubview".
public struct LayoutSubview: Equatable {
    let node: LayoutNode
    let index: Int
    let placements: LayoutPlacements

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }

    /// The size the subview chooses for `proposal`, in points.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }

    /// The subview's size for `proposal` with its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = node.sizeThatFits(proposal)
        let node = node
        return ViewDimensions(size: size, explicit: { node.explicitAlignment($0, in: size) })
    }

    /// The subview's `layoutPriority` (0 unless set).
    public var priority: Double { node.layoutPriority }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { node.spacing() }

    /// The value of a `LayoutValueKey` set with `layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.layoutValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    /// Places the subview so that its `anchor` lands at `position`, with the size it chooses
    /// for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        placements.frames[index] = (CGRect(origin: origin, size: size), proposal)
    }
}

/// Where each subview was placed during one `placeSubviews` call.
final class LayoutPlacements {
    var frames: [Int: (CGRect, ProposedViewSize)] = [:]
}

/// The subviews of a custom `Layout`, in the order the content lists them.
///
/// Source: Apple SwiftUI "LayoutSubviews".
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    let elements: ArraySlice<LayoutSubview>
    let env: EnvironmentValues

    /// The layout direction of the layout's environment.
    public var layoutDirection: LayoutDirection { env.layoutDirection }

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(index: Int) -> LayoutSubview { elements[index] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(elements: elements[bounds], env: env)
    }
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(elements: ArraySlice(indices.map { elements[$0] }), env: env)
    }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { Array(a.elements) == Array(b.elements) }

    init(nodes: [LayoutNode], env: EnvironmentValues, placements: LayoutPlacements) {
        elements = ArraySlice(nodes.enumerated().map { LayoutSubview(node: $1, index: $0, placements: placements) })
        self.env = env
    }

    init(elements: ArraySlice<LayoutSubview>, env: EnvironmentValues) {
        self.elements = elements
        self.env = env
    }
}
