//  InstanceSlot.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: everything the host holds in memory about one instance (its timeline or placeholder,
//  schedule, budget and the wake-up queued for it). Kept small: the bench measures it per instance.

import Foundation
import GlimpseArchive

/// The host's live state of one instance. Only touched under the host's state lock.
final class InstanceSlot {
    var instance: WidgetInstance
    var timeline: InstanceTimeline?
    /// The placeholder shown until the first timeline arrives, and when it arrived.
    var placeholder: (entry: ArchivedEntry, received: Date)?
    /// Live content of the timeline's entries, by entry index (entries without any are absent).
    var live: [Int: LiveContent] = [:]
    var schedule: InstanceSchedule
    var budget: ReloadBudget
    /// A reload for it is with the provider now.
    var inFlight = false
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
        placeholder = nil
        live = [:]
        for (index, entry) in timeline.entries.enumerated() {
            let content = LiveContent(entry)
            if !content.isEmpty { live[index] = content }
        }
    }
}
