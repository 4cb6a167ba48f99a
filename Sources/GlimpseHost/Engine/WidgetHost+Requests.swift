//  WidgetHost+Requests.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §3.1–3.2 and §10.4: explicit reload requests (WidgetCenter,
//  pushes, intents, system events). The foreground state of a bundle's app is in
//  WidgetHost+Foreground.

import Foundation

extension WidgetHost {
    /// Asks for a reload of `id` for `reason`. The request is recorded (and stored) and runs at
    /// the next step: at once, or — for policy, push and WidgetCenter reasons — once the minimum
    /// interval since the last reload has passed. Requests made before an earlier one ran merge
    /// into one reload (the earliest due time; free if either was).
    ///
    /// - Parameter free: Never charged whatever the reason (a WidgetCenter call from the
    ///   foreground app).
    /// - Throws: `HostError` `.unknownInstance`, `.storeFailed`.
    public func requestReload(_ id: InstanceID, reason: ReloadReason, free: Bool = false) throws(HostError) {
        _ = try existing(id)
        try request([id], reason: reason, free: free)
    }

    /// `WidgetCenter.reloadTimelines(ofKind:)`: reloads every instance of `kind` in `bundle` (its path
    /// or executable file name). An unknown kind or bundle does nothing, as on iOS.
    ///
    /// - Parameter fromForegroundApp: The app asked while in the foreground: free (§3.2). Otherwise
    ///   the reload is free only if the host already knows the bundle's app is in the foreground.
    /// - Returns: How many instances will reload.
    /// - Throws: `HostError` `.storeFailed`.
    @discardableResult
    public func reloadTimelines(kind: String, bundle: String, fromForegroundApp: Bool) throws(HostError) -> Int {
        let ids = stateLock.withLock {
            slots.values.filter { $0.instance.kind == kind && Self.matches($0.instance, bundle: bundle) }.map(
                \.instance.id)
        }
        try request(ids, reason: .widgetCenter, free: fromForegroundApp)
        return ids.count
    }

    /// `WidgetCenter.reloadAllTimelines()`: reloads every instance of `bundle`.
    /// - Returns: How many instances will reload.
    /// - Throws: `HostError` `.storeFailed`.
    @discardableResult
    public func reloadAll(bundle: String, fromForegroundApp: Bool) throws(HostError) -> Int {
        let ids = stateLock.withLock {
            slots.values.filter { Self.matches($0.instance, bundle: bundle) }.map(\.instance.id)
        }
        try request(ids, reason: .widgetCenter, free: fromForegroundApp)
        return ids.count
    }

    /// A system event (locale, time zone, significant time change, Dynamic Type): every instance
    /// reloads, free.
    /// - Precondition: `event.isSystemEvent`.
    /// - Throws: `HostError` `.storeFailed`.
    public func systemEvent(_ event: ReloadReason) throws(HostError) {
        precondition(event.isSystemEvent, "\(event) is not a system event")
        let ids = stateLock.withLock { Array(slots.keys) }
        try request(ids, reason: event, free: true)
    }

    // MARK: - Steps

    private func request(_ ids: [InstanceID], reason: ReloadReason, free: Bool) throws(HostError) {
        guard !ids.isEmpty else { return }
        let now = clock.now
        try withState { () throws(HostError) in
            var changes: [StoreChange] = []
            for id in ids {
                guard let slot = slots[id] else { continue }
                if var pending = slot.schedule.pending {
                    pending.free = pending.free || free
                    if !reason.waitsForMinimumInterval && pending.reason.waitsForMinimumInterval {
                        pending.reason = reason
                    }
                    pending.due = min(pending.due, now)
                    slot.schedule.pending = pending
                } else {
                    slot.schedule.pending = PendingReload(reason: reason, due: now, free: free)
                }
                reschedule(slot, now: now)
                changes.append(StoreChange(instance: id, schedule: slot.schedule))
            }
            try store?.commit(changes)
        }
        wakeSignal.signal()
    }
}
