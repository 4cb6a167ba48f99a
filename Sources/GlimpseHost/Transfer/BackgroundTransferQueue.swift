//  BackgroundTransferQueue.swift — GlimpseHost (Glimpse)
//  Status: Complete (in memory: transfers in flight are lost when the host stops)
//  Behaviour: Docs/ExtensionProtocol.md "Background transfers": the host's queue of the
//  downloads bundles hand it. Each starts at its `earliestBeginDate` (at once without one) and
//  runs on the host's own threads, one at a time, whether or not the bundle still runs; when it
//  ends, `onFinished` gets the result (the host then hands it to the bundle, starting it).

import Foundation
public import GlimpseArchive

/// Downloads for background URL sessions, performed by the host.
// @unchecked Sendable: `pending` is guarded by `lock`; the rest is immutable.
public final class BackgroundTransferQueue: @unchecked Sendable {
    /// Where downloaded bodies are written (`<uuid>.download`) until the bundle takes them.
    public let folder: URL
    private let attempts: Int
    private let retryDelay: TimeInterval
    private let onFinished: @Sendable (_ bundle: String, _ session: String, BackgroundTransferResult) -> Void
    private let queue = DispatchQueue(label: "glimpse.host.transfers")
    private let lock = NSLock()
    private var pending = 0
    private let idle = NSCondition()

    /// - Parameters:
    ///   - folder: Created if missing.
    ///   - attempts: Tries per transfer (3).
    ///   - retryDelay: Seconds before the second try, doubled after (2).
    ///   - onFinished: Called on the queue's thread with (bundle path, session identifier,
    ///     result) when a transfer ends, in the order they end.
    public init(
        folder: URL, attempts: Int = 3, retryDelay: TimeInterval = 2,
        onFinished: @escaping @Sendable (_ bundle: String, _ session: String, BackgroundTransferResult) -> Void
    ) {
        self.folder = folder
        self.attempts = attempts
        self.retryDelay = retryDelay
        self.onFinished = onFinished
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Queues `transfer` for `bundle` (its executable's path).
    public func submit(_ transfer: BackgroundTransfer, bundle: String) {
        lock.withLock { pending += 1 }
        let delay = max(0, transfer.earliestBeginDate?.timeIntervalSinceNow ?? 0)
        queue.asyncAfter(deadline: .now() + delay) { [self] in
            let file = folder.appendingPathComponent("\(UUID().uuidString).download")
            let result = BackgroundDownload.run(transfer, into: file, attempts: attempts, retryDelay: retryDelay)
            onFinished(bundle, transfer.session, result)
            idle.lock()
            lock.withLock { pending -= 1 }
            idle.broadcast()
            idle.unlock()
        }
    }

    /// Transfers submitted and not yet finished (their results not yet handed on).
    public var pendingCount: Int { lock.withLock { pending } }

    /// Blocks until every submitted transfer has finished and been handed on (for shutdown and
    /// tests).
    public func waitUntilIdle() {
        idle.lock()
        while pendingCount > 0 { idle.wait() }
        idle.unlock()
    }
}
