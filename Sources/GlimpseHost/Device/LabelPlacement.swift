//  LabelPlacement.swift — GlimpseHost (Glimpse)
//  Status: Complete for corner slots and the Infograph bezel; the band, gap and lengths are
//  Glimpse's choice (Apple publishes no label geometry)
//  Behaviour: Apple "widgetCurvesContent(_:)": "The system positions the widget's content along a
//  curve that follows the corner of the watch face … places the widget label on the inside of the
//  curve, and the widget's content on the outside"; reference widgetkit.md §5.2 (labels on corner
//  slots, and along the bezel on the Infograph face's top circular slot). Both curves are circles
//  about the centre of the face, as the Infograph dial's corner gauges and bezel text are.

import Foundation
public import GlimpseArchive

/// Where a watch face draws a slot's `widgetLabel` (the `LabelCurve` sent to the extension, in
/// the slot's space) and the part of the face a preview shows around the slot.
public struct LabelPlacement: Hashable, Sendable {
    /// A corner of the screen.
    public enum Corner: String, Hashable, Sendable, CaseIterable {
        case topLeading, topTrailing, bottomLeading, bottomTrailing
        var isTop: Bool { self == .topLeading || self == .topTrailing }
        var isLeading: Bool { self == .topLeading || self == .bottomLeading }
    }

    /// The label's curve, in the slot's space.
    public var curve: LabelCurve
    /// The slot and every place its label can reach, points in the slot's space, rounded out to
    /// whole points: what a preview draws (`RenderOptions.viewport`).
    public var viewport: Rect

    /// Space between the label and what it runs along (the content, the screen's edge), points.
    public static let gap = 2.0
    /// The label band a preview leaves room for: one line of the 12 pt rounded label font, points.
    public static let band = 16.0

    public init(curve: LabelCurve, viewport: Rect) {
        self.curve = curve
        self.viewport = viewport
    }

    /// A corner slot's label: the slot, `slot` points square, sits in `corner` of a `screen`;
    /// the label runs along a circle about the screen's centre that passes `gap` inside the
    /// slot's circle (the HIG's corner content is a circular image as wide as the slot), centred
    /// on the line from the centre through the slot's centre,
    /// clockwise on the top corners and counter-clockwise on the bottom ones (so it reads left to
    /// right), at most 1.6 slot widths long.
    public static func corner(_ corner: Corner, slot: Double, screen: Size) -> LabelPlacement {
        let origin = Point(
            x: corner.isLeading ? 0 : screen.width - slot, y: corner.isTop ? 0 : screen.height - slot)
        let center = Point(x: screen.width / 2 - origin.x, y: screen.height / 2 - origin.y)
        let toSlot = hypot(slot / 2 - center.x, slot / 2 - center.y)
        let curve = LabelCurve(
            center: center, radius: toSlot - slot / 2 - gap,
            angle: atan2(slot / 2 - center.y, slot / 2 - center.x), clockwise: corner.isTop, length: 1.6 * slot)
        return LabelPlacement(curve: curve, slot: Size(width: slot, height: slot))
    }

    /// The Infograph face's top circular slot, `slot` points square: the label runs clockwise
    /// along the dial's bezel, a circle about the screen's centre `gap` inside the screen's
    /// width, centred at the top, at most a third of the circle long; the slot sits below the
    /// label's band.
    public static func infographBezel(slot: Double, screen: Size) -> LabelPlacement {
        let radius = screen.width / 2 - gap
        let curve = LabelCurve(
            center: Point(x: slot / 2, y: radius - band - gap), radius: radius, angle: -.pi / 2, clockwise: true,
            length: (radius - band / 2) * 2 * .pi / 3)
        return LabelPlacement(curve: curve, slot: Size(width: slot, height: slot))
    }

    /// A placement of `curve` for a slot of `slot` size: the viewport covers the slot and the
    /// band the longest label would fill.
    init(curve: LabelCurve, slot: Size) {
        let band = Size(width: curve.length, height: Self.band)
        let reach = curve.arc(forLabelOf: band).bounds(of: Rect(origin: .zero, size: band))
        let x0 = min(0, reach.x).rounded(.down), y0 = min(0, reach.y).rounded(.down)
        let x1 = max(slot.width, reach.maxX).rounded(.up), y1 = max(slot.height, reach.maxY).rounded(.up)
        self.init(curve: curve, viewport: Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
    }
}
