//  StackStrip.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "a strip of the stack's top over the day beside the filmstrip": one
//  narrow cell per step of the replay, filled with the colour of the widget on top then
//  (`colors`: iOS system colours in stack order), each run of one widget named inside it where
//  it fits, each rotation marked above the strip, hour ticks below, and a legend of the kinds.

import CPangoCairo
public import Foundation
public import GlimpseArchive

/// Draws which widget was on top of a Smart Stack over a span of time.
///
/// ```swift
/// let png = try StackStrip.render(
///     cells: [StackStrip.Cell(start: six, top: "Purchases", rotated: false),
///             StackStrip.Cell(start: sixTen, top: "Workout", rotated: true)],
///     options: StackStrip.Options(kinds: ["Purchases", "Workout"], start: six, step: 600))
/// ```
public enum StackStrip {
    /// One step of the replay.
    public struct Cell: Hashable, Sendable {
        /// The step's first instant.
        public var start: Date
        /// The kind on top during the step (at its start).
        public var top: String
        /// Whether the top moved to it at some minute of this step.
        public var rotated: Bool

        public init(start: Date, top: String, rotated: Bool) {
            self.start = start
            self.top = top
            self.rotated = rotated
        }
    }

    /// What the strip spans and how it looks.
    public struct Options: Sendable {
        public var title: String?
        public var subtitle: String?
        /// The stack's kinds in order: each one's colour is `colors[index]`.
        public var kinds: [String]
        /// The first cell's start.
        public var start: Date
        /// Seconds per cell.
        public var step: TimeInterval
        /// Hour ticks are local time in this zone.
        public var timeZone: TimeZone
        /// Points per cell (default 4).
        public var cellWidth: Double
        /// Pixels per point (default 2).
        public var scale: Double

        public init(
            title: String? = nil, subtitle: String? = nil, kinds: [String], start: Date, step: TimeInterval,
            timeZone: TimeZone = TimeZone(identifier: "UTC")!, cellWidth: Double = 4, scale: Double = 2
        ) {
            self.title = title
            self.subtitle = subtitle
            self.kinds = kinds
            self.start = start
            self.step = step
            self.timeZone = timeZone
            self.cellWidth = cellWidth
            self.scale = scale
        }
    }

    /// The kinds' colours, in stack order (repeating past 10): systemBlue, systemGreen,
    /// systemOrange, systemPurple, systemPink, systemTeal, systemIndigo, systemYellow, systemRed,
    /// systemBrown (light mode). No two are alike, so a pixel names its kind.
    public static let colors: [RGBA] = [
        RGBA(0, 122 / 255, 1), RGBA(52 / 255, 199 / 255, 89 / 255), RGBA(1, 149 / 255, 0),
        RGBA(175 / 255, 82 / 255, 222 / 255), RGBA(1, 45 / 255, 85 / 255), RGBA(48 / 255, 176 / 255, 199 / 255),
        RGBA(88 / 255, 86 / 255, 214 / 255), RGBA(1, 204 / 255, 0), RGBA(1, 59 / 255, 48 / 255),
        RGBA(162 / 255, 132 / 255, 94 / 255),
    ]

    /// The colour of `kind` in `options.kinds` (grey for a kind it lacks).
    public static func color(of kind: String, in options: Options) -> RGBA {
        guard let index = options.kinds.firstIndex(of: kind) else { return ReportPalette.secondary }
        return colors[index % colors.count]
    }

    // MARK: - Geometry (points)

    static let margin = 24.0
    static let headerHeight = 76.0
    static let stripHeight = 44.0
    static let markHeight = 8.0
    static let axisHeight = 36.0
    static let minimumWidth = 640.0

    /// The strip's band: cell `i` covers `x + i × cellWidth` for `cellWidth` points.
    public static func stripArea(cells: Int, options: Options) -> Rect {
        Rect(
            x: margin, y: margin + headerHeight + markHeight, width: Double(cells) * options.cellWidth,
            height: stripHeight)
    }

    /// The whole picture, points.
    public static func size(cells: Int, options: Options) -> Size {
        let strip = stripArea(cells: cells, options: options)
        return Size(width: max(strip.maxX + margin, minimumWidth), height: strip.maxY + axisHeight + margin)
    }

    // MARK: - Drawing

