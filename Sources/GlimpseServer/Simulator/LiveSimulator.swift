//  LiveSimulator.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: issue 5 — the host's places live: widgets show their current entries, timers tick,
//  timelines advance and reloads happen under the budget, on a clock a person steers; every
//  change is pushed to the open pages. The widgets and the screens (surfaces: slots, stacks, lock,
//  Always On, style) live in the host's store.

import Foundation
import GlimpseArchive
import GlimpseDisplay
import GlimpseHost
import GlimpseRender

/// The running simulator: a `WidgetHost` on a `SimulatorClock`, the places and their state, the
/// frames, the gallery, and the event hub the pages listen to.
///
/// Locks, in the only order they are taken: `mutation` (one change at a time) → the host's own →
/// `lock` (the simulator's state). Nothing calls the host while holding `lock`; the host calls
/// back (`renderTargets`, `observer`) taking only `lock`.
// @unchecked Sendable: mutable state is guarded by `lock`; changes are serialised by `mutation`.
public final class LiveSimulator: @unchecked Sendable {
    /// What to start.
    public struct Configuration: Sendable {
        /// Paths of the bundle executables.
        public var bundles: [String]
        /// The host database; nil keeps everything in memory (nothing survives a restart).
        public var databasePath: String?
        /// When the store holds no widget yet, place each bundle's widgets in every place that
        /// holds their families (what `make demo` shows).
        public var populate: Bool
        /// Serve WidgetCenter on its socket (`CenterSocketPath.resolve()`, Docs/WidgetCenter.md), so
        /// apps' `WidgetCenter.shared.reloadTimelines(ofKind:)` reaches this host. Another host
        /// already serving it is reported and the simulator goes on without.
        public var widgetCenter: Bool
        /// Where the simulator reports what it does (bundle stderr, store failures).
        public var log: @Sendable (String) -> Void

        public init(
            bundles: [String], databasePath: String? = nil, populate: Bool = false, widgetCenter: Bool = false,
            log: @escaping @Sendable (String) -> Void = { _ in }
        ) {
            self.bundles = bundles
            self.databasePath = databasePath
            self.populate = populate
            self.widgetCenter = widgetCenter
            self.log = log
        }
    }

    public let clock: SimulatorClock
    public let hub = EventHub()
    public let gallery: WidgetGallery
    let host: any SimulatorHost
    let store: HostStore
    /// One host per database: held while serving a `--db` file (`HostStoreLock`).
    let storeLock: HostStoreLock?
    let source: ProcessTimelineSource
    /// Frames are sent once and dropped: compressed fast.
    let renderer = ArchiveRenderer(pngCompression: .fast)
    let log: @Sendable (String) -> Void
    /// Distinguishes this run's frame versions from an earlier run's.
    let boot = String(UInt32.random(in: 0...UInt32.max), radix: 36)
    private(set) var scheduler: FrameScheduler!

    let mutation = NSLock()
    let lock = NSLock()
    // Guarded by lock.
    var state: SimulatorState
    var lastErrors: [InstanceID: InspectorPayload.LastError] = [:]
    /// Widgets whose button or toggle ran an intent and whose reload has not landed yet: their
    /// `invalidatableContent()` is drawn as pending (`Redaction.invalidated`).
    var pendingIntents: Set<InstanceID> = []
    var versions: [InstanceID: Int] = [:]
    var nextVersion = 1
    /// The top of each stack as last announced, by its first id.
    var announcedTops: [Int64: Int64] = [:]
    var framesRendered = 0
    /// CPU seconds spent drawing widget frames (not gallery snapshots).
    var renderSeconds = 0.0
    /// CPU seconds the last frames of each instance took to draw (a moving average).
    var renderCosts: [InstanceID: Double] = [:]
    private var hostThread: Thread?
    /// The WidgetCenter socket apps reload widgets through, when asked for.
    let center: WidgetCenterServer?
    /// Smart Rotate's state for the stacks (LiveSimulator+Rotation), each rotation kept in the
    /// store, so a restart shows the last one and keeps who is on top.
    let rotation: LiveStackRotation
    /// Suggested widgets joining and leaving the stacks (LiveSimulator+Suggestions).
    let suggestionSync: SuggestedWidgetSync
    /// Relevance cards joining and leaving the watch Smart Stack (LiveSimulator+WatchStack).
    let watchSync: WatchStackSync
    /// The watch Smart Stack's last pass and the relevance answers it read; guarded by lock.
    var watchStack = WatchStackState()
    /// Called when an app sent donations or suggestions: the stacks are decided again.
    let relevanceRelay: CallbackRelay
    /// The stored suggestions and donation profiles (by bundle name), read once after each change
    /// an app sends; guarded by lock.
    var relevanceCache: (suggestions: [StackSuggestion], profiles: [String: [DonationProfile]])?
    /// Counts the changes apps sent, so a cache read before one is not kept after it.
    var relevanceGeneration = 0
    /// The placed controls (Control Center, the Lock Screen's two, the Action button).
    let controls: ControlHost
    /// Each control's drawing version, bumped whenever what it shows changes. Guarded by lock.
    var controlVersions: [Int64: Int] = [:]
    /// The Live Activities shown, by id, as their bundles last drew them (LiveSimulator+Activities).
    /// Guarded by lock.
    var activityDrawings: [String: ActivityDrawing] = [:]
    /// Held while the activities are read and drawn again, one refresh at a time.
    let activityRefresh = NSLock()
    /// Where apps' Live Activity changes are drawn, off the WidgetCenter socket's thread.
    let activityQueue = DispatchQueue(label: "glimpse.serve.activities")

