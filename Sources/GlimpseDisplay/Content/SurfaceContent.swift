//  SurfaceContent.swift — GlimpseDisplay (Glimpse)
//  Status: Complete
//  Behaviour: issue 10 "a simulator and a kiosk host started on one database see the same
//  screens": a kiosk draws a surface from the host it runs (HostedSurfaceContent) or, when
//  another process hosts the database, from what that host stores (StoredSurfaceContent).

public import Foundation
public import GlimpseHost

/// What a kiosk draws a surface from: the surface as stored, and for each widget on it, its
/// instance, its timeline and the entry it shows.
public protocol SurfaceContent: AnyObject, Sendable {
    /// The surface `name` as last read, or nil when none is stored.
    func surface(_ name: PlaceName) -> Surface?
    /// The instance `id`, or nil when there is none.
    func instance(_ id: InstanceID) -> WidgetInstance?
    /// The timeline `id` shows, or nil before its first.
    func timeline(of id: InstanceID) -> InstanceTimeline?
    /// The entry `id` shows at `date` (its placeholder before its first timeline, when known).
    func currentEntry(of id: InstanceID, at date: Date) -> CurrentEntry?
    /// Reads again what another process may have changed.
    /// - Returns: Whether anything did (then the surface is drawn again).
    func refresh() -> Bool
}

/// The content of the host this process runs: its instances and timelines in memory, the
/// surfaces from its store.
public final class HostedSurfaceContent: SurfaceContent {
    public let host: WidgetHost
    public let store: HostStore

    public init(host: WidgetHost, store: HostStore) {
        self.host = host
        self.store = store
    }

    public func surface(_ name: PlaceName) -> Surface? { (try? store.surface(name)) ?? nil }
    public func instance(_ id: InstanceID) -> WidgetInstance? { host.instance(id) }
    public func timeline(of id: InstanceID) -> InstanceTimeline? { host.timeline(of: id) }
    public func currentEntry(of id: InstanceID, at date: Date) -> CurrentEntry? { host.currentEntry(of: id, at: date) }
    /// This process is the only writer: the host reports its changes itself.
    public func refresh() -> Bool { false }
}
