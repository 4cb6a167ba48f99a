//  WidgetHost+Step.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §3.2 and issue 3 "The budget" / "Bad input": one step of
//  the host at the clock's now — grant or refuse each due reload against the instance's budget,
//  coalesce them per bundle into one session, ask the provider (for the placeholder first when
//  the instance shows nothing yet), and keep or replace each timeline. A failed or refused reload keeps the last good timeline (the instance is stale);
//  a failed charged attempt still costs budget, as on iOS.

import Foundation
import GlimpseArchive

extension WidgetHost {
    /// Runs every reload due at `clock.now`, then queues each instance's next wake-up.
    ///
    /// Reloads of one bundle run in one session (one `TimelineSource.timelines` call), together
    /// with its instances whose policy falls due within `coalescingWindow` (they run that much
    /// early). Everything the step changes is written to the store in one transaction per phase
    /// (refusals and grants, then results). Never throws: provider failures are ledger rows and
    /// events, store failures are `.storeFailed` events.
    @discardableResult
    public func runDue() -> StepSummary {
        workLock.lock()
        defer { workLock.unlock() }
        let now = clock.now
        var summary = StepSummary()
        var events: [HostEvent] = []

        let jobs = stateLock.withLock { collect(now: now, summary: &summary, events: &events) }
        var results: [[Result<FetchedTimeline, HostError>]] = []
        var durations: [TimeInterval] = []
        let sessions = Self.sessions(of: jobs)
        summary.sessions = sessions.count
        let timeout = settings.providerTimeout
        for session in sessions {
            placeholders(for: session, now: now, timeout: timeout)
            let started = DispatchTime.now().uptimeNanoseconds
            let answers = source.timelines(
                bundle: session[0].instance.bundle, requests: session.map(\.request), timeout: timeout)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            results.append(answers)
            durations.append(seconds / Double(session.count))
        }
        if !sessions.isEmpty { syncBroken(events: &events) }
        let observer = stateLock.withLock { () -> (@Sendable (HostEvent) -> Void)? in
            var changes: [StoreChange] = []
            for (index, session) in sessions.enumerated() {
                for (offset, job) in session.enumerated() {
                    let result =
                        offset < results[index].count
                        ? results[index][offset]
                        : .failure(
                            HostError(
                                .providerFailed, "the timeline source gave no answer for instance \(job.instance.id)")
                        )
                    apply(
                        result, to: job, now: now, duration: durations[index], summary: &summary, events: &events,
                        changes: &changes)
                }
            }
            commit(changes, events: &events)
            return observerHandler
        }
        if let observer { for event in events { observer(event) } }
        return summary
    }

    /// Runs the host on its clock until `stop()` is called (or `shouldStop` answers true after a
    /// step): a step at each wake-up, waiting in between; a request cuts the wait short.
    /// With a `SimulatedClock` use `Simulator` (or call `runDue` yourself) instead.
    public func run(until shouldStop: @Sendable () -> Bool = { false }) {
        while !(stateLock.withLock { stopRequested }) && !shouldStop() {
            runDue()
            clock.wait(until: nextWakeUp(), orUntil: wakeSignal)
        }
    }

    /// Makes `run(until:)` return after its current step.
    public func stop() {
        stateLock.withLock { stopRequested = true }
        wakeSignal.signal()
    }

    // MARK: - Steps

    /// A granted reload on its way to the provider.
    struct Job {
        var instance: WidgetInstance
        var due: DueReload
        var charged: Bool
        var request: TimelineRequest
        /// The instance shows nothing yet: ask for its placeholder before its timeline.
        var wantsPlaceholder: Bool
    }

