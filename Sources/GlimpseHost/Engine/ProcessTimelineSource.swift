//  ProcessTimelineSource.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §10.2: the host asks the widget bundle's own executable
//  for placeholders and timelines over the extension protocol (Docs/ExtensionProtocol.md).
//  Issue 9 "Limits": one process per bundle, started on demand and stopped after
//  `HostSettings.idleBundleTimeout` without a request, as iOS ends idle extensions; each runs
//  under the footprint limit (`ExtensionProcess`); a process that crashes, hangs or passes its
//  footprint is discarded, its restart backs off, and a bundle failing at every start is broken
//  (`BundleHealth`). On a simulated clock each request carries its time, which the bundle's wall
//  clock is set to; answers of a bundle that could not set it are re-dated onto the request's
//  time (ExtensionProtocol.md "Time"). With a transfer folder, background URL session downloads
//  the bundles hand over are performed by the host and their results handed back, starting the
//  bundle if it stopped (ExtensionProtocol.md "Background transfers"); with a transfer store they
//  outlive the host, and discretionary ones wait for a moment no bundle is answering. A bundle's
//  `WidgetCenter` reloads (`reload` notifications) go to the handler the host set.

import Foundation
public import GlimpseArchive

/// Timelines from real widget bundles, through `ExtensionProcess`.
// @unchecked Sendable: `running`, `health`, `settings` and `reaper` are guarded by `lock`; each
// process serialises its own requests.
public final class ProcessTimelineSource: TimelineSource, @unchecked Sendable {
    /// Something that happened to a bundle's process, for the host's log.
    public enum Lifecycle: Sendable, Equatable {
        /// A process was started (bundle path, PID).
        case started(String, Int32)
        /// A process was stopped after answering nothing for `idleBundleTimeout` seconds.
        case stoppedIdle(String, TimeInterval)
        /// The bundle was marked broken.
        case broken(BrokenBundle)
    }

    /// A running bundle process and its bookkeeping.
    private final class Running {
        let process: ExtensionProcess
        let timeout: TimeInterval
        let footprintLimit: Int
        /// Uptime (ns) of its last answer or start.
        var lastUsed: UInt64
        /// Requests out now; an idle stop waits for zero.
        var busy = 0
        init(process: ExtensionProcess, timeout: TimeInterval, footprintLimit: Int) {
            self.process = process
            self.timeout = timeout
            self.footprintLimit = footprintLimit
            lastUsed = DispatchTime.now().uptimeNanoseconds
        }
    }

    private let lock = NSLock()
    private var running: [String: Running] = [:]
    private var health: [String: BundleHealth] = [:]
    private var settings = HostSettings()
    private var reaper: (any DispatchSourceTimer)?
    private let environment: [String: String]?
    private let onStderrLine: (@Sendable (String, String) -> Void)?
    private let onLifecycle: (@Sendable (Lifecycle) -> Void)?
    let simulatedTime: Bool
    private let cgroup: MemoryCgroup?
    /// The host's background downloads; nil without a transfer folder.
    public private(set) var backgroundTransfers: BackgroundTransferQueue?
    /// Where a bundle's `WidgetCenter` reloads go (bundle path, kind or nil for all); under `lock`.
    private var reloadHandler: (@Sendable (_ bundle: String, _ kind: String?) -> Void)?

