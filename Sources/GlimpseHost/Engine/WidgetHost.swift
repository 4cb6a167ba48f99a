//  WidgetHost.swift — GlimpseHost (Glimpse)
//  Status: Complete for issue 3 (instances, timelines, scheduler, budget, store, live dates)
//  Behaviour: reference widgetkit.md §2–3 and §10: the host keeps widget instances and their
//  timelines, shows the right entry at the right time, reloads by policy within a per-instance
//  budget, and never loses what it committed. Numbers Apple does not publish are in
//  `HostSettings` (and README "Host rules").

public import Foundation
import GlimpseArchive

/// The widget host: instances, their timelines, the reload scheduler and budget, the store.
///
/// Time comes from `clock` only. Work happens in `runDue()`, which a driver calls at each
/// `nextWakeUp()`: the daemon (`run(until:)`) waits on the wall clock, the simulator jumps a
/// `SimulatedClock`. Requests (`requestReload`, `reloadTimelines(kind:bundle:fromForegroundApp:)`,
/// system events…) only record what is wanted and wake the driver; they never call a provider.
///
/// Thread-safe: state is confined by one lock and `runDue()` calls are serialised; provider calls
/// run outside the state lock, so requests are answered while a bundle is working.
// @unchecked Sendable: all mutable state is guarded by `stateLock` (and `runDue` by `workLock`).
public final class WidgetHost: @unchecked Sendable {
    /// Where the host reads the time.
    public let clock: any HostClock
    /// The durable store, or nil for a host that keeps everything in memory (benchmarks, replays).
    public let store: HostStore?
    let source: any TimelineSource

    let stateLock = NSLock()
    let workLock = NSLock()
    let wakeSignal = DispatchSemaphore(value: 0)

    // Guarded by stateLock.
    var slots: [InstanceID: InstanceSlot] = [:]
    /// The placeholders of instances that have no timeline yet, and when each arrived (kept out
    /// of `InstanceSlot`, which every instance pays for).
    var placeholders: [InstanceID: (entry: ArchivedEntry, received: Date)] = [:]
    var queue = WakeQueue()
    var currentSettings: HostSettings
    /// Per bundle path: the start of the open foreground span.
    var foregroundSince: [String: Date] = [:]
    /// Per bundle path: closed foreground spans of the last budget window, oldest first.
    var foregroundSpans: [String: [TimeSpan]] = [:]
    var nextMemoryID: Int64 = 1
    var stopRequested = false
    /// The bundles the source refuses to start, as last stored.
    var knownBroken: [BrokenBundle] = []
    var observerHandler: (@Sendable (HostEvent) -> Void)?
    var targetsHandler: (@Sendable (WidgetInstance) -> RenderTargets)?

    /// A host that asks `source` for timelines and reads the time from `clock`.
    ///
    /// With a store, the host restarts where it stopped: settings, instances, schedules, timelines,
    /// the budget (charged ledger rows of the last window) and the foreground state of each
    /// bundle's app are read back.
    /// - Parameters:
    ///   - settings: Replaces the stored settings when given (and is stored); nil keeps the stored
    ///     ones (or the defaults).
    /// - Throws: `HostError` from the store (`.storeFailed`, `.corruptStore`).
    public init(
        source: any TimelineSource, clock: any HostClock = WallClock(), store: HostStore? = nil,
        settings: HostSettings? = nil
    ) throws(HostError) {
        self.source = source
        self.clock = clock
        self.store = store
        if let store {
            if let settings { try store.saveSettings(settings) }
            currentSettings = try store.settings()
            try restore(from: store)
            knownBroken = try store.brokenBundles()
            source.restoreBroken(knownBroken)
        } else {
            currentSettings = settings ?? HostSettings()
        }
        source.apply(currentSettings)
    }

    /// Called with every event, on the thread that caused it, outside the host's locks.
    public var observer: (@Sendable (HostEvent) -> Void)? {
        get { stateLock.withLock { observerHandler } }
        set { stateLock.withLock { observerHandler = newValue } }
    }

    /// The canvas size and environments each instance's timeline is requested for; nil (the
    /// default) asks for the bundle's default size in one light 3x environment.
    public var renderTargets: (@Sendable (WidgetInstance) -> RenderTargets)? {
        get { stateLock.withLock { targetsHandler } }
        set { stateLock.withLock { targetsHandler = newValue } }
    }

    private func restore(from store: HostStore) throws(HostError) {
        let now = clock.now
        let schedules = try store.schedules()
        let timelines = try store.timelines()
        let charges = try store.chargedTimes(since: now.addingTimeInterval(-currentSettings.budgetWindow))
        try restoreForeground(from: store)
        for instance in try store.instances() {
            let slot = InstanceSlot(
                instance: instance, schedule: schedules[instance.id] ?? InstanceSchedule(),
                budget: ReloadBudget(charges: charges[instance.id] ?? []))
            if let timeline = timelines[instance.id] { slot.show(timeline) }
            slots[instance.id] = slot
            reschedule(slot, now: now)
        }
    }

