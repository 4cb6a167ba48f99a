//  SimulatePictures.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: issue 3 "a filmstrip PNG of what a person would have seen hour by hour, and a plot
//  of budget use over the day": turns a SimulationReport into GlimpseRender's Filmstrip and
//  BudgetPlot inputs. Frames are taken every hour (every few hours past 48 frames), and for a
//  --stack at each rotation too, drawn as the place shows the widget (GlimpseDisplay's
//  DisplayComposer, issue 10).

import Foundation
import GlimpseArchive
import GlimpseDisplay
import GlimpseHost
import GlimpseRender

/// The report pictures of a replay.
enum SimulatePictures {
    /// At most this many filmstrip frames; longer replays take one every few hours.
    static let maximumFrames = 48

    /// The instants the filmstrip shows: the start, then every hour (or every `n` hours, so no
    /// more than `maximumFrames`), before the end.
    static func frameTimes(start: Date, duration: Double) -> [Date] {
        let hours = max(1, Int((duration / 3600 / Double(maximumFrames)).rounded(.up)))
        let step = Double(hours) * 3600
        return stride(from: 0.0, to: duration, by: step).map { start.addingTimeInterval($0) }
    }

    /// How far past a frame's time the frame looks for the entry on screen: 1 second. A provider
    /// dates its entries from `Date()` ("now + 1 h"), which reads a few milliseconds after the hour
    /// the host asked at, so the entry a person sees "at 09:00" is dated 09:00:00.004; looking at
    /// the instant itself would show the entry before it in every frame (issue 14).
    static let frameTolerance: TimeInterval = 1

    /// The entry the frame at `time` shows: the one on screen `frameTolerance` later.
    static func frameEntry(_ report: SimulationReport, at time: Date) -> SimulationReport.ShownEntry? {
        report.shownEntry(at: time.addingTimeInterval(frameTolerance))
    }

    /// A `--stack`'s part of the filmstrip: the widget on top at a time (its kind and its own
    /// replay), and the minutes the top moved.
    struct StackFrames {
        var top: (Date) -> (kind: String, report: SimulationReport)?
        /// Each gets a frame of its own, so a widget that is relevant for less than an hour (a
        /// 35-minute run) is seen as it was when it went on top, not only after (issue 13).
        var rotations: [Date]
    }

    /// The hourly `frameTimes`, and each of `moments` inside the span (at most `maximumFrames`
    /// of them, the first ones), in order, each instant once.
    static func frameTimes(start: Date, duration: Double, including moments: [Date]) -> [Date] {
        let end = start.addingTimeInterval(duration)
        let extra = moments.filter { $0 >= start && $0 < end }.prefix(maximumFrames)
        return Array(Set(frameTimes(start: start, duration: duration) + extra)).sorted()
    }

    /// filmstrip.png: the archive on screen at each frame time (`frameTolerance`) with live dates
    /// resolved then; stale frames ringed. With `stack`, each frame shows the stack's top widget
    /// then, named under the frame, and each rotation has a frame ("→ Workout").
    static func filmstrip(_ report: SimulationReport, context: SimulateContext, stack: StackFrames? = nil) throws
        -> Data
    {
        let plan = report.plan
        let frames = self.frames(report, context: context, stack: stack)
        // Drawn as the place shows the widget (GlimpseDisplay), as a preview and the page draw it.
        let device = context.options.device
        let variant = context.variant
        var frameOptions = RenderOptions(cornerRadius: device.cornerRadius(for: plan.family))
        if let archive = frames.lazy.compactMap(\.archive).first, let size = variant.size(on: device) {
            frameOptions = DisplayComposer.options(
                for: variant, archive: archive, on: device, state: SurfaceState(), size: size,
                scale: context.options.pictureScale, date: nil)
        }
        let hourly = frameTimes(start: plan.start, duration: plan.duration)
        let every = SimulateDuration.describe(hourly.count > 1 ? hourly[1].timeIntervalSince(hourly[0]) : 3600)
        let options = Filmstrip.Options(
            title: stack == nil
                ? "\(plan.kind) · \(plan.family) · what was on screen"
                : "Smart Stack · \(plan.family) · the widget on top",
            subtitle: context.spanLine + " · a frame every " + every
                + (stack.map { $0.rotations.isEmpty ? "" : " and at each rotation (→)" } ?? "")
                + (report.staleness.spans.isEmpty ? "" : " · stale frames ringed in orange"),
            scale: context.options.pictureScale, frameOptions: frameOptions,
            backdrop: plan.family.isSystem ? nil : ReportPalette.lockScreen)
        return try Filmstrip.render(frames: frames, options: options)
    }

