//  ConnectionWatch.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: issue 9: a client that opens a connection and sends nothing (half-open), or sends
//  its request a byte at a time (slow headers), would hold one of the server's connections, and
//  its thread, until libmicrohttpd's idle timeout. Each connection must deliver a whole request
//  within `HTTPServer.requestDeadline` of opening (or of its previous response ending); past it
//  the watch shuts the socket down, which ends the connection's thread at once.

import CMicroHTTPD
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The connections waiting for a request, and a timer that closes those waiting too long.
// @unchecked Sendable: `waiting` and `timer` are only touched under `lock`.
final class ConnectionWatch: @unchecked Sendable {
    private struct Waiting {
        var fd: Int32
        var since: Date
    }

    private let lock = NSLock()
    private var waiting: [OpaquePointer: Waiting] = [:]
    private var timer: (any DispatchSourceTimer)?
    private let deadline: TimeInterval
    private var closedCount = 0

    /// - Parameter deadline: Seconds a connection may wait for a whole request.
    init(deadline: TimeInterval) { self.deadline = deadline }

    /// Starts checking, every quarter of the deadline.
    func start() {
        let timer = DispatchSource.makeTimerSource(queue: .global())
        let interval = max(deadline / 4, 0.05)
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { [weak self] in self?.closeOverdue(now: Date()) }
        lock.withLock { self.timer = timer }
        timer.resume()
    }

    func stop() {
        let timer = lock.withLock {
            defer { self.timer = nil }
            return self.timer
        }
        timer?.cancel()
    }

    /// A connection opened, or finished a response and may send another request.
    func waitForRequest(_ connection: OpaquePointer) {
        let fd = glimpse_connection_fd(connection)
        guard fd >= 0 else { return }
        lock.withLock { waiting[connection] = Waiting(fd: fd, since: Date()) }
    }

    /// A whole request arrived on the connection (its answer is being made).
    func requestArrived(_ connection: OpaquePointer) {
        lock.withLock { waiting[connection] = nil }
    }

    /// The connection closed.
    func closed(_ connection: OpaquePointer) {
        lock.withLock { waiting[connection] = nil }
    }

    /// Connections shut down for missing the deadline so far.
    var closedForSlowness: Int { lock.withLock { closedCount } }

    /// Shuts down each connection that has waited longer than the deadline. Under the lock, so
    /// a connection's socket cannot be closed (and its number reused) meanwhile: libmicrohttpd
    /// reports the close (`closed`) before it closes the socket.
    private func closeOverdue(now: Date) {
        lock.withLock {
            for (connection, entry) in waiting where now.timeIntervalSince(entry.since) > deadline {
                shutdown(entry.fd, Int32(SHUT_RDWR))
                waiting[connection] = nil
                closedCount += 1
            }
        }
    }
}