    /// Opens the store, asks every bundle to describe itself and restores the screens.
    /// - Throws: `HostError` for the store (`.storeInUse`, `.corruptStore`, `.foreignStore`,
    ///   `.storeFailed`; a damaged `<db>.simulator.json` to import is `.corruptStore`) or a bundle
    ///   (`.bundleNotFound`, `.launchFailed`, `.timeout`…).
    public init(_ configuration: Configuration) throws {
        log = configuration.log
        clock = SimulatorClock()
        if let path = configuration.databasePath {
            storeLock = try HostStoreLock(databasePath: path)
        } else {
            storeLock = nil
        }
        store = try HostStore(path: configuration.databasePath ?? ":memory:")
        // A database that cannot be written is refused now, as `glimpse host` refuses it, not at
        // every save later.
        if configuration.databasePath != nil { try store.requireWritable() }
        rotation = LiveStackRotation(
            store: store, log: { [log = configuration.log] line in log("glimpse serve: \(line)") })
        var state = SimulatorState(surfaces: try store.surfaces())
        if (try? DeviceProfile.named(state.phone)) == nil { state.phone = SimulatorState().phone }
        if (try? DeviceProfile.named(state.watch)) == nil { state.watch = SimulatorState().watch }
        self.state = state
        gallery = try WidgetGallery(paths: configuration.bundles)
        let log = configuration.log
        // The page can move the clock (paused, ×3600, a jump): each request tells the bundle the
        // simulated time, so its `Date()` and the dates of its entries and policy follow.
        // Background URL session downloads run in the host, on real time (issue 9); with a
        // database they are kept in it (bodies in <db>.transfers) and resumed by the next run.
        source = ProcessTimelineSource(
            simulatedTime: true, onStderrLine: { name, line in log("[\(name)] \(LogText.escaped(line))") },
            transferFolder: configuration.databasePath.map { URL(fileURLWithPath: $0 + ".transfers") }
                ?? FileManager.default.temporaryDirectory.appendingPathComponent(
                    "glimpse-transfers-\(ProcessInfo.processInfo.processIdentifier)"),
            transferStore: configuration.databasePath == nil ? nil : store)
        let widgetHost = try WidgetHost(source: source, clock: clock, store: store)
        host = widgetHost
        suggestionSync = SuggestedWidgetSync(
            host: widgetHost, store: store, settings: rotation.settings,
            source: { [gallery] kind in Self.suggestionSource(kind, in: gallery) },
            log: { line in log("glimpse serve: \(LogText.escaped(line))") })
        watchSync = WatchStackSync(host: widgetHost, log: { line in log("glimpse serve: \(LogText.escaped(line))") })
        // A bundle's own WidgetCenter reloads come on its pipe (budgeted: not the foreground app).
        source.sendWidgetCenterReloads(to: widgetHost)
        _ = try? source.resumeStoredTransfers()
        let relay = CallbackRelay()
        relevanceRelay = relay
        controls = try ControlHost(
            store: store, source: source, clock: clock,
            timeout: { [weak widgetHost] in
                widgetHost?.settings.providerTimeout ?? 15
            }, log: { line in log("glimpse serve: \(LogText.escaped(line))") })
        var service = HostCenterService(
            host: widgetHost,
            knownKinds: { [gallery] in Set(gallery.bundles.flatMap { $0.widgets.map(\.kind) }) },
            onRelevanceChange: { [relay] in relay.fire() })
        // ControlCenter's reloads and currentControls() answer from the placed controls.
        service.controls = controls
        service.controlIntent = { [gallery] bundle, kind in
            gallery.bundles.first { $0.path == bundle }?.controls.first { $0.kind == kind }?.intent
        }
        service.widgetIntent = { [gallery] bundle, kind in gallery.widget(kind: kind, bundle: bundle)?.intentType }
        let activityRelay = CallbackRelay()
        service.onLiveActivityChange = { [activityRelay] in activityRelay.fire() }
        center =
            configuration.widgetCenter
            ? WidgetCenterServer(
                service: service, log: { line in if line.hasPrefix("widget center: ") { log(line) } })
            : nil
        host.renderTargets = { [weak self] instance in self?.targets(for: instance) ?? RenderTargets() }
        host.observer = { [weak self] event in self?.handle(event) }
        relay.action = { [weak self] in
            guard let self else { return }
            self.lock.withLock {
                self.relevanceCache = nil
                self.relevanceGeneration += 1
                self.watchStack.asked = nil
            }
            self.syncSuggestedWidgets()
            self.syncWatchStack()
            if self.topsChanged() { self.broadcastPlaces() }
            self.scheduler.replan()
        }
        controls.onChange = { [weak self] id in self?.controlChanged(id) }
        activityRelay.action = { [weak self] in
            guard let self else { return }
            self.activityQueue.async {
                self.refreshActivities()
                self.scheduler.replan()
            }
        }
        scheduler = FrameScheduler(
            clock: clock, plan: { [weak self] in self?.planFrames() ?? [] },
            fire: { [weak self] ids in self?.framesChanged(ids) })
        mutation.withLock {
            reconcile()
            if configuration.populate && host.instances.isEmpty { populate() }
        }
        for instance in host.instances where host.timeline(of: instance.id) != nil {
            bump([instance.id], announce: false)
        }
        controls.refreshAll()
        refreshActivities()
    }