    /// The filmstrip's frames (see `filmstrip`).
    static func frames(_ report: SimulationReport, context: SimulateContext, stack: StackFrames? = nil)
        -> [Filmstrip.Frame]
    {
        let plan = report.plan
        let rotations = Set(stack?.rotations ?? [])
        let times = frameTimes(start: plan.start, duration: plan.duration, including: Array(rotations))
        return times.map { time -> Filmstrip.Frame in
            let top = stack?.top(time)
            let report = top?.report ?? report
            let shown = frameEntry(report, at: time)
            let staleSpan = report.staleness.spans.first { $0.contains(time) }
            var detail: String?
            if let staleSpan {
                let seconds = time.timeIntervalSince(staleSpan.start)
                detail = "stale \(SimulateDuration.describe(seconds >= 60 ? (seconds / 60).rounded() * 60 : seconds))"
            } else if let shown {
                detail = "since \(SimulateContext.clock(shown.span.start, in: context.timeZone))"
            }
            if let top {
                let name = rotations.contains(time) ? "→ \(top.kind)" : top.kind
                detail = [name, detail].compactMap { $0 }.joined(separator: " · ")
            }
            return Filmstrip.Frame(
                label: context.time(time), archive: report.archive(at: time.addingTimeInterval(frameTolerance)),
                date: time, stale: staleSpan != nil,
                detail: detail)
        }
    }

    /// At most this many cells in strip.png; longer replays take several minutes a cell.
    static let maximumStripCells = 288

    /// strip.png's cells: one per `step` seconds (whole minutes, so no more than
    /// `maximumStripCells`), each with the top at its first minute and whether any of its
    /// minutes rotated.
    static func stripCells(_ replay: StackReplay) -> (step: TimeInterval, cells: [StackStrip.Cell]) {
        let minutes = replay.minutes
        let perCell = max(1, Int((Double(minutes.count) / Double(maximumStripCells)).rounded(.up)))
        let cells = stride(from: 0, to: minutes.count, by: perCell).map { first in
            let run = minutes[first..<min(first + perCell, minutes.count)]
            return StackStrip.Cell(
                start: minutes[first].time, top: minutes[first].top, rotated: run.contains(where: \.rotated))
        }
        return (Double(perCell) * 60, cells)
    }

    /// strip.png: the stack's top over the replay, a narrow cell per step in each kind's colour.
    static func stackStrip(_ replay: StackReplay, context: SimulateContext) throws -> Data {
        let (step, cells) = stripCells(replay)
        let options = StackStrip.Options(
            title: "Smart Stack · \(context.plan.family) · the widget on top",
            subtitle: context.spanLine + " · a cell every " + SimulateDuration.describe(step)
                + " · \(replay.rotations) rotation" + (replay.rotations == 1 ? "" : "s"),
            kinds: replay.kinds, start: cells.first?.start ?? context.plan.start, step: step,
            timeZone: context.timeZone, scale: context.options.pictureScale)
        return try StackStrip.render(cells: cells, options: options)
    }

    /// budget.png: charged reloads left over the replay, reloads marked, stale spans shaded.
    static func budget(_ report: SimulationReport, context: SimulateContext) throws -> Data {
        let plan = report.plan
        let points = report.budget.map { BudgetPlot.Sample(time: $0.time, remaining: $0.remaining) }
        let events = report.reloads.map { reload -> BudgetPlot.Event in
            let kind: BudgetPlot.Event.Kind =
                !reload.granted ? .refused : reload.outcome == .failed ? .failed : reload.charged ? .charged : .free
            return BudgetPlot.Event(time: reload.time, kind: kind, remaining: reload.budgetRemaining)
        }
        let t = report.totals
        let options = BudgetPlot.Options(
            title: "\(plan.kind) · \(plan.family) · reload budget",
            subtitle: "\(context.spanLine) · \(t.chargedReloads) charged, \(t.freeReloads) free, "
                + "\(t.reloadsRefused) refused · \(t.budgetLimit) per 24 h",
            start: plan.start, end: plan.end, limit: t.budgetLimit,
            staleSpans: report.staleness.spans.map { $0.start..<$0.end }, timeZone: context.timeZone,
            scale: context.options.pictureScale)
        return try BudgetPlot.render(points: points, events: events, options: options)
    }
}
