//  CanvasRecorder.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: turns a `GraphicsContext` drawing call into display-list items. The call draws in
//  user space; the recorder maps user space to the widget's (the context's transform, then the
//  canvas's origin) and wraps what was drawn, innermost first, in: a group with that transform
//  (unless it is a plain translation, which is folded into the coordinates), one group per filter,
//  per mask and per clip, and the opacity and blend mode as SwiftUI applies them (CompositingEffect).

import Foundation
import GlimpseArchive

/// The canvas a `GraphicsContext` and its copies draw into.
final class CanvasRecorder {
    /// A context's drawing state (each copy of a context has its own).
    struct State {
        /// User space → canvas space (points, canvas origin top-leading).
        var transform = CGAffineTransform.identity
        var opacity = 1.0
        var blendMode = GraphicsContext.BlendMode.normal
        /// Clip paths, in the widget's space (absolute points).
        var clips: [PathData] = []
        /// The intersection of the clips' bounds, in canvas space; nil without a clip.
        var clipBounds: CGRect?
        /// Layers whose alpha masks later drawing (`clipToLayer`), in the widget's space.
        var masks: [DisplayItem] = []
        var filters: [GraphicsContext.Filter] = []
    }

    let env: EnvironmentValues
    let ctx: DisplayContext
    /// The canvas, absolute points.
    let frame: CGRect
    /// The nodes of the canvas's symbol views (`resolveSymbol(id:)` finds them by tag).
    let symbols: [LayoutNode]

    init(env: EnvironmentValues, ctx: DisplayContext, frame: CGRect, symbols: [LayoutNode] = []) {
        self.env = env
        self.ctx = ctx
        self.frame = frame
        self.symbols = symbols
    }

    /// `transform` followed by the move to the canvas's origin: user space → widget space.
    func canvasTransform(_ transform: CGAffineTransform) -> CGAffineTransform {
        transform.concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
    }

    /// Runs `body`, which emits items in user space moved by the offset it is given (the whole
    /// transform when that is a translation, else zero), and records them under `state`.
    func draw(_ state: State, _ body: (CGPoint) -> Void) {
        let t = canvasTransform(state.transform)
        let isTranslation = t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1
        let offset = isTranslation ? CGPoint(x: t.tx, y: t.ty) : .zero
        var items = ctx.collect { body(offset) }
        guard !items.isEmpty else { return }
        if !isTranslation {
            let transform = Transform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
            items = [.group(GroupItem(frame: frame.archiveRect, children: items, transform: transform))]
        }
        finish(items, state)
    }

    /// Runs `body` (which draws through a context of its own) and records what it drew as one
    /// composited layer under `state`.
    func drawLayer(_ state: State, _ body: () throws -> Void) rethrows {
        let items = try ctx.collect(body)
        guard !items.isEmpty else { return }
        finish([.group(GroupItem(frame: frame.archiveRect, children: items, compositingGroup: true))], state)
    }

    // MARK: - Steps

    /// Wraps `items` in the state's filters, masks and clips, applies its opacity and blend
    /// mode, and appends the result to the canvas's container.
    private func finish(_ items: [DisplayItem], _ state: State) {
        var items = items
        for filter in state.filters {
            guard var group = filter.group(frame: frame.archiveRect, env: env) else { continue }
            group.children = items
            items = [.group(group)]
        }
        for mask in state.masks {
            items = [.group(GroupItem(frame: frame.archiveRect, children: items, mask: mask))]
        }
        for clip in state.clips {
            items = [.group(GroupItem(frame: frame.archiveRect, children: items, clip: clip))]
        }
        let blend = state.blendMode.archived
        for item in CompositingEffect(opacity: state.opacity, blend: blend == .normal ? nil : blend).apply(to: items) {
            ctx.append(item)
        }
    }
}
