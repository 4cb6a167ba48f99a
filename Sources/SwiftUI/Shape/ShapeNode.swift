//  ShapeNode.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: the layout node of shapes, `Color` and gradients (reference swiftui-layout.md
//  "Shapes and Color"): size = the shape's `sizeThatFits` (greedy: nil → 10, ∞ → ∞); placed,
//  it emits one ShapeItem whose path is `path(in:)` of its (pixel-snapped) size in local
//  coordinates, moved to the frame's origin (absolute points), and whose paint is the style
//  resolved against that frame.

import Foundation
import GlimpseArchive

/// A shape to fill or stroke with a style.
final class ShapeNode: LayoutNode {
    private let sizing: (ProposedViewSize) -> CGSize
    /// The outline to draw in a frame, and the stroke when the shape is a stroked one.
    private let outline: (CGRect) -> (Path, StrokeStyle?)
    /// The style; nil draws with the foreground style.
    let style: AnyShapeStyle?
    let fillStyle: FillStyle

    init<S: Shape>(env: EnvironmentValues, shape: S, fill style: AnyShapeStyle?, fillStyle: FillStyle = FillStyle()) {
        sizing = { shape.sizeThatFits($0) }
        if let stroked = shape as? any StrokedShapeProtocol {
            outline = { rect in stroked.strokeOutline(in: rect) }
        } else {
            outline = { rect in (shape.path(in: rect), nil) }
        }
        self.style = style
        self.fillStyle = fillStyle
        super.init(env: env)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }

    override func emit(in frame: CGRect, _ ctx: DisplayContext) {
        guard let item = shapeItem(in: ctx.snap(frame)) else { return }
        let shadows = style.map { castShadows(of: $0, in: env) } ?? AnyShapeStyle.foregroundShadows(in: env)
        ctx.append(castingShadows(shadows, on: .shape(item), frame: item.frame))
    }

    /// The item drawn in `frame` (absolute points), or nil when it would draw nothing: an
    /// empty path, a non-finite frame, or a fully transparent colour.
    func shapeItem(in frame: CGRect) -> ShapeItem? {
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite else {
            return nil
        }
        var stroke: StrokeStyle?
        let path = placedPath(in: frame, env: env) { local in
            let (path, style) = outline(local)
            stroke = style
            return path
        }
        guard !path.isEmpty else { return nil }
        let paint = style?.paint(in: frame, env: env) ?? AnyShapeStyle.foregroundPaint(in: frame, env: env)
        if case .color(let c) = paint, c.alpha <= 0 { return nil }
        if let stroke {
            guard stroke.lineWidth > 0 else { return nil }
            return ShapeItem(
                frame: frame.archiveRect, path: path.archivePath, stroke: stroke.archiveStroke(paint: paint))
        }
        return ShapeItem(
            frame: frame.archiveRect, path: path.archivePath, fill: paint, evenOdd: fillStyle.isEOFilled ? true : nil)
    }
}
