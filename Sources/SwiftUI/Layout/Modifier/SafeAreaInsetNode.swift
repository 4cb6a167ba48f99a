//  SafeAreaInsetNode.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "safeAreaInset(edge:alignment:spacing:content:)" (iOS 15): the modified
//  view is inset from `edge` by the inset content's thickness plus the spacing, and the content is
//  drawn in that band, aligned across it by the alignment guide. A widget has no scrolling content
//  to run under the band, so the view is laid out like padding with the content in the padding.

import Foundation

/// Lays a view out inset from one edge and places the inset content in the band left free.
///
/// 1. Propose the inset content the cross-axis proposal and nothing along the axis (its ideal
///    thickness).  2. Inset the main view from the edge by that thickness plus the spacing (the
///    given spacing, else the two views' preferred spacing).  3. The size is the main view's plus
///    the band along the axis, and the main view's across it.  4. Place the content at the edge,
///    aligned on the cross axis by the guide, as an overlay aligns.
final class SafeAreaInsetNode: LayoutNode {
    let primary: LayoutNode
    let inset: LayoutNode
    /// The axis the band lies along: `.vertical` for the top and bottom edges.
    let axis: Axis
    /// The band is at the start of the axis (top or leading) rather than its end.
    let atStart: Bool
    /// The cross-axis guide that aligns the content with the main view.
    let alignment: AlignmentKey
    let explicitSpacing: CGFloat?

    init(
        env: EnvironmentValues, primary: LayoutNode, inset: LayoutNode, axis: Axis, atStart: Bool,
        alignment: AlignmentKey, spacing: CGFloat?
    ) {
        self.primary = primary
        self.inset = inset
        self.axis = axis
        self.atStart = atStart
        self.alignment = alignment
        self.explicitSpacing = spacing
        super.init(env: env)
        carryTraits(of: primary)
    }

    // MARK: - Layout

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let band = self.band(proposal)
        let main = primary.sizeThatFits(mainProposal(proposal, band: band))
        return axis == .vertical
            ? CGSize(width: main.width, height: main.height + band)
            : CGSize(width: main.width + band, height: main.height)
    }

    override func emit(in frame: CGRect, proposal: ProposedViewSize, _ ctx: DisplayContext) {
        let band = self.band(proposal)
        let p = mainProposal(proposal, band: band)
        let main = primary.sizeThatFits(p)
        let mainOrigin =
            axis == .vertical
            ? CGPoint(x: frame.minX, y: frame.minY + (atStart ? band : 0))
            : CGPoint(x: frame.minX + (atStart ? band : 0), y: frame.minY)
        primary.place(in: CGRect(origin: mainOrigin, size: main), proposal: p, ctx)

        let ip = insetProposal(ProposedViewSize(frame.size))
        let s = inset.sizeThatFits(ip)
        let cross = primary.alignmentValue(alignment, in: main) - inset.alignmentValue(alignment, in: s)
        let origin =
            axis == .vertical
            ? CGPoint(x: frame.minX + cross, y: atStart ? frame.minY : frame.maxY - s.height)
            : CGPoint(x: atStart ? frame.minX : frame.maxX - s.width, y: frame.minY + cross)
        inset.place(in: CGRect(origin: origin, size: s), proposal: ip, ctx)
    }

    override var layoutPriority: Double { primary.layoutPriority }
    override func spacing() -> ViewSpacing { primary.spacing() }

    override func explicitAlignment(_ guide: AlignmentKey, in size: CGSize) -> CGFloat? {
        let band = self.band(ProposedViewSize(size))
        let main =
            axis == .vertical
            ? CGSize(width: size.width, height: max(size.height - band, 0))
            : CGSize(width: max(size.width - band, 0), height: size.height)
        guard let v = primary.explicitAlignment(guide, in: main) else { return nil }
        return guide.axis == axis && atStart ? v + band : v
    }

    // MARK: - Steps

    /// The content's proposal: the cross-axis length offered, nothing along the axis.
    private func insetProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        axis == .vertical
            ? ProposedViewSize(width: p.width, height: nil) : ProposedViewSize(width: nil, height: p.height)
    }

    /// The band's thickness along the axis: the content's length plus the spacing, points.
    private func band(_ proposal: ProposedViewSize) -> CGFloat {
        let s = inset.sizeThatFits(insetProposal(proposal))
        let length = axis == .vertical ? s.height : s.width
        let gap =
            explicitSpacing
            ?? (atStart
                ? inset.spacing().distance(to: primary.spacing(), along: axis)
                : primary.spacing().distance(to: inset.spacing(), along: axis))
        return max(0, length + gap)
    }

    /// The main view's proposal: the offer less the band along the axis (nil stays nil).
    private func mainProposal(_ p: ProposedViewSize, band: CGFloat) -> ProposedViewSize {
        axis == .vertical
            ? ProposedViewSize(width: p.width, height: p.height.map { max($0 - band, 0) })
            : ProposedViewSize(width: p.width.map { max($0 - band, 0) }, height: p.height)
    }
}
