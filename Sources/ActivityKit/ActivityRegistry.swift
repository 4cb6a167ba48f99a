//  ActivityRegistry.swift — ActivityKit (Glimpse)
//  Status: Complete for one process (the host's Lock Screen does not see them yet)
//  Behaviour: what `Activity.activities` lists: the activities this process started and has not
//  dismissed, per attributes type, oldest first; and the 4 KB limit `request` checks.

import Foundation

/// The activities this process started and has not dismissed.
// @unchecked Sendable: `entries` and `listeners` are guarded by `lock`.
final class ActivityRegistry: @unchecked Sendable {
    static let shared = ActivityRegistry()

    private let lock = NSLock()
    private var entries: [AnyObject] = []
    private var listeners: [ObjectIdentifier: [(AnyObject) -> Void]] = [:]

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

    /// - Throws: the encoder's `EncodingError`, or `ActivityAuthorizationError.attributesTooLarge`.
    static func check<A: ActivityAttributes>(attributes: A, state: A.ContentState) throws {
        let encoder = JSONEncoder()
        let size = try encoder.encode(attributes).count + encoder.encode(state).count
        guard size <= limit else { throw ActivityAuthorizationError.attributesTooLarge }
    }
}
