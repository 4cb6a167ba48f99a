//  BudgetPlot.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: issue 3 "glimpse simulate": "a plot of budget use over the day" — charged reloads
//  left in the rolling window as a step line over time, with hour ticks, each reload marked
//  (charged blue, free green, refused red) and stale spans shaded orange.

import CPangoCairo
public import Foundation
public import GlimpseArchive

/// Draws a widget instance's reload budget over a span of time as a step chart.
///
/// ```swift
/// let png = try BudgetPlot.render(
///     points: [BudgetPlot.Sample(time: eight, remaining: 72), BudgetPlot.Sample(time: nine, remaining: 71)],
///     events: [BudgetPlot.Event(time: nine, kind: .charged)],
///     options: BudgetPlot.Options(start: eight, end: eight.addingTimeInterval(86_400), limit: 72))
/// ```
public enum BudgetPlot {
    /// The budget left from `time` until the next sample.
    public struct Sample: Hashable, Sendable {
        public var time: Date
        /// Charged reloads left in the window.
        public var remaining: Int
        public init(time: Date, remaining: Int) {
            self.time = time
            self.remaining = remaining
        }
    }

    /// A reload, marked on the line.
    public struct Event: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            /// Granted and counted against the budget: a blue dot.
            case charged
            /// Granted and free (first load, foreground app, system event…): a green dot.
            case free
            /// Granted but the provider failed: a hollow red ring.
            case failed
            /// Refused: a red cross and a dashed red line across the plot.
            case refused
        }

        public var time: Date
        public var kind: Kind
        /// The budget just after the event; nil reads it off the samples.
        public var remaining: Int?

        public init(time: Date, kind: Kind, remaining: Int? = nil) {
            self.time = time
            self.kind = kind
            self.remaining = remaining
        }
    }

    /// What the chart spans and how it looks.
    public struct Options: Sendable {
        public var title: String?
        public var subtitle: String?
        /// The left and right ends of the time axis.
        public var start: Date
        public var end: Date
        /// The budget per window: the top of the value axis.
        public var limit: Int
        /// Spans during which the widget was stale, shaded orange.
        public var staleSpans: [Range<Date>]
        /// Hour ticks and labels are local time in this zone.
        public var timeZone: TimeZone
        /// The picture in points (default 960 × 400).
        public var size: Size
        /// Pixels per point (default 2).
        public var scale: Double

        public init(
            title: String? = nil, subtitle: String? = nil, start: Date, end: Date, limit: Int,
            staleSpans: [Range<Date>] = [], timeZone: TimeZone = TimeZone(identifier: "UTC")!,
            size: Size = Size(width: 960, height: 400), scale: Double = 2
        ) {
            self.title = title
            self.subtitle = subtitle
            self.start = start
            self.end = end
            self.limit = limit
            self.staleSpans = staleSpans
            self.timeZone = timeZone
            self.size = size
            self.scale = scale
        }
    }

    // MARK: - Geometry (points)

    static let margin = 24.0
    static let valueGutter = 34.0
    static let endGutter = 56.0
    static let headerHeight = 76.0
    static let axisHeight = 36.0

    /// The plotting area inside `options.size`, points.
    public static func plotArea(_ options: Options) -> Rect {
        let top = margin + headerHeight
        let left = margin + valueGutter
        return Rect(
            x: left, y: top, width: options.size.width - left - margin - endGutter,
            height: options.size.height - top - margin - axisHeight)
    }

    /// The x coordinate of `date` in `plot`, points.
    static func x(_ date: Date, _ plot: Rect, _ options: Options) -> Double {
        let span = max(options.end.timeIntervalSince(options.start), 1)
        return plot.x + plot.width * date.timeIntervalSince(options.start) / span
    }

    /// The y coordinate of `remaining` in `plot`, points (the limit sits 8% below the top).
    static func y(_ remaining: Int, _ plot: Rect, _ options: Options) -> Double {
        let top = Double(max(options.limit, 1)) * 1.08
        return plot.maxY - plot.height * Double(max(remaining, 0)) / top
    }

    // MARK: - Drawing

    /// PNG bytes of the chart.
    ///
    /// - Parameters:
    ///   - points: The budget over time, in any order; each value holds until the next sample.
    ///     Samples outside `options.start…end` set the value at the edges.
    ///   - events: Reloads to mark; those outside the span are left out.
    /// - Throws: `RenderError` `.invalidSize` for a size or scale the canvas cannot have;
    ///   `.drawing` or `.encoding` from Cairo.
    public static func render(points: [Sample], events: [Event], options: Options) throws -> Data {
        let canvas = try ReportCanvas(size: options.size, scale: options.scale, background: ReportPalette.card)
        let plot = plotArea(options)
        let samples = points.sorted { $0.time < $1.time }
        drawHeader(options, on: canvas)
        drawStaleSpans(options, plot, strip: false, on: canvas)
        drawValueAxis(options, plot, on: canvas)
        drawTimeAxis(options, plot, on: canvas)
        drawBudget(samples, options, plot, on: canvas)
        drawStaleSpans(options, plot, strip: true, on: canvas)
        drawEvents(events, samples, options, plot, on: canvas)
        return try canvas.pngData()
    }

    // MARK: - Steps

    private static func drawHeader(_ options: Options, on canvas: ReportCanvas) {
        if let title = options.title {
            ReportText.draw(title, .title, ReportPalette.ink, x: margin, baseline: margin + 17, on: canvas)
        }
        if let subtitle = options.subtitle {
            ReportText.draw(
                subtitle, .subtitle, ReportPalette.secondary, x: margin, baseline: margin + 37, on: canvas)
        }
        let legendBaseline = margin + (options.title == nil ? 0 : 20) + (options.subtitle == nil ? 0 : 20) + 17
        drawLegend(left: margin, baseline: legendBaseline, on: canvas)
    }

    /// The key on one line from `left`: line, charged, free, failed, refused, stale.
    private static func drawLegend(left: Double, baseline: Double, on canvas: ReportCanvas) {
        let items: [(String, (Point, ReportCanvas) -> Void)] = [
            (
                "budget left",
                { p, c in
                    c.line(
                        from: Point(x: p.x - 7, y: p.y), to: Point(x: p.x + 7, y: p.y), ReportPalette.budget, width: 2)
                }
            ),
            ("charged reload", { p, c in marker(.charged, at: p, on: c) }),
            ("free reload", { p, c in marker(.free, at: p, on: c) }),
            ("failed", { p, c in marker(.failed, at: p, on: c) }),
            ("refused", { p, c in marker(.refused, at: p, on: c) }),
            (
                "stale",
                { p, c in
                    c.fill(
                        Rect(x: p.x - 7, y: p.y - 5, width: 14, height: 10), ReportPalette.stale.opacity(0.35),
                        radius: 2)
                }
            ),
        ]
        var x = left + 7
        for (text, swatch) in items {
            swatch(Point(x: x, y: baseline - 4), canvas)
            x += 13
            x += ReportText.draw(text, .axis, ReportPalette.secondary, x: x, baseline: baseline, on: canvas) + 22
        }
    }

    /// A pale band over the plot's height behind everything (`strip` false), or a solid 4 pt strip
    /// along its bottom edge over the grid and the line (`strip` true).
    private static func drawStaleSpans(_ options: Options, _ plot: Rect, strip: Bool, on canvas: ReportCanvas) {
        for span in options.staleSpans {
            let from = max(span.lowerBound, options.start), to = min(span.upperBound, options.end)
            guard from < to else { continue }
            let x0 = x(from, plot, options), x1 = max(x(to, plot, options), x0 + 1)
            if strip {
                canvas.fill(Rect(x: x0, y: plot.maxY - 4, width: x1 - x0, height: 4), ReportPalette.stale)
            } else {
                canvas.fill(
                    Rect(x: x0, y: plot.y, width: x1 - x0, height: plot.height), ReportPalette.stale.opacity(0.13))
            }
        }
    }

    /// Horizontal grid lines and their values, from 0 to the limit in a round step.
    private static func drawValueAxis(_ options: Options, _ plot: Rect, on canvas: ReportCanvas) {
        let step = valueStep(limit: options.limit)
        var value = 0
        while value <= max(options.limit, 1) {
            let yy = y(value, plot, options)
            canvas.line(
                from: Point(x: plot.x, y: yy), to: Point(x: plot.maxX, y: yy),
                value == 0 ? ReportPalette.secondary.opacity(0.6) : ReportPalette.grid, width: value == 0 ? 1 : 0.75)
            ReportText.draw(
                "\(value)", .axis, ReportPalette.secondary, x: plot.x - 8, baseline: yy + 3.5, alignment: .trailing,
                on: canvas)
            value += step
        }
        if options.limit % step != 0 {
            let yy = y(options.limit, plot, options)
            canvas.line(
                from: Point(x: plot.x, y: yy), to: Point(x: plot.maxX, y: yy), ReportPalette.grid, width: 0.75,
                dash: [3, 3])
            ReportText.draw(
                "\(options.limit)", .axis, ReportPalette.secondary, x: plot.x - 8, baseline: yy + 3.5,
                alignment: .trailing, on: canvas)
        }
    }

    /// The smallest round step that draws at most six value lines above zero.
    static func valueStep(limit: Int) -> Int {
        let steps = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 24, 25, 30, 50, 60, 100, 120, 150, 200, 250, 500, 1000]
        let wanted = Double(max(limit, 1)) / 6
        return steps.first { Double($0) >= wanted } ?? Int(saturating: wanted.rounded(.up))
    }

    /// A tick at every whole hour (local time), a label every few hours so labels stay apart,
    /// and the date under each midnight.
    private static func drawTimeAxis(_ options: Options, _ plot: Rect, on canvas: ReportCanvas) {
        let ticks = hourTicks(options)
        let pointsPerHour = plot.width * 3600 / max(options.end.timeIntervalSince(options.start), 1)
        let every = labelInterval(pointsPerHour: pointsPerHour)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = options.timeZone
        let dayFormat = DateFormatter()
        dayFormat.locale = Locale(identifier: "en_US_POSIX")
        dayFormat.timeZone = options.timeZone
        dayFormat.dateFormat = "EEE d MMM"
        for tick in ticks {
            let xx = x(tick, plot, options)
            let hour = calendar.component(.hour, from: tick)
            let labelled = hour % every == 0
            if pointsPerHour >= 4 || labelled {
                canvas.line(
                    from: Point(x: xx, y: plot.y), to: Point(x: xx, y: plot.maxY),
                    ReportPalette.grid.opacity(labelled ? 0.7 : 0.35), width: 0.75)
            }
            canvas.line(
                from: Point(x: xx, y: plot.maxY), to: Point(x: xx, y: plot.maxY + (labelled ? 5 : 3)),
                ReportPalette.secondary.opacity(0.6), width: 1)
            if labelled {
                ReportText.draw(
                    String(format: "%02d:00", hour), .axis, ReportPalette.secondary, x: xx, baseline: plot.maxY + 17,
                    alignment: .center, on: canvas)
            }
            if hour == 0 {
                ReportText.draw(
                    dayFormat.string(from: tick), .axis, ReportPalette.ink, x: xx, baseline: plot.maxY + 31,
                    alignment: .center, on: canvas)
            }
        }
    }

    /// Every whole hour from `options.start` to `options.end` inclusive, local time.
    static func hourTicks(_ options: Options) -> [Date] {
        let offset = Double(options.timeZone.secondsFromGMT(for: options.start))
        let local = options.start.timeIntervalSince1970 + offset
        var tick = Date(timeIntervalSince1970: (local / 3600).rounded(.up) * 3600 - offset)
        var ticks: [Date] = []
        while tick <= options.end && ticks.count < 10_000 {
            ticks.append(tick)
            // Step in absolute hours; a daylight-saving change shifts the labels, not the spacing.
            tick = tick.addingTimeInterval(3600)
        }
        return ticks
    }

    /// Hours between labels: the smallest of 1, 2, 3, 4, 6, 12, 24 that leaves 44 points apart.
    static func labelInterval(pointsPerHour: Double) -> Int {
        [1, 2, 3, 4, 6, 12, 24].first { Double($0) * pointsPerHour >= 44 } ?? 24
    }

    /// The step line, the area under it, and the value at the end.
    private static func drawBudget(_ samples: [Sample], _ options: Options, _ plot: Rect, on canvas: ReportCanvas) {
        let steps = stepPoints(samples, options, plot)
        guard let first = steps.first, let last = steps.last else { return }
        let cr = canvas.cr
        cairo_move_to(cr, first.x, plot.maxY)
        for p in steps { cairo_line_to(cr, p.x, p.y) }
        cairo_line_to(cr, last.x, plot.maxY)
        cairo_close_path(cr)
        canvas.setColor(ReportPalette.budget.opacity(0.09))
        cairo_fill(cr)
        cairo_move_to(cr, first.x, first.y)
        for p in steps.dropFirst() { cairo_line_to(cr, p.x, p.y) }
        canvas.setColor(ReportPalette.budget)
        cairo_set_line_width(cr, 2)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        cairo_stroke(cr)
        let value = remaining(at: options.end, samples) ?? 0
        ReportText.draw(
            "\(value) left", .label, ReportPalette.budget, x: last.x + 8, baseline: last.y + 4, on: canvas)
    }

    /// The corners of the step line across the plot.
    static func stepPoints(_ samples: [Sample], _ options: Options, _ plot: Rect) -> [Point] {
        guard let startValue = remaining(at: options.start, samples) ?? samples.first?.remaining else { return [] }
        var points = [Point(x: plot.x, y: y(startValue, plot, options))]
        var current = startValue
        for sample in samples where sample.time > options.start && sample.time <= options.end {
            guard sample.remaining != current else { continue }
            let xx = x(sample.time, plot, options)
            points.append(Point(x: xx, y: y(current, plot, options)))
            points.append(Point(x: xx, y: y(sample.remaining, plot, options)))
            current = sample.remaining
        }
        points.append(Point(x: plot.maxX, y: y(current, plot, options)))
        return points
    }

    /// The value of the last sample at or before `date`.
    static func remaining(at date: Date, _ samples: [Sample]) -> Int? {
        samples.last { $0.time <= date }?.remaining
    }

    private static func drawEvents(
        _ events: [Event], _ samples: [Sample], _ options: Options, _ plot: Rect, on canvas: ReportCanvas
    ) {
        let shown = events.filter { $0.time >= options.start && $0.time <= options.end }
        // Refusal lines first, so every marker sits on top of them.
        for event in shown where event.kind == .refused {
            let xx = x(event.time, plot, options)
            canvas.line(
                from: Point(x: xx, y: plot.y), to: Point(x: xx, y: plot.maxY), ReportPalette.refused.opacity(0.55),
                width: 1, dash: [3, 3])
        }
        // Free first, then charged, failed and refused on top: the rarer marks stay visible.
        let order: [Event.Kind] = [.free, .charged, .failed, .refused]
        for kind in order {
            for event in shown where event.kind == kind {
                let value = event.remaining ?? remaining(at: event.time, samples) ?? 0
                marker(kind, at: Point(x: x(event.time, plot, options), y: y(value, plot, options)), on: canvas)
            }
        }
    }

    /// The mark of one reload centred on `p`.
    private static func marker(_ kind: Event.Kind, at p: Point, on canvas: ReportCanvas) {
        switch kind {
        case .charged, .free:
            canvas.dot(at: p, radius: 4.5, .white)
            canvas.dot(at: p, radius: 3.25, kind == .charged ? ReportPalette.budget : ReportPalette.free)
        case .failed:
            canvas.dot(at: p, radius: 4.5, .white)
            canvas.dot(at: p, radius: 3.5, ReportPalette.refused)
            canvas.dot(at: p, radius: 2, .white)
        case .refused:
            canvas.dot(at: p, radius: 5.5, .white)
            let d = 3.5
            canvas.line(
                from: Point(x: p.x - d, y: p.y - d), to: Point(x: p.x + d, y: p.y + d), ReportPalette.refused, width: 2)
            canvas.line(
                from: Point(x: p.x - d, y: p.y + d), to: Point(x: p.x + d, y: p.y - d), ReportPalette.refused, width: 2)
        }
    }
}

extension RGBA {
    /// This colour with its alpha multiplied by `amount`.
    fileprivate func opacity(_ amount: Double) -> RGBA { RGBA(red, green, blue, alpha * amount) }
}
