//  FixedSizeNode.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: reference swiftui-layout.md "fixedSize" (OpenSwiftUI _FixedSizeLayout): proposes
//  nil on the fixed axes, reports the child's ideal there, and centres the child in whatever
//  it is given.

import Foundation

final class FixedSizeNode: LayoutNode {
    let horizontal: Bool
    let vertical: Bool
    let child: LayoutNode

    init(env: EnvironmentValues, horizontal: Bool, vertical: Bool, child: LayoutNode) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.child = child
        super.init(env: env)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(fixed(proposal)) }

    override func emit(in frame: CGRect, proposal: ProposedViewSize, _ ctx: DisplayContext) {
        placeAligned(child, proposal: fixed(proposal), in: frame, alignment: .center, ctx)
    }

    override var layoutPriority: Double { child.layoutPriority }
    override func spacing() -> ViewSpacing { child.spacing() }
    override func explicitAlignment(_ guide: AlignmentKey, in size: CGSize) -> CGFloat? {
        child.explicitAlignment(guide, in: child.sizeThatFits(fixed(ProposedViewSize(size))))
    }

    private func fixed(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
}

/// Passes layout through and reports a layout priority.
final class LayoutPriorityNode: PassthroughNode {
    let priority: Double
    init(env: EnvironmentValues, priority: Double, child: LayoutNode) {
        self.priority = priority
        super.init(env: env, child: child)
    }
    override var layoutPriority: Double { priority }
}

/// Moves the child's drawing by (x, y) points without changing layout (`offset`).
final class OffsetNode: PassthroughNode {
    let offset: CGSize
    init(env: EnvironmentValues, offset: CGSize, child: LayoutNode) {
        self.offset = offset
        super.init(env: env, child: child)
    }
    override func emit(in frame: CGRect, proposal: ProposedViewSize, _ ctx: DisplayContext) {
        child.place(in: frame.offsetBy(dx: offset.width, dy: offset.height), proposal: proposal, ctx)
    }
}

/// Takes all it is offered and centres the child at a point (`position(x:y:)`).
final class PositionNode: LayoutNode {
    let point: CGPoint
    let child: LayoutNode
    init(env: EnvironmentValues, point: CGPoint, child: LayoutNode) {
        self.point = point
        self.child = child
        super.init(env: env)
    }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    override func emit(in frame: CGRect, proposal: ProposedViewSize, _ ctx: DisplayContext) {
        let p = ProposedViewSize(frame.size)
        let s = child.sizeThatFits(p)
        child.place(
            in: CGRect(
                x: frame.minX + point.x - s.width / 2, y: frame.minY + point.y - s.height / 2, width: s.width,
                height: s.height),
            proposal: p, ctx)
    }
}

/// Sets an explicit alignment guide from a closure over the view's dimensions.
final class AlignmentGuideNode: PassthroughNode {
    let guide: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
    init(env: EnvironmentValues, guide: AlignmentKey, compute: @escaping (ViewDimensions) -> CGFloat, child: LayoutNode)
    {
        self.guide = guide
        self.compute = compute
        super.init(env: env, child: child)
    }
    override func explicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        guard key == guide else { return child.explicitAlignment(key, in: size) }
        let child = self.child
        return compute(ViewDimensions(size: size, explicit: { child.explicitAlignment($0, in: size) }))
    }
}
