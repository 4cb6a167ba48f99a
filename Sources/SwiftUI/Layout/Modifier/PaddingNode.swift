//  PaddingNode.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: reference swiftui-layout.md "padding" (OpenSwiftUI PaddingLayout): the proposal
//  is inset (nil stays nil, floored at 0), the size is the child's plus the insets, and edges
//  with a non-zero inset reset their spacing preferences.

import Foundation

final class PaddingNode: LayoutNode {
    let insets: EdgeInsets
    let child: LayoutNode

    init(env: EnvironmentValues, insets: EdgeInsets, child: LayoutNode) {
        self.insets = insets
        self.child = child
        super.init(env: env)
    }

    // MARK: - Layout

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let s = child.sizeThatFits(inset(proposal))
        return CGSize(width: s.width + insets.horizontal, height: s.height + insets.vertical)
    }

    override func emit(in frame: CGRect, proposal: ProposedViewSize, _ ctx: DisplayContext) {
        let p = inset(proposal)
        let size = child.sizeThatFits(p)
        child.place(
            in: CGRect(
                x: frame.minX + insets.leading, y: frame.minY + insets.top, width: size.width, height: size.height),
            proposal: p, ctx)
    }

    override var layoutPriority: Double { child.layoutPriority }

    override func spacing() -> ViewSpacing {
        var edges: Edge.Set = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        if insets.leading != 0 { edges.insert(.leading) }
        if insets.trailing != 0 { edges.insert(.trailing) }
        return child.spacing().resetting(edges)
    }

    override func explicitAlignment(_ guide: AlignmentKey, in size: CGSize) -> CGFloat? {
        let inner = CGSize(width: max(size.width - insets.horizontal, 0), height: max(size.height - insets.vertical, 0))
        guard let v = child.explicitAlignment(guide, in: inner) else { return nil }
        return v + (guide.axis == .horizontal ? insets.leading : insets.top)
    }

    // MARK: - Steps

    private func inset(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: p.width.map { max($0 - insets.horizontal, 0) }, height: p.height.map { max($0 - insets.vertical, 0) }
        )
    }
}
