//  HTTPServer.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: issue 5 "Server" and "Security": HTTP over libmicrohttpd, one thread per
//  connection (so an event stream may block its own thread), request bodies over
//  `maximumBodyBytes` refused with 413 before they are read, every request answered by one
//  handler.

import CMicroHTTPD
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An HTTP server that hands each request, read in full, to one handler.
///
/// 1. `start()` binds the address (`ListenSocket`) and starts libmicrohttpd on it with an
///    internal polling thread and a thread per connection.
/// 2. Each request's body is collected (at most `maximumBodyBytes`; a larger declared
///    `Content-Length` is answered 413 at once, a larger chunked body after it was drained).
/// 3. The handler's response is queued: bytes, or an `EventStream` that the connection's thread
///    writes as events arrive.
/// 4. `stop()` closes every event stream, then stops libmicrohttpd (which joins its threads).
// @unchecked Sendable: `daemon` and `socket` are set in `start()` and cleared in `stop()` under
// `lock`; the handler is immutable; counters are under `lock`.
public final class HTTPServer: @unchecked Sendable {
    /// Largest request body accepted: 1 MB (1 048 576 bytes).
    public static let maximumBodyBytes = 1 << 20
    /// Connections for requests other than event streams: 64. Event streams have their own
    /// `EventHub.maximumStreams` (32; a new one closes the oldest), so held streams never starve
    /// the API.
    public static let maximumRequestConnections: UInt32 = 64
    /// Connections served at once: the requests' and the event streams' together (96).
    public static let maximumConnections = maximumRequestConnections + UInt32(EventHub.maximumStreams)
    /// Seconds a connection may take to deliver a whole request, from its opening or from the
    /// end of its previous answer: 5. Past it the connection is closed (`ConnectionWatch`), so a
    /// half-open or slow-header client holds a connection 5 s, not 60.
    public static let requestDeadline: TimeInterval = 5
    /// Seconds an idle keep-alive connection stays open (libmicrohttpd's own timeout): 60; the
    /// request deadline closes idle connections first.
    public static let idleTimeout: UInt32 = 60

    /// Answers one request. Called on the connection's thread.
    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    let handler: Handler
    let hub: EventHub
    let watch = ConnectionWatch(deadline: HTTPServer.requestDeadline)
    private let lock = NSLock()
    private var daemon: OpaquePointer?
    private var socket: ListenSocket?
    private var answered = 0

    /// - Parameters:
    ///   - hub: The event streams the server closes when it stops.
    ///   - handler: Answers every request.
    public init(hub: EventHub, handler: @escaping Handler) {
        self.hub = hub
        self.handler = handler
    }

    deinit { stop() }

    /// Starts serving on `address`:`port`.
    /// - Parameters:
    ///   - address: An IP address (`127.0.0.1`, `::1`, `0.0.0.0`) or `localhost`.
    ///   - port: A TCP port; 0 picks a free one (read it from `port`).
    ///   - option: The command's option that chose the port, named when the port is in use.
    /// - Returns: The bound port.
    /// - Throws: `ServerError` `.listenFailed`.
    @discardableResult
    public func start(address: String, port: Int, option: String = "--port") throws(ServerError) -> Int {
        let socket = try ListenSocket(address: address, port: port, option: option)
        var options = [
            MHD_OptionItem(option: .LISTEN_SOCKET, value: Int(socket.descriptor), ptr_value: nil),
            MHD_OptionItem(option: .CONNECTION_LIMIT, value: Int(Self.maximumConnections), ptr_value: nil),
            MHD_OptionItem(option: .CONNECTION_TIMEOUT, value: Int(Self.idleTimeout), ptr_value: nil),
            MHD_OptionItem(
                option: .NOTIFY_COMPLETED, value: unsafeBitCast(requestCompleted, to: Int.self),
                ptr_value: Unmanaged.passUnretained(self).toOpaque()),
            MHD_OptionItem(
                option: .NOTIFY_CONNECTION, value: unsafeBitCast(connectionChanged, to: Int.self),
                ptr_value: Unmanaged.passUnretained(self).toOpaque()),
            MHD_OptionItem(
                option: .UNESCAPE_CALLBACK, value: unsafeBitCast(unescape, to: Int.self), ptr_value: nil),
            MHD_OptionItem(option: .END, value: 0, ptr_value: nil),
        ]
        var flags =
            MHD_USE_THREAD_PER_CONNECTION.rawValue | MHD_USE_INTERNAL_POLLING_THREAD.rawValue
            | MHD_USE_POLL.rawValue
        if socket.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
        let context = Unmanaged.passUnretained(self).toOpaque()
        let started = options.withUnsafeMutableBufferPointer { items in
            withVaList([Int32(MHD_OPTION.ARRAY.rawValue), items.baseAddress!, Int32(MHD_OPTION.END.rawValue)]) {
                MHD_start_daemon_va(flags, 0, nil, nil, accessHandler, context, $0)
            }
        }
        guard let started else {
            close(socket.descriptor)
            throw ServerError(.listenFailed, "libmicrohttpd could not start on \(socket.url)")
        }
        lock.withLock {
            self.daemon = started
            self.socket = socket
        }
        watch.start()
        return socket.port
    }

