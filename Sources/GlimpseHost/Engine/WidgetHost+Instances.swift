//  WidgetHost+Instances.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 3 "Instances and the store": adding, removing, moving and reconfiguring an
//  instance. A new instance's first load, a configuration change and a move are free reloads
//  (reference widgetkit.md §3.2, §10.4).

import Foundation

extension WidgetHost {
    /// Adds a widget instance; its first timeline is requested at once (free).
    ///
    /// - Parameters:
    ///   - bundle: Path of the bundle's executable.
    ///   - configuration: The configuration intent's parameters as JSON text.
    /// - Returns: The instance with its new id.
    /// - Throws: `HostError` `.storeFailed`.
    @discardableResult
    public func addInstance(
        bundle: String, kind: String, family: FamilyName, place: InstancePlace = .homeScreen,
        configuration: String = "{}"
    ) throws(HostError) -> WidgetInstance {
        let now = clock.now
        let schedule = InstanceSchedule(pending: PendingReload(reason: .initial, due: now))
        let instance: WidgetInstance
        if let store {
            instance = try store.insertInstance(
                bundle: bundle, kind: kind, family: family, place: place, configuration: configuration,
                created: now, schedule: schedule)
        } else {
            let id = stateLock.withLock {
                defer { nextMemoryID += 1 }
                return InstanceID(nextMemoryID)
            }
            instance = WidgetInstance(
                id: id, bundle: bundle, kind: kind, family: family, place: place, configuration: configuration,
                created: now)
        }
        stateLock.withLock {
            let slot = InstanceSlot(instance: instance, schedule: schedule)
            slots[instance.id] = slot
            reschedule(slot, now: now)
        }
        wakeSignal.signal()
        return instance
    }

    /// Removes an instance with its timeline and ledger rows.
    /// - Throws: `HostError` `.unknownInstance`, `.storeFailed`.
    public func removeInstance(_ id: InstanceID) throws(HostError) {
        _ = try existing(id)
        try withState { () throws(HostError) in
            try store?.deleteInstance(id)
            slots[id]?.generation &+= 1
            slots[id] = nil
            placeholders[id] = nil
        }
    }

    /// Moves an instance to another place (its budget becomes that place's); reloads it (free),
    /// since the place changes its presentation.
    /// - Throws: `HostError` `.unknownInstance`, `.storeFailed`.
    public func moveInstance(_ id: InstanceID, to place: InstancePlace) throws(HostError) {
        try change(id, reason: .placeChange) { $0.place = place }
    }

    /// Replaces an instance's configuration and reloads it (free).
    /// - Parameter configuration: The configuration intent's parameters as JSON text.
    /// - Throws: `HostError` `.unknownInstance`, `.storeFailed`.
    public func reconfigureInstance(_ id: InstanceID, configuration: String) throws(HostError) {
        try change(id, reason: .configuration) { $0.configuration = configuration }
    }

    // MARK: - Steps

    private func change(
        _ id: InstanceID, reason: ReloadReason, _ edit: (inout WidgetInstance) -> Void
    ) throws(HostError) {
        var (instance, schedule) = try existing(id)
        edit(&instance)
        schedule.pending = PendingReload(reason: reason, due: clock.now)
        try withState { () throws(HostError) in
            try store?.updateInstance(instance, schedule: schedule)
            guard let slot = slots[id] else { return }
            slot.instance = instance
            slot.schedule.pending = schedule.pending
            reschedule(slot, now: clock.now)
        }
        wakeSignal.signal()
    }

    func existing(_ id: InstanceID) throws(HostError) -> (WidgetInstance, InstanceSchedule) {
        guard let found = stateLock.withLock({ slots[id].map { ($0.instance, $0.schedule) } }) else {
            // No hint here: the front end knows how its user lists the instances.
            throw HostError(.unknownInstance, "no widget instance \(id) in this host")
        }
        return found
    }
}
