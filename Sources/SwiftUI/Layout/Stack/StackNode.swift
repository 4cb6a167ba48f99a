//  StackNode.swift — SwiftUI (Glimpse)
//  Status: Complete (left-to-right only)
//  Behaviour: reference swiftui-layout.md §2 (OpenSwiftUI StackLayout.swift, audited 6.5.4).

import Foundation

/// Sizes and places children along one axis, as HStack (horizontal) and VStack (vertical) do.
///
/// 1. Gaps: explicit `spacing`, or each neighbour pair's preferred distance (§2b).
/// 2. With no proposal along the axis, every child gets its ideal length.
/// 3. Otherwise children are sorted by priority, then by flexibility (least flexible first);
///    each priority group gets what is left after reserving the minimum of lower groups, and
///    shares it one child at a time: `available / remaining`.
/// 4. Children are aligned on the other axis by their alignment guide; the stack's size is
///    the sum along the axis and the union across it.
final class StackNode: LayoutNode {
    let axis: Axis
    let alignment: AlignmentKey
    let explicitSpacing: CGFloat?
    let children: [LayoutNode]
    private lazy var gaps: [CGFloat] = computeGaps()
    private var lastLayout: (ProposedViewSize, Placement)?

    /// Where each child goes for one proposal.
    struct Placement {
        var size: CGSize
        var childSizes: [CGSize]
        var childProposals: [ProposedViewSize]
        /// Offset of each child's origin from the stack's origin.
        var origins: [CGPoint]
        /// Where the alignment guide runs, across the axis, from the stack's origin.
        var guideLine: CGFloat
    }

    init(env: EnvironmentValues, axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, children: [LayoutNode]) {
        self.axis = axis
        self.alignment = alignment
        self.explicitSpacing = spacing
        self.children = children
        super.init(env: env)
    }

    convenience init(
        env: EnvironmentValues, axis: Axis, alignment: Alignment, spacing: CGFloat?, children: [LayoutNode]
    ) {
        self.init(env: env, axis: axis, alignment: alignment[axis.other], spacing: spacing, children: children)
    }

    // MARK: - Layout

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { layout(proposal).size }

    override func emit(in frame: CGRect, proposal: ProposedViewSize, _ ctx: DisplayContext) {
        let placement = layout(proposal)
        for (i, child) in children.enumerated() {
            var origin = placement.origins[i]
            var size = placement.childSizes[i]
            var childProposal = placement.childProposals[i]
            if proposal[axis.other] == nil {
                // Placed with the stack's own length across the axis (OSUI commitPlacements).
                childProposal[axis.other] = placement.size[axis.other]
                size = child.sizeThatFits(childProposal)
                origin[axis.other] = placement.guideLine - child.alignmentValue(alignment, in: size)
            }
            let frameOrigin = CGPoint(x: frame.minX + origin.x, y: frame.minY + origin.y)
            child.place(in: CGRect(origin: frameOrigin, size: size), proposal: childProposal, ctx)
        }
    }

    override func spacing() -> ViewSpacing {
        guard let first = children.first, let last = children.last else { return .default }
        var s = ViewSpacing()
        let (leadingEdge, trailingEdge): (Edge.Set, Edge.Set) =
            axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
        s.formUnion(first.spacing(), edges: leadingEdge)
        s.formUnion(last.spacing(), edges: trailingEdge)
        for child in children { s.formUnion(child.spacing(), edges: axis == .horizontal ? .vertical : .horizontal) }
        return s
    }

    override func explicitAlignment(_ guide: AlignmentKey, in size: CGSize) -> CGFloat? {
        let placement = layout(ProposedViewSize(size))
        var values: [CGFloat] = []
        for (i, child) in children.enumerated() {
            if let v = child.explicitAlignment(guide, in: placement.childSizes[i]) {
                values.append(v + placement.origins[i][guide.axis])
            }
        }
        guard !values.isEmpty else { return nil }
        if guide == VerticalAlignment.firstTextBaseline.key { return values.min() }
        if guide == VerticalAlignment.lastTextBaseline.key { return values.max() }
        return values.reduce(0, +) / CGFloat(values.count)
    }

    // MARK: - Steps

    private func layout(_ proposal: ProposedViewSize) -> Placement {
        if let (p, placement) = lastLayout, p == proposal { return placement }
        let placement = computePlacement(proposal)
        lastLayout = (proposal, placement)
        return placement
    }

