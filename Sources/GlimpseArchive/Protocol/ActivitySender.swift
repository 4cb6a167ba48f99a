//  ActivitySender.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: Docs/WidgetCenter.md "Live Activities": an app's Live Activity changes go to the
//  running host over the WidgetCenter socket, one `activity` request each, in the order they were
//  made, on one background queue. With no host, or a host that refuses, the app's call still
//  succeeds (as `WidgetCenter`'s do); with `GLIMPSE_DEBUG=1` a line goes to stderr.

import Dispatch
import Foundation

/// Delivers an app's Live Activity changes to the running host, quietly.
// @unchecked Sendable: `nextID` is only read and written on `queue`; the rest is immutable.
package final class ActivitySender: @unchecked Sendable {
    /// The sender of this process: the socket and bundle from the environment, per delivery.
    package static let shared = ActivitySender()

    private let socket: CenterSocketPath?
    private let bundle: String?
    private let queue = DispatchQueue(label: "glimpse.activity.sender")
    private var nextID = 1

    /// - Parameters:
    ///   - socket: The host's socket; nil resolves it per delivery (`CenterSocketPath.resolve()`).
    ///   - bundle: The widget bundle's executable name; nil: `$GLIMPSE_BUNDLE`, else the
    ///     executable's file name (as `WidgetCenter` names it).
    package init(socket: CenterSocketPath? = nil, bundle: String? = nil) {
        self.socket = socket
        self.bundle = bundle
    }

    /// Queues `message`; `done` runs once the host answered (its notes, or the error's text) or
    /// the delivery failed.
    package func send(_ message: LiveActivityMessage, done: @escaping @Sendable (ActivityDelivery) -> Void = { _ in }) {
        queue.async {
            let id = self.nextID
            self.nextID += 1
            let request = CenterRequest(
                id: id, method: .activity, bundle: self.bundle ?? RelevanceSender.callerBundle(), foreground: true,
                pid: ProcessInfo.processInfo.processIdentifier, activity: message)
            do {
                let response = try CenterClient(socket: self.socket ?? CenterSocketPath.resolve()).send(request)
                for note in response.notes ?? [] { Self.debugLog("\(message.event.rawValue): \(note)") }
                done(ActivityDelivery(notes: response.notes ?? []))
            } catch {
                Self.debugLog(
                    "\(message.event.rawValue) \(message.attributesType) for bundle '\(request.bundle)' was not delivered: \(error)"
                )
                done(ActivityDelivery(notes: [], error: "\(error)"))
            }
        }
    }

    /// Waits until every message queued before the call was delivered or failed (for tests and
    /// for an app about to exit).
    package func flush() {
        queue.sync {}
    }

    private static func debugLog(_ message: String) {
        guard ProcessInfo.processInfo.environment["GLIMPSE_DEBUG"] == "1" else { return }
        FileHandle.standardError.write(Data("glimpse: Live Activity: \(message)\n".utf8))
    }
}

/// What became of one delivery: the host's notes, or why it did not arrive.
package struct ActivityDelivery: Hashable, Sendable {
    package var notes: [String]
    /// The client's error text; nil when the host answered.
    package var error: String?

    package init(notes: [String], error: String? = nil) {
        self.notes = notes
        self.error = error
    }
}
