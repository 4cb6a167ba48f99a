//  OverlayNode.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: reference swiftui-layout.md "overlay / background" (OpenSwiftUI OverlayModifier):
//  size, spacing and priority are the primary's; the secondary is proposed the primary's size
//  and aligned to it; a background draws first, an overlay last.

import Foundation

final class OverlayNode: LayoutNode {
    let primary: LayoutNode
    let secondary: LayoutNode
    let alignment: Alignment
    let isBackground: Bool

    init(env: EnvironmentValues, primary: LayoutNode, secondary: LayoutNode, alignment: Alignment, isBackground: Bool) {
        self.primary = primary
        self.secondary = secondary
        self.alignment = alignment
        self.isBackground = isBackground
        super.init(env: env)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { primary.sizeThatFits(proposal) }
    override var layoutPriority: Double { primary.layoutPriority }
    override func spacing() -> ViewSpacing { primary.spacing() }
    override func explicitAlignment(_ guide: AlignmentKey, in size: CGSize) -> CGFloat? {
        primary.explicitAlignment(guide, in: size)
    }
    override var spacerAxis: Axis?? { primary.spacerAxis }

    override func emit(in frame: CGRect, proposal: ProposedViewSize, _ ctx: DisplayContext) {
        if isBackground { placeSecondary(frame, ctx) }
        primary.place(in: frame, proposal: proposal, ctx)
        if !isBackground { placeSecondary(frame, ctx) }
    }

    private func placeSecondary(_ frame: CGRect, _ ctx: DisplayContext) {
        let p = ProposedViewSize(frame.size)
        let s = secondary.sizeThatFits(p)
        let primaryGuideX = primary.alignmentValue(alignment.horizontal.key, in: frame.size)
        let primaryGuideY = primary.alignmentValue(alignment.vertical.key, in: frame.size)
        let x = primaryGuideX - secondary.alignmentValue(alignment.horizontal.key, in: s)
        let y = primaryGuideY - secondary.alignmentValue(alignment.vertical.key, in: s)
        secondary.place(
            in: CGRect(x: frame.minX + x, y: frame.minY + y, width: s.width, height: s.height), proposal: p, ctx)
    }
}
