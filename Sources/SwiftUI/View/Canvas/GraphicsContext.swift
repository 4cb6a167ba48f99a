//  GraphicsContext.swift — SwiftUI (Glimpse)
//  Status: Partial (filter options and shader filters are not drawn; see
//  GraphicsContext+Filter.swift). Even-odd and inverse clips are masks.
//  Behaviour: Apple SwiftUI "GraphicsContext" (iOS 15): an immediate-mode context with a current
//  transform, opacity, blend mode, clip and filters. A copy shares the canvas but keeps its own
//  state (a value type); every drawing call appends display-list items through `CanvasRecorder`.

public import Foundation
import GlimpseArchive

/// An immediate-mode drawing destination, handed to a `Canvas` renderer.
///
/// Coordinates are the context's user space: points, origin top-leading, y down, mapped to the
/// canvas by `transform`. Changing `opacity`, `blendMode`, `transform`, the clip or the filters
/// affects later drawing calls only, and only through this copy of the context.
///
/// Source: Apple SwiftUI "GraphicsContext".
public struct GraphicsContext {
    let recorder: CanvasRecorder
    var state = CanvasRecorder.State()

    init(recorder: CanvasRecorder) { self.recorder = recorder }

    /// The environment of the canvas (colour scheme, display scale, foreground style…).
    public var environment: EnvironmentValues { recorder.env }

    /// Opacity multiplied into everything drawn from now on, 0…1 (1 by default).
    public var opacity: Double {
        get { state.opacity }
        set { state.opacity = newValue.isFinite ? max(0, min(1, newValue)) : 1 }
    }

    /// How later drawings combine with what the canvas already holds (`.normal` by default).
    public var blendMode: BlendMode {
        get { state.blendMode }
        set { state.blendMode = newValue }
    }

    /// The map from user space to the canvas's space (points). Starts as the identity.
    public var transform: CGAffineTransform {
        get { state.transform }
        set { state.transform = newValue }
    }

    // MARK: - Transform