    /// PNG bytes of the strip.
    /// - Throws: `RenderError` `.invalidSize` for no cells or a size the canvas cannot have;
    ///   `.drawing` or `.encoding` from Cairo.
    public static func render(cells: [Cell], options: Options) throws -> Data {
        let canvas = try ReportCanvas(
            size: size(cells: cells.count, options: options), scale: options.scale, background: ReportPalette.card)
        let strip = stripArea(cells: cells.count, options: options)
        drawHeader(options, on: canvas)
        drawCells(cells, strip, options, on: canvas)
        drawRuns(cells, strip, options, on: canvas)
        drawRotations(cells, strip, options, on: canvas)
        drawTimeAxis(cells.count, strip, options, on: canvas)
        return try canvas.pngData()
    }

    // MARK: - Steps

    private static func drawHeader(_ options: Options, on canvas: ReportCanvas) {
        if let title = options.title {
            ReportText.draw(title, .title, ReportPalette.ink, x: margin, baseline: margin + 17, on: canvas)
        }
        if let subtitle = options.subtitle {
            ReportText.draw(subtitle, .subtitle, ReportPalette.secondary, x: margin, baseline: margin + 37, on: canvas)
        }
        var x = margin
        let baseline = margin + 57
        for kind in options.kinds {
            canvas.fill(Rect(x: x, y: baseline - 9, width: 12, height: 10), color(of: kind, in: options), radius: 2)
            x += 17
            x += ReportText.draw(kind, .axis, ReportPalette.ink, x: x, baseline: baseline, on: canvas) + 18
        }
        rotationMark(at: x + 3, top: baseline - 10, on: canvas)
        ReportText.draw("rotation", .axis, ReportPalette.secondary, x: x + 11, baseline: baseline, on: canvas)
    }

    private static func drawCells(_ cells: [Cell], _ strip: Rect, _ options: Options, on canvas: ReportCanvas) {
        for (index, cell) in cells.enumerated() {
            canvas.fill(
                Rect(
                    x: strip.x + Double(index) * options.cellWidth, y: strip.y, width: options.cellWidth,
                    height: strip.height), color(of: cell.top, in: options))
        }
    }

    /// Each run of one kind named in white inside it, where the name fits.
    private static func drawRuns(_ cells: [Cell], _ strip: Rect, _ options: Options, on canvas: ReportCanvas) {
        var first = 0
        while first < cells.count {
            var last = first
            while last + 1 < cells.count && cells[last + 1].top == cells[first].top { last += 1 }
            let width = Double(last - first + 1) * options.cellWidth
            let name = cells[first].top
            if ReportText.width(name, .label, on: canvas) + 8 <= width {
                ReportText.draw(
                    name, .label, RGBA.white, x: strip.x + Double(first) * options.cellWidth + 4,
                    baseline: strip.midY + 4, on: canvas)
            }
            first = last + 1
        }
    }

    /// A pin above each cell where the top moved.
    private static func drawRotations(_ cells: [Cell], _ strip: Rect, _ options: Options, on canvas: ReportCanvas) {
        for (index, cell) in cells.enumerated() where cell.rotated {
            rotationMark(
                at: strip.x + (Double(index) + 0.5) * options.cellWidth, top: strip.y - markHeight, on: canvas)
        }
    }

    /// A pin: a dot on a stem, `markHeight - 1` tall, centred on `x`.
    private static func rotationMark(at x: Double, top: Double, on canvas: ReportCanvas) {
        canvas.fill(Rect(x: x - 0.75, y: top, width: 1.5, height: markHeight - 1), ReportPalette.ink)
        canvas.dot(at: Point(x: x, y: top + 1), radius: 2.5, ReportPalette.ink)
    }

    private static func drawTimeAxis(_ count: Int, _ strip: Rect, _ options: Options, on canvas: ReportCanvas) {
        let end = options.start.addingTimeInterval(Double(count) * options.step)
        let ticks = BudgetPlot.hourTicks(
            BudgetPlot.Options(start: options.start, end: end, limit: 1, timeZone: options.timeZone))
        let pointsPerHour = options.cellWidth * 3600 / max(options.step, 1)
        let every = [1, 2, 3, 4, 6, 12, 24].first { Double($0) * pointsPerHour >= 36 } ?? 24
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = options.timeZone
        for tick in ticks {
            let x = strip.x + tick.timeIntervalSince(options.start) / options.step * options.cellWidth
            let hour = calendar.component(.hour, from: tick)
            let labelled = hour % every == 0
            canvas.line(
                from: Point(x: x, y: strip.maxY), to: Point(x: x, y: strip.maxY + (labelled ? 5 : 3)),
                ReportPalette.grid, width: 1)
            if labelled {
                ReportText.draw(
                    String(format: "%02d:00", hour), .axis, ReportPalette.secondary, x: x, baseline: strip.maxY + 17,
                    alignment: .center, on: canvas)
            }
        }
    }
}
