//  AnyLayout.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "AnyLayout" (iOS 16): a type-erased layout, so one container can
//  switch between, say, `HStackLayout` and `VStackLayout` by family or size class.

public import Foundation

/// A type-erased `Layout`: `let layout = compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())`.
///
/// Source: Apple SwiftUI "AnyLayout".
public struct AnyLayout: Layout, NodeLayout {
    let box: any AnyLayoutBox

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        if let erased = layout as? AnyLayout {
            box = erased.box
        } else {
            box = ConcreteLayoutBox(layout: layout)
        }
    }

    /// The wrapped layout's cache.
    public struct Cache {
        var value: Any
    }

    var childAxis: Axis? { box.childAxis }

    func makeNode(env: EnvironmentValues, children: [LayoutNode]) -> LayoutNode {
        box.makeNode(env: env, children: children)
    }

    public func makeCache(subviews: Subviews) -> Cache { Cache(value: box.makeCache(subviews)) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal, subviews, &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(bounds, proposal, subviews, &cache.value)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        box.spacing(subviews, &cache.value)
    }
}

/// The wrapped layout, with its cache type erased to `Any`.
protocol AnyLayoutBox {
    var childAxis: Axis? { get }
    func makeNode(env: EnvironmentValues, children: [LayoutNode]) -> LayoutNode
    func makeCache(_ subviews: LayoutSubviews) -> Any
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any)
    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing
}

struct ConcreteLayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L

    var childAxis: Axis? { (layout as? any NodeLayout)?.childAxis ?? L.layoutProperties.stackOrientation }

    func makeNode(env: EnvironmentValues, children: [LayoutNode]) -> LayoutNode {
        if let builtin = layout as? any NodeLayout { return builtin.makeNode(env: env, children: children) }
        return CustomLayoutNode(env: env, layout: layout, children: children)
    }

    func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize {
        withTyped(&cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {
        withTyped(&cache, subviews) {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
        withTyped(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    /// Runs `body` on the cache as the layout's own type (a fresh one if it is another layout's).
    private func withTyped<T>(_ cache: inout Any, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
        var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        return body(&typed)
    }
}