    // MARK: - Settings

    /// The numbers the host runs by.
    public var settings: HostSettings { stateLock.withLock { currentSettings } }

    /// Replaces the settings (and stores them). Takes effect at the next step; timelines already
    /// accepted keep the eligibility they were given.
    /// - Throws: `HostError` `.storeFailed`.
    public func updateSettings(_ settings: HostSettings) throws(HostError) {
        try store?.saveSettings(settings)
        source.apply(settings)
        stateLock.withLock {
            currentSettings = settings
            let now = clock.now
            for slot in slots.values { reschedule(slot, now: now) }
        }
        wakeSignal.signal()
    }

    // MARK: - Queries

    /// The bundles not started because they failed at each of their last starts, by path.
    public var brokenBundles: [BrokenBundle] { stateLock.withLock { knownBroken } }

    /// Every instance, by id.
    public var instances: [WidgetInstance] {
        stateLock.withLock { slots.values.map(\.instance).sorted { $0.id < $1.id } }
    }

    /// The instance with `id`, or nil.
    public func instance(_ id: InstanceID) -> WidgetInstance? {
        stateLock.withLock { slots[id]?.instance }
    }

    /// The instances of the bundle named `bundle` (its path, or its executable's file name), by id:
    /// what `WidgetCenter.currentConfigurations()` lists.
    public func instances(ofBundle bundle: String) -> [WidgetInstance] {
        stateLock.withLock { slots.values.map(\.instance).filter { Self.matches($0, bundle: bundle) } }
            .sorted { $0.id < $1.id }
    }

    /// The timeline `id` shows, or nil before its first timeline arrived.
    public func timeline(of id: InstanceID) -> InstanceTimeline? {
        stateLock.withLock { slots[id]?.timeline }
    }

    /// The entry `id` shows at `date` (default: now): the last entry dated at or before it, or the
    /// first before the first entry's date; before the first timeline, the placeholder
    /// (`isPlaceholder`); nil before either arrived or for an unknown instance.
    public func currentEntry(of id: InstanceID, at date: Date? = nil) -> CurrentEntry? {
        let at = date ?? clock.now
        return stateLock.withLock {
            guard let slot = slots[id] else { return nil }
            guard let timeline = slot.timeline else {
                return placeholders[id].map { placeholder in
                    CurrentEntry(
                        instance: id, index: 0, entry: placeholder.entry, received: placeholder.received,
                        staleSince: nil, nextLiveChange: nil, isPlaceholder: true)
                }
            }
            let index = timeline.entryIndex(at: at)
            let stale = timeline.eligible.map { $0 <= at } ?? false
            return CurrentEntry(
                instance: id, index: index, entry: timeline.entries[index], received: timeline.received,
                staleSince: stale ? timeline.eligible : nil,
                nextLiveChange: slot.live[index]?.nextChange(after: at))
        }
    }

    /// Charged reloads `id` has left at `date` (default: now), or nil for an unknown instance.
    public func budgetRemaining(of id: InstanceID, at date: Date? = nil) -> Int? {
        let at = date ?? clock.now
        return stateLock.withLock {
            guard let slot = slots[id] else { return nil }
            return slot.budget.remaining(
                at: at, limit: currentSettings.dailyBudget(for: slot.instance.place),
                window: currentSettings.budgetWindow)
        }
    }

    /// What the scheduler remembers about `id`, or nil.
    public func schedule(of id: InstanceID) -> InstanceSchedule? {
        stateLock.withLock { slots[id]?.schedule }
    }

    /// The earliest instant at which the host has something to do or something on screen changes:
    /// the minimum over instances of the next entry date, the next reload it may make (policy
    /// eligibility after the minimum interval, a retry, the budget freeing up, or an explicit
    /// request), and the next change of the shown archive's live dates. Nil when nothing is ever due.
    public func nextWakeUp() -> Date? {
        stateLock.withLock { () -> Date? in
            while let first = queue.first {
                if let slot = slots[first.instance], slot.generation == first.generation {
                    return Date(timeIntervalSince1970: first.time)
                }
                _ = queue.pop()
            }
            return nil
        }
    }

    /// The ledger rows of `id` (or of every instance) from the store; empty without a store.
    /// - Throws: `HostError` `.storeFailed`.
    public func ledger(for id: InstanceID? = nil, since: Date? = nil) throws(HostError) -> [LedgerEntry] {
        try store?.ledger(for: id, since: since) ?? []
    }

    /// Runs `body` under the state lock, keeping its typed error.
    func withState<T>(_ body: () throws(HostError) -> T) throws(HostError) -> T {
        stateLock.lock()
        defer { stateLock.unlock() }
        return try body()
    }

    static func matches(_ instance: WidgetInstance, bundle: String) -> Bool {
        instance.bundle == bundle || instance.bundleName == bundle
    }
}