    /// Starts the host's work loop and the frame scheduler.
    public func start() {
        let host = self.host
        let thread = Thread { host.run(until: { false }) }
        thread.name = "glimpse.serve.host"
        hostThread = thread
        thread.start()
        scheduler.start()
        syncSuggestedWidgets()
        syncWatchStack()
        if let center {
            do {
                try center.start()
                log("glimpse serve: WidgetCenter on \(center.socket.path)")
            } catch {
                log("glimpse serve: no WidgetCenter socket (\(error)); apps cannot reload widgets through it")
            }
        }
    }

    /// Stops the host, the scheduler and the bundles; saves the state; closes the streams.
    public func stop() {
        controls.stop()
        center?.stop()
        host.stop()
        scheduler.stop()
        hub.closeAll()
        gallery.close()
        source.close()
        save()
    }

    /// Runs `body` as the only change in progress.
    func serialized<T>(_ body: () throws(ServerError) -> T) throws(ServerError) -> T {
        mutation.lock()
        defer { mutation.unlock() }
        return try body()
    }

    /// Frames rendered so far (PNG and SVG).
    public var framesServed: Int { lock.withLock { framesRendered } }

    /// What the server has done so far: frames drawn and the time they took, events sent,
    /// streams open.
    public func statsPayload() -> StatsPayload {
        let (frames, seconds) = lock.withLock { (framesRendered, renderSeconds) }
        return StatsPayload(
            framesRendered: frames, renderSeconds: seconds, eventsSent: hub.eventsSent, streamsOpen: hub.count)
    }

    /// The simulator's settings and layout now.
    public var currentState: SimulatorState { lock.withLock { state } }

    // MARK: - Host callbacks

    /// The canvas and environments `instance`'s timeline is requested for: its family's size in
    /// its place on the current device, in each prepared variant. Called under the host's lock.
    func targets(for instance: WidgetInstance) -> RenderTargets {
        let state = lock.withLock { self.state }
        guard let context = try? PlaceContext(PlaceName(rawValue: instance.place.rawValue), state: state) else {
            return RenderTargets()
        }
        return context.renderTargets(for: instance.family) ?? RenderTargets()
    }

    /// Records what the host did and tells the pages.
    func handle(_ event: HostEvent) {
        var changed: InstanceID?
        switch event {
        case .placeholder(let id, _), .timeline(let id, _):
            // The reload an intent asked for landed: its content is no longer pending.
            lock.withLock { _ = pendingIntents.remove(id) }
            bump([id])
            changed = id
        case .reload(let row):
            lock.withLock {
                switch row.outcome {
                case .failed, .refused:
                    lastErrors[row.instance] = InspectorPayload.LastError(
                        time: row.time, message: "\(row.outcome.rawValue): \(row.detail)")
                case .succeeded, .adjusted, .keptPrevious:
                    lastErrors[row.instance] = nil
                }
                // No new timeline is coming (a failed or refused reload, or the previous one
                // kept): stop drawing the content as pending.
                if row.outcome != .succeeded && row.outcome != .adjusted { pendingIntents.remove(row.instance) }
            }
            changed = row.instance
        case .providerCall(let call):
            if case .failure(let error) = call.result {
                lock.withLock {
                    lastErrors[call.instance] = InspectorPayload.LastError(time: call.time, message: error.message)
                }
                // One line per failure (a crash's backtrace is not copied): which widget, and why.
                log("glimpse serve: widget \(call.instance.rawValue): \(LogText.escaped(error.message))")
                changed = call.instance
            }
        case .warning:
            break
        case .storeFailed(let error):
            log("glimpse serve: writing the host database failed: \(LogText.escaped(error.message))")
        case .bundleBroken(let mark):
            log("glimpse serve: \(LogText.escaped(mark.line))")
        }
        if let changed {
            hub.broadcast("instance", ["id": changed.rawValue])
            broadcastPlaces()
            scheduler.replan()
        }
    }

