//  WidgetCenterServer.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: Docs/WidgetCenter.md — the host's end of the WidgetCenter socket: listens on a Unix
//  domain socket (mode 0600, directory 0700), answers newline-delimited JSON requests through a
//  `WidgetCenterServing`, and stops cleanly.

import Dispatch
import Foundation
public import GlimpseArchive

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Listens for WidgetCenter requests from apps and answers them through a service.
///
/// 1. `start()` prepares the directory, takes the lock `<socket>.lock`, removes a stale socket
///    file (one nothing listens on), binds the socket with mode 0600 and starts an accept thread.
/// 2. Each connection gets a thread that reads request lines (at most
///    `CenterProtocol.maximumRequestBytes` each) and writes one response line per request, in
///    order, until the client closes, stays idle for `idleTimeout`, or the server stops.
/// 3. `stop()` stops accepting, ends open connections, waits for requests in progress (up to
///    `stopTimeout`), removes the socket file and releases the lock.
///
/// Nothing a client sends can stop the server: a line that is not a request gets a
/// `malformedRequest` answer and the connection stays open.
// @unchecked Sendable: mutable state is guarded by `lock`; descriptors are closed only after the
// threads using them have been woken and have finished.
public final class WidgetCenterServer: @unchecked Sendable {
    /// Limits of the server. Apple publishes none; these are Glimpse's.
    public struct Settings: Hashable, Sendable {
        /// Connections served at once; more are answered `busy` and closed. Default 32.
        public var maximumConnections: Int
        /// Seconds a connection may stay silent before the server closes it. Default 10 s.
        public var idleTimeout: Double
        /// Seconds `stop()` waits for requests still in the service. Default 10 s.
        public var stopTimeout: Double

        public init(maximumConnections: Int = 32, idleTimeout: Double = 10, stopTimeout: Double = 10) {
            self.maximumConnections = maximumConnections
            self.idleTimeout = idleTimeout
            self.stopTimeout = stopTimeout
        }
    }

    /// The socket served.
    public let socket: CenterSocketPath
    public let settings: Settings
    let handler: CenterRequestHandler
    let log: @Sendable (String) -> Void

    let lock = NSLock()
    var state = State.idle
    var listener = Listener()
    /// Open connection descriptors, so `stop()` can wake their readers.
    var connections: Set<Int32> = []
    let connectionThreads = DispatchGroup()
    let acceptThreadDone = DispatchSemaphore(value: 0)

    enum State { case idle, running, stopped }

    /// Descriptors and the identity of the socket file this server bound.
    struct Listener {
        var socketFD: Int32 = -1
        var lockFD: Int32 = -1
        var wakeRead: Int32 = -1
        var wakeWrite: Int32 = -1
        var device: UInt64 = 0
        var inode: UInt64 = 0
    }

    /// - Parameters:
    ///   - socket: Where to listen; defaults to `CenterSocketPath.resolve()`.
    ///   - service: Carries out the requests (the host's engine, or a fake in tests).
    ///   - settings: Connection limits and timeouts.
    ///   - log: Receives one line per notable event (start, stale socket removed, refused
    ///     request); nothing by default.
    public init(
        socket: CenterSocketPath = .resolve(), service: any WidgetCenterServing, settings: Settings = Settings(),
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.socket = socket
        self.settings = settings
        self.handler = CenterRequestHandler(service: service)
        self.log = log
    }

    deinit { stop() }

    // MARK: - Lifecycle

    /// Starts listening.
    ///
    /// - Throws: `CenterError` — `.addressInUse` when another host holds the socket,
    ///   `.badSocketPath` when the path is too long or relative, its directory is not a directory
    ///   or belongs to another user, or a file that is not a socket sits at the path (it is never
    ///   removed), `.socketFailed` when a system call fails. Calling `start()` twice is a no-op;
    ///   after `stop()` it throws `.socketFailed`.
    public func start() throws {
        lock.lock()
        defer { lock.unlock() }
        switch state {
        case .running: return
        case .stopped:
            throw CenterError(.socketFailed, "the WidgetCenter server on \(socket.path) was stopped; create a new one")
        case .idle: break
        }
        listener = try listen(on: socket)
        state = .running
        let listener = self.listener
        let thread = Thread { [self] in
            self.acceptLoop(listener)
            self.acceptThreadDone.signal()
        }
        thread.name = "glimpse.center.accept"
        thread.start()
        log("widget center listening on \(socket.path)")
    }

    /// Stops accepting, closes open connections, waits for requests in progress (up to
    /// `settings.stopTimeout`), removes the socket file (if it is still the one this server
    /// made) and releases the lock. Safe to call more than once, and before `start()`.
    public func stop() {
        lock.lock()
        guard state == .running else {
            state = .stopped
            lock.unlock()
            return
        }
        state = .stopped
        let listener = self.listener
        var byte: UInt8 = 1
        _ = write(listener.wakeWrite, &byte, 1)
        for fd in connections { _ = shutdown(fd, Int32(SHUT_RDWR)) }
        lock.unlock()

        acceptThreadDone.wait()
        _ = connectionThreads.wait(timeout: .now() + settings.stopTimeout)
        Self.remove(listener, path: socket.path)
        log("widget center stopped listening on \(socket.path)")
    }

    /// Whether the server is accepting connections.
    public var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return state == .running
    }

    // MARK: - Accepting

    private func acceptLoop(_ listener: Listener) {
        var fds = [
            pollfd(fd: listener.socketFD, events: Int16(POLLIN), revents: 0),
            pollfd(fd: listener.wakeRead, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            fds[0].revents = 0
            fds[1].revents = 0
            let ready = poll(&fds, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                log("widget center: poll() failed (errno \(errno)); no longer accepting")
                return
            }
            if fds[1].revents != 0 { return }
            guard fds[0].revents != 0 else { continue }
            let client = accept(listener.socketFD, nil, nil)
            if client < 0 { continue }  // EINTR, ECONNABORTED, EMFILE: try again on the next poll
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            admit(client)
        }
    }

    /// Starts a connection thread for `client`, or answers `busy` and closes it.
    private func admit(_ client: Int32) {
        lock.lock()
        guard state == .running, connections.count < settings.maximumConnections else {
            let stopping = state != .running
            lock.unlock()
            if !stopping {
                let failure = CenterFailure(
                    code: CenterFailure.busy,
                    message: "the host is serving \(settings.maximumConnections) connections; try again")
                CenterClient.setTimeout(client, seconds: 1)
                _ = Self.send(CenterResponse(id: 0, error: failure), to: client)
            }
            close(client)
            return
        }
        connections.insert(client)
        connectionThreads.enter()
        lock.unlock()

        let thread = Thread { [self] in
            self.serve(client)
            self.lock.lock()
            self.connections.remove(client)
            close(client)
            self.lock.unlock()
            self.connectionThreads.leave()
        }
        thread.name = "glimpse.center.connection"
        thread.start()
    }
}
