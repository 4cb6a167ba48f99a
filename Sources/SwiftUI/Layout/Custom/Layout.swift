//  Layout.swift — SwiftUI (Glimpse)
//  Status: Complete (caches live for one layout pass; no animation of layout changes)
//  Behaviour: Apple SwiftUI "Layout" (iOS 16): a custom container answers the same two
//  questions the built-in stacks do — its size for a proposal, then where each subview goes.
//  The engine adapts it in CustomLayoutNode; the built-in layouts answer through their nodes.

public import Foundation

/// A type that defines the geometry of a collection of views.
///
/// Implement `sizeThatFits(proposal:subviews:cache:)` and `placeSubviews(in:proposal:subviews:cache:)`,
/// then use the layout like a stack: `MyLayout { Text("A"); Text("B") }`. Sizes and positions are
/// points; `bounds` in `placeSubviews` is the region the parent gave the layout, in the same
/// coordinate space as the positions passed to `LayoutSubview.place(at:anchor:proposal:)`.
///
/// Source: Apple SwiftUI "Layout", "Composing custom layouts with SwiftUI".
public protocol Layout: Animatable {
    /// Properties of the layout, such as the axis a `Spacer` or `Divider` inside it follows.
    static var layoutProperties: LayoutProperties { get }

    /// Data the layout computes once per pass and reuses between its methods (default `Void`).
    associatedtype Cache = Void

    /// The proxies of the layout's subviews.
    typealias Subviews = LayoutSubviews

    /// Creates the cache for `subviews`.
    func makeCache(subviews: Subviews) -> Cache

    /// Updates the cache when the subviews change; the default makes a new one.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The layout's preferred spacing to its neighbours; the default merges the subviews'.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The size of the layout for `proposal`, in points.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places each subview with `LayoutSubview.place(at:anchor:proposal:)`. A subview that is
    /// not placed is centred in `bounds`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// An explicit value for a horizontal guide of the layout; nil uses the guide's default.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?

    /// An explicit value for a vertical guide of the layout; nil uses the guide's default.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing()
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return subviews.isEmpty ? .default : spacing
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    /// Lays out `content`'s views with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Layout properties a container declares to its children.
///
/// Source: Apple SwiftUI "LayoutProperties".
public struct LayoutProperties: Sendable {
    /// The axis along which the layout arranges its subviews, which orients a `Spacer` or
    /// `Divider` inside it; nil for layouts that are not stacks.
    public var stackOrientation: Axis?

    public init() {}
}

/// A layout whose container the engine builds directly from its own node (the built-in stacks,
/// grids and `AnyLayout`), so it lays out exactly as the matching view does.
protocol NodeLayout {
    /// The node that lays `children` out.
    func makeNode(env: EnvironmentValues, children: [LayoutNode]) -> LayoutNode
    /// The axis children see as their stack's (for spacers and dividers).
    var childAxis: Axis? { get }
}

/// The view `layout { … }` makes.
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    var body: Never { bodyNeverCalled() }

    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] {
        // The same dispatch `AnyLayout` uses: a built-in layout's own node, else CustomLayoutNode.
        let box = ConcreteLayoutBox(layout: layout)
        var inner = env
        inner.stackAxis = box.childAxis
        return [box.makeNode(env: env, children: SwiftUI.makeNodes(content, inner))]
    }
}