    /// - Parameters:
    ///   - environment: The bundles' environment; nil inherits the host's.
    ///   - simulatedTime: The host's clock is simulated: each request carries its time
    ///     (`TimelineRequest.time`), which the bundle's wall clock reads from then on, so
    ///     `Date()` in the provider is the simulated time. A bundle that could not set its clock
    ///     (built before the protocol's `date`, or on a platform where the runtime cannot) has
    ///     every date of its timeline moved by (request time − its clock), as it reports it or as
    ///     the host's wall clock read when asking. False (the default) for a host on the wall clock.
    ///   - cgroup: Where bundles run under `memory.max` (`MemoryCgroup.forThisHost()`); nil
    ///     enforces the footprint limit by sampling alone.
    ///   - onStderrLine: Called with (bundle name, line) for each line a bundle writes to stderr.
    ///   - onLifecycle: Called when a process starts, is stopped idle, or its bundle is broken.
    ///   - transferFolder: Where the host keeps background downloads it performs for the bundles
    ///     (`BackgroundTransferQueue`); nil: a bundle's transfers are ignored.
    ///   - transferRetryDelay: Seconds before a failed transfer's second try (doubled after).
    ///   - transferStore: Keeps the transfers until they are handed on (the host's store), so
    ///     `resumeStoredTransfers()` takes up what a stopped host left; nil keeps them in memory.
    public init(
        environment: [String: String]? = nil, simulatedTime: Bool = false, cgroup: MemoryCgroup? = nil,
        onStderrLine: (@Sendable (String, String) -> Void)? = nil,
        onLifecycle: (@Sendable (Lifecycle) -> Void)? = nil, transferFolder: URL? = nil,
        transferRetryDelay: TimeInterval = 2, transferStore: (any BackgroundTransferStore)? = nil
    ) {
        self.environment = environment
        self.simulatedTime = simulatedTime
        self.cgroup = cgroup
        self.onStderrLine = onStderrLine
        self.onLifecycle = onLifecycle
        if let transferFolder {
            backgroundTransfers = BackgroundTransferQueue(
                folder: transferFolder, retryDelay: transferRetryDelay, store: transferStore,
                isBusy: { [weak self] in self?.isAnswering ?? false },
                onStoreFailure: { error in onStderrLine?("glimpse", "background transfer not stored: \(error.message)")
                }
            ) { [weak self] bundle, session, result in
                self?.deliver(result, session: session, to: bundle)
            }
        }
    }

    deinit { close() }

    // MARK: - TimelineSource

    /// Asks `bundle` for each request's timeline in turn, starting the bundle if it is not running.
    /// A failure to start fails every request; a request that times out or crashes the bundle
    /// fails, and the next request starts it again (after the restart back-off).
    public func timelines(bundle: String, requests: [TimelineRequest], timeout: TimeInterval)
        -> [Result<FetchedTimeline, HostError>]
    {
        requests.map { request in answer(request, bundle: bundle, timeout: timeout) }
    }

    /// Asks `bundle` for each request's placeholder in turn (same rules as `timelines`). The
    /// placeholder is not re-dated: it is drawn redacted and replaced by the first timeline.
    public func placeholders(bundle: String, requests: [TimelineRequest], timeout: TimeInterval)
        -> [Result<ArchivedEntry, HostError>]
    {
        requests.map { request in
            ask(bundle, timeout: timeout, at: request.time) { process throws(HostError) in
                try process.placeholder(
                    kind: request.kind, family: request.family.rawValue, displaySize: request.displaySize,
                    environments: request.environments, date: simulatedTime ? request.time : nil,
                    configuration: request.configuration)
            }
        }
    }

    /// Takes the footprint limit, idle timeout, back-off and broken rule of `settings` (processes
    /// started under another footprint limit are restarted at their next request).
    public func apply(_ settings: HostSettings) {
        lock.withLock {
            self.settings = settings
            armReaper()
        }
    }

    /// The bundles marked broken, by path.
    public func brokenBundles() -> [BrokenBundle] {
        lock.withLock { health.values.compactMap(\.broken) }.sorted { $0.bundle < $1.bundle }
    }

    /// Marks `bundles` broken as a host stored them (they are not started until their executable
    /// changes).
    public func restoreBroken(_ bundles: [BrokenBundle]) {
        lock.withLock {
            for mark in bundles { health[mark.bundle, default: BundleHealth()].restore(mark) }
        }
    }

    // MARK: - Background sessions and WidgetCenter

    /// Sends each `WidgetCenter` reload a bundle's code asks for to `handler` (bundle path, kind
    /// or nil for every kind), on a queue of its own; before this is called they are ignored.
    public func onWidgetCenterReload(_ handler: @escaping @Sendable (_ bundle: String, _ kind: String?) -> Void) {
        lock.withLock { reloadHandler = handler }
    }

    /// Makes each `WidgetCenter` reload a bundle's code asks for a reload of `host`'s instances
    /// of the kind (every kind for `reloadAllTimelines()`): a `widgetCenter` reload, charged
    /// (the extension is not the foreground app) and subject to the minimum interval.
    public func sendWidgetCenterReloads(to host: WidgetHost) {
        onWidgetCenterReload { [weak host] bundle, kind in
            guard let host else { return }
            if let kind {
                _ = try? host.reloadTimelines(kind: kind, bundle: bundle, fromForegroundApp: false)
            } else {
                _ = try? host.reloadAll(bundle: bundle, fromForegroundApp: false)
            }
        }
    }