    /// The bound port, or nil before `start`.
    public var port: Int? { lock.withLock { socket?.port } }

    /// `http://127.0.0.1:<port>/`, or nil before `start`.
    public var url: String? { lock.withLock { socket?.url } }

    /// Responses queued so far (every status, event streams included).
    public var responsesSent: Int { lock.withLock { answered } }

    /// Closes the event streams and stops serving; returns when every connection thread ended.
    public func stop() {
        let (daemon, socket) = lock.withLock {
            defer {
                self.daemon = nil
                self.socket = nil
            }
            return (self.daemon, self.socket)
        }
        guard let daemon else { return }
        watch.stop()
        hub.closeAll()
        MHD_stop_daemon(daemon)
        if let socket { close(socket.descriptor) }
    }

    func countResponse() { lock.withLock { answered += 1 } }
}

// MARK: - libmicrohttpd callbacks

/// One request's state between libmicrohttpd's calls: the body so far.
private final class RequestContext {
    var body = Data()
    var tooLarge = false
}

/// libmicrohttpd's access handler: called once when the headers arrived, then per body chunk,
/// then once more with no data, when the response is queued.
private let accessHandler: MHD_AccessHandlerCallback = {
    context, connection, url, method, _, uploadData, uploadSize, requestContext in
    guard let context, let connection, let uploadSize, let requestContext else { return .NO }
    let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
    guard let state = requestContext.pointee else {
        let state = RequestContext()
        requestContext.pointee = Unmanaged.passRetained(state).toOpaque()
        if let length = header(connection, "Content-Length").flatMap(Int.init), length > HTTPServer.maximumBodyBytes {
            state.tooLarge = true
            return queue(server.tooLarge(), on: connection, server: server)
        }
        return .YES
    }
    let request = Unmanaged<RequestContext>.fromOpaque(state).takeUnretainedValue()
    if uploadSize.pointee > 0 {
        if !request.tooLarge, let uploadData {
            if request.body.count + uploadSize.pointee > HTTPServer.maximumBodyBytes {
                request.tooLarge = true
                request.body = Data()
            } else {
                request.body.append(
                    UnsafeRawPointer(uploadData).assumingMemoryBound(to: UInt8.self), count: uploadSize.pointee)
            }
        }
        uploadSize.pointee = 0
        return .YES
    }
    if request.tooLarge { return queue(server.tooLarge(), on: connection, server: server) }
    var httpRequest = HTTPRequest(
        method: method.map { String(cString: $0) } ?? "GET", path: url.map { String(cString: $0) } ?? "/",
        body: request.body)
    httpRequest.headers = values(connection, .HEADER_KIND, lowercased: true)
    httpRequest.query = values(connection, .GET_ARGUMENT_KIND, lowercased: false)
    return queue(server.handler(httpRequest), on: connection, server: server)
}