    // MARK: - Frames and events

    /// Gives `ids` new frame versions and (if `announce`) tells the pages.
    func bump(_ ids: [InstanceID], announce: Bool = true) {
        guard !ids.isEmpty else { return }
        let changed = lock.withLock { () -> [String: String] in
            var out: [String: String] = [:]
            for id in ids {
                versions[id] = nextVersion
                out[String(id.rawValue)] = "\(boot)-\(nextVersion)"
                nextVersion += 1
            }
            return out
        }
        if announce { hub.broadcast("frames", ["frames": changed]) }
    }

    /// The current frame version of `id`, or nil before its first timeline.
    func frameVersion(_ id: InstanceID) -> String? {
        lock.withLock { versions[id].map { "\(boot)-\($0)" } }
    }

    /// Pushes the whole screens to the pages.
    func broadcastPlaces() {
        hub.broadcast("places", placesPayload())
    }

    /// Writes the screens to the host's store (its surfaces); a failure is logged.
    func save() {
        let state = lock.withLock { self.state }
        // A stack no one chose a top for shows Smart Rotate's, stored as `rotated`.
        var surfaces = state.surfaces
        for s in surfaces.indices {
            for k in surfaces[s].stacks.indices where surfaces[s].stacks[k].top == nil {
                let stack = surfaces[s].stacks[k]
                guard stack.instances.count > 1, let first = stack.instances.first,
                    let top = rotation.record(first.rawValue)?.top, top != first, stack.instances.contains(top)
                else { continue }
                surfaces[s].stacks[k].top = top
                surfaces[s].stacks[k].topReason = .rotated
            }
        }
        do {
            try store.saveSurfaces(surfaces)
        } catch {
            log("glimpse serve: could not save the screens to the host database: \(error.message)")
        }
    }

    /// Every instance on screen, the next simulated instant its drawing changes, and the seconds
    /// its last frames took to draw.
    func planFrames() -> [FrameScheduler.Change] {
        let now = clock.now
        let state = lock.withLock { self.state }
        var contexts: [String: PlaceContext] = [:]
        var out: [FrameScheduler.Change] = []
        let costs = lock.withLock { renderCosts }
        for instance in host.instances {
            let place = instance.place.rawValue
            if contexts[place] == nil { contexts[place] = try? PlaceContext(PlaceName(rawValue: place), state: state) }
            guard let context = contexts[place] else { continue }
            var next = host.timeline(of: instance.id)?.nextEntryDate(after: now)
            if let live = host.currentEntry(of: instance.id, at: now)?.nextLiveChange {
                next = min(next ?? live, live)
            }
            guard var date = next else { continue }
            if context.isAlwaysOn(instance.family) {
                // Always On: live dates at minute granularity, at most one update a minute.
                date = Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 60).rounded(.up) * 60)
            }
            out.append(FrameScheduler.Change(id: instance.id.rawValue, date: date, cost: costs[instance.id] ?? 0))
        }
        // A suggestion's window opens or ends: its widget joins or leaves a stack.
        if let any = host.instances.first?.id.rawValue, let edge = suggestionEdges(after: now).min() {
            out.append(FrameScheduler.Change(id: any, date: edge, cost: 0))
        }
        // A Live Activity goes stale, ends or leaves.
        if let any = host.instances.first?.id.rawValue, let edge = activityEdges(after: now).min() {
            out.append(FrameScheduler.Change(id: any, date: edge, cost: 0))
        }
        // A relevance window opens or ends: a card joins or leaves the watch Smart Stack.
        if let any = host.instances.first?.id.rawValue, let edge = watchStackWakeUp(after: now) {
            out.append(FrameScheduler.Change(id: any, date: edge, cost: 0))
        }
        return out + rotationWakeUps(after: now)
    }

    /// The scheduler found these widgets' drawing changed.
    func framesChanged(_ ids: [Int64]) {
        syncSuggestedWidgets()
        refreshActivitiesIfDue()
        syncWatchStack()
        bump(ids.map { InstanceID($0) })
        if topsChanged() { broadcastPlaces() }
    }
}
