//  ActivityRegistry.swift — ActivityKit (Glimpse)
//  Status: Complete for one process (the host's Lock Screen does not see them yet)
//  Behaviour: what `Activity.activities` lists: the activities this process started and has not
//  dismissed, per attributes type, oldest first; the 4 KB limit `request` checks; and the sender
//  that hands every change to the running host (Docs/WidgetCenter.md "Live Activities").

import Foundation
internal import GlimpseArchive

/// The activities this process started and has not dismissed.
// @unchecked Sendable: `entries` and `listeners` are guarded by `lock`.
final class ActivityRegistry: @unchecked Sendable {
    static let shared = ActivityRegistry()

    private let lock = NSLock()
    private var entries: [AnyObject] = []
    private var listeners: [ObjectIdentifier: [(AnyObject) -> Void]] = [:]
    private var currentSender = ActivitySender.shared

    /// Where the activities' changes go: the running host's WidgetCenter socket (tests set their own).
    package var sender: ActivitySender {
        get { lock.withLock { currentSender } }
        set { lock.withLock { currentSender = newValue } }
    }

    func add<A>(_ activity: Activity<A>) {
        let waiting = lock.withLock {
            entries.append(activity)
            return listeners[ObjectIdentifier(Activity<A>.self)] ?? []
        }
        for listener in waiting { listener(activity) }
    }

    func remove(_ activity: AnyObject) {
        lock.withLock { entries.removeAll { $0 === activity } }
    }

    func activities<A>(of type: Activity<A>.Type) -> [Activity<A>] {
        lock.withLock { entries.compactMap { $0 as? Activity<A> } }
    }

    func listen<A>(for type: Activity<A>.Type, _ continuation: AsyncStream<Activity<A>>.Continuation) {
        lock.withLock {
            listeners[ObjectIdentifier(type), default: []].append { object in
                if let activity = object as? Activity<A> { continuation.yield(activity) }
            }
        }
    }
}

/// The JSON ActivityKit sends for an activity, and its limit.
enum ActivityPayload {
    /// Apple: "The updated dynamic data for both ActivityKit updates and ActivityKit push
    /// notifications can't exceed 4 KB in size" (ActivityKit "Displaying live data with Live Activities").
    static let limit = 4096

    /// - Returns: The attributes and the state as JSON text, as the host is sent them.
    /// - Throws: the encoder's `EncodingError`, or `ActivityAuthorizationError.attributesTooLarge`.
    @discardableResult
    static func check<A: ActivityAttributes>(attributes: A, state: A.ContentState) throws -> (String, String) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let (attributes, state) = (try encoder.encode(attributes), try encoder.encode(state))
        guard attributes.count + state.count <= limit else { throw ActivityAuthorizationError.attributesTooLarge }
        return (String(decoding: attributes, as: UTF8.self), String(decoding: state, as: UTF8.self))
    }

    /// `value` as JSON text; nil when it cannot be encoded (the update is then kept in the app only).
    static func json(_ value: some Encodable) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) }
    }
}
