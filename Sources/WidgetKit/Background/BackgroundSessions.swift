//  BackgroundSessions.swift — WidgetKit (Glimpse)
//  Status: Complete for download tasks
//  Behaviour: the extension's side of background URL sessions (Docs/ExtensionProtocol.md
//  "Background transfers"): which identifier each protocol slot serves, the latest session made
//  for each identifier, the tasks resumed in this process; resumed tasks go to the host as
//  `transfer` notifications, and finished transfers come back as the delegate's
//  `urlSession(_:downloadTask:didFinishDownloadingTo:)` and `urlSession(_:task:didCompleteWithError:)`
//  on the session's delegate queue (the file is removed after the first returns, as on iOS).

#if canImport(FoundationNetworking)
    import Foundation
    import FoundationNetworking
    internal import GlimpseArchive

    /// The background sessions of this process.
    // @unchecked Sendable: every stored property is read and written under `lock`.
    final class BackgroundSessions: @unchecked Sendable {
        static let shared = BackgroundSessions()

        private let lock = NSLock()
        /// Identifier served by each slot, in slot order.
        private var identifiers: [String] = []
        private var sessions: [String: (session: URLSession, discretionary: Bool)] = [:]
        /// Tasks resumed in this process, by identifier and task identifier.
        private var resumedTasks: [String: [Int: URLSessionTask]] = [:]
        private var beginDates: [ObjectIdentifier: Date] = [:]
        private var launchEventFlags: [ObjectIdentifier: Bool] = [:]
        private var sender: (@Sendable (BackgroundTransfer) -> Void)?
        /// Transfers resumed while no host listened (tests, a bundle run by hand).
        private var unsent: [BackgroundTransfer] = []

        // MARK: - Configuration

        /// The protocol class serving `identifier`, giving it a slot if it has none; nil when all
        /// eight are taken.
        func slot(for identifier: String) -> BackgroundTransferProtocol.Type? {
            lock.withLock {
                if let index = identifiers.firstIndex(of: identifier) {
                    return BackgroundTransferProtocol.slotClasses[index]
                }
                guard identifiers.count < BackgroundTransferProtocol.slotClasses.count else { return nil }
                identifiers.append(identifier)
                return BackgroundTransferProtocol.slotClasses[identifiers.count - 1]
            }
        }

        /// Records `session` as the one `identifier`'s events go to.
        func register(_ session: URLSession, identifier: String, discretionary: Bool) {
            lock.withLock { sessions[identifier] = (session, discretionary) }
        }

        /// Where resumed transfers go from now on (the runtime writes them to stdout); transfers
        /// resumed before are sent at once.
        func setSender(_ send: @escaping @Sendable (BackgroundTransfer) -> Void) {
            let waiting = lock.withLock {
                sender = send
                defer { unsent = [] }
                return unsent
            }
            waiting.forEach(send)
        }

        /// Transfers resumed with no sender, oldest first (and forgets them).
        func takeUnsent() -> [BackgroundTransfer] {
            lock.withLock {
                defer { unsent = [] }
                return unsent
            }
        }

        func earliestBeginDate(of task: URLSessionTask) -> Date? {
            lock.withLock { beginDates[ObjectIdentifier(task)] }
        }
        func setEarliestBeginDate(_ date: Date?, of task: URLSessionTask) {
            lock.withLock { beginDates[ObjectIdentifier(task)] = date }
        }
        func launchEvents(of configuration: URLSessionConfiguration) -> Bool {
            lock.withLock { launchEventFlags[ObjectIdentifier(configuration)] ?? true }
        }
        func setLaunchEvents(_ value: Bool, of configuration: URLSessionConfiguration) {
            lock.withLock { launchEventFlags[ObjectIdentifier(configuration)] = value }
        }

        // MARK: - Transfers

        /// A task of slot `slot`'s session was resumed: hand its request to the host.
        func resumed(_ task: URLSessionTask, slot: Int, request: URLRequest) {
            let (transfer, send): (BackgroundTransfer?, (@Sendable (BackgroundTransfer) -> Void)?) = lock.withLock {
                guard identifiers.indices.contains(slot), let url = request.url else { return (nil, nil) }
                let identifier = identifiers[slot]
                resumedTasks[identifier, default: [:]][task.taskIdentifier] = task
                let expected = task.countOfBytesClientExpectsToReceive
                let transfer = BackgroundTransfer(
                    session: identifier, task: task.taskIdentifier, url: url.absoluteString,
                    method: request.httpMethod ?? "GET", headers: request.allHTTPHeaderFields,
                    earliestBeginDate: beginDates[ObjectIdentifier(task)],
                    discretionary: sessions[identifier]?.discretionary,
                    expectedBytes: expected > 0 ? expected : nil)
                if sender == nil { unsent.append(transfer) }
                return (transfer, sender)
            }
            if let transfer, let send { send(transfer) }
        }

        /// Hands `results` to the delegate of the latest session made for `identifier`, in order,
        /// on its delegate queue, then (with `finishEvents`) calls its
        /// `urlSessionDidFinishEvents(forBackgroundURLSession:)`; `done` runs after them all with
        /// the number of transfers a download delegate received. A transfer resumed in this
        /// process is reported on its own task; one from an earlier run on a new, unresumed task
        /// of the session for the same URL.
        func deliver(
            _ results: [BackgroundTransferResult], session identifier: String, finishEvents: Bool,
            done: @escaping @Sendable (Int) -> Void
        ) {
            let (entry, tasks) = lock.withLock { (sessions[identifier], resumedTasks[identifier] ?? [:]) }
            guard let session = entry?.session, let delegate = session.delegate as? any URLSessionDownloadDelegate
            else {
                done(0)
                return
            }
            let queue = session.delegateQueue
            var delivered = 0
            for result in results {
                let task: URLSessionTask? =
                    tasks[result.task] ?? URL(string: result.url).map { session.downloadTask(with: $0) }
                guard let downloadTask = task as? URLSessionDownloadTask else { continue }
                delivered += 1
                let call = DelegateCall(session: session, delegate: delegate, task: downloadTask, result: result)
                queue.addOperation { call.run() }
                lock.withLock { _ = resumedTasks[identifier]?.removeValue(forKey: result.task) }
            }
            let count = delivered
            let finish = FinishCall(
                session: session, delegate: delegate, finishEvents: finishEvents, done: done, count: count)
            queue.addOperation { finish.run() }
        }
    }

    /// One transfer's callbacks.
    // @unchecked Sendable: handed to the session's delegate queue and used there only.
    private struct DelegateCall: @unchecked Sendable {
        let session: URLSession
        let delegate: any URLSessionDownloadDelegate
        let task: URLSessionDownloadTask
        let result: BackgroundTransferResult

        func run() {
            if let file = result.file, result.error == nil {
                let location = URL(fileURLWithPath: file)
                delegate.urlSession(session, downloadTask: task, didFinishDownloadingTo: location)
                try? FileManager.default.removeItem(at: location)
            }
            let error = result.error.map { message in
                URLError(.networkConnectionLost, userInfo: [NSLocalizedDescriptionKey: message]) as any Error
            }
            delegate.urlSession(session, task: task, didCompleteWithError: error)
        }
    }

    /// The end of one delivery.
    // @unchecked Sendable: as DelegateCall.
    private struct FinishCall: @unchecked Sendable {
        let session: URLSession
        let delegate: any URLSessionDownloadDelegate
        let finishEvents: Bool
        let done: @Sendable (Int) -> Void
        let count: Int

        func run() {
            if finishEvents { delegate.urlSessionDidFinishEvents(forBackgroundURLSession: session) }
            done(count)
        }
    }
#endif
