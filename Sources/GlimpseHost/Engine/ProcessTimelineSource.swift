//  ProcessTimelineSource.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §10.2: the host asks the widget bundle's own executable
//  for timelines over the extension protocol (Docs/ExtensionProtocol.md). Glimpse keeps one
//  process per bundle running between sessions (iOS ends idle extensions; Glimpse starts a new
//  one only after a crash, a timeout or a changed timeout).

import Foundation
import GlimpseArchive

/// Timelines from real widget bundles, through `ExtensionProcess`.
// @unchecked Sendable: `processes` is guarded by `lock`; each process serialises its own requests.
public final class ProcessTimelineSource: TimelineSource, @unchecked Sendable {
    private let lock = NSLock()
    private var processes: [String: (process: ExtensionProcess, timeout: TimeInterval)] = [:]
    private let environment: [String: String]?
    private let onStderrLine: (@Sendable (String, String) -> Void)?

    /// - Parameters:
    ///   - environment: The bundles' environment; nil inherits the host's.
    ///   - onStderrLine: Called with (bundle name, line) for each line a bundle writes to stderr.
    public init(
        environment: [String: String]? = nil, onStderrLine: (@Sendable (String, String) -> Void)? = nil
    ) {
        self.environment = environment
        self.onStderrLine = onStderrLine
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

    private func answer(_ request: TimelineRequest, bundle: String, timeout: TimeInterval)
        -> Result<FetchedTimeline, HostError>
    {
        let process: ExtensionProcess
        do {
            process = try self.process(for: bundle, timeout: timeout)
        } catch {
            return .failure(error)
        }
        do {
            let answer = try process.timeline(
                kind: request.kind, family: request.family.rawValue, displaySize: request.displaySize,
                environments: request.environments)
            return .success(FetchedTimeline(entries: answer.entries, policy: answer.policy))
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
        let process = try ExtensionProcess(
            executable: bundle, timeout: .milliseconds(Int64(timeout * 1000)), environment: environment,
            onStderrLine: forward)
        lock.withLock { processes[bundle] = (process, timeout) }
        return process
    }

    private func discard(_ bundle: String) {
        let old = lock.withLock { processes.removeValue(forKey: bundle) }
        old?.process.terminate()
    }
}