    /// Pops the instances due by `now + coalescingWindow`, grants or refuses their reloads, and
    /// returns the granted ones. Under the state lock.
    private func collect(now: Date, summary: inout StepSummary, events: inout [HostEvent]) -> [Job] {
        let settings = currentSettings
        let horizon = now.addingTimeInterval(settings.coalescingWindow).timeIntervalSince1970
        var popped: [InstanceSlot] = []
        while let item = queue.first, item.time <= horizon {
            _ = queue.pop()
            guard let slot = slots[item.instance], slot.generation == item.generation else { continue }
            slot.wake = nil
            popped.append(slot)
        }

        var due: [(InstanceSlot, DueReload)] = []
        var early: [(InstanceSlot, DueReload)] = []
        for slot in popped {
            guard let reload = reloadDue(slot, now: now) else { continue }
            if reload.time <= now {
                due.append((slot, reload))
            } else if reload.mayRunEarly && reload.time.timeIntervalSince1970 <= horizon {
                // Woken early by something else (its next entry, a live date's next change): only
                // a reload due within the window may join a sibling's session.
                early.append((slot, reload))
            }
        }
        if !early.isEmpty {
            let bundles = Set(due.map(\.0.instance.bundle))
            due += early.filter { bundles.contains($0.0.instance.bundle) }
        }

        var jobs: [Job] = []
        var changes: [StoreChange] = []
        for (slot, reload) in due {
            let instance = slot.instance
            let charged =
                !reload.free
                && reload.reason.isCharged(
                    appInForeground: appInForeground(instance), developerMode: settings.developerMode)
            let limit = settings.dailyBudget(for: instance.place)
            let waited = max(0, now.timeIntervalSince(reload.wanted))
            if charged && slot.budget.remaining(at: now, limit: limit, window: settings.budgetWindow) == 0 {
                let next = slot.budget.nextAvailable(at: now, limit: limit, window: settings.budgetWindow)
                let row = LedgerEntry(
                    instance: instance.id, time: now, reason: reload.reason, charged: false, granted: false,
                    outcome: .refused,
                    detail:
                        "budget spent: \(limit) charged reloads in the last \(Self.hours(settings.budgetWindow)); "
                        + "the next frees up at \(next.formatted(.iso8601))",
                    waited: waited)
                if reload.fromPending {
                    slot.schedule.pending = nil
                } else {
                    slot.schedule.refusedEligibility = reload.wanted
                }
                summary.refused += 1
                events.append(.reload(row))
                changes.append(StoreChange(instance: instance.id, schedule: slot.schedule, ledger: [row]))
                continue
            }
            if charged { slot.budget.charge(at: now, window: settings.budgetWindow) }
            let targets = targetsHandler?(instance) ?? RenderTargets()
            slot.inFlight = true
            slot.schedule.lastReload = now
            if reload.fromPending { slot.schedule.pending = nil }
            summary.granted += 1
            jobs.append(
                Job(
                    instance: instance,
                    due: DueReload(
                        time: now, reason: reload.reason, free: reload.free, fromPending: reload.fromPending,
                        wanted: reload.wanted, mayRunEarly: false),
                    charged: charged,
                    request: TimelineRequest(
                        instance: instance.id, bundle: instance.bundle, kind: instance.kind, family: instance.family,
                        configuration: instance.configuration, displaySize: targets.displaySize,
                        environments: targets.environments, time: now),
                    wantsPlaceholder: slot.timeline == nil && placeholders[instance.id] == nil))
        }
        for slot in popped where !slot.inFlight { reschedule(slot, now: now) }
        commit(changes, events: &events)
        return jobs
    }

    /// Jobs grouped by bundle, in the order their bundles first appear.
    private static func sessions(of jobs: [Job]) -> [[Job]] {
        var order: [String] = []
        var groups: [String: [Job]] = [:]
        for job in jobs {
            if groups[job.instance.bundle] == nil { order.append(job.instance.bundle) }
            groups[job.instance.bundle, default: []].append(job)
        }
        return order.map { groups[$0]! }
    }

