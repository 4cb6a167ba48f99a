//  LiveSimulator+WatchStack.swift — GlimpseServer (Glimpse)
//  Status: Complete for the page's watch Smart Stack
//  Behaviour: issue 13 "The watch Smart Stack follows `WidgetRelevance` / relevance widgets:
//  several relevant configurations of one relevance widget appear together; `associatedKind`
//  replaces its timeline counterpart": each relevance widget of the gallery's bundles is asked
//  for its `relevance()` at the clock's now (again after an hour of simulated time, when the clock
//  goes back, and when an app sends relevance), and `WatchStackSync` (shared with `glimpse host`)
//  adds a card for each relevant configuration to the watch Smart Stack and takes it out when its
//  window ends — checked when the clock is steered, when frames change, when the simulated
//  conditions change (the `conditions` setting: a clue other than a date holds while its
//  condition is on, WatchStackConditions) and at each window's edge. The stack lists the cards first; a timeline widget a card replaces stays in the stack
//  but is not listed. The inspector shows why each card is listed.

import Foundation
import GlimpseArchive
import GlimpseHost

/// The watch Smart Stack's last pass: what is not listed, why each widget is, and the relevance
/// answers read (kept for `askAgain` seconds of simulated time).
struct WatchStackState {
    /// Relevance answers are asked again after this many simulated seconds: 3600.
    static let askAgain: TimeInterval = 3600

    var asked: (date: Date, bundles: [WatchStackSync.Bundle])?
    var hidden: Set<Int64> = []
    var reasons: [Int64: String] = [:]
    var nextChange: Date?
}

extension LiveSimulator {
    /// Adds and takes out the watch Smart Stack's relevance cards as the relevance widgets say at
    /// the clock's now, and lists them first in the stack. Takes `mutation`: never call it while
    /// holding it.
    func syncWatchStack() {
        let watch = PlaceName.watchSmartStack.rawValue
        let changed = mutation.withLock { () -> Bool in
            let now = clock.now
            let bundles = relevanceBundles(at: now)
            let (slots, before, conditions) = lock.withLock {
                (state.layout[watch] ?? [], watchStack, state.conditions)
            }
            guard !bundles.isEmpty || !before.hidden.isEmpty else { return false }
            let outcome = watchSync.apply(
                at: now, stack: slots.flatMap(\.ids).map { InstanceID($0) }, bundles: bundles,
                conditions: Set(conditions))
            let ids = (outcome.shown + outcome.hidden).map(\.rawValue)
            let hidden = Set(outcome.hidden.map(\.rawValue))
            let reasons = Dictionary(uniqueKeysWithValues: outcome.reasons.map { ($0.key.rawValue, $0.value) })
            let moved = lock.withLock { () -> Bool in
                var slot = slots.first ?? SimulatorState.Slot(ids: [])
                let movedIDs = slot.ids != ids || slots.count > 1
                slot.ids = ids
                if let top = slot.top, !ids.contains(top) || hidden.contains(top) {
                    slot.top = nil
                    slot.chosen = nil
                }
                state.layout[watch] = ids.isEmpty ? [] : [slot]
                let changed = movedIDs || watchStack.hidden != hidden || watchStack.reasons != reasons
                watchStack.hidden = hidden
                watchStack.reasons = reasons
                watchStack.nextChange = outcome.nextChange
                return changed
            }
            for line in outcome.lines { log("glimpse serve: \(LogText.escaped(line))") }
            guard moved || outcome.changedCards else { return false }
            save()
            return true
        }
        if changed { changedLayout() }
    }

    /// The relevance widgets' answers at `now`: those read earlier when fresh, else asked again.
    private func relevanceBundles(at now: Date) -> [WatchStackSync.Bundle] {
        if let asked = lock.withLock({ watchStack.asked }), asked.date <= now,
            now.timeIntervalSince(asked.date) < WatchStackState.askAgain
        {
            return asked.bundles
        }
        let bundles = gallery.watchRelevance(at: now)
        lock.withLock { watchStack.asked = (now, bundles) }
        return bundles
    }

    /// When the watch Smart Stack may change with nothing arriving: the next edge of a relevance
    /// window, or when its answers are asked again.
    func watchStackWakeUp(after now: Date) -> Date? {
        let (asked, next) = lock.withLock { (watchStack.asked, watchStack.nextChange) }
        guard let asked, !asked.bundles.isEmpty else { return nil }
        return [next, asked.date.addingTimeInterval(WatchStackState.askAgain)].compactMap { $0 }.filter { $0 > now }
            .min()
    }

    /// Why widget `id` is listed in the watch Smart Stack, or nil for a widget elsewhere.
    func watchStackReason(_ id: Int64) -> String? {
        lock.withLock { watchStack.reasons[id] }
    }

    /// Whether widget `id` is a timeline widget of the watch Smart Stack that a relevance card
    /// replaces now (not listed).
    func hiddenInWatchStack(_ id: Int64) -> Bool {
        lock.withLock { watchStack.hidden.contains(id) }
    }
}
