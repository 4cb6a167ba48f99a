//  SimulatePictures.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: issue 3 "a filmstrip PNG of what a person would have seen hour by hour, and a plot
//  of budget use over the day": turns a SimulationReport into GlimpseRender's Filmstrip and
//  BudgetPlot inputs. Frames are taken every hour (every few hours past 48 frames), drawn as
//  the place shows the widget (GlimpseDisplay's DisplayComposer, issue 10).

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

    /// The widget on top of a `--stack` at a time: its kind and its own replay.
    typealias StackTop = (Date) -> (kind: String, report: SimulationReport)?

    /// filmstrip.png: the archive on screen at each frame time (`frameTolerance`) with live dates
    /// resolved then; stale frames ringed. With `stackTop`, each frame shows the stack's top
    /// widget then, named under the frame.
    static func filmstrip(_ report: SimulationReport, context: SimulateContext, stackTop: StackTop? = nil) throws
        -> Data
    {
        let plan = report.plan
        let frames = frameTimes(start: plan.start, duration: plan.duration).map { time -> Filmstrip.Frame in
            let top = stackTop?(time)
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
            if let top { detail = [top.kind, detail].compactMap { $0 }.joined(separator: " · ") }
            return Filmstrip.Frame(
                label: context.time(time), archive: report.archive(at: time.addingTimeInterval(frameTolerance)),
                date: time, stale: staleSpan != nil,
                detail: detail)
        }
        // Drawn as the place shows the widget (GlimpseDisplay), as a preview and the page draw it.
        let device = context.options.device
        let variant = context.variant
        var frameOptions = RenderOptions(cornerRadius: device.cornerRadius(for: plan.family))
        if let archive = frames.lazy.compactMap(\.archive).first, let size = variant.size(on: device) {
            frameOptions = DisplayComposer.options(
                for: variant, archive: archive, on: device, state: SurfaceState(), size: size,
                scale: context.options.pictureScale, date: nil)
        }
        let options = Filmstrip.Options(
            title: stackTop == nil
                ? "\(plan.kind) · \(plan.family) · what was on screen"
                : "Smart Stack · \(plan.family) · the widget on top",
            subtitle: context.spanLine + " · a frame every "
                + SimulateDuration.describe(frames.count > 1 ? frames[1].date.timeIntervalSince(frames[0].date) : 3600)
                + (report.staleness.spans.isEmpty ? "" : " · stale frames ringed in orange"),
            scale: context.options.pictureScale, frameOptions: frameOptions,
            backdrop: plan.family.isSystem ? nil : ReportPalette.lockScreen)
        return try Filmstrip.render(frames: frames, options: options)
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