    /// Moves the user-space origin by (`x`, `y`) points, in the current user space.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        state.transform = CGAffineTransform(translationX: x, y: y).concatenating(state.transform)
    }

    /// Scales user space by `x` horizontally and `y` vertically about its origin.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        state.transform = CGAffineTransform(scaleX: x, y: y).concatenating(state.transform)
    }

    /// Rotates user space about its origin; positive angles turn clockwise on screen (y down).
    public mutating func rotate(by angle: Angle) {
        state.transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(state.transform)
    }

    /// Prepends `matrix` to the transform: later coordinates are mapped by `matrix` first.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        state.transform = matrix.concatenating(state.transform)
    }

    // MARK: - Clip

    /// Intersects the clip with `path` (user space), by `style`'s non-zero or even-odd rule; with
    /// `.inverse`, with everything outside it. A non-zero clip is a clip path; an even-odd or
    /// inverse one is a mask of the path filled black (knocked out of a full-canvas fill when
    /// inverse).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        let canvasPath = path.applying(recorder.canvasTransform(state.transform)).archivePath
        let inverse = options.contains(.inverse)
        if !style.isEOFilled && !inverse {
            state.clips.append(canvasPath)
        } else {
            let shape = DisplayItem.shape(
                ShapeItem(
                    frame: recorder.frame.archiveRect, path: canvasPath, fill: .color(.black),
                    evenOdd: style.isEOFilled ? true : nil))
            state.masks.append(inverse ? knockedOut(shape) : shape)
        }
        guard !inverse else { return }
        let bounds = path.boundingRect.applying(state.transform)
        state.clipBounds = state.clipBounds.map { $0.intersection(bounds) } ?? bounds
    }

    /// Uses the alpha of what `content` draws (in the current user space, faded by `opacity`) as
    /// a mask for later drawing; with `.inverse`, one minus that alpha.
    public mutating func clipToLayer(
        opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void
    ) rethrows {
        var layer = GraphicsContext(recorder: recorder)
        layer.state.transform = state.transform
        let items = try recorder.ctx.collect { try content(&layer) }
        let fade = opacity.isFinite ? max(0, min(1, opacity)) : 1
        let mask = DisplayItem.group(
            GroupItem(frame: recorder.frame.archiveRect, children: items, opacity: fade < 1 ? fade : nil))
        state.masks.append(options.contains(.inverse) ? knockedOut(mask) : mask)
    }

    /// A mask that is opaque everywhere `item` is not: a fill far past the canvas with `item`
    /// drawn out of it (`destinationOut`), composited on its own.
    private func knockedOut(_ item: DisplayItem) -> DisplayItem {
        let everywhere = Path(CGRect(x: -100_000, y: -100_000, width: 200_000, height: 200_000)).archivePath
        let fill = DisplayItem.shape(
            ShapeItem(frame: recorder.frame.archiveRect, path: everywhere, fill: .color(.black)))
        let out = DisplayItem.group(
            GroupItem(frame: recorder.frame.archiveRect, children: [item], blendMode: .destinationOut))
        return .group(GroupItem(frame: recorder.frame.archiveRect, children: [fill, out], compositingGroup: true))
    }

    /// The bounding rectangle of the clip, in user space (the canvas's bounds without a clip).
    public var clipBoundingRect: CGRect {
        let canvas = CGRect(origin: .zero, size: recorder.frame.size)
        let clipped = state.clipBounds.map { $0.intersection(canvas) } ?? canvas
        return clipped.applying(state.transform.inverted())
    }

    // MARK: - Filters

    /// Applies `filter` to each later drawing (filters apply in the order they were added).
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        state.filters.append(filter)
    }

    // MARK: - Shapes

    /// Fills `path` (user space) with `shading`, by the non-zero or even-odd rule of `style`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard !path.isEmpty else { return }
        if case .tiled(let image, let origin, let scale) = shading.kind {
            return fillTiled(path, with: image, origin: origin, scale: scale)
        }
        recorder.draw(state) { offset in
            let placed = path.offsetBy(dx: offset.x, dy: offset.y)
            let paint = shading.paint(for: placed.boundingRect, offset: offset, in: recorder.env)
            var item = ShapeItem(frame: placed.boundingRect.archiveRect, path: placed.archivePath, fill: paint)
            if style.isEOFilled { item.evenOdd = true }
            recorder.ctx.append(.shape(item))
        }
    }

    /// Strokes `path` (user space) with `shading`, with `style`'s width (points), caps, joins and dashes.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard !path.isEmpty, style.lineWidth > 0 else { return }
        recorder.draw(state) { offset in
            let placed = path.offsetBy(dx: offset.x, dy: offset.y)
            let half = style.lineWidth / 2
            let bounds = placed.boundingRect.insetBy(dx: -half, dy: -half)
            let paint = shading.paint(for: bounds, offset: offset, in: recorder.env)
            let item = ShapeItem(
                frame: bounds.archiveRect, path: placed.archivePath, stroke: style.archiveStroke(paint: paint))
            recorder.ctx.append(.shape(item))
        }
    }

    /// Strokes `path` (user space) with `shading`, `lineWidth` points wide (butt caps, miter joins).
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// `shading` as it will be drawn; Glimpse resolves shadings when it draws, so this is `shading`.
    public func resolve(_ shading: Shading) -> Shading { shading }

    // MARK: - Layers

    /// Draws what `content` draws as one layer: the context's opacity, blend mode, filters and
    /// clip apply to the composited layer once, not to each of its drawings.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(recorder: recorder)
        layer.state.transform = state.transform
        try recorder.drawLayer(state) { try content(&layer) }
    }

    // MARK: - Steps

    /// Fills `path` with `image` tiled from `origin` (user space): a group clipped to the path
    /// holding one image per tile that meets the path's bounds (at most 1024 tiles).
    private func fillTiled(_ path: Path, with image: Image, origin: CGPoint, scale: CGFloat) {
        let resolved = resolve(image)
        let tile = CGSize(width: resolved.size.width * scale, height: resolved.size.height * scale)
        guard tile.width > 0.5, tile.height > 0.5, tile.width.isFinite, tile.height.isFinite else { return }
        recorder.draw(state) { offset in
            let placed = path.offsetBy(dx: offset.x, dy: offset.y)
            let bounds = placed.boundingRect
            let start = CGPoint(
                x: origin.x + offset.x + ((bounds.minX - origin.x - offset.x) / tile.width).rounded(.down) * tile.width,
                y: origin.y + offset.y + ((bounds.minY - origin.y - offset.y) / tile.height).rounded(.down)
                    * tile.height)
            let columns = Int(((bounds.maxX - start.x) / tile.width).rounded(.up))
            let rows = Int(((bounds.maxY - start.y) / tile.height).rounded(.up))
            guard columns > 0, rows > 0, columns * rows <= 1024 else { return }
            let node = resolved.node(offset: offset, resizable: true)
            let tiles = recorder.ctx.collect {
                for row in 0..<rows {
                    for column in 0..<columns {
                        let frame = CGRect(
                            origin: CGPoint(
                                x: start.x + CGFloat(column) * tile.width, y: start.y + CGFloat(row) * tile.height),
                            size: tile)
                        node.place(in: frame, proposal: ProposedViewSize(tile), recorder.ctx)
                    }
                }
            }
            recorder.ctx.append(.group(GroupItem(frame: bounds.archiveRect, children: tiles, clip: placed.archivePath)))
        }
    }
}
