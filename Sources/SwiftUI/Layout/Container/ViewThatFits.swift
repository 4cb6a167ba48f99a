//  ViewThatFits.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §5.6 and swiftui-layout.md "ViewThatFits": children in
//  order; the first whose ideal size fits the proposal on the constrained axes wins, else the
//  last; an empty axis set picks the first; a nil proposal on an axis always fits.

import Foundation

/// Shows the first child that fits the available space.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { bodyNeverCalled() }

    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] {
        let children = SwiftUI.makeNodes(content, env)
        guard !children.isEmpty else { return [] }
        return [ViewThatFitsNode(env: env, axes: axes, children: children)]
    }
}

final class ViewThatFitsNode: LayoutNode {
    let axes: Axis.Set
    let children: [LayoutNode]

    init(env: EnvironmentValues, axes: Axis.Set, children: [LayoutNode]) {
        self.axes = axes
        self.children = children
        super.init(env: env)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { choice(proposal).sizeThatFits(proposal) }

    override func emit(in frame: CGRect, proposal: ProposedViewSize, _ ctx: DisplayContext) {
        choice(proposal).place(in: frame, proposal: proposal, ctx)
    }

    override func spacing() -> ViewSpacing { children[0].spacing() }

    /// The chosen child for `proposal`.
    func choice(_ proposal: ProposedViewSize) -> LayoutNode {
        guard !axes.isEmpty else { return children[0] }
        for child in children {
            // Constrained axes ask for the ideal; the others keep the parent's proposal.
            let probe = ProposedViewSize(
                width: axes.contains(.horizontal) ? nil : proposal.width,
                height: axes.contains(.vertical) ? nil : proposal.height)
            let ideal = child.sizeThatFits(probe)
            let fitsH = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 + 0.001 } ?? true
            let fitsV = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 + 0.001 } ?? true
            if fitsH && fitsV { return child }
        }
        return children[children.count - 1]
    }
}
