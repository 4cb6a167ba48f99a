//  BuiltinLayouts.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout"
//  (iOS 16): the stacks and the grid as `Layout` values, for `AnyLayout` and for custom layouts
//  that compose them. Each answers through the same node as its view, so `HStackLayout { … }`
//  and `HStack { … }` lay out identically.

public import Foundation

/// A horizontal stack as a `Layout` value: `HStack`'s layout.
public struct HStackLayout: Layout, NodeLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    /// - Parameters:
    ///   - alignment: Vertical guide the subviews share (default `.center`).
    ///   - spacing: Points between subviews; nil uses each pair's preferred spacing.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties { .stack(.horizontal) }
    var childAxis: Axis? { .horizontal }

    func makeNode(env: EnvironmentValues, children: [LayoutNode]) -> LayoutNode {
        StackNode(env: env, axis: .horizontal, alignment: alignment.key, spacing: spacing, children: children)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        nodeSize(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        nodePlace(bounds, proposal, subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing { nodeSpacing(subviews) }
}

/// A vertical stack as a `Layout` value: `VStack`'s layout.
public struct VStackLayout: Layout, NodeLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    /// - Parameters:
    ///   - alignment: Horizontal guide the subviews share (default `.center`).
    ///   - spacing: Points between subviews; nil uses each pair's preferred spacing.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties { .stack(.vertical) }
    var childAxis: Axis? { .vertical }

    func makeNode(env: EnvironmentValues, children: [LayoutNode]) -> LayoutNode {
        StackNode(env: env, axis: .vertical, alignment: alignment.key, spacing: spacing, children: children)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        nodeSize(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        nodePlace(bounds, proposal, subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing { nodeSpacing(subviews) }
}

/// An overlaying stack as a `Layout` value: `ZStack`'s layout.
public struct ZStackLayout: Layout, NodeLayout {
    public var alignment: Alignment

    /// - Parameter alignment: Guides the subviews share on both axes (default `.center`).
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    var childAxis: Axis? { nil }

    func makeNode(env: EnvironmentValues, children: [LayoutNode]) -> LayoutNode {
        ZStackNode(env: env, alignment: alignment, children: children)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        nodeSize(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        nodePlace(bounds, proposal, subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing { nodeSpacing(subviews) }
}

/// A grid as a `Layout` value: `Grid`'s layout; its `GridRow` subviews are its rows.
public struct GridLayout: Layout, NodeLayout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    /// - Parameters:
    ///   - alignment: How cells sit in their boxes (default `.center`).
    ///   - horizontalSpacing: Points between columns; nil uses the cells' preferred spacing.
    ///   - verticalSpacing: Points between rows; nil uses the cells' preferred spacing.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    public static var layoutProperties: LayoutProperties { .stack(.vertical) }
    var childAxis: Axis? { .vertical }

    func makeNode(env: EnvironmentValues, children: [LayoutNode]) -> LayoutNode {
        GridNode(
            env: env, alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
            rows: GridNode.rows(of: children))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        nodeSize(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        nodePlace(bounds, proposal, subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing { nodeSpacing(subviews) }
}

extension LayoutProperties {
    static func stack(_ axis: Axis) -> LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = axis
        return properties
    }
}

// MARK: - The Layout methods, answered by the node

// A custom layout that composes a built-in one calls these with its own subviews: the node
// is built over them, and its placements are handed back through `LayoutSubview.place`.
extension NodeLayout {
    func nodeSize(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        makeNode(env: subviews.env, children: subviews.map(\.node)).sizeThatFits(proposal)
    }

    func nodePlace(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        let recorders = subviews.map { PlacementRecorderNode(subview: $0) }
        let node = makeNode(env: subviews.env, children: recorders)
        node.place(in: bounds, proposal: proposal, DisplayContext(scale: 1))
    }

    func nodeSpacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        makeNode(env: subviews.env, children: subviews.map(\.node)).spacing()
    }
}

/// Stands in for a subview while a built-in node places it: passes the frame to the subview's
/// proxy instead of drawing.
final class PlacementRecorderNode: PassthroughNode {
    let subview: LayoutSubview

    init(subview: LayoutSubview) {
        self.subview = subview
        super.init(env: subview.node.env, child: subview.node)
    }

    override func emit(in frame: CGRect, proposal: ProposedViewSize, _ ctx: DisplayContext) {
        subview.place(at: frame.origin, anchor: .topLeading, proposal: proposal)
    }
}