    /// Keeps or replaces the timeline of `job`'s instance after its provider answered. Under the
    /// state lock.
    private func apply(
        _ result: Result<FetchedTimeline, HostError>, to job: Job, now: Date, duration: TimeInterval,
        summary: inout StepSummary, events: inout [HostEvent], changes: inout [StoreChange]
    ) {
        let id = job.instance.id
        events.append(
            .providerCall(
                HostEvent.ProviderCall(
                    instance: id, time: now, method: .timeline, reason: job.due.reason, duration: duration,
                    result: result.map(\.entries.count))))
        guard let slot = slots[id] else { return }
        slot.inFlight = false
        let settings = currentSettings
        var outcome = LedgerEntry.Outcome.succeeded
        var detail = ""
        var encoded: EncodedTimeline?
        var failure: HostError?

        switch result {
        case .failure(let error):
            failure = error
        case .success(let fetched):
            switch TimelineIntake(settings: settings).accept(fetched, now: now, reason: job.due.reason) {
            case .accepted(let timeline, let warnings):
                do {
                    if store != nil {
                        encoded = try EncodedTimeline(
                            timeline, bundle: job.instance.bundleName,
                            replacing: slot.timelineStored ? slot.timeline : nil)
                    }
                    slot.show(timeline)
                    placeholders[id] = nil
                    events.append(.timeline(id, timeline))
                    for warning in warnings {
                        events.append(
                            .warning(
                                HostEvent.Warning(instance: id, time: now, code: warning.code, message: warning.message)
                            ))
                    }
                    outcome = warnings.isEmpty ? .succeeded : .adjusted
                    detail = warnings.map(\.message).joined(separator: "; ")
                } catch {
                    failure = error
                }
            case .keepPrevious(let eligible, let warning):
                events.append(
                    .warning(HostEvent.Warning(instance: id, time: now, code: warning.code, message: warning.message)))
                outcome = .keptPrevious
                detail = warning.message
                if var timeline = slot.timeline {
                    timeline.policy = fetched.policy
                    timeline.eligible = eligible
                    slot.timeline = timeline
                    events.append(.timeline(id, timeline))
                    if store != nil {
                        // The entries are the stored ones: only the policy is written.
                        encoded = try? EncodedTimeline(
                            timeline, bundle: job.instance.bundleName, replacing: slot.timelineStored ? timeline : nil)
                    }
                } else {
                    let due = eligible ?? now.addingTimeInterval(settings.singleEntryReloadDelay)
                    slot.schedule.pending = PendingReload(reason: job.due.reason, due: due, free: !job.charged)
                }
            }
        }

        if let failure {
            outcome = .failed
            detail = failure.message
            summary.failed += 1
            let retry = settings.failedReloadRetryDelay
            if !job.due.fromPending {
                slot.schedule.retryAt = now.addingTimeInterval(retry)
            } else if !job.charged {
                slot.schedule.pending = PendingReload(
                    reason: job.due.reason, due: now.addingTimeInterval(retry), free: true)
            }
        } else {
            slot.schedule.retryAt = nil
            slot.schedule.refusedEligibility = nil
        }

        let row = LedgerEntry(
            instance: id, time: now, reason: job.due.reason, charged: job.charged, granted: true, outcome: outcome,
            detail: detail, waited: max(0, now.timeIntervalSince(job.due.wanted)))
        events.append(.reload(row))
        reschedule(slot, now: now)
        changes.append(StoreChange(instance: id, schedule: slot.schedule, timeline: encoded, ledger: [row]))
    }

    /// Stores the source's broken bundles when they changed, with an event for each newly broken
    /// one.
    private func syncBroken(events: inout [HostEvent]) {
        let current = source.brokenBundles()
        let known = stateLock.withLock { knownBroken }
        guard current != known else { return }
        let before = Set(known.map(\.bundle))
        for mark in current where !before.contains(mark.bundle) { events.append(.bundleBroken(mark)) }
        do {
            try store?.saveBrokenBundles(current)
        } catch {
            events.append(.storeFailed(error))
        }
        stateLock.withLock { knownBroken = current }
    }

    /// Writes `changes` to the store (if any) in one transaction. Under the state lock, so writes
    /// land in the order the state changed.
    func commit(_ changes: [StoreChange], events: inout [HostEvent]) {
        guard let store, !changes.isEmpty else { return }
        var stored = true
        do {
            try store.commit(changes)
        } catch {
            events.append(.storeFailed(error))
            stored = false
        }
        for change in changes where change.timeline != nil { slots[change.instance]?.timelineStored = stored }
    }

    /// "24 h", "1.5 h".
    static func hours(_ seconds: TimeInterval) -> String {
        String(format: "%g h", (seconds / 3600 * 100).rounded() / 100)
    }
}
