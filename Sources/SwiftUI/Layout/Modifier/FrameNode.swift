//  FrameNode.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: reference swiftui-layout.md "frame(width:height:alignment:)" (OpenSwiftUI
//  _FrameLayout): a given dimension is the frame's size whatever the child does; the child is
//  proposed the frame's dimensions and aligned inside.

import Foundation

final class FrameNode: LayoutNode {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
    let child: LayoutNode

    init(env: EnvironmentValues, width: CGFloat?, height: CGFloat?, alignment: Alignment, child: LayoutNode) {
        self.width = width
        self.height = height
        self.alignment = alignment
        self.child = child
        super.init(env: env)
    }

    // MARK: - Layout

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let s = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: width ?? s.width, height: height ?? s.height)
    }

    override func emit(in frame: CGRect, proposal: ProposedViewSize, _ ctx: DisplayContext) {
        let p = childProposal(proposal)
        placeAligned(child, proposal: p, in: frame, alignment: alignment, ctx)
    }

    override var layoutPriority: Double { child.layoutPriority }

    override func spacing() -> ViewSpacing {
        var edges: Edge.Set = []
        if width != nil { edges.formUnion(.horizontal) }
        if height != nil { edges.formUnion(.vertical) }
        return child.spacing().resetting(edges)
    }

    override func explicitAlignment(_ guide: AlignmentKey, in size: CGSize) -> CGFloat? {
        explicitAlignmentThroughFrame(
            child, guide: guide, size: size, proposal: ProposedViewSize(size), alignment: alignment)
    }

    // MARK: - Steps

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }
}

/// Places `child` (sized for `proposal`) inside `frame` so their `alignment` guides meet.
func placeAligned(
    _ child: LayoutNode, proposal: ProposedViewSize, in frame: CGRect, alignment: Alignment, _ ctx: DisplayContext
) {
    let size = child.sizeThatFits(proposal)
    let x =
        alignment.horizontal.key.defaultValue(in: frame.size) - child.alignmentValue(alignment.horizontal.key, in: size)
    let y = alignment.vertical.key.defaultValue(in: frame.size) - child.alignmentValue(alignment.vertical.key, in: size)
    child.place(
        in: CGRect(x: frame.minX + x, y: frame.minY + y, width: size.width, height: size.height), proposal: proposal,
        ctx)
}

/// A frame passes a child's explicit guide through, offset by where the child sits.
func explicitAlignmentThroughFrame(
    _ child: LayoutNode, guide: AlignmentKey, size: CGSize, proposal: ProposedViewSize, alignment: Alignment
) -> CGFloat? {
    let childSize = child.sizeThatFits(proposal)
    guard let v = child.explicitAlignment(guide, in: childSize) else { return nil }
    let key = guide.axis == .horizontal ? alignment.horizontal.key : alignment.vertical.key
    let origin = key.defaultValue(in: size) - child.alignmentValue(key, in: childSize)
    return origin + v
}
