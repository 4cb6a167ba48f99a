//  EventHub.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: the simulator pushes every change to every open page at once (issue 5: "updates
//  reach the page by server-sent events; no polling").

import Foundation

/// The open event streams, and a way to send one event to all of them.
// @unchecked Sendable: `streams` is only touched under `lock`.
public final class EventHub: @unchecked Sendable {
    /// Streams open at once; a new one past this closes the oldest: 32.
    public static let maximumStreams = 32

    private let lock = NSLock()
    private var streams: [ObjectIdentifier: EventStream] = [:]
    private var order: [ObjectIdentifier] = []
    private var sent = 0

    public init() {}

    /// A new stream that receives every later broadcast.
    public func open() -> EventStream {
        let stream = EventStream()
        stream.onClose = { [weak self] closed in self?.forget(closed) }
        let evicted = lock.withLock { () -> EventStream? in
            let id = ObjectIdentifier(stream)
            streams[id] = stream
            order.append(id)
            guard order.count > Self.maximumStreams else { return nil }
            return streams[order[0]]
        }
        evicted?.close()
        return stream
    }

    /// Sends one event to every open stream.
    /// - Parameters:
    ///   - name: The event type.
    ///   - json: One JSON document.
    public func broadcast(_ name: String, json: String) {
        let targets = lock.withLock { () -> [EventStream] in
            sent += 1
            return Array(streams.values)
        }
        for stream in targets { stream.send(name, data: json) }
    }

    /// Sends `value` as JSON to every open stream.
    public func broadcast(_ name: String, _ value: some Encodable) {
        guard let data = try? JSONCoding.encoder.encode(value) else { return }
        broadcast(name, json: String(decoding: data, as: UTF8.self))
    }

    /// How many streams are open.
    public var count: Int { lock.withLock { streams.count } }

    /// Events broadcast so far.
    public var eventsSent: Int { lock.withLock { sent } }

    /// Closes every stream (when the server stops).
    public func closeAll() {
        let all = lock.withLock { Array(streams.values) }
        for stream in all { stream.close() }
    }

    private func forget(_ stream: EventStream) {
        lock.withLock {
            let id = ObjectIdentifier(stream)
            streams[id] = nil
            order.removeAll { $0 == id }
        }
    }
}
