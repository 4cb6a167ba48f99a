//  InstanceSlot.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: everything the host holds in memory about one instance (its timeline, schedule,
//  budget and the wake-up queued for it). Kept small: the bench measures it per instance.

import Foundation
import GlimpseArchive

/// The host's live state of one instance. Only touched under the host's state lock.
final class InstanceSlot {
    var instance: WidgetInstance
    var timeline: InstanceTimeline?
    /// Live content of the timeline's entries, by entry index (entries without any are absent).
    var live: [Int: LiveContent] = [:]
    var schedule: InstanceSchedule
    var budget: ReloadBudget
    /// A reload for it is with the provider now.
    var inFlight = false
    /// The store holds `timeline` as it is here (false after a failed write), so a new timeline
    /// needs to write only the archives that changed.
    var timelineStored = true
    /// Bumped whenever a new wake-up is queued; older queue items are stale.
    var generation: UInt32 = 0
    /// The instant queued for it (seconds since 1970), or nil.
    var wake: Double?

    init(instance: WidgetInstance, schedule: InstanceSchedule, budget: ReloadBudget = ReloadBudget()) {
        self.instance = instance
        self.schedule = schedule
        self.budget = budget
    }

    /// Installs `timeline` and finds its live content.
    func show(_ timeline: InstanceTimeline) {
        self.timeline = timeline
        live = [:]
        for (index, entry) in timeline.entries.enumerated() {
            let content = LiveContent(entry)
            if !content.isEmpty { live[index] = content }
        }
    }
}
