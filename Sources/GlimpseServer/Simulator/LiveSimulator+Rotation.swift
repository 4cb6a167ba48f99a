//  LiveSimulator+Rotation.swift — GlimpseServer (Glimpse)
//  Status: Complete (kept in the store across restarts); suggested widgets: LiveSimulator+Suggestions
//  Behaviour: issue 13 "In `glimpse serve` the stacks rotate live, each with its reason in the
//  inspector": Smart Rotate (`LiveStackRotation`) decides every stack of two or more widgets on
//  the simulator's clock, whenever a frame changes, the clock moves or an app sends relevance
//  over the WidgetCenter socket, and again at the next edge of a stored suggestion's window or
//  when a cap that held a stack ends. A widget a person flicked to stays on top for
//  `userChoiceHold` from the flick (the time stored with the stack), then Smart Rotate may move it.

import Foundation
import GlimpseArchive
import GlimpseHost

extension LiveSimulator {
    /// Decides every stack now; returns the tops by each stack's first widget.
    func rotateStacks() -> [Int64: Int64] {
        let (state, cached, generation) = lock.withLock { (self.state, relevanceCache, relevanceGeneration) }
        let now = clock.now
        let suggestions = cached?.suggestions ?? (try? store.suggestions()) ?? []
        var profiles = cached?.profiles ?? [:]
        var tops: [Int64: Int64] = [:]
        var released: [Int64] = []
        for (place, slots) in state.layout {
            for (index, slot) in slots.enumerated() where slot.ids.count > 1 {
                let members = slot.ids.compactMap { host.instance(InstanceID($0)) }
                guard !members.isEmpty else { continue }
                let scores = members.map { instance in
                    if profiles[instance.bundleName] == nil {
                        profiles[instance.bundleName] = (try? store.donationProfiles(bundle: instance.bundleName)) ?? []
                    }
                    let intentType = gallery.widget(kind: instance.kind, bundle: instance.bundle)?.intentType
                    return rotation.score(
                        of: instance, intentType: intentType, timeline: host.timeline(of: instance.id),
                        suggestions: suggestions,
                        profiles: profiles[instance.bundleName] ?? [], at: now)
                }
                let chosen = slot.top.flatMap { slot.ids.contains($0) ? InstanceID($0) : nil }
                let record = rotation.decide(
                    key: slot.ids[0], members: members.map(\.id), chosen: chosen, chosenAt: slot.chosen,
                    scores: scores, at: now, developerMode: host.settings.developerMode, surface: place, slot: index)
                tops[slot.ids[0]] = record.top?.rawValue ?? slot.ids[0]
                // The person's choice was held for its time and Smart Rotate moved on: it is spent.
                if let chosen, slot.chosen != nil, let top = record.top, top != chosen {
                    released.append(slot.ids[0])
                }
            }
        }
        lock.withLock {
            if relevanceGeneration == generation { relevanceCache = (suggestions, profiles) }
            for first in released {
                for (place, slots) in self.state.layout {
                    guard let s = slots.firstIndex(where: { $0.ids.first == first && $0.chosen != nil }) else {
                        continue
                    }
                    self.state.layout[place]![s].top = nil
                    self.state.layout[place]![s].chosen = nil
                }
            }
        }
        return tops
    }

    /// The dates at which a stack's decision may change with no frame changing: the next edge of
    /// a stored suggestion's window, and the end of a cap that held a stack.
    func rotationWakeUps(after now: Date) -> [FrameScheduler.Change] {
        let (state, cached) = lock.withLock { (self.state, relevanceCache) }
        let suggestions = cached?.suggestions ?? (try? store.suggestions()) ?? []
        let settings = rotation.settings
        let edges = suggestions.flatMap { [$0.start, $0.end(openWindow: settings.openSuggestionWindow)] }
            .filter { $0 > now }
        var out: [FrameScheduler.Change] = []
        for slots in state.layout.values {
            for slot in slots where slot.ids.count > 1 {
                var dates = edges
                if slot.top != nil, let chosen = slot.chosen { dates.append(chosen + settings.userChoiceHold) }
                if let record = rotation.record(slot.ids[0]), record.reason.hasPrefix("held: rotated"),
                    let last = record.lastRotation
                {
                    dates.append(last.addingTimeInterval(settings.rotationInterval))
                }
                if let next = dates.filter({ $0 > now }).min() {
                    out.append(FrameScheduler.Change(id: slot.ids[0], date: next, cost: 0))
                }
            }
        }
        return out
    }

    /// The stack `id` is in, as the inspector shows it; nil for a widget alone in its slot.
    func stackPayload(of id: Int64) -> InspectorPayload.Stack? {
        let state = lock.withLock { self.state }
        for slots in state.layout.values {
            for slot in slots where slot.ids.count > 1 && slot.ids.contains(id) {
                guard let record = rotation.record(slot.ids[0]) else { return nil }
                return InspectorPayload.Stack(
                    top: record.top?.rawValue ?? slot.ids[0], reason: record.reason,
                    lastRotation: record.lastRotation, lastRotationReason: record.lastRotationReason,
                    source: record.lastRotationSource?.rawValue,
                    scores: record.scores.map {
                        InspectorPayload.Stack.Score(
                            id: $0.instance.rawValue, score: $0.score, source: $0.source?.rawValue)
                    })
            }
        }
        return nil
    }
}

/// A callback set after its owner is made (the WidgetCenter service is made first).
// @unchecked Sendable: `action` is only read and written under `lock`.
final class CallbackRelay: @unchecked Sendable {
    private let lock = NSLock()
    private var _action: (@Sendable () -> Void)?

    var action: (@Sendable () -> Void)? {
        get { lock.withLock { _action } }
        set { lock.withLock { _action = newValue } }
    }

    func fire() { action?() }
}
