//  Simulator.swift — GlimpseHost (Glimpse)
//  Status: Complete for one instance
//  Behaviour: issue 3 "glimpse simulate": replays a span of time with a SimulatedClock, jumping
//  from one wake-up of the host to the next and never sleeping.

import Foundation

/// Replays one widget instance over a span of simulated time.
public enum Simulator {
    /// Replays `plan` and returns what happened.
    ///
    /// The host runs on a `SimulatedClock` starting at `plan.start`: it adds the instance, loads
    /// its first timeline, then jumps from wake-up to wake-up (entry dates, reload eligibility,
    /// live-date changes, view and foreground span edges, whole hours) until `plan.end`, never
    /// sleeping. Provider calls to a real bundle take real time (and are cut at
    /// `plan.settings.providerTimeout` real seconds). Each request tells a real bundle the
    /// simulated time, and its wall clock (`Date()`) reads that time for the request, so its
    /// entries, policies (even calendar-aligned ones: "the next 12:00") and the text it formats
    /// itself are those of the simulated day. A bundle that cannot set its clock has every date
    /// of its answers moved by (simulated time − its clock) instead (Docs/ExtensionProtocol.md
    /// "Time").
    ///
    /// - Parameters:
    ///   - plan: What to replay.
    ///   - source: Where timelines come from (its dates are taken as they are); nil starts
    ///     `plan.bundle` as a process (`ProcessTimelineSource` on simulated time).
    ///   - progress: Called on the calling thread after every provider call and every simulated
    ///     hour.
    ///   - onStderrLine: Called on a reader thread with each line the bundle writes to stderr
    ///     (its `print`s) when `source` is nil.
    /// - Returns: The report; provider failures are in it, not thrown.
    /// - Throws: `HostError` `.bundleNotFound` when `source` is nil and `plan.bundle` is not an
    ///   executable file.
    public static func run(
        _ plan: SimulationPlan, source: (any TimelineSource)? = nil,
        progress: ((SimulationProgress) -> Void)? = nil, onStderrLine: (@Sendable (String) -> Void)? = nil
    ) throws(HostError) -> SimulationReport {
        let started = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> TimeInterval { Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9 }

        var processSource: ProcessTimelineSource?
        let timelines: any TimelineSource
        if let source {
            timelines = source
        } else {
            try checkBundle(plan.bundle)
            let forward = onStderrLine.map { forward in { @Sendable (_: String, line: String) in forward(line) } }
            let process = ProcessTimelineSource(simulatedTime: true, onStderrLine: forward)
            processSource = process
            timelines = process
        }
        defer { processSource?.close() }

        let clock = SimulatedClock(start: plan.start)
        let host = try WidgetHost(source: timelines, clock: clock, settings: plan.settings)
        let targets = RenderTargets(displaySize: plan.displaySize, environments: plan.environments)
        host.renderTargets = { _ in targets }
        // The instance's id is 1 in a fresh in-memory host.
        let recorder = SimulationRecorder(plan: plan, instance: InstanceID(1))
        host.observer = { recorder.record($0) }
        let instance = try host.addInstance(
            bundle: plan.bundle, kind: plan.kind, family: plan.family, place: plan.place,
            configuration: plan.configuration)
        recorder.budgetQuery = { host.budgetRemaining(of: instance.id, at: $0) ?? 0 }
        recorder.sampleBudget(at: plan.start)

        let edges = spanEdges(plan)
        var nextHour = plan.start.addingTimeInterval(3600)
        var foreground = false
        while true {
            let now = clock.now
            let wantsForeground = plan.foreground?.contains { $0.contains(now) } ?? false
            if wantsForeground != foreground {
                foreground = wantsForeground
                try host.setForeground(foreground, bundle: plan.bundle)
            }
            let step = host.runDue()
            recorder.observe(host.currentEntry(of: instance.id, at: now), at: now)
            let atHour = now >= nextHour
            if atHour {
                recorder.sampleBudget(at: now)
                while nextHour <= now { nextHour = nextHour.addingTimeInterval(3600) }
            }
            if let progress, atHour || step.granted > 0 || now >= plan.end {
                let totals = recorder.report.totals
                progress(
                    SimulationProgress(
                        time: now,
                        fraction: plan.duration > 0 ? min(1, now.timeIntervalSince(plan.start) / plan.duration) : 1,
                        providerCalls: totals.providerCalls, reloadsGranted: totals.reloadsGranted,
                        reloadsRefused: totals.reloadsRefused, elapsed: elapsed()))
            }
            guard now < plan.end else { break }
            var next = min(plan.end, nextHour)
            if let wake = host.nextWakeUp(), wake < next { next = wake }
            if let edge = edges.first(where: { $0 > now }), edge < next { next = edge }
            // Time always moves on, even if an instance asked for a wake-up it could not use.
            clock.jump(to: max(next, now.addingTimeInterval(0.001)))
        }
        return recorder.finish(at: plan.end, wallTime: elapsed())
    }

    // MARK: - Steps

    /// The edges of the foreground spans inside the replay, sorted.
    private static func spanEdges(_ plan: SimulationPlan) -> [Date] {
        let spans = plan.foreground ?? []
        return Set(spans.flatMap { [$0.start, $0.end] }).filter { $0 > plan.start && $0 <= plan.end }.sorted()
    }

    private static func checkBundle(_ path: String) throws(HostError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw HostError(.bundleNotFound, MissingBundle.message(for: path))
        }
        guard !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: path) else {
            throw HostError(
                .bundleNotFound,
                "'\(path)' is not an executable file; pass the bundle's executable (e.g. .build/debug/MyWidgets)")
        }
    }
}