    private func computeGaps() -> [CGFloat] {
        var result: [CGFloat] = [0]
        for i in children.indices.dropFirst() {
            result.append(explicitSpacing ?? children[i - 1].spacing().distance(to: children[i].spacing(), along: axis))
        }
        return result
    }

    private func computePlacement(_ proposal: ProposedViewSize) -> Placement {
        guard !children.isEmpty else {
            return Placement(size: .zero, childSizes: [], childProposals: [], origins: [], guideLine: 0)
        }
        let minor = proposal[axis.other]
        let (sizes, proposals) =
            proposal[axis] == nil
            ? idealSizes(minor: minor)
            : distribute(proposal[axis]! - gaps.reduce(0, +), minor: minor)
        // Minor axis: each child at −guide, then shift the union to start at 0.
        let guides = children.indices.map { children[$0].alignmentValue(alignment, in: sizes[$0]) }
        var low = children.indices.map { -guides[$0] }.min() ?? 0
        var high = children.indices.map { -guides[$0] + sizes[$0][axis.other] }.max() ?? 0
        // Measured at an infinite proposal, a flexible child is infinitely wide: so is the stack
        // (a centred guide at ∞ would otherwise make the union ∞ − ∞ = NaN, and a parent stack
        // would rank this one as less flexible than a text).
        if sizes.contains(where: { $0[axis.other].isInfinite }) { (low, high) = (0, .infinity) }
        var origins: [CGPoint] = []
        var position: CGFloat = 0
        for i in children.indices {
            position += gaps[i]
            var origin = CGPoint.zero
            origin[axis] = position
            origin[axis.other] = -guides[i] - low
            origins.append(origin)
            position += sizes[i][axis]
        }
        return Placement(
            size: CGSize(axis, major: position, minor: high - low), childSizes: sizes, childProposals: proposals,
            origins: origins, guideLine: -low)
    }

    /// Step 2: no proposal along the axis.
    private func idealSizes(minor: CGFloat?) -> ([CGSize], [ProposedViewSize]) {
        let p = ProposedViewSize(axis, major: nil, minor: minor)
        return (children.map { $0.sizeThatFits(p) }, Array(repeating: p, count: children.count))
    }

    /// Step 3: share `available` points along the axis.
    private func distribute(_ available: CGFloat, minor: CGFloat?) -> ([CGSize], [ProposedViewSize]) {
        let n = children.count
        let mins = children.map { $0.sizeThatFits(ProposedViewSize(axis, major: 0, minor: minor))[axis] }
        let maxs = children.map { $0.sizeThatFits(ProposedViewSize(axis, major: .infinity, minor: minor))[axis] }
        let priorities = children.map(\.layoutPriority)
        let order = fittingOrder(priorities: priorities, mins: mins, maxs: maxs)

        var sizes = [CGSize](repeating: .zero, count: n)
        var proposals = [ProposedViewSize](repeating: .unspecified, count: n)
        var remainingBudget = available
        // Reserve the minimum of every child below the first group's priority.
        if let top = order.first.map({ priorities[$0] }) {
            for i in 0..<n where priorities[i] < top { remainingBudget -= mins[i] }
        }
        var start = 0
        while start < order.count {
            let priority = priorities[order[start]]
            var end = start
            while end < order.count && priorities[order[end]] == priority { end += 1 }
            if start > 0 { for k in start..<end { remainingBudget += mins[order[k]] } }
            for k in start..<end {
                let i = order[k]
                let share = max(remainingBudget / CGFloat(end - k), 0)
                let p = ProposedViewSize(axis, major: share, minor: minor)
                let size = children[i].sizeThatFits(p)
                sizes[i] = size
                proposals[i] = p
                let next = remainingBudget - size[axis]
                if !next.isNaN { remainingBudget = next }
            }
            start = end
        }
        return (sizes, proposals)
    }

    /// Higher priority first; then less flexible first; two infinitely flexible children put the
    /// larger minimum first; otherwise source order (stable).
    private func fittingOrder(priorities: [Double], mins: [CGFloat], maxs: [CGFloat]) -> [Int] {
        func before(_ a: Int, _ b: Int) -> Bool {
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            let fa = maxs[a] - mins[a]
            let fb = maxs[b] - mins[b]
            if fa.isInfinite && fb.isInfinite { return mins[a] > mins[b] }
            return fa < fb
        }
        var order: [Int] = []
        for i in children.indices {
            var j = order.count
            while j > 0 && before(i, order[j - 1]) { j -= 1 }
            order.insert(i, at: j)
        }
        return order
    }
}
