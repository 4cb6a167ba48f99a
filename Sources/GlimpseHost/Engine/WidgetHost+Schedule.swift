//  WidgetHost+Schedule.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §2.2, §3.2 and issue 3 "Which entry shows": when each
//  instance next needs the host — its next reload (policy eligibility no earlier than the
//  minimum interval after the last reload, a retry after a failure, the budget freeing up after
//  a refusal — or at once when the bundle's app comes to the foreground —, or an explicit
//  request), its next entry, and its next live-date change.

import Foundation

/// A reload the scheduler wants for one instance.
struct DueReload {
    /// When it may run.
    var time: Date
    var reason: ReloadReason
    /// Free whatever the reason (WidgetCenter from the foreground app).
    var free: Bool
    /// It comes from an explicit request (else from the timeline's policy).
    var fromPending: Bool
    /// The instant the instance began wanting it: the policy's eligibility, or the request's time.
    var wanted: Date
    /// Only the policy's own date holds it back (not the minimum interval, a retry or the
    /// budget): it may run up to `coalescingWindow` early with a sibling's bundle session.
    var mayRunEarly: Bool
}

extension WidgetHost {
    /// The reload `slot` wants next, or nil (none, or one is running). Under the state lock.
    func reloadDue(_ slot: InstanceSlot, now: Date) -> DueReload? {
        guard !slot.inFlight else { return nil }
        let settings = currentSettings
        let schedule = slot.schedule
        let intervalEnd = schedule.lastReload?.addingTimeInterval(settings.minimumReloadInterval) ?? .distantPast

        var best: DueReload?
        if let pending = schedule.pending {
            let time = pending.reason.waitsForMinimumInterval ? max(pending.due, intervalEnd) : pending.due
            best = DueReload(
                time: time, reason: pending.reason, free: pending.free, fromPending: true, wanted: pending.due,
                mayRunEarly: false)
        }
        if let eligible = slot.timeline?.eligible {
            var time = max(eligible, intervalEnd, schedule.retryAt ?? .distantPast)
            // After a refusal the next try waits for the budget, unless the app is in the
            // foreground: every reload is free then (§3.2), so it runs at once.
            if schedule.refusedEligibility == eligible && !appInForeground(slot.instance) {
                let limit = settings.dailyBudget(for: slot.instance.place)
                time = max(time, slot.budget.nextAvailable(at: now, limit: limit, window: settings.budgetWindow))
            }
            if best == nil || time < best!.time {
                best = DueReload(
                    time: time, reason: .policy, free: false, fromPending: false, wanted: eligible,
                    mayRunEarly: time == eligible && schedule.refusedEligibility != eligible)
            }
        }
        return best
    }

    /// Queues `slot`'s next wake-up after `now`: its next reload, next entry date or next live
    /// change, whichever is first. Under the state lock.
    func reschedule(_ slot: InstanceSlot, now: Date) {
        var wake = reloadDue(slot, now: now)?.time
        if let timeline = slot.timeline {
            if let next = timeline.nextEntryDate(after: now), next < (wake ?? .distantFuture) { wake = next }
            if let live = slot.live[timeline.entryIndex(at: now)], let next = live.nextChange(after: now),
                next < (wake ?? .distantFuture)
            {
                wake = next
            }
        }
        let time = wake?.timeIntervalSince1970
        guard time != slot.wake else { return }
        slot.generation &+= 1
        slot.wake = time
        if let time { queue.push(WakeQueue.Item(time: time, instance: slot.instance.id, generation: slot.generation)) }
    }
}
