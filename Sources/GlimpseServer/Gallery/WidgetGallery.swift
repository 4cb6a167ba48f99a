//  WidgetGallery.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: iOS's widget gallery (reference widgetkit.md §1, §10.2): every kind of every bundle
//  with its display name, description and supported families, and a snapshot of it
//  (`getSnapshot` with `context.isPreview` true) in the family and place chosen; and the relevance
//  widgets' `relevance()` answers for the watch Smart Stack (issue 13).

import Foundation
public import GlimpseArchive
public import GlimpseHost

/// The bundles the simulator was started with: what they offer, and their gallery snapshots.
///
/// Keeps one extension process per bundle for its own calls (separate from the host's, so the
/// gallery never waits behind a reload), and the last 64 snapshots.
// @unchecked Sendable: `processes` and `snapshots` are only touched under `lock`, which also
// serialises calls to the bundles.
public final class WidgetGallery: @unchecked Sendable {
    /// One bundle: its path and what `describe` said.
    public struct Bundle: Sendable {
        /// Path of the executable, as given.
        public var path: String
        /// The executable's file name, the name the API uses.
        public var name: String
        public var widgets: [WidgetDescription]
        /// Its controls (`describe.controls`; none from a bundle built before controls).
        public var controls: [ControlDescription] = []
        /// Its Live Activities (`describe.activities`; none from an older bundle).
        public var activities: [ActivityDescription] = []
    }

    /// Snapshots kept: 64.
    static let cacheLimit = 64

    public let bundles: [Bundle]
    private let lock = NSLock()
    private var processes: [String: ExtensionProcess] = [:]
    private var snapshots: [String: ArchivedEntry] = [:]
    private var snapshotOrder: [String] = []

    /// Asks each bundle in `paths` to describe itself.
    /// - Throws: `HostError` from the first bundle that is missing, cannot start, or does not
    ///   answer (`.bundleNotFound`, `.launchFailed`, `.bundleCrashed`, `.timeout`…).
    public init(paths: [String]) throws(HostError) {
        var bundles: [Bundle] = []
        var processes: [String: ExtensionProcess] = [:]
        for path in paths {
            let process = try ExtensionProcess(executable: path)
            let description = try process.describe()
            let name = (path as NSString).lastPathComponent
            bundles.append(
                Bundle(
                    path: path, name: name, widgets: description.widgets, controls: description.controls ?? [],
                    activities: description.activities ?? []))
            processes[path] = process
        }
        self.bundles = bundles
        self.processes = processes
    }

    deinit { close() }

    /// The bundle called `name` (its file name) or at path `name`, or nil.
    public func bundle(named name: String) -> Bundle? {
        bundles.first { $0.name == name || $0.path == name }
    }

    /// The description of `kind` in the bundle at `path`, or nil.
    public func widget(kind: String, bundle path: String) -> WidgetDescription? {
        bundles.first { $0.path == path || $0.name == (path as NSString).lastPathComponent }?.widgets.first {
            $0.kind == kind
        }
    }

    /// The gallery snapshot of `kind` in `family`, laid out at `size` in `environment`.
    /// - Throws: `HostError` from the bundle (`.unknownKind`, `.unsupportedFamily`, `.timeout`…).
    public func snapshot(
        bundle: Bundle, kind: String, family: FamilyName, size: Size, environment: RenderEnvironment
    ) throws(HostError) -> ArchivedEntry {
        let key = [bundle.path, kind, family.rawValue, "\(size.width)x\(size.height)", "\(environment)"].joined(
            separator: "|")
        lock.lock()
        defer { lock.unlock() }
        if let cached = snapshots[key] { return cached }
        let process = try process(for: bundle.path)
        let entry: ArchivedEntry
        do {
            entry = try process.snapshot(
                kind: kind, family: family.rawValue, displaySize: size, environments: [environment], isPreview: true)
        } catch {
            if process.exitDescription != nil { processes[bundle.path] = nil }
            throw error
        }
        snapshots[key] = entry
        snapshotOrder.append(key)
        if snapshotOrder.count > Self.cacheLimit { snapshots[snapshotOrder.removeFirst()] = nil }
        return entry
    }

    /// The relevance widgets of every bundle that has some, each asked for its `relevance()` at
    /// `date` (the simulated now) on the gallery's process; a failed call is the widget's `failure`.
    public func watchRelevance(at date: Date) -> [WatchStackSync.Bundle] {
        bundles.compactMap { bundle -> WatchStackSync.Bundle? in
            let description = BundleDescription(bundle: bundle.name, widgets: bundle.widgets)
            guard description.widgets.contains(where: { $0.relevanceWidget == true }) else { return nil }
            return lock.withLock {
                WatchStackSync.bundle(path: bundle.path, description) { kind throws(HostError) in
                    let process = try process(for: bundle.path)
                    do throws(HostError) {
                        return try process.relevance(kind: kind, date: date)
                    } catch {
                        if process.exitDescription != nil { processes[bundle.path] = nil }
                        throw error
                    }
                }
            }
        }
    }

    /// Stops the gallery's bundle processes.
    public func close() {
        let all = lock.withLock {
            defer { processes = [:] }
            return Array(processes.values)
        }
        for process in all { process.terminate() }
    }

    /// The running process of `path`, started again if it exited. Under `lock`.
    private func process(for path: String) throws(HostError) -> ExtensionProcess {
        if let process = processes[path], process.exitDescription == nil { return process }
        let process = try ExtensionProcess(executable: path)
        processes[path] = process
        return process
    }
}
