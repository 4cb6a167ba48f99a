//  AspectRatioNode.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: reference swiftui-layout.md "aspectRatio" (OpenSwiftUI _AspectRatioLayout): an
//  unspecified proposal passes through; otherwise the ratio (or the child's ideal size) is
//  scaled to fit (min of the axis scales) or fill (max) the proposal, nil axes counting as ∞,
//  and the child is centred.

import Foundation

final class AspectRatioNode: LayoutNode {
    let ratio: CGFloat?
    let fill: Bool
    let child: LayoutNode

    init(env: EnvironmentValues, ratio: CGFloat?, fill: Bool, child: LayoutNode) {
        self.ratio = ratio
        self.fill = fill
        self.child = child
        super.init(env: env)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(childProposal(proposal)) }

    override func emit(in frame: CGRect, proposal: ProposedViewSize, _ ctx: DisplayContext) {
        placeAligned(child, proposal: childProposal(proposal), in: frame, alignment: .center, ctx)
    }

    override var layoutPriority: Double { child.layoutPriority }
    override func spacing() -> ViewSpacing { child.spacing() }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        if p.width == nil && p.height == nil { return p }
        var base: CGSize
        if let ratio, ratio.isFinite, ratio > 0 {
            base = CGSize(width: ratio, height: 1)
        } else {
            base = child.sizeThatFits(.unspecified)
        }
        if base.width == base.height { base = CGSize(width: 1, height: 1) }
        guard base.width > 0, base.height > 0 else { return p }
        let sx = (p.width ?? .infinity) / base.width
        let sy = (p.height ?? .infinity) / base.height
        var scale = fill ? max(sx, sy) : min(sx, sy)
        if !scale.isFinite { scale = fill ? min(sx, sy) : max(sx, sy) }
        guard scale.isFinite else { return p }
        return ProposedViewSize(width: base.width * scale, height: base.height * scale)
    }
}
