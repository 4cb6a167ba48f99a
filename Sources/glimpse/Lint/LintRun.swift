//  LintRun.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 "A checker for a good widget experience": collects what the rules read.
//  For each widget and family, the placeholder, the gallery snapshot and the timeline, asked
//  as `glimpse preview` asks them (`PreviewTarget`), `getTimeline` timed; a failed request is a
//  finding, and a bundle that crashed or hung is started again for the next one. Then 24 hours
//  of the widget's reload policy in its first family, replayed by `Simulator` (the host of
//  `glimpse simulate`) on simulated time.

import Foundation
import GlimpseArchive
import GlimpseHost
import GlimpseLint

/// One `glimpse lint` invocation.
struct LintRun {
    let options: LintOptions

    /// Collects, checks and returns the report.
    /// - Throws: `CommandFailure` when the bundle cannot be started or described, or `--kind`
    ///   names no widget of it.
    func run() throws(CommandFailure) -> LintReport {
        var session = try BundleSession(path: options.bundlePath, timeout: options.timeout)
        defer { session.close() }
        let description: BundleDescription
        do {
            description = try session.process().describe()
        } catch {
            throw error.commandFailure
        }
        var widgets = description.widgets
        if let kind = options.kind {
            guard let widget = widgets.first(where: { $0.kind == kind }) else {
                let kinds = widgets.map { "'\($0.kind)'" }.joined(separator: ", ")
                throw CommandFailure(
                    ExitCode.dataError,
                    "bundle '\(description.bundle)' has no widget of kind '\(kind)' (kinds: \(kinds))")
            }
            widgets = [widget]
        }
        var checked: [LintWidget] = []
        for widget in widgets {
            let targets = self.targets(widget)
            let families = targets.map { collect(widget.kind, $0, session: &session) }
            var lintWidget = LintWidget(description: widget, families: families)
            if options.forecast, let first = targets.first, families.first?.timelineSeconds != nil {
                lintWidget.forecast = forecast(widget.kind, first)
            }
            checked.append(lintWidget)
        }
        let footprint = session.peakFootprint.map { LintFootprint(bytes: $0, limit: HostSettings().footprintLimit) }
        let findings = Linter(timelineBudget: options.timelineBudget).findings(for: checked, footprint: footprint)
        return LintReport(bundle: description.bundle, kinds: checked.map(\.description.kind), findings: findings)
    }

    // MARK: - Steps

    /// The families of `widget` to check, each where a plain preview shows it: at the bundle's
    /// own Dynamic Type size, then at each `--dynamic-type` size.
    private func targets(_ widget: WidgetDescription) -> [PreviewTarget] {
        let supported = widget.supportedFamilies.map(FamilyName.init(rawValue:))
        let families = options.families.map { $0.filter(supported.contains) } ?? supported
        let sizes: [DynamicTypeName?] = [nil] + options.dynamicTypeSizes
        return families.flatMap { family in
            sizes.compactMap {
                PreviewTarget(
                    family, on: options.device, at: nil, colorScheme: nil, dynamicTypeSize: $0,
                    scale: options.device.scale)
            }
        }
    }

    /// Asks for the placeholder, snapshot and timeline of `kind` at `target`.
    private func collect(_ kind: String, _ target: PreviewTarget, session: inout BundleSession) -> LintFamily {
        let margins = target.environment.contentMargins ?? [0, 0, 0, 0]
        var family = LintFamily(
            family: target.family.rawValue, canvas: target.size.canvas,
            margins: (margins[0], margins[1], margins[2], margins[3]), platform: target.environment.platform ?? "iOS")
        family.dynamicTypeSize = target.environment.dynamicTypeSize
        let name = target.family.rawValue
        let size = target.size.canvas
        let environments = [target.environment]
        family.placeholder =
            session.ask("placeholder", into: &family.failures) { process throws(HostError) in
                try process.placeholder(kind: kind, family: name, displaySize: size, environments: environments)
                    .archives.first
            } ?? nil
        family.snapshot =
            session.ask("snapshot", into: &family.failures) { process throws(HostError) in
                try process.snapshot(
                    kind: kind, family: name, displaySize: size, environments: environments, isPreview: true
                ).archives.first
            } ?? nil
        let asked = Date()
        let clock = ContinuousClock()
        let start = clock.now
        let timeline = session.ask("timeline", into: &family.failures) { process throws(HostError) in
            try process.timeline(kind: kind, family: name, displaySize: size, environments: environments)
        }
        if let timeline {
            let elapsed = start.duration(to: clock.now)
            family.timelineSeconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            family.entries = timeline.entries.compactMap { entry in entry.archives.first.map { (entry.date, $0) } }
            family.policy = timeline.policy
            family.requested = timeline.clock ?? asked
        }
        return family
    }

    /// 24 hours of `kind`'s reload policy at `target`, from now, always viewed.
    private func forecast(_ kind: String, _ target: PreviewTarget) -> LintForecast? {
        let start = Date()
        let plan = SimulationPlan(
            bundle: options.bundlePath, kind: kind, family: target.family,
            place: InstancePlace(rawValue: target.place.rawValue), start: start, duration: 86_400,
            environments: [target.environment], displaySize: target.size.canvas)
        guard let report = try? Simulator.run(plan) else { return nil }
        let refusal = report.reloads.first { !$0.granted && $0.outcome == .refused }
        return LintForecast(
            budgetLimit: report.totals.budgetLimit, chargedReloads: report.totals.chargedReloads,
            refusedReloads: report.totals.reloadsRefused,
            firstRefusalAfter: refusal.map { $0.time.timeIntervalSince(start) })
    }
}

/// The bundle's process, started again after a request that killed it (a crash, a timeout, a
/// malformed answer), so one bad request does not hide the rest. Its footprint is sampled every
/// 50 ms while a request is out and at each answer, as `glimpse host` samples it
/// (`ExtensionProcess.samplesFootprint`), so a spike the bundle frees before answering counts.
private struct BundleSession {
    let path: String
    let timeout: Duration
    private var current: ExtensionProcess?
    /// The largest footprint (`Pss_Anon`, bytes) sampled during or after a request; nil before one
    /// was read.
    private(set) var peakFootprint: Int?

    init(path: String, timeout: Duration) throws(CommandFailure) {
        self.path = path
        self.timeout = timeout
        do {
            current = try ExtensionProcess(executable: path, timeout: timeout, samplesFootprint: true)
        } catch {
            throw error.commandFailure
        }
    }

    /// The running process, started again if the last request ended it.
    mutating func process() throws(HostError) -> ExtensionProcess {
        if let current { return current }
        let process = try ExtensionProcess(executable: path, timeout: timeout, samplesFootprint: true)
        current = process
        return process
    }

    /// Runs `request`; on failure records it in `failures` and returns nil.
    mutating func ask<T>(
        _ method: String, into failures: inout [LintFailure],
        _ request: (ExtensionProcess) throws(HostError) -> T
    ) -> T? {
        do {
            let running = try self.process()
            defer { sample(running) }
            return try request(running)
        } catch {
            failures.append(LintFailure(method: method, code: "\(error.code)", message: error.message))
            if [.bundleCrashed, .timeout, .malformedResponse].contains(error.code) {
                current?.terminate()
                current = nil
            }
            return nil
        }
    }

    private mutating func sample(_ process: ExtensionProcess) {
        _ = process.sampleFootprint()
        let peak = process.peakFootprint
        guard peak > 0 else { return }
        peakFootprint = max(peakFootprint ?? 0, peak)
    }

    func close() { current?.terminate() }
}
