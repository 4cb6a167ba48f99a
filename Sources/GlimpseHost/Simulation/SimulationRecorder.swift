//  SimulationRecorder.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: builds a `SimulationReport` from the host's events (provider calls, timelines,
//  reloads, and from them the exact stale spans, whatever the wake-ups, the time before the first
//  timeline included) and from what the replay loop observes at each wake-up (entry shown, live
//  changes, budget).

import Foundation
import GlimpseArchive

/// Collects one replay's report. Used on the replay's thread only (the host calls its observer on
/// the thread that runs `runDue`).
final class SimulationRecorder: @unchecked Sendable {
    // @unchecked Sendable: the host calls the observer synchronously on the replay thread.
    private(set) var report: SimulationReport
    private let instance: InstanceID
    private var lastCallSucceeded = true
    private var lastCallCode = ""
    /// Simulated time of the last provider call (a timeline event follows its call).
    private var lastCallTime: Date?
    /// What is on screen: (timeline, entry) and since when.
    private var shownKey: SimulationReport.ArchiveReference?
    /// When the timeline on screen makes the data stale: its policy's eligibility, or its
    /// arrival if that is later; nil for `.never`. Before the first timeline: the replay's start
    /// (no timeline is stale data too; a first timeline at the start leaves no span).
    private var staleFrom: Date?
    private var pendingLiveChange: Date?
    var budgetQuery: ((Date) -> Int)?

    init(plan: SimulationPlan, instance: InstanceID) {
        report = SimulationReport(plan: plan)
        self.instance = instance
        staleFrom = plan.start
        report.totals.budgetLimit = plan.settings.dailyBudget(for: plan.place)
    }

    // MARK: - Host events

    func record(_ event: HostEvent) {
        switch event {
        case .providerCall(let call):
            guard call.instance == instance else { return }
            lastCallTime = call.time
            var record = SimulationReport.ProviderCall(
                time: call.time, method: call.method.rawValue, reason: call.reason, duration: call.duration,
                outcome: "ok")
            switch call.result {
            case .success(let count):
                record.entryCount = count
                lastCallSucceeded = true
            case .failure(let error):
                record.outcome = error.code.description
                record.message = error.message
                lastCallSucceeded = false
                lastCallCode = error.code.description
            }
            report.providerCalls.append(record)
            report.totals.providerCalls += 1
        case .timeline(let id, let timeline):
            guard id == instance else { return }
            // A new timeline (or the previous entries under a new policy) ends the stale span at
            // its arrival; the next one starts at its eligibility.
            let arrival = lastCallTime ?? timeline.received
            if let open = staleFrom { closeStale(open, at: arrival) }
            staleFrom = timeline.eligible.map { max($0, arrival) }
            report.timelines.append(
                SimulationReport.TimelineRecord(
                    received: timeline.received, reason: timeline.reason, policy: timeline.policy,
                    entries: timeline.entries.map { .init(date: $0.date, relevance: $0.relevance) },
                    eligible: timeline.eligible))
            report.archives.append(timeline.entries.map(\.archives))
        case .reload(let row):
            guard row.instance == instance else { return }
            let remaining = budgetQuery?(row.time) ?? 0
            report.reloads.append(
                SimulationReport.ReloadRecord(
                    time: row.time, reason: row.reason, charged: row.charged, granted: row.granted,
                    outcome: row.outcome, detail: row.detail, waited: row.waited, budgetRemaining: remaining))
            if row.granted {
                report.totals.reloadsGranted += 1
                if row.charged { report.totals.chargedReloads += 1 } else { report.totals.freeReloads += 1 }
            } else {
                report.totals.reloadsRefused += 1
            }
            if row.outcome == .failed {
                report.totals.failedReloads += 1
                report.errors.append(
                    SimulationReport.Issue(
                        time: row.time, code: lastCallSucceeded ? "invalidArchive" : lastCallCode, message: row.detail))
            }
            sampleBudget(at: row.time)
        case .placeholder:
            // Shown only until the first timeline, which arrives at the same simulated instant.
            break
        case .warning(let warning):
            guard warning.instance == instance else { return }
            report.warnings.append(
                SimulationReport.Issue(time: warning.time, code: warning.code, message: warning.message))
        case .storeFailed(let error):
            report.errors.append(
                SimulationReport.Issue(time: Date(), code: error.code.description, message: error.message))
        case .bundleBroken(let mark):
            report.errors.append(
                SimulationReport.Issue(time: mark.since, code: "bundleBroken", message: mark.error))
        }
    }

    // MARK: - Observations

    /// Records what is on screen at `now` (after the host's step at `now`).
    func observe(_ current: CurrentEntry?, at now: Date) {
        guard let current, !report.timelines.isEmpty else { return }
        let key = SimulationReport.ArchiveReference(timeline: report.timelines.count - 1, entry: current.index)
        if key != shownKey {
            closeShown(at: now)
            report.shown.append(
                SimulationReport.ShownEntry(
                    span: TimeSpan(start: now, end: now), archive: key, entryDate: current.entry.date))
            report.totals.entriesShown += 1
            shownKey = key
        } else if let live = pendingLiveChange, live <= now {
            report.liveUpdates += 1
        }
        pendingLiveChange = current.nextLiveChange
    }

    /// Samples the budget at `time`.
    func sampleBudget(at time: Date) {
        let remaining = budgetQuery?(time) ?? 0
        let limit = report.totals.budgetLimit
        if let last = report.budget.last, last.time == time {
            report.budget[report.budget.count - 1].remaining = remaining
            report.budget[report.budget.count - 1].used = limit - remaining
            return
        }
        report.budget.append(
            SimulationReport.BudgetSample(time: time, used: limit - remaining, remaining: remaining, limit: limit))
    }

    /// Closes the open spans at `end` and fills in the totals.
    func finish(at end: Date, wallTime: TimeInterval) -> SimulationReport {
        closeShown(at: end)
        if let open = staleFrom { closeStale(open, at: end) }
        sampleBudget(at: end)
        report.totals.budgetRemaining = budgetQuery?(end) ?? 0
        report.staleness.totalSeconds = report.staleness.spans.reduce(0) { $0 + $1.duration }
        if let views = report.plan.views {
            report.staleness.viewedSeconds = report.staleness.spans.reduce(0) { $0 + $1.overlap(with: views) }
        } else {
            report.staleness.viewedSeconds = report.staleness.totalSeconds
        }
        report.totals.staleSeconds = report.staleness.viewedSeconds
        report.wallTime = wallTime
        return report
    }

    private func closeShown(at now: Date) {
        guard !report.shown.isEmpty else { return }
        report.shown[report.shown.count - 1].span.end = now
    }

    /// Records the stale span from `start` (if it lasted at least a second) and clears it. A
    /// reload granted the moment its policy allowed it leaves a span of the provider's own
    /// milliseconds: no person sees that, and it would read as "stale 0 s" in the summary.
    private func closeStale(_ start: Date, at now: Date) {
        staleFrom = nil
        let start = max(start, report.plan.start)
        let end = min(now, report.plan.end)
        guard end.timeIntervalSince(start) >= 1 else { return }
        report.staleness.spans.append(TimeSpan(start: start, end: end))
    }
}
