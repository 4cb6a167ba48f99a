//  WidgetHost+Placeholder.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §2.1: WidgetKit asks `placeholder(in:)` first and shows it
//  (drawn redacted) until the first timeline arrives. The host asks for it in the bundle session
//  of the instance's first reload, before the timeline, and shows it at once; it is free, is not
//  a reload (no ledger row), and is not stored (a restarted host asks again).

import Foundation
import GlimpseArchive

extension WidgetHost {
    /// Asks for the placeholders of the jobs of `session` whose instance shows nothing yet, shows
    /// them, and tells the observer at once (the timelines come later in the step).
    func placeholders(for session: [Job], now: Date, timeout: TimeInterval) {
        let wanting = session.filter(\.wantsPlaceholder)
        guard !wanting.isEmpty else { return }
        let started = DispatchTime.now().uptimeNanoseconds
        let answers = source.placeholders(
            bundle: wanting[0].instance.bundle, requests: wanting.map(\.request), timeout: timeout)
        guard !answers.isEmpty else { return }  // The source has no placeholders.
        let duration = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9 / Double(wanting.count)
        var events: [HostEvent] = []
        let observer = stateLock.withLock { () -> (@Sendable (HostEvent) -> Void)? in
            for (job, answer) in zip(wanting, answers) {
                let id = job.instance.id
                events.append(
                    .providerCall(
                        HostEvent.ProviderCall(
                            instance: id, time: now, method: .placeholder, reason: job.due.reason, duration: duration,
                            result: answer.map { _ in 1 })))
                guard case .success(let entry) = answer, slots[id]?.timeline == nil else { continue }
                placeholders[id] = (entry, now)
                events.append(.placeholder(id, entry))
            }
            return observerHandler
        }
        if let observer { for event in events { observer(event) } }
    }
}
