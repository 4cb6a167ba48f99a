//  Filmstrip.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: issue 3 "glimpse simulate": "a filmstrip PNG of what a person would have seen hour
//  by hour" — the archive on screen at each instant, drawn as the renderer draws widgets, in a
//  grid read left to right, with the instant under each frame and a marker on stale frames.

public import Foundation
public import GlimpseArchive

/// Draws a sequence of widget frames as one labelled grid picture.
///
/// ```swift
/// let png = try Filmstrip.render(frames: [
///     Filmstrip.Frame(label: "08:00", archive: morning, date: eight, stale: false),
///     Filmstrip.Frame(label: "09:00", archive: morning, date: nine, stale: true, detail: "stale 12 min"),
/// ], options: Filmstrip.Options(title: "EmojiRangerWidget · systemSmall"))
/// ```
public enum Filmstrip {
    /// One frame of the strip.
    public struct Frame: Sendable {
        /// The line under the frame, e.g. "08:00".
        public var label: String
        /// What was on screen; nil draws an empty outline ("nothing shown").
        public var archive: WidgetArchive?
        /// The instant shown: live dates and timer progress are resolved at it.
        public var date: Date
        /// Draws the stale marker (an orange ring and a "STALE" badge, `ReportPalette.stale`).
        public var stale: Bool
        /// A second, smaller line under the label, e.g. "entry 3 · 14:00".
        public var detail: String?

        public init(label: String, archive: WidgetArchive?, date: Date, stale: Bool, detail: String? = nil) {
            self.label = label
            self.archive = archive
            self.date = date
            self.stale = stale
            self.detail = detail
        }
    }

    /// How the strip looks.
    public struct Options: Sendable {
        /// The heading above the grid; nil for none.
        public var title: String?
        /// A line under the title.
        public var subtitle: String?
        /// Pixels per point of the whole picture, frames included (default 2).
        public var scale: Double
        /// Frames per row; nil fits as many as `maximumWidth` allows, then evens out the rows.
        public var columns: Int?
        /// Points the grid may take across when `columns` is nil (default 1200).
        public var maximumWidth: Double
        /// How each frame is drawn: corner radius, the colour behind widgets without a container
        /// background, whether that background shows. Its `scale` (nil: `scale`) is kept, so a
        /// frame whose on-screen size differs from its canvas (an iPad widget, shown at its device
        /// size, reference widgetkit.md §4.3) is drawn and laid out at that size.
        public var frameOptions: RenderOptions
        /// A tile drawn behind each frame, e.g. `ReportPalette.lockScreen` for accessory widgets
        /// drawn in white; nil for none.
        public var backdrop: RGBA?

        public init(
            title: String? = nil, subtitle: String? = nil, scale: Double = 2, columns: Int? = nil,
            maximumWidth: Double = 1200, frameOptions: RenderOptions = RenderOptions(), backdrop: RGBA? = nil
        ) {
            self.title = title
            self.subtitle = subtitle
            self.scale = scale
            self.columns = columns
            self.maximumWidth = maximumWidth
            self.frameOptions = frameOptions
            self.backdrop = backdrop
        }
    }

    /// Where things go, in points.
    public struct Layout: Hashable, Sendable {
        public var columns: Int
        public var rows: Int
        /// The whole picture.
        public var size: Size
        /// The widget canvas of each frame (its archive's size), in frame order.
        public var frames: [Rect]
    }

    // MARK: - Geometry (points)

    static let margin = 24.0
    static let columnGap = 16.0
    static let rowGap = 18.0
    static let tilePadding = 10.0
    static let captionHeight = 42.0
    static let minimumCellWidth = 96.0
    static let ringGap = 3.0
    static let ringWidth = 3.0

    /// The layout of `count` frames of `frameSize` points.
    /// - Returns: At least one column and one row, even for no frames.
    public static func layout(frameSize: Size, count: Int, options: Options) -> Layout {
        let padding = options.backdrop == nil ? 0 : tilePadding
        let tile = Size(width: frameSize.width + 2 * padding, height: frameSize.height + 2 * padding)
        let cellWidth = max(tile.width, minimumCellWidth)
        let cellHeight = tile.height + captionHeight
        var columns =
            options.columns ?? max(1, Int(saturating: (options.maximumWidth + columnGap) / (cellWidth + columnGap)))
        columns = max(1, min(columns, max(count, 1)))
        let rows = max(1, (count + columns - 1) / columns)
        if options.columns == nil { columns = max(1, (count + rows - 1) / rows) }  // even out the last row
        let header = headerHeight(options)
        let width = 2 * margin + Double(columns) * cellWidth + Double(columns - 1) * columnGap
        let height = margin + header + Double(rows) * cellHeight + Double(rows - 1) * rowGap + margin
        let frames = (0..<count).map { index in
            let column = Double(index % columns), row = Double(index / columns)
            let cellX = margin + column * (cellWidth + columnGap)
            let cellY = margin + header + row * (cellHeight + rowGap)
            return Rect(
                x: cellX + (cellWidth - frameSize.width) / 2, y: cellY + padding,
                width: frameSize.width, height: frameSize.height)
        }
        return Layout(columns: columns, rows: rows, size: Size(width: width, height: height), frames: frames)
    }

    private static func headerHeight(_ options: Options) -> Double {
        let lines: Double = (options.title == nil ? 0 : 26) + (options.subtitle == nil ? 0 : 18)
        return lines == 0 ? 0 : lines + 14
    }

