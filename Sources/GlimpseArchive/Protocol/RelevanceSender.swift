//  RelevanceSender.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: Docs/WidgetCenter.md "Donations and suggestions": an app's donations, relevant
//  shortcuts and relevant intents go to the host over the WidgetCenter socket, in the order they
//  were made, on one background queue. Donations waiting together travel in one request (at most
//  `RelevancePayload.maximumDonationsPerRequest`), so 10 000 donations in a second make about 20
//  requests, not 10 000. With no host, or a host that refuses, every call still succeeds (as on
//  iOS); with `GLIMPSE_DEBUG=1` a line goes to stderr.

import Dispatch
import Foundation

/// Delivers an app's donations and suggestions to the running host, quietly.
// @unchecked Sendable: `pending` and `draining` are only read and written under `lock`.
package final class RelevanceSender: @unchecked Sendable {
    /// The sender of this process: the socket and bundle from the environment, per delivery.
    package static let shared = RelevanceSender()

    /// Something to deliver, and who waits for it.
    private enum Item {
        case donation(DonationRecord)
        case message(CenterRequest.Method, RelevancePayload)
    }

    private let socket: CenterSocketPath?
    private let bundle: String?
    private let queue = DispatchQueue(label: "glimpse.relevance.sender")
    private let lock = NSLock()
    private var pending: [(item: Item, done: @Sendable () -> Void)] = []
    private var draining = false
    private var nextID = 1

    /// - Parameters:
    ///   - socket: The host's socket; nil resolves it per delivery (`CenterSocketPath.resolve()`).
    ///   - bundle: The widget bundle's executable name; nil: `$GLIMPSE_BUNDLE`, else the
    ///     executable's file name (as `WidgetCenter` names it).
    package init(socket: CenterSocketPath? = nil, bundle: String? = nil) {
        self.socket = socket
        self.bundle = bundle
    }

    /// The socket this sender was given; nil when it resolves it per delivery.
    package var socketPath: String? { socket?.path }

    /// Queues `donation`; `done` runs once the request carrying it was answered or failed.
    package func donate(_ donation: DonationRecord, done: @escaping @Sendable () -> Void = {}) {
        enqueue(.donation(donation), done: done)
    }

    /// Queues a `deleteDonations`, `relevantShortcuts` or `relevantIntents` request, after every
    /// donation queued before it.
    package func send(
        _ method: CenterRequest.Method, _ payload: RelevancePayload, done: @escaping @Sendable () -> Void = {}
    ) {
        enqueue(.message(method, payload), done: done)
    }

    /// The bundle a process names when `$GLIMPSE_BUNDLE` is unset: its executable's file name.
    package static func callerBundle(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executable: String = CommandLine.arguments.first ?? ""
    ) -> String {
        if let named = environment["GLIMPSE_BUNDLE"], !named.isEmpty { return named }
        return URL(fileURLWithPath: executable.isEmpty ? "app" : executable).lastPathComponent
    }

    // MARK: - Steps

    private func enqueue(_ item: Item, done: @escaping @Sendable () -> Void) {
        let start = lock.withLock { () -> Bool in
            pending.append((item, done))
            if draining { return false }
            draining = true
            return true
        }
        if start { queue.async { self.drain() } }
    }

    /// Sends what is pending, a run of donations as one request, until nothing is left.
    private func drain() {
        while true {
            let batch = lock.withLock { () -> [(item: Item, done: @Sendable () -> Void)] in
                guard let first = pending.first else {
                    draining = false
                    return []
                }
                var count = 1
                if case .donation = first.item {
                    while count < pending.count, count < RelevancePayload.maximumDonationsPerRequest,
                        case .donation = pending[count].item
                    {
                        count += 1
                    }
                }
                defer { pending.removeFirst(count) }
                return Array(pending.prefix(count))
            }
            guard let first = batch.first else { return }
            switch first.item {
            case .donation:
                let donations = batch.compactMap { entry -> DonationRecord? in
                    if case .donation(let record) = entry.item { return record }
                    return nil
                }
                deliver(.donate, RelevancePayload(donations: donations))
            case .message(let method, let payload):
                deliver(method, payload)
            }
            for entry in batch { entry.done() }
        }
    }

    private func deliver(_ method: CenterRequest.Method, _ payload: RelevancePayload) {
        let id = lock.withLock { () -> Int in
            defer { nextID += 1 }
            return nextID
        }
        let request = CenterRequest(
            id: id, method: method, bundle: bundle ?? Self.callerBundle(), foreground: false,
            pid: ProcessInfo.processInfo.processIdentifier, relevance: payload)
        do {
            let response = try CenterClient(socket: socket ?? CenterSocketPath.resolve()).send(request)
            for note in response.notes ?? [] { Self.debugLog("\(method.rawValue): \(note)") }
        } catch {
            Self.debugLog("\(method.rawValue) for bundle '\(request.bundle)' was not delivered: \(error)")
        }
    }

    private static func debugLog(_ message: String) {
        guard ProcessInfo.processInfo.environment["GLIMPSE_DEBUG"] == "1" else { return }
        FileHandle.standardError.write(Data("glimpse: relevance: \(message)\n".utf8))
    }
}
