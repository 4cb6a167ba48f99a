//  CircularGaugeLayout.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "GaugeStyle.accessoryCircular" ("displays the gauge's
//  currentValueLabel value at the center of the gauge. If you provide minimumValueLabel and
//  maximumValueLabel … they appear in the opening at the bottom of the ring. Otherwise, the
//  gauge places its label in that location") and "accessoryCircularCapacity" ("displays the
//  gauge's currentValueLabel value at the center"; without one, its label is drawn there, as
//  widgets that pass only an icon expect). Measures: `CircularGaugeGeometry`.

import Foundation

/// A circular gauge: the ring, a centre label, and labels in the ring's opening.
///
/// The gauge has a fixed size: a square of the ring's standard diameter (58 pt), or of the
/// smaller side it is offered; a larger frame centres it and does not grow it.
struct CircularGaugeLayout<Center: View, Minimum: View, Maximum: View, Bottom: View>: View, PrimitiveView {
    let fraction: Double
    let kind: GaugeStyleKind
    /// Drawn in the centre (`currentValueLabel`, or the capacity style's `label`).
    let center: Center?
    let minimum: Minimum?
    let maximum: Maximum?
    /// Drawn in the opening when there are no bounds labels (the open style's `label`).
    let bottom: Bottom?

    var body: Never { bodyNeverCalled() }

    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] {
        let g = CircularGaugeGeometry(diameter: CircularGaugeGeometry.standardDiameter)
        func node<V: View>(_ view: V?, size: CGFloat) -> LayoutNode? {
            guard let view else { return nil }
            let styled = view.font(.system(size: size, weight: .medium)).lineLimit(1).minimumScaleFactor(0.5)
            let nodes = SwiftUI.makeNodes(styled, env)
            return nodes.isEmpty ? nil : singleNode(nodes, env: env)
        }
        return [
            CircularGaugeNode(
                env: env, ring: GaugeIndicatorNode(env: env, fraction: fraction, kind: kind),
                center: node(center, size: g.centerFontSize), minimum: node(minimum, size: g.bottomFontSize),
                maximum: node(maximum, size: g.bottomFontSize), bottom: node(bottom, size: g.bottomFontSize))
        ]
    }
}

/// Places a circular gauge's ring and labels in its square.
final class CircularGaugeNode: LayoutNode {
    let ring: LayoutNode
    let center: LayoutNode?
    let minimum: LayoutNode?
    let maximum: LayoutNode?
    let bottom: LayoutNode?

    init(
        env: EnvironmentValues, ring: LayoutNode, center: LayoutNode?, minimum: LayoutNode?, maximum: LayoutNode?,
        bottom: LayoutNode?
    ) {
        (self.ring, self.center, self.minimum, self.maximum, self.bottom) = (ring, center, minimum, maximum, bottom)
        super.init(env: env)
    }

    // MARK: - Layout

    /// The ring's square: the standard diameter, or the smaller side offered.
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { ring.sizeThatFits(proposal) }

    /// 1. The ring fills the square.  2. The centre label is offered the square inside the ring
    ///    and centred.  3. Minimum and maximum labels are centred under the ring's two ends;
    ///    without them the bottom label is centred in the opening.
    override func emit(in frame: CGRect, proposal: ProposedViewSize, _ ctx: DisplayContext) {
        let side = min(frame.width, frame.height)
        let g = CircularGaugeGeometry(diameter: side)
        let c = CGPoint(x: frame.midX, y: frame.midY)
        ring.place(in: frame, proposal: ProposedViewSize(frame.size), ctx)
        if let center { place(center, centeredAt: c, in: CGSize(width: g.centerSide, height: g.centerSide), ctx) }
        let y = c.y + g.bottomCenterDrop
        if minimum != nil || maximum != nil {
            let box = CGSize(width: g.boundsLabelSpread, height: g.bottomHeight)
            if let minimum { place(minimum, centeredAt: CGPoint(x: c.x - g.boundsLabelSpread, y: y), in: box, ctx) }
            if let maximum { place(maximum, centeredAt: CGPoint(x: c.x + g.boundsLabelSpread, y: y), in: box, ctx) }
        } else if let bottom {
            place(
                bottom, centeredAt: CGPoint(x: c.x, y: y), in: CGSize(width: g.bottomWidth, height: g.bottomHeight), ctx
            )
        }
    }

    // MARK: - Steps

    /// Offers `child` the `box` and places the size it chooses centred on `point`.
    private func place(_ child: LayoutNode, centeredAt point: CGPoint, in box: CGSize, _ ctx: DisplayContext) {
        let proposal = ProposedViewSize(box)
        let s = child.sizeThatFits(proposal)
        let origin = CGPoint(x: ctx.snap(point.x - s.width / 2), y: ctx.snap(point.y - s.height / 2))
        child.place(in: CGRect(origin: origin, size: s), proposal: proposal, ctx)
    }
}
