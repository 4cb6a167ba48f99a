//  CustomLayoutNode.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: adapts a `Layout` to the engine: the parent's questions become the layout's
//  methods, and its `place(at:)` calls become the frames the children are placed in.

import Foundation

/// A node that lays its children out with a custom `Layout`.
final class CustomLayoutNode<L: Layout>: LayoutNode {
    let layout: L
    let children: [LayoutNode]
    private var cache: L.Cache?

    init(env: EnvironmentValues, layout: L, children: [LayoutNode]) {
        self.layout = layout
        self.children = children
        super.init(env: env)
    }

    private func subviews(_ placements: LayoutPlacements = LayoutPlacements()) -> LayoutSubviews {
        LayoutSubviews(nodes: children, env: env, placements: placements)
    }

    /// Runs `body` with the layout's cache, made on first use.
    private func withCache<T>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
        var current = cache ?? layout.makeCache(subviews: subviews)
        defer { cache = current }
        return body(&current)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let subviews = subviews()
        let size = withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
        // A layout that answers NaN or a negative size is drawn as empty, not trusted.
        return CGSize(width: sanitised(size.width), height: sanitised(size.height))
    }

    override func spacing() -> ViewSpacing {
        let subviews = subviews()
        return withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    override func explicitAlignment(_ guide: AlignmentKey, in size: CGSize) -> CGFloat? {
        let subviews = subviews()
        let bounds = CGRect(origin: .zero, size: size)
        let proposal = ProposedViewSize(size)
        return withCache(subviews) { cache in
            switch guide.axis {
            case .horizontal:
                layout.explicitAlignment(
                    of: HorizontalAlignment(guide.id), in: bounds, proposal: proposal, subviews: subviews,
                    cache: &cache)
            case .vertical:
                layout.explicitAlignment(
                    of: VerticalAlignment(guide.id), in: bounds, proposal: proposal, subviews: subviews,
                    cache: &cache)
            }
        }
    }

    override func emit(in frame: CGRect, proposal: ProposedViewSize, _ ctx: DisplayContext) {
        let placements = LayoutPlacements()
        let subviews = subviews(placements)
        withCache(subviews) { layout.placeSubviews(in: frame, proposal: proposal, subviews: subviews, cache: &$0) }
        for (i, child) in children.enumerated() {
            if let (rect, childProposal) = placements.frames[i] {
                child.place(in: rect, proposal: childProposal, ctx)
            } else {
                // Not placed: centred in the bounds, as SwiftUI does.
                let childProposal = ProposedViewSize(frame.size)
                let size = child.sizeThatFits(childProposal)
                let origin = CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2)
                child.place(in: CGRect(origin: origin, size: size), proposal: childProposal, ctx)
            }
        }
    }

    private func sanitised(_ v: CGFloat) -> CGFloat { v.isFinite && v > 0 ? v : 0 }
}
