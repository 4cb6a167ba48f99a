//  ProcessTimelineSource.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §10.2: the host asks the widget bundle's own executable
//  for placeholders and timelines over the extension protocol (Docs/ExtensionProtocol.md).
//  Glimpse keeps one process per bundle running between sessions (iOS ends idle extensions;
//  Glimpse starts a new one only after a crash, a timeout or a changed timeout). On a simulated
//  clock each request carries its time, which the bundle's wall clock is set to; answers of a
//  bundle that could not set it are re-dated onto the request's time (ExtensionProtocol.md "Time").
//  With a transfer folder, background URL session downloads the bundles hand over are performed
//  by the host and their results handed back, starting the bundle if it stopped
//  (ExtensionProtocol.md "Background transfers").

import Foundation
import GlimpseArchive

/// Timelines from real widget bundles, through `ExtensionProcess`.
// @unchecked Sendable: `processes` is guarded by `lock`; each process serialises its own requests.
public final class ProcessTimelineSource: TimelineSource, @unchecked Sendable {
    private let lock = NSLock()
    private var processes: [String: (process: ExtensionProcess, timeout: TimeInterval)] = [:]
    private let environment: [String: String]?
    private let onStderrLine: (@Sendable (String, String) -> Void)?
    let simulatedTime: Bool
    /// The host's background downloads; nil without a transfer folder.
    public private(set) var backgroundTransfers: BackgroundTransferQueue?

    /// - Parameters:
    ///   - environment: The bundles' environment; nil inherits the host's.
    ///   - simulatedTime: The host's clock is simulated: each request carries its time
    ///     (`TimelineRequest.time`), which the bundle's wall clock reads from then on, so
    ///     `Date()` in the provider is the simulated time. A bundle that could not set its clock
    ///     (built before the protocol's `date`, or on a platform where the runtime cannot) has
    ///     every date of its timeline moved by (request time − its clock), as it reports it or as
    ///     the host's wall clock read when asking. False (the default) for a host on the wall clock.
    ///   - onStderrLine: Called with (bundle name, line) for each line a bundle writes to stderr.
    ///   - transferFolder: Where the host keeps background downloads it performs for the bundles
    ///     (`BackgroundTransferQueue`); nil: a bundle's transfers are ignored.
    ///   - transferRetryDelay: Seconds before a failed transfer's second try (doubled after).
    public init(
        environment: [String: String]? = nil, simulatedTime: Bool = false,
        onStderrLine: (@Sendable (String, String) -> Void)? = nil, transferFolder: URL? = nil,
        transferRetryDelay: TimeInterval = 2
    ) {
        self.environment = environment
        self.simulatedTime = simulatedTime
        self.onStderrLine = onStderrLine
        if let transferFolder {
            backgroundTransfers = BackgroundTransferQueue(folder: transferFolder, retryDelay: transferRetryDelay) {
                [weak self] bundle, session, result in
                self?.deliver(result, session: session, to: bundle)
            }
        }
    }

    deinit { close() }

    /// Asks `bundle` for each request's timeline in turn, starting the bundle if it is not running.
    /// A failure to start fails every request; a request that times out or crashes the bundle
    /// fails, and the next request starts it again.
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
            ask(bundle, timeout: timeout) { process throws(HostError) in
                try process.placeholder(
                    kind: request.kind, family: request.family.rawValue, displaySize: request.displaySize,
                    environments: request.environments, date: simulatedTime ? request.time : nil,
                    configuration: request.configuration)
            }
        }
    }

    private func answer(_ request: TimelineRequest, bundle: String, timeout: TimeInterval)
        -> Result<FetchedTimeline, HostError>
    {
        ask(bundle, timeout: timeout) { process throws(HostError) in
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
        bundle: String, timeout: TimeInterval, _ body: (ExtensionProcess) throws(HostError) -> T
    ) -> Result<T, HostError> {
        ask(bundle, timeout: timeout, body)
    }

    /// Runs `body` with the bundle's process (started if needed); a failure that leaves the
    /// process unusable discards it, so the next request starts it again.
    private func ask<T>(
        _ bundle: String, timeout: TimeInterval, _ body: (ExtensionProcess) throws(HostError) -> T
    ) -> Result<T, HostError> {
        let process: ExtensionProcess
        do {
            process = try self.process(for: bundle, timeout: timeout)
        } catch {
            return .failure(error)
        }
        do {
            return .success(try body(process))
        } catch {
            if error.isFatalToProcess { discard(bundle) }
            return .failure(error)
        }
    }

    /// Stops every bundle process.
    public func close() {
        let all = lock.withLock {
            defer { processes = [:] }
            return processes.values.map(\.process)
        }
        for process in all { process.terminate() }
    }

    private func process(for bundle: String, timeout: TimeInterval) throws(HostError) -> ExtensionProcess {
        if let running = lock.withLock({ processes[bundle] }) {
            if running.timeout == timeout && running.process.exitDescription == nil { return running.process }
            discard(bundle)
        }
        let name = (bundle as NSString).lastPathComponent
        var forward: (@Sendable (String) -> Void)?
        if let handler = onStderrLine { forward = { line in handler(name, line) } }
        var onTransfer: (@Sendable (BackgroundTransfer) -> Void)?
        if let queue = backgroundTransfers {
            onTransfer = { transfer in queue.submit(transfer, bundle: bundle) }
        }
        let process = try ExtensionProcess(
            executable: bundle, timeout: .milliseconds(Int64(timeout * 1000)), environment: environment,
            onStderrLine: forward, onTransfer: onTransfer)
        lock.withLock { processes[bundle] = (process, timeout) }
        return process
    }

    /// Hands a finished background transfer to `bundle` (started if it is not running). A bundle
    /// that cannot take it has the failure written to its stderr log, and the file is removed.
    private func deliver(_ result: BackgroundTransferResult, session: String, to bundle: String) {
        let timeout = lock.withLock { processes[bundle]?.timeout } ?? 15
        let outcome = ask(bundle, timeout: timeout) { process throws(HostError) in
            try process.backgroundEvents(session: session, transfers: [result])
        }
        guard case .failure(let error) = outcome else { return }
        if let file = result.file { try? FileManager.default.removeItem(atPath: file) }
        onStderrLine?(
            (bundle as NSString).lastPathComponent,
            "glimpse: events of background session '\(session)' not delivered: \(error.message)")
    }

    private func discard(_ bundle: String) {
        let old = lock.withLock { processes.removeValue(forKey: bundle) }
        old?.process.terminate()
    }
}
