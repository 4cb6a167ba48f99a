//  FlexFrameNode.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: reference swiftui-layout.md "frame(minWidth:idealWidth:maxWidth:…)" (Apple docs
//  and OpenSwiftUI _FlexFrameLayout): constraints are normalised min ≤ ideal ≤ max; per axis
//  the child is proposed the proposal (or ideal) clamped to [min, max], and the frame takes
//  the proposal clamped when both bounds are set, else the child's size bounded by the one set.

import Foundation

final class FlexFrameNode: LayoutNode {
    struct Bounds {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?
    }
    let bounds: (Bounds, Bounds)
    let alignment: Alignment
    let child: LayoutNode

    init(env: EnvironmentValues, horizontal: Bounds, vertical: Bounds, alignment: Alignment, child: LayoutNode) {
        self.bounds = (Self.normalise(horizontal), Self.normalise(vertical))
        self.alignment = alignment
        self.child = child
        super.init(env: env)
    }

    // MARK: - Layout

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let cp = childProposal(proposal)
        var childSize: CGSize?
        func child() -> CGSize {
            if let childSize { return childSize }
            let s = self.child.sizeThatFits(cp)
            childSize = s
            return s
        }
        return CGSize(
            width: length(.horizontal, proposal.width, cp.width, child),
            height: length(.vertical, proposal.height, cp.height, child))
    }

    override func emit(in frame: CGRect, proposal: ProposedViewSize, _ ctx: DisplayContext) {
        placeAligned(
            child, proposal: placementProposal(proposal, size: frame.size), in: frame, alignment: alignment, ctx)
    }

    override var layoutPriority: Double { child.layoutPriority }

    override func spacing() -> ViewSpacing {
        var edges: Edge.Set = []
        if bounds.0.min != nil || bounds.0.ideal != nil || bounds.0.max != nil { edges.formUnion(.horizontal) }
        if bounds.1.min != nil || bounds.1.ideal != nil || bounds.1.max != nil { edges.formUnion(.vertical) }
        return child.spacing().resetting(edges)
    }

    override func explicitAlignment(_ guide: AlignmentKey, in size: CGSize) -> CGFloat? {
        explicitAlignmentThroughFrame(
            child, guide: guide, size: size, proposal: placementProposal(ProposedViewSize(size), size: size),
            alignment: alignment)
    }

    // MARK: - Steps

    private static func normalise(_ b: Bounds) -> Bounds {
        var b = b
        if let m = b.min { b.min = Swift.max(m, 0) }
        if let i = b.ideal { b.ideal = Swift.max(b.min ?? 0, i) }
        if let m = b.max { b.max = Swift.max(b.ideal ?? b.min ?? 0, m) }
        return b
    }

    private func axisBounds(_ axis: Axis) -> Bounds { axis == .horizontal ? bounds.0 : bounds.1 }

    /// The child's proposal on one axis: (p ?? ideal) clamped to [min, max].
    private func childLength(_ axis: Axis, _ p: CGFloat?) -> CGFloat? {
        let b = axisBounds(axis)
        guard var v = p ?? b.ideal else { return nil }
        if let lo = b.min { v = Swift.max(v, lo) }
        if let hi = b.max { v = Swift.min(v, hi) }
        return v
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: childLength(.horizontal, p.width), height: childLength(.vertical, p.height))
    }

    /// The frame's own length on one axis.
    private func length(_ axis: Axis, _ p: CGFloat?, _ cp: CGFloat?, _ child: () -> CGSize) -> CGFloat {
        let b = axisBounds(axis)
        if p == nil, let ideal = b.ideal { return ideal }
        if let lo = b.min, let hi = b.max, let p {
            return Swift.min(Swift.max(p, lo), hi)
        }
        if let lo = b.min, let hi = b.max {
            return Swift.min(Swift.max(child()[axis], lo), hi)
        }
        if let lo = b.min {
            return Swift.max(Swift.min(cp ?? .infinity, child()[axis]), lo)
        }
        if let hi = b.max {
            return Swift.min(Swift.max(cp ?? -.infinity, child()[axis]), hi)
        }
        return child()[axis]
    }

    /// With the FlexFrameIdealSizing semantic the child is asked for its ideal size when the
    /// frame has no ideal, the proposal was nil, and the frame lies strictly inside [min, max].
    private func placementProposal(_ p: ProposedViewSize, size: CGSize) -> ProposedViewSize {
        func axisLength(_ axis: Axis) -> CGFloat? {
            let b = axisBounds(axis)
            let s = size[axis]
            if b.ideal == nil, p[axis] == nil, s > (b.min ?? -.infinity), s < (b.max ?? .infinity) { return nil }
            return s
        }
        return ProposedViewSize(width: axisLength(.horizontal), height: axisLength(.vertical))
    }
}
