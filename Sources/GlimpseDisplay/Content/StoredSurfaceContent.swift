//  StoredSurfaceContent.swift — GlimpseDisplay (Glimpse)
//  Status: Complete
//  Behaviour: issue 10 "a simulator and a kiosk host started on one database see the same
//  screens" (README "Host rules"): a kiosk that finds the database hosted by another process
//  (its `<db>.lock` held) runs no host; it reads the surfaces, instances and timelines that host
//  commits, and reads them again when SQLite's `data_version` says another connection committed.
//  It never writes the store, never starts a bundle and never charges a budget.

public import Foundation
public import GlimpseHost

/// A surface's content as another process's host stores it, followed by polling the store.
// @unchecked Sendable: the cached rows are only touched under `lock`.
public final class StoredSurfaceContent: SurfaceContent, @unchecked Sendable {
    public let store: HostStore
    private let lock = NSLock()
    private var version: Int64?
    private var surfaces: [PlaceName: Surface] = [:]
    private var instances: [InstanceID: WidgetInstance] = [:]
    private var timelines: [InstanceID: InstanceTimeline] = [:]

    /// Reads everything `store` holds now.
    /// - Throws: `HostError` when the store cannot be read or holds rows that do not decode.
    public init(store: HostStore) throws(HostError) {
        self.store = store
        try read()
    }

    public func surface(_ name: PlaceName) -> Surface? { lock.withLock { surfaces[name] } }
    public func instance(_ id: InstanceID) -> WidgetInstance? { lock.withLock { instances[id] } }
    public func timeline(of id: InstanceID) -> InstanceTimeline? { lock.withLock { timelines[id] } }

    /// The entry of the stored timeline at `date`; nil before the first timeline (placeholders
    /// are not stored).
    public func currentEntry(of id: InstanceID, at date: Date) -> CurrentEntry? {
        timeline(of: id)?.currentEntry(of: id, at: date)
    }

    /// Reads the store again when another process committed since the last read. A read that
    /// fails (the host is mid-migration, the disk is gone) keeps what was read before and is
    /// tried again at the next call.
    public func refresh() -> Bool {
        guard let now = try? store.dataVersion(), now != lock.withLock({ version }) else { return false }
        do {
            try read()
            return true
        } catch {
            return false
        }
    }

    private func read() throws(HostError) {
        let version = try store.dataVersion()
        let surfaces = try store.surfaces()
        let instances = try store.instances()
        let timelines = try store.timelines()
        lock.withLock {
            self.version = version
            self.surfaces = Dictionary(surfaces.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
            self.instances = Dictionary(instances.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
            self.timelines = timelines
        }
    }
}
