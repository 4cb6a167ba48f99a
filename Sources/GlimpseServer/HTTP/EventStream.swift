//  EventStream.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: WHATWG HTML "Server-sent events": `event:` and `data:` lines ended by a blank line;
//  a line starting with `:` is a comment, sent as a keep-alive so proxies and the server notice
//  a closed connection.

public import Foundation

/// One open `text/event-stream` response: events queued by the server, read by the connection's
/// thread.
///
/// `read(max:)` blocks until an event is queued, the keep-alive interval passes, or the stream
/// is closed. Closing (by the server, or when the client goes away) ends the response.
// @unchecked Sendable: `pending` and `closed` are only touched under `condition`.
public final class EventStream: @unchecked Sendable {
    /// Seconds of silence after which a keep-alive comment is sent: 15.
    public static let keepAliveInterval: TimeInterval = 15
    /// Bytes queued for a client that does not read, after which it is dropped: 4 MB.
    public static let maximumPending = 4_000_000

    private let condition = NSCondition()
    private var pending = Data()
    private var closed = false
    /// Called once when the stream closes (the hub forgets it).
    var onClose: (@Sendable (EventStream) -> Void)?

    public init() {}

    /// Queues one event. A stream whose client stopped reading past `maximumPending` is closed.
    /// - Parameters:
    ///   - name: The event type (`frames`, `places`…); no newlines.
    ///   - data: One line of JSON; newlines are split into several `data:` lines.
    public func send(_ name: String, data: String) {
        var text = "event: \(name)\n"
        for line in data.split(separator: "\n", omittingEmptySubsequences: false) { text += "data: \(line)\n" }
        text += "\n"
        let overflow = condition.withLock { () -> Bool in
            guard !closed else { return false }
            pending.append(contentsOf: text.utf8)
            condition.broadcast()
            return pending.count > Self.maximumPending
        }
        if overflow { close() }
    }

    /// Ends the stream; the reader returns end-of-stream once what is queued was read.
    public func close() {
        let handler = condition.withLock { () -> (@Sendable (EventStream) -> Void)? in
            guard !closed else { return nil }
            closed = true
            condition.broadcast()
            defer { onClose = nil }
            return onClose
        }
        handler?(self)
    }

    /// Whether the stream was closed.
    public var isClosed: Bool { condition.withLock { closed } }

    /// The next bytes to write, at most `max`; a keep-alive comment after
    /// `keepAliveInterval` of silence; nil at the end of the stream.
    func read(max: Int) -> Data? {
        condition.withLock { () -> Data? in
            let deadline = Date().addingTimeInterval(Self.keepAliveInterval)
            while pending.isEmpty && !closed {
                if !condition.wait(until: deadline) { return Data(": keep-alive\n\n".utf8) }
            }
            if pending.isEmpty { return nil }
            let count = min(max, pending.count)
            let chunk = pending.prefix(count)
            pending.removeFirst(count)
            return Data(chunk)
        }
    }
}