    // MARK: - Drawing

    /// PNG bytes of the strip: `frames` in a grid, left to right then top to bottom.
    ///
    /// Every frame is drawn at the size of the largest archive (smaller ones are centred).
    /// - Parameter renderer: Draws the frames; pass one to reuse its image cache.
    /// - Throws: `RenderError` from drawing a frame (`.invalidSize` for an archive the renderer
    ///   refuses) or from encoding the picture; `.invalidSize` if the picture would exceed
    ///   `ArchiveRenderer.maximumPixelSide` pixels a side (lower `scale` or set `columns`).
    /// - Complexity: One archive render per frame.
    public static func render(
        frames: [Frame], options: Options = Options(), renderer: ArchiveRenderer = ArchiveRenderer()
    ) throws -> Data {
        let shown = onScreen(options)
        let sizes = frames.compactMap { $0.archive?.size }.map {
            Size(width: $0.width * shown, height: $0.height * shown)
        }
        let frameSize = Size(
            width: sizes.map(\.width).max() ?? 158, height: sizes.map(\.height).max() ?? 158)
        let layout = layout(frameSize: frameSize, count: frames.count, options: options)
        let canvas = try ReportCanvas(size: layout.size, scale: options.scale, background: ReportPalette.page)
        drawHeader(options, on: canvas)
        for (frame, slot) in zip(frames, layout.frames) {
            try draw(frame, in: slot, options: options, renderer: renderer, on: canvas)
        }
        return try canvas.pngData()
    }

    private static func drawHeader(_ options: Options, on canvas: ReportCanvas) {
        var baseline = margin + 17
        if let title = options.title {
            ReportText.draw(title, .title, ReportPalette.ink, x: margin, baseline: baseline, on: canvas)
            baseline += 20
        }
        if let subtitle = options.subtitle {
            ReportText.draw(subtitle, .subtitle, ReportPalette.secondary, x: margin, baseline: baseline, on: canvas)
        }
    }

    private static func draw(
        _ frame: Frame, in slot: Rect, options: Options, renderer: ArchiveRenderer, on canvas: ReportCanvas
    ) throws {
        let radius = cornerRadius(options.frameOptions, size: slot)
        if let backdrop = options.backdrop {
            let tile = slot.insetBy(-tilePadding)
            canvas.fill(tile, backdrop, radius: 16)
        }
        if let archive = frame.archive {
            var frameOptions = options.frameOptions
            frameOptions.scale = onScreen(options) == 1 ? options.scale : options.frameOptions.scale
            frameOptions.date = frame.date
            let image = try renderer.renderImage(archive, options: frameOptions)
            let size = Size(width: Double(image.width) / options.scale, height: Double(image.height) / options.scale)
            let origin = Point(x: slot.x + (slot.width - size.width) / 2, y: slot.y + (slot.height - size.height) / 2)
            canvas.draw(image, at: origin)
        } else {
            canvas.stroke(slot.insetBy(1), ReportPalette.grid, width: 1.5, radius: radius, dash: [5, 4])
            ReportText.draw(
                "nothing shown", .detail, ReportPalette.secondary, x: slot.midX, baseline: slot.midY + 4,
                alignment: .center, on: canvas)
        }
        if frame.stale {
            let gap = ringGap + ringWidth / 2
            canvas.stroke(slot.insetBy(-gap), ReportPalette.stale, width: ringWidth, radius: radius + gap)
        }
        drawCaption(frame, below: slot, options: options, on: canvas)
    }

    private static func drawCaption(_ frame: Frame, below slot: Rect, options: Options, on canvas: ReportCanvas) {
        let padding = options.backdrop == nil ? 0 : tilePadding
        let cellWidth = max(slot.width + 2 * padding, minimumCellWidth)
        let left = slot.midX - cellWidth / 2
        let baseline = slot.maxY + padding + 22
        ReportText.draw(frame.label, .label, ReportPalette.ink, x: left, baseline: baseline, on: canvas)
        if frame.stale {
            let text = "STALE"
            let width = ReportText.width(text, .badge, on: canvas) + 10
            let badge = Rect(x: left + cellWidth - width, y: baseline - 11, width: width, height: 14)
            canvas.fill(badge, ReportPalette.stale, radius: 7)
            ReportText.draw(
                text, .badge, .white, x: badge.midX, baseline: baseline - 0.8, alignment: .center, on: canvas)
        }
        if let detail = frame.detail {
            ReportText.draw(detail, .detail, ReportPalette.secondary, x: left, baseline: baseline + 15, on: canvas)
        }
    }

    /// Points on the strip per point of a frame's canvas: the frame options' scale over the
    /// strip's (1 unless the frames are shown at another size than their canvas).
    private static func onScreen(_ options: Options) -> Double {
        guard let scale = options.frameOptions.scale, scale > 0, scale.isFinite, options.scale > 0 else { return 1 }
        return scale / options.scale
    }

    /// The corner radius the frame is cut to, in points: the render options' radius clamped to
    /// half the shorter side (a circle for `.infinity`), or 8 for unmasked frames' markers.
    private static func cornerRadius(_ options: RenderOptions, size: Rect) -> Double {
        guard let radius = options.cornerRadius, radius > 0 else { return 8 }
        return min(radius, min(size.width, size.height) / 2)
    }
}
