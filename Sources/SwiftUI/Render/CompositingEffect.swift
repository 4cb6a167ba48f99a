//  CompositingEffect.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "compositingGroup()": without a compositing group, an ancestor's
//  opacity and blend mode apply to each of a view's drawings separately (two overlapping
//  translucent circles show their overlap darker); `compositingGroup()` and `drawingGroup()`
//  composite the content first, so they apply once.

import GlimpseArchive

/// An opacity and/or blend mode, applied the way SwiftUI applies them outside a compositing group.
struct CompositingEffect {
    /// 0…1; multiplied into any opacity already there.
    var opacity: Double = 1
    /// `nil` leaves each drawing's own mode; an inner `blendMode` wins over an outer one.
    var blend: BlendingMode?

    /// `items` with the effect pushed down to each drawing:
    ///
    /// 1. A leaf (text, shape, image, symbol) is wrapped in a group carrying the effect.
    /// 2. A group that is drawn as one unit — a compositing group, or one with an opacity, blend
    ///    mode, mask, shadow or bend (each composites its content first) — takes the effect itself.
    /// 3. Any other group (a clip, a transform, tags) passes it on to its children: clipping
    ///    and moving commute with fading each drawing.
    func apply(to items: [DisplayItem]) -> [DisplayItem] {
        guard opacity < 1 || blend != nil else { return items }
        return items.map(apply)
    }

    // MARK: - Steps

    private func apply(to item: DisplayItem) -> DisplayItem {
        guard case .group(var g) = item else {
            return .group(GroupItem(frame: item.frame, children: [item], opacity: faded(nil), blendMode: blend))
        }
        if isUnit(g) {
            g.opacity = faded(g.opacity)
            g.blendMode = g.blendMode ?? blend
        } else {
            g.children = g.children.map(apply)
        }
        return .group(g)
    }

    private func isUnit(_ g: GroupItem) -> Bool {
        g.compositingGroup == true || g.opacity != nil || g.blendMode != nil || g.mask != nil || g.shadow != nil
            || g.arc != nil
    }

    /// `existing` (1 when `nil`) times this effect's opacity; `nil` when the product is 1.
    private func faded(_ existing: Double?) -> Double? {
        let product = (existing ?? 1) * opacity
        return product < 1 ? product : existing
    }
}