    /// Queues the transfers the transfer store kept (`BackgroundTransferQueue.resumeStored`).
    /// - Returns: How many were queued (0 without a transfer folder).
    /// - Throws: `HostError` `.storeFailed`.
    @discardableResult
    public func resumeStoredTransfers() throws(HostError) -> Int {
        try backgroundTransfers?.resumeStored() ?? 0
    }

    /// Whether any bundle is answering a request now (a discretionary transfer waits).
    public var isAnswering: Bool { lock.withLock { running.values.contains { $0.busy > 0 } } }

    private func reload(_ kind: String?, bundle: String) {
        guard let handler = lock.withLock({ reloadHandler }) else { return }
        DispatchQueue.global(qos: .utility).async { handler(bundle, kind) }
    }

    // MARK: - Processes

    /// Whether a process of `bundle` is running now.
    public func isRunning(_ bundle: String) -> Bool {
        lock.withLock { running[bundle].map { $0.process.exitDescription == nil } ?? false }
    }

    /// The footprint of `bundle`'s running process now (bytes, `Pss_Anon`), or nil when none runs.
    public func footprint(of bundle: String) -> Int? {
        lock.withLock { running[bundle]?.process }?.sampleFootprint()
    }

    /// Stops every process that has answered nothing for `idleBundleTimeout` seconds at `now`
    /// (uptime in nanoseconds; the reaper passes the present). Returns the bundles stopped.
    @discardableResult
    public func stopIdleBundles(now: UInt64 = DispatchTime.now().uptimeNanoseconds) -> [String] {
        let (idle, seconds) = lock.withLock { () -> ([(String, Running)], TimeInterval) in
            let limit = settings.idleBundleTimeout
            guard limit > 0 else { return ([], limit) }
            let due = running.filter { _, slot in
                slot.busy == 0 && now >= slot.lastUsed && Double(now - slot.lastUsed) / 1e9 >= limit
            }
            for (bundle, _) in due { running[bundle] = nil }
            return (due.map { ($0.key, $0.value) }, limit)
        }
        for (bundle, slot) in idle {
            slot.process.terminate()
            onLifecycle?(.stoppedIdle(bundle, seconds))
        }
        return idle.map(\.0).sorted()
    }

    /// Stops every bundle process.
    public func close() {
        let all = lock.withLock {
            reaper?.cancel()
            reaper = nil
            defer { running = [:] }
            return running.values.map(\.process)
        }
        for process in all { process.terminate() }
    }

    // MARK: - Steps

    private func answer(_ request: TimelineRequest, bundle: String, timeout: TimeInterval)
        -> Result<FetchedTimeline, HostError>
    {
        ask(bundle, timeout: timeout, at: request.time) { process throws(HostError) in
            let asked = Date()
            let answer = try process.timeline(
                kind: request.kind, family: request.family.rawValue, displaySize: request.displaySize,
                environments: request.environments, date: simulatedTime ? request.time : nil,
                configuration: request.configuration)
            let fetched = FetchedTimeline(entries: answer.entries, policy: answer.policy)
            guard simulatedTime else { return fetched }
            // Zero for a bundle whose clock was set to the request's time.
            return fetched.shifted(by: request.time.timeIntervalSince(answer.clock ?? asked))
        }
    }

    /// `ask`, for the other requests of the protocol (ProcessTimelineSource+Perform).
    func performInProcess<T>(
        bundle: String, timeout: TimeInterval, at time: Date, _ body: (ExtensionProcess) throws(HostError) -> T
    ) -> Result<T, HostError> {
        ask(bundle, timeout: timeout, at: time, body)
    }

    /// Runs `body` with the bundle's process (started if needed); a failure that leaves the
    /// process unusable discards it and counts against the bundle's health. `time` is the host
    /// clock's time of the request: back-off and the broken mark are timed on the host's clock,
    /// so a simulated day backs off in simulated time.
    private func ask<T>(
        _ bundle: String, timeout: TimeInterval, at time: Date, _ body: (ExtensionProcess) throws(HostError) -> T
    ) -> Result<T, HostError> {
        let slot: Running
        do {
            slot = try acquire(bundle, timeout: timeout, at: time)
        } catch {
            return .failure(error)
        }
        do {
            let value = try body(slot.process)
            release(slot, bundle: bundle, failure: nil, at: time)
            return .success(value)
        } catch {
            release(slot, bundle: bundle, failure: error, at: time)
            return .failure(error)
        }
    }