/// Releases a request's state when libmicrohttpd is done with it; the connection may now send
/// its next request, within the deadline.
private let requestCompleted: MHD_RequestCompletedCallback = { context, connection, requestContext, _ in
    if let context, let connection {
        Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue().watch.waitForRequest(connection)
    }
    guard let requestContext, let state = requestContext.pointee else { return }
    Unmanaged<RequestContext>.fromOpaque(state).release()
    requestContext.pointee = nil
}

/// A connection opened (it must send a request within the deadline) or closed.
private let connectionChanged: MHD_NotifyConnectionCallback = { context, connection, _, change in
    guard let context, let connection else { return }
    let watch = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue().watch
    if change.rawValue == 0 {  // MHD_CONNECTION_NOTIFY_STARTED
        watch.waitForRequest(connection)
    } else {
        watch.closed(connection)
    }
}

/// libmicrohttpd's decoding of `%HH` in paths and query arguments, except that a text holding an
/// encoded NUL (`%00`) stays encoded: C strings end at a NUL, so decoding it would turn
/// `/index.html%00.png` into `/index.html`. Kept encoded, such a path names no file (404).
private let unescape: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutablePointer<CChar>?) -> Int = {
    _, _, text in
    guard let text else { return 0 }
    if strstr(text, "%00") != nil { return strlen(text) }
    return MHD_http_unescape(text)
}

extension HTTPServer {
    fileprivate func tooLarge() -> HTTPResponse {
        .failure(
            ServerError(
                .tooLarge,
                "the request body is over \(Self.maximumBodyBytes) bytes (1 MB); send less (API bodies are small JSON)")
        )
    }
}

private func header(_ connection: OpaquePointer, _ name: String) -> String? {
    MHD_lookup_connection_value(connection, .HEADER_KIND, name).map { String(cString: $0) }
}

/// Every value of `kind` on the connection, by name.
private func values(_ connection: OpaquePointer, _ kind: MHD_ValueKind, lowercased: Bool) -> [String: String] {
    final class Box {
        var values: [String: String] = [:]
        let lowercased: Bool
        init(lowercased: Bool) { self.lowercased = lowercased }
    }
    let box = Box(lowercased: lowercased)
    let pointer = Unmanaged.passUnretained(box).toOpaque()
    _ = MHD_get_connection_values(
        connection, kind,
        { cls, _, key, value in
            guard let cls, let key else { return .YES }
            let box = Unmanaged<Box>.fromOpaque(cls).takeUnretainedValue()
            let name = String(cString: key)
            box.values[box.lowercased ? name.lowercased() : name] = value.map { String(cString: $0) } ?? ""
            return .YES
        }, pointer)
    return withExtendedLifetime(box) { box.values }
}

/// Queues `response` on `connection`.
private func queue(_ response: HTTPResponse, on connection: OpaquePointer, server: HTTPServer) -> MHD_Result {
    server.countResponse()
    server.watch.requestArrived(connection)
    let made: OpaquePointer?
    switch response.body {
    case .data(let data):
        made = data.withUnsafeBytes { bytes in
            MHD_create_response_from_buffer(
                data.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!),
                .RESPMEM_MUST_COPY)
        }
    case .events(let stream):
        let context = Unmanaged.passRetained(stream).toOpaque()
        made = MHD_create_response_from_callback(
            UInt64.max, 4096,
            { context, _, buffer, max in
                guard let context, let buffer else { return -1 }
                let stream = Unmanaged<EventStream>.fromOpaque(context).takeUnretainedValue()
                guard let chunk = stream.read(max: max) else { return -1 }
                chunk.copyBytes(
                    to: UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: UInt8.self), count: chunk.count)
                return chunk.count
            },
            context,
            { context in
                guard let context else { return }
                let stream = Unmanaged<EventStream>.fromOpaque(context).takeRetainedValue()
                stream.close()
            })
    }
    guard let made else { return .NO }
    defer { MHD_destroy_response(made) }
    var headers = response.headers
    headers["X-Content-Type-Options"] = "nosniff"
    headers["Referrer-Policy"] = "no-referrer"
    if headers["Cache-Control"] == nil { headers["Cache-Control"] = "no-store" }
    for (name, value) in headers { MHD_add_response_header(made, name, value) }
    return MHD_queue_response(connection, UInt32(response.status), made)
}
