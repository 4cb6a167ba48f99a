//  LayoutNode.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: the engine's unit (STYLE R6): a resolved view that answers SwiftUI's layout
//  questions — size for a proposal, spacing, priority, alignment guides — and, once placed,
//  emits its display items. Reference swiftui-layout.md §1.

import Foundation

/// A resolved view in the layout tree. Subclasses override the `compute…` and `emit` hooks.
///
/// Sizes are cached per proposal, since stacks probe children several times.
class LayoutNode {
    /// The environment the view was resolved in.
    let env: EnvironmentValues
    private var sizeCache: [ProposedViewSize: CGSize] = [:]

    init(env: EnvironmentValues) { self.env = env }

    // MARK: - Questions a parent asks

    /// The size this view chooses for `proposal`, in points. Pure and cached.
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let cached = sizeCache[proposal] { return cached }
        let size = computeSize(proposal)
        sizeCache[proposal] = size
        return size
    }

    /// `layoutPriority`; 0 unless set. Spacers report −∞ (reference §2, Spacer).
    var layoutPriority: Double { 0 }

    /// The spacing preferences of this view's edges (reference §2b).
    func spacing() -> ViewSpacing { .default }

    /// The explicit value of `guide`, if this view (or a child it passes through) sets one.
    func explicitAlignment(_ guide: AlignmentKey, in size: CGSize) -> CGFloat? { nil }

    /// The orientation this node is flexible along, for spacers; nil for anything else.
    var spacerAxis: Axis?? { nil }

    /// What this view asks of an enclosing grid (`gridCellColumns` and the like).
    var gridCell: GridCellOptions { carriedTraits?.gridCell ?? GridCellOptions() }

    /// The `layoutValue(key:value:)` values this view carries for a custom layout, by key type.
    var layoutValues: [ObjectIdentifier: Any] { carriedTraits?.layoutValues ?? [:] }

    /// The traits of the view a modifier wrapped: a trait set inside `.padding()` or `.frame()`
    /// still reaches the container, as SwiftUI's trait-writing modifiers do.
    private var carriedTraits: (gridCell: GridCellOptions, layoutValues: [ObjectIdentifier: Any])?

    /// Keeps `node`'s traits, for a modifier's node that wraps it.
    final func carryTraits(of node: LayoutNode) {
        let values = node.layoutValues
        let cell = node.gridCell
        guard !values.isEmpty || cell != GridCellOptions() else { return }
        carriedTraits = (cell, values)
    }

    /// Value of `guide` for a view of `size`: its explicit value or the guide's default.
    final func alignmentValue(_ guide: AlignmentKey, in size: CGSize) -> CGFloat {
        explicitAlignment(guide, in: size) ?? guide.defaultValue(in: size)
    }

    // MARK: - Placing

    /// Places the view at `frame` (absolute points; the size this node returned for
    /// `proposal`) and emits its display items.
    final func place(in frame: CGRect, proposal: ProposedViewSize, _ ctx: DisplayContext) {
        emit(in: frame, proposal: proposal, ctx)
    }

    // MARK: - Hooks

    func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Containers override this one: they need the proposal to redo their children's layout.
    func emit(in frame: CGRect, proposal: ProposedViewSize, _ ctx: DisplayContext) {
        emit(in: frame, ctx)
    }

    /// Leaves override this one.
    func emit(in frame: CGRect, _ ctx: DisplayContext) {}
}

/// A node with one child that it lays out exactly as the child does (tags, effects).
class PassthroughNode: LayoutNode {
    let child: LayoutNode

    init(env: EnvironmentValues, child: LayoutNode) {
        self.child = child
        super.init(env: env)
    }

    override var layoutPriority: Double { child.layoutPriority }
    override func spacing() -> ViewSpacing { child.spacing() }
    override func explicitAlignment(_ guide: AlignmentKey, in size: CGSize) -> CGFloat? {
        child.explicitAlignment(guide, in: size)
    }
    override var spacerAxis: Axis?? { child.spacerAxis }
    override var gridCell: GridCellOptions { child.gridCell }
    override var layoutValues: [ObjectIdentifier: Any] { child.layoutValues }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }
    override func emit(in frame: CGRect, proposal: ProposedViewSize, _ ctx: DisplayContext) {
        child.place(in: frame, proposal: proposal, ctx)
    }
}

/// Lays out several nodes the way a view builder's root does when it has more than one view:
/// in an implicit `VStack`.
func singleNode(_ nodes: [LayoutNode], env: EnvironmentValues) -> LayoutNode {
    if nodes.count == 1 { return nodes[0] }
    return StackNode(env: env, axis: .vertical, alignment: .center, spacing: nil, children: nodes)
}
