//  LoopbackHTTPServer.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: a tiny HTTP/1.1 server on 127.0.0.1 (a free port) for the background transfer
//  tests: one thread per connection, `Connection: close`, routes answered by a closure, and the
//  requests it saw (path and headers) recorded.

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A loopback HTTP server started by a test.
// @unchecked Sendable: `seen` is guarded by `lock`; the socket is closed once, by `stop()`.
final class LoopbackHTTPServer: @unchecked Sendable {
    /// What a route does with a connection.
    enum Reply: Sendable {
        /// A full response.
        case send(status: Int, headers: [String: String], body: Data)
        /// Headers announcing `length` bytes, then `body` in `chunks` pieces with `pause` seconds
        /// between them; closes early when `body` is shorter than `length`.
        case stream(status: Int, headers: [String: String], length: Int, body: Data, chunks: Int, pause: TimeInterval)
        /// Closes the connection without answering.
        case hangUp
    }

    struct Request: Sendable {
        var path: String
        var headers: [String: String]
    }

    let port: UInt16
    private let socket: Int32
    private let route: @Sendable (Request, Int) -> Reply
    private let lock = NSLock()
    private var seen: [Request] = []

    /// - Parameter route: The reply to a request, given how many requests came before it for the
    ///   same path.
    init(route: @escaping @Sendable (Request, Int) -> Reply) throws {
        self.route = route
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        socket = fd
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// `http://127.0.0.1:<port><path>`.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// The requests answered so far, in order.
    var requests: [Request] { lock.withLock { seen } }

    func stop() { shutdown(socket, Int32(SHUT_RDWR)); close(socket) }

    // MARK: - Connections

    private func acceptLoop() {
        while true {
            let client = accept(socket, nil, nil)
            guard client >= 0 else { return }
            let thread = Thread { [self] in serve(client) }
            thread.start()
        }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        var buffer = Data()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while buffer.range(of: Data("\r\n\r\n".utf8)) == nil {
            let count = read(client, &chunk, chunk.count)
            guard count > 0 else { return }
            buffer.append(contentsOf: chunk[0..<count])
        }
        let requestLines = String(decoding: buffer, as: UTF8.self).components(separatedBy: "\r\n")
        let path = requestLines[0].split(separator: " ").dropFirst().first.map(String.init) ?? "/"
        var headers: [String: String] = [:]
        for line in requestLines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        let request = Request(path: path, headers: headers)
        let earlier = lock.withLock {
            defer { seen.append(request) }
            return seen.count { $0.path == path }
        }
        switch route(request, earlier) {
        case .hangUp:
            return
        case .send(let status, let headers, let body):
            write(client, header(status, headers, length: body.count) + body)
        case .stream(let status, let headers, let length, let body, let chunks, let pause):
            write(client, header(status, headers, length: length))
            let size = max(1, (body.count + chunks - 1) / max(1, chunks))
            var offset = 0
            while offset < body.count {
                let end = min(body.count, offset + size)
                guard write(client, body[offset..<end]) else { return }
                offset = end
                if offset < body.count { Thread.sleep(forTimeInterval: pause) }
            }
        }
    }

    private func header(_ status: Int, _ headers: [String: String], length: Int) -> Data {
        var lines = ["HTTP/1.1 \(status) \(status == 206 ? "Partial Content" : status == 200 ? "OK" : "Status")"]
        lines += headers.map { "\($0.key): \($0.value)" }
        lines += ["Content-Length: \(length)", "Connection: close", "", ""]
        return Data(lines.joined(separator: "\r\n").utf8)
    }

    @discardableResult
    private func write(_ client: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = send(client, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if written <= 0 { return false }
                offset += written
            }
            return true
        }
    }
}
