//  WidgetArchive+MovingLabel.swift — GlimpseArchive (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §5.2 `widgetLabel`: each corner of a watch face curves its
//  complication's label along its own part of the face. The extension lays a label out once,
//  flat, for the curve the host sent (`LabelCurve`); the bend is applied when drawing, so the
//  same label can be shown in another corner by changing only its bend.

import Foundation

extension LabelCurve {
    /// `arc`, made by `self.arc(forLabelOf:at:)`, re-made for `target`: the same flat label, the
    /// same depth in its band and the same offset along the curve, on `target`'s circle.
    public func moving(_ arc: Arc, to target: LabelCurve) -> Arc {
        let depth = radius - arc.radius
        let along = (arc.angle - angle) * (clockwise == target.clockwise ? 1 : -1)
        return Arc(
            center: target.center, radius: target.radius - depth, angle: target.angle + along, origin: arc.origin,
            clockwise: target.clockwise)
    }
}

extension WidgetArchive {
    /// The archive with its label layer bent onto `target` instead of `source`, the curve it was
    /// laid out for; the content and background are unchanged. Each bent group keeps its flat
    /// children; its frame becomes the bounds of its flat frame bent the new way.
    public func movingLabel(from source: LabelCurve, to target: LabelCurve) -> WidgetArchive {
        guard let label, source != target else { return self }
        var moved = self
        moved.label = Self.moving(label, from: source, to: target)
        return moved
    }

    private static func moving(_ item: DisplayItem, from source: LabelCurve, to target: LabelCurve) -> DisplayItem {
        guard case .group(var group) = item else { return item }
        group.children = group.children.map { moving($0, from: source, to: target) }
        if let arc = group.arc {
            let moved = source.moving(arc, to: target)
            // The label's flat frame sits at the origin (`LabelCurve.arc(forLabelOf:at:)` puts
            // its centre at `arc.origin`, `depth` below the band's outer edge).
            let depth = source.radius - arc.radius
            let flat = Rect(x: 0, y: 0, width: 2 * arc.origin.x, height: 2 * depth)
            group.arc = moved
            group.frame = moved.bounds(of: flat)
        }
        return .group(group)
    }
}
