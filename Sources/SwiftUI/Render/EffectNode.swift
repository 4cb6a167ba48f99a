//  EffectNode.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: drawing effects that leave layout alone (Apple: opacity, blendMode,
//  compositingGroup, clipped, clipShape, mask, rotationEffect, rotation3DEffect, scaleEffect,
//  shadow, hidden) and the tags the host needs; each becomes one display-list group around
//  the child's items, but opacity and blend mode, which go to each drawing (CompositingEffect).

import Foundation
import GlimpseArchive

final class EffectNode: PassthroughNode {
    enum Effect {
        case opacity(Double)
        /// Clip to a path built for the child's frame.
        case clip((CGRect, EnvironmentValues) -> PathData)
        /// Transform built for the child's frame (absolute coordinates).
        case transform((CGRect) -> Transform)
        case shadow(Shadow)
        /// `blendMode(_:)`: pushed to each drawing unless the content is a compositing group.
        case blend(BlendingMode)
        /// `compositingGroup()` / `drawingGroup()`: the children are composited as one.
        case compositingGroup
        /// A colour filter or blur of the composited children (`saturation(_:)`, `blur(radius:)`…).
        case filter((EnvironmentValues) -> ColorFilter)
        case mask(LayoutNode, Alignment)
        case tags(ItemTags)
        case hidden
    }
    let effect: Effect

    init(env: EnvironmentValues, effect: Effect, child: LayoutNode) {
        self.effect = effect
        super.init(env: env, child: child)
    }

    override func emit(in frame: CGRect, proposal: ProposedViewSize, _ ctx: DisplayContext) {
        if case .hidden = effect { return }
        if case .tags(let tags) = effect, let id = tags.accessibilityIdentifier {
            ctx.identifiedFrames[id] = ctx.snap(frame)
        }
        if case .tags(let tags) = effect, let url = tags.url {
            ctx.hitRegions.append(HitRegion(frame: ctx.snap(frame).archiveRect, url: url))
        }
        if case .tags(let tags) = effect, let intent = tags.intent {
            ctx.hitRegions.append(HitRegion(frame: ctx.snap(frame).archiveRect, intent: intent))
        }
        let outerTags = ctx.inheritedTags
        if case .tags(let tags) = effect { ctx.inheritedTags = outerTags.inheriting(tags) }
        let items = ctx.collect { child.place(in: frame, proposal: proposal, ctx) }
        ctx.inheritedTags = outerTags
        var group = GroupItem(frame: ctx.snap(frame).archiveRect, children: items)
        switch effect {
        case .opacity(let o):
            let opacity = o.isFinite ? max(0, min(1, o)) : 1
            for item in CompositingEffect(opacity: opacity).apply(to: items) { ctx.append(item) }
            return
        case .blend(let mode):
            for item in CompositingEffect(blend: mode).apply(to: items) { ctx.append(item) }
            return
        case .compositingGroup: group.compositingGroup = true
        case .filter(let make): group.filters = [make(env)]
        case .clip(let path): group.clip = path(frame, env)
        case .transform(let t): group.transform = t(frame)
        case .shadow(let s): group.shadow = s
        case .tags(let t):
            // Identifiers and labels alone need no group in the drawing.
            var drawn = t
            drawn.accessibilityIdentifier = nil
            drawn.accessibilityLabel = nil
            if drawn.isEmpty {
                for item in items { ctx.append(item) }
                return
            }
            group.tags = t
        case .mask(let node, let alignment):
            let p = ProposedViewSize(frame.size)
            let maskItems = ctx.collect { placeAligned(node, proposal: p, in: frame, alignment: alignment, ctx) }
            group.mask = .group(GroupItem(frame: group.frame, children: maskItems))
        case .hidden: return
        }
        ctx.append(.group(group))
    }
}

extension ItemTags {
    /// These tags with the sticky flags of `inner` added (accent group, privacy, invalidatable,
    /// placeholder, unredacted); identifiers, labels and URLs are not inherited.
    func inheriting(_ inner: ItemTags) -> ItemTags {
        var t = self
        if inner.accentable == true { t.accentable = true }
        if inner.privacySensitive == true { t.privacySensitive = true }
        if inner.invalidatable == true { t.invalidatable = true }
        if inner.placeholder == true { t.placeholder = true }
        if inner.unredacted == true { t.unredacted = true }
        return t
    }
}

extension Transform {
    /// Rotation by `radians` (clockwise on screen, y down) about `anchor` (absolute points).
    static func rotation(_ radians: Double, about anchor: CGPoint) -> Transform {
        let c = cos(radians)
        let s = sin(radians)
        return Transform(
            a: c, b: s, c: -s, d: c, tx: anchor.x - c * anchor.x + s * anchor.y,
            ty: anchor.y - s * anchor.x - c * anchor.y)
    }

    /// Scale by (`x`, `y`) about `anchor` (absolute points).
    static func scale(_ x: Double, _ y: Double, about anchor: CGPoint) -> Transform {
        Transform(a: x, b: 0, c: 0, d: y, tx: anchor.x - x * anchor.x, ty: anchor.y - y * anchor.y)
    }
}
