//  WidgetLabelNode.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple "widgetLabel" and "widgetCurvesContent(_:)" (reference widgetkit.md §5.2): on
//  a watch face slot that shows labels, the system draws the label along the face's curve —
//  "the widget label on the inside of the curve, and the widget's content on the outside" —
//  apart from the complication itself (outside its circular mask on the Infograph bezel).

import Foundation
import GlimpseArchive

extension View {
    /// Engine hook behind WidgetKit's `widgetLabel`: where the environment has a label curve
    /// (`widgetLabelCurve`, sent by the host for watch face slots that show labels), `label` is
    /// laid out flat — at most the curve's `length` wide, as tall as it wants — and recorded,
    /// bent onto the curve (`LabelCurve.arc(forLabelOf:)`), as the archive's label layer. This
    /// view lays out and draws unchanged; elsewhere the label is ignored.
    package func widgetLabelLayer<Label: View>(_ label: Label) -> some View {
        ModifiedSingleNodeView(content: self) { node, env in
            guard let curve = env.widgetLabelCurve else { return node }
            var inner = env
            inner.stackAxis = nil
            let nodes = SwiftUI.makeNodes(label, inner)
            guard !nodes.isEmpty else { return node }
            return WidgetLabelNode(env: env, label: singleNode(nodes, env: inner), curve: curve, child: node)
        }
    }
}

/// Lays its child out as usual and records the label layer.
final class WidgetLabelNode: PassthroughNode {
    let label: LayoutNode
    let curve: LabelCurve

    init(env: EnvironmentValues, label: LayoutNode, curve: LabelCurve, child: LayoutNode) {
        self.label = label
        self.curve = curve
        super.init(env: env, child: child)
    }

    /// 1. The child, as usual.  2. The label at its size for (curve length × unspecified),
    /// no wider than the curve, its flat frame at the origin.  3. Its items in a group bent onto
    /// the curve, carrying the sticky tags of the groups around this node; a later label
    /// replaces an earlier one (a widget has one).
    override func emit(in frame: CGRect, proposal: ProposedViewSize, _ ctx: DisplayContext) {
        child.place(in: frame, proposal: proposal, ctx)
        let length = curve.length.isFinite ? max(0, curve.length) : 0
        let offer = ProposedViewSize(width: length, height: nil)
        let measured = label.sizeThatFits(offer)
        let size = CGSize(width: min(measured.width, length), height: measured.height)
        guard size.width > 0, size.height > 0, size.height.isFinite else { return }
        let flat = CGRect(origin: .zero, size: size)
        let items = ctx.collect { label.place(in: flat, proposal: offer, ctx) }
        let arc = curve.arc(forLabelOf: Size(width: size.width, height: size.height))
        let tags = ctx.inheritedTags
        ctx.widgetLabel = .group(
            GroupItem(
                frame: arc.bounds(of: flat.archiveRect), children: items, tags: tags.isEmpty ? nil : tags, arc: arc))
    }
}