    /// The bundle's running process, or a new one; refused while its restart backs off or it is
    /// broken.
    private func acquire(_ bundle: String, timeout: TimeInterval, at time: Date) throws(HostError) -> Running {
        let (taken, stale) = lock.withLock { () -> (Running?, Running?) in
            guard let slot = running[bundle] else { return (nil, nil) }
            if slot.timeout == timeout && slot.footprintLimit == settings.footprintLimit
                && slot.process.exitDescription == nil
            {
                slot.busy += 1
                return (slot, nil)
            }
            running[bundle] = nil
            return (nil, slot)
        }
        if let taken { return taken }
        if let stale { stale.process.terminate() }
        let (slot, started) = try withLock { () throws(HostError) -> (Running, Bool) in
            if let slot = running[bundle] {  // started by another caller meanwhile
                slot.busy += 1
                return (slot, false)
            }
            let name = (bundle as NSString).lastPathComponent
            if let broken = health[bundle]?.broken, broken.executable != BrokenBundle.executableStamp(of: bundle) {
                health[bundle] = nil  // a new executable: a fresh start
            }
            if let refusal = health[bundle]?.refusal(bundle: name, at: time, settings: settings) { throw refusal }
            var forward: (@Sendable (String) -> Void)?
            if let handler = onStderrLine { forward = { line in handler(name, line) } }
            var onTransfer: (@Sendable (BackgroundTransfer) -> Void)?
            if let queue = backgroundTransfers {
                onTransfer = { transfer in queue.submit(transfer, bundle: bundle) }
            }
            let process = try ExtensionProcess(
                executable: bundle, timeout: .milliseconds(Int64(timeout * 1000)), environment: environment,
                footprintLimit: settings.footprintLimit, cgroup: cgroup, onStderrLine: forward, onTransfer: onTransfer,
                onReload: { [weak self] kind in self?.reload(kind, bundle: bundle) })
            let slot = Running(process: process, timeout: timeout, footprintLimit: settings.footprintLimit)
            slot.busy = 1
            running[bundle] = slot
            armReaper()
            return (slot, true)
        }
        if started { onLifecycle?(.started(bundle, slot.process.processIdentifier)) }
        return slot
    }

    /// Ends a request: a good answer (or the bundle's own failure) resets its health; a fatal
    /// failure discards the process and counts, and may mark the bundle broken.
    private func release(_ slot: Running, bundle: String, failure: HostError?, at time: Date) {
        let fatal = failure.map(\.isFatalToProcess) ?? false
        let broken = lock.withLock { () -> BrokenBundle? in
            slot.busy -= 1
            slot.lastUsed = DispatchTime.now().uptimeNanoseconds
            guard fatal, let failure else {
                health[bundle]?.answered()
                return nil
            }
            if running[bundle] === slot { running[bundle] = nil }
            return health[bundle, default: BundleHealth()].failed(
                failure, bundle: bundle, at: time, settings: settings,
                executable: BrokenBundle.executableStamp(of: bundle))
        }
        if fatal { slot.process.terminate() }
        if let broken { onLifecycle?(.broken(broken)) }
    }

    /// Hands a finished background transfer to `bundle` (started if it is not running). A bundle
    /// that cannot take it has the failure written to its stderr log, and the file is removed.
    private func deliver(_ result: BackgroundTransferResult, session: String, to bundle: String) {
        let timeout = lock.withLock { running[bundle]?.timeout } ?? 15
        let outcome = ask(bundle, timeout: timeout, at: Date()) { process throws(HostError) in
            try process.backgroundEvents(session: session, transfers: [result])
        }
        guard case .failure(let error) = outcome else { return }
        if let file = result.file { try? FileManager.default.removeItem(atPath: file) }
        onStderrLine?(
            (bundle as NSString).lastPathComponent,
            "glimpse: events of background session '\(session)' not delivered: \(error.message)")
    }

    /// Starts (or re-times) the timer that stops idle processes. Under `lock`.
    private func armReaper() {
        reaper?.cancel()
        reaper = nil
        let limit = settings.idleBundleTimeout
        guard limit > 0, !running.isEmpty else { return }
        let every = min(5, max(0.05, limit / 4))
        let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
        timer.schedule(deadline: .now() + every, repeating: every, leeway: .milliseconds(50))
        timer.setEventHandler { [weak self] in self?.stopIdleBundles() }
        timer.resume()
        reaper = timer
    }

    private func withLock<T>(_ body: () throws(HostError) -> T) throws(HostError) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
