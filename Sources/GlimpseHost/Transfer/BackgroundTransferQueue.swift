//  BackgroundTransferQueue.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Background transfers": the host's queue of the
//  downloads bundles hand it. Each starts at its `earliestBeginDate` (at once without one); a
//  discretionary one (`isDiscretionary`) then waits for a moment when no bundle is answering a
//  request, at most `discretionaryMaximumWait`. They run on the host's own threads, one at a
//  time, whether or not the bundle still runs; when one ends, `onFinished` gets the result (the
//  host then hands it to the bundle, starting it). With a store every transfer is kept until it
//  was handed on, so a host started again resumes what a stopped one left (`resumeStored`).

import Foundation
public import GlimpseArchive

/// Downloads for background URL sessions, performed by the host.
// @unchecked Sendable: `pending` and `deferred` are guarded by `lock`; the rest is immutable.
public final class BackgroundTransferQueue: @unchecked Sendable {
    /// How often a discretionary transfer looks whether the host is idle: 0.25 s.
    public static let discretionaryCheckInterval: TimeInterval = 0.25
    /// How long a discretionary transfer waits for an idle moment before it starts anyway: 600 s.
    public static let discretionaryMaximumWait: TimeInterval = 600

    /// Where downloaded bodies are written (`<id>.download`) until the bundle takes them.
    public let folder: URL
    private let attempts: Int
    private let retryDelay: TimeInterval
    private let store: (any BackgroundTransferStore)?
    private let isBusy: @Sendable () -> Bool
    private let onFinished: @Sendable (_ bundle: String, _ session: String, BackgroundTransferResult) -> Void
    private let onStoreFailure: @Sendable (HostError) -> Void
    private let queue = DispatchQueue(label: "glimpse.host.transfers")
    private let lock = NSLock()
    private var pending = 0
    private var deferred = 0
    private let idle = NSCondition()

    /// - Parameters:
    ///   - folder: Created if missing.
    ///   - attempts: Tries per transfer (3).
    ///   - retryDelay: Seconds before the second try, doubled after (2).
    ///   - store: Keeps each transfer until it was handed on; nil keeps them in memory only.
    ///   - isBusy: Whether the host is answering a request now (a discretionary transfer waits).
    ///   - onStoreFailure: Called when the store could not be written (the transfer goes on).
    ///   - onFinished: Called on the queue's thread with (bundle path, session identifier,
    ///     result) when a transfer ends, in the order they end.
    public init(
        folder: URL, attempts: Int = 3, retryDelay: TimeInterval = 2, store: (any BackgroundTransferStore)? = nil,
        isBusy: @escaping @Sendable () -> Bool = { false },
        onStoreFailure: @escaping @Sendable (HostError) -> Void = { _ in },
        onFinished: @escaping @Sendable (_ bundle: String, _ session: String, BackgroundTransferResult) -> Void
    ) {
        self.folder = folder
        self.attempts = attempts
        self.retryDelay = retryDelay
        self.store = store
        self.isBusy = isBusy
        self.onStoreFailure = onStoreFailure
        self.onFinished = onFinished
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Queues `transfer` for `bundle` (its executable's path), kept in the store first.
    public func submit(_ transfer: BackgroundTransfer, bundle: String) {
        let stored = StoredTransfer(bundle: bundle, transfer: transfer)
        save(stored)
        schedule(stored, resume: false)
    }

    /// Queues every transfer the store kept: those that ended are handed on again, the others
    /// downloaded, keeping the bytes a stopped host had received.
    /// - Returns: How many were queued.
    /// - Throws: `HostError` `.storeFailed` when the store cannot be read.
    @discardableResult
    public func resumeStored() throws(HostError) -> Int {
        guard let store else { return 0 }
        let kept = try store.storedTransfers()
        for stored in kept { schedule(stored, resume: true) }
        return kept.count
    }

    /// Transfers submitted and not yet finished (their results not yet handed on).
    public var pendingCount: Int { lock.withLock { pending } }

    /// Discretionary transfers due and waiting for an idle moment.
    public var deferredCount: Int { lock.withLock { deferred } }

    /// Blocks until every submitted transfer has finished and been handed on (for shutdown and
    /// tests).
    public func waitUntilIdle() {
        idle.lock()
        while pendingCount > 0 { idle.wait() }
        idle.unlock()
    }

    // MARK: - Steps

    private func schedule(_ stored: StoredTransfer, resume: Bool) {
        lock.withLock { pending += 1 }
        let delay = stored.result == nil ? max(0, stored.transfer.earliestBeginDate?.timeIntervalSinceNow ?? 0) : 0
        queue.asyncAfter(deadline: .now() + delay) { [self] in
            var stored = stored
            if stored.result == nil {
                if stored.transfer.discretionary == true { waitForIdleMoment() }
                let file = folder.appendingPathComponent("\(stored.id).download")
                stored.result = BackgroundDownload.run(
                    stored.transfer, into: file, attempts: attempts, retryDelay: retryDelay, resume: resume)
                save(stored)
            }
            onFinished(stored.bundle, stored.transfer.session, stored.result!)
            if let store {
                do throws(HostError) { try store.removeTransfer(id: stored.id) } catch { onStoreFailure(error) }
            }
            idle.lock()
            lock.withLock { pending -= 1 }
            idle.broadcast()
            idle.unlock()
        }
    }

    /// Waits while the host is busy, checking every `discretionaryCheckInterval`, at most
    /// `discretionaryMaximumWait`.
    private func waitForIdleMoment() {
        let until = Date(timeIntervalSinceNow: Self.discretionaryMaximumWait)
        guard isBusy() else { return }
        lock.withLock { deferred += 1 }
        while isBusy() && Date() < until { Thread.sleep(forTimeInterval: Self.discretionaryCheckInterval) }
        lock.withLock { deferred -= 1 }
    }

    private func save(_ stored: StoredTransfer) {
        guard let store else { return }
        do throws(HostError) { try store.saveTransfer(stored) } catch { onStoreFailure(error) }
    }
}
