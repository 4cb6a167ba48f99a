//  CenterClient.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: Docs/WidgetCenter.md "A conversation": connect to the host's socket, write one
//  request line, read one response line, close. Blocking, with a deadline on every step.

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Sends WidgetCenter requests to the running host, one connection per request.
///
/// Used by WidgetKit's `WidgetCenter` (in the app) and by tools that talk to the host.
public struct CenterClient: Sendable {
    /// The host's socket.
    public var socket: CenterSocketPath
    /// Longest wait for each of connect, write and read, in seconds.
    public var timeout: Double

    /// - Parameters:
    ///   - socket: Defaults to `CenterSocketPath.resolve()` (the environment of this process).
    ///   - timeout: Seconds to wait for each step; 2 s by default.
    public init(socket: CenterSocketPath = .resolve(), timeout: Double = 2) {
        self.socket = socket
        self.timeout = timeout
    }

    /// Sends `request` and returns the host's answer to it.
    ///
    /// - Returns: A response with `ok == true` and the request's `id`.
    /// - Throws: `CenterError` — `.hostUnavailable` when nothing listens on the socket (no host
    ///   running), `.timeout`, `.hostRefused` (with the host's `CenterFailure`) when the host
    ///   answers with an error, `.malformedMessage` when the answer is not a response to this
    ///   request, `.badSocketPath`, `.socketFailed`.
    public func send(_ request: CenterRequest) throws -> CenterResponse {
        let path = socket.path
        let address = try UnixSocketAddress(path: path)
        var line = try Self.encode(request)
        line.append(UInt8(ascii: "\n"))

        let fd = try Self.openSocket(path: path)
        defer { close(fd) }
        Self.setTimeout(fd, seconds: timeout)
        try connect(fd, address)
        try write(line, to: fd)
        let answer = try readLine(from: fd)
        return try check(answer, for: request)
    }

    // MARK: - Steps

    private static func encode(_ request: CenterRequest) throws -> Data {
        do {
            return try ArchiveCoding.encoder().encode(request)
        } catch {
            throw CenterError(.malformedMessage, "the request could not be encoded as JSON", underlying: error)
        }
    }

    private static func openSocket(path: String) throws -> Int32 {
        let fd = Glibc_socket(AF_UNIX, streamType, 0)
        guard fd >= 0 else { throw failure("socket()", path: path) }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        #if canImport(Darwin)
            var one: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        return fd
    }

    private func connect(_ fd: Int32, _ address: UnixSocketAddress) throws {
        let path = socket.path
        while true {
            let result = address.withSockaddr { Glibc_connect(fd, $0, $1) }
            if result == 0 { return }
            let code = errno
            switch code {
            case EINTR: continue
            case ENOENT, ECONNREFUSED, ENOTDIR:
                throw CenterError(
                    .hostUnavailable, "no Glimpse host is listening on \(path) (is `glimpse serve` running?)")
            case EAGAIN, ETIMEDOUT:
                throw CenterError(.timeout, "the Glimpse host on \(path) did not accept the connection in \(timeout) s")
            case EACCES, EPERM:
                throw CenterError(
                    .socketFailed,
                    "permission denied connecting to \(path): the socket belongs to another user; set GLIMPSE_SOCKET to your host's socket"
                )
            default:
                throw Self.failure("connect()", path: path, errno: code)
            }
        }
    }

    private func write(_ data: Data, to fd: Int32) throws {
        let path = socket.path
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < raw.count {
                let sent = Glibc_send(fd, raw.baseAddress! + offset, raw.count - offset, Self.noSignal)
                if sent >= 0 {
                    offset += sent
                    continue
                }
                let code = errno
                switch code {
                case EINTR: continue
                case EAGAIN, EWOULDBLOCK:
                    throw CenterError(.timeout, "the Glimpse host on \(path) did not take the request in \(timeout) s")
                case EPIPE, ECONNRESET:
                    throw CenterError(
                        .hostUnavailable, "the Glimpse host on \(path) closed the connection (is it stopping?)")
                default:
                    throw Self.failure("send()", path: path, errno: code)
                }
            }
        }
    }

    private func readLine(from fd: Int32) throws -> Data {
        let path = socket.path
        var line = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc_recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0 {
                let code = errno
                switch code {
                case EINTR: continue
                case EAGAIN, EWOULDBLOCK:
                    throw CenterError(.timeout, "the Glimpse host on \(path) did not answer in \(timeout) s")
                case ECONNRESET:
                    throw CenterError(
                        .malformedMessage, "the Glimpse host on \(path) closed the connection without answering")
                default:
                    throw Self.failure("recv()", path: path, errno: code)
                }
            }
            if count == 0 {
                throw CenterError(
                    .malformedMessage, "the Glimpse host on \(path) closed the connection without answering")
            }
            if let newline = chunk[0..<count].firstIndex(of: UInt8(ascii: "\n")) {
                line.append(contentsOf: chunk[0..<newline])
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return line
            }
            line.append(contentsOf: chunk[0..<count])
            guard line.count <= CenterProtocol.maximumResponseBytes else {
                throw CenterError(
                    .malformedMessage,
                    "the Glimpse host on \(path) answered with a line over \(CenterProtocol.maximumResponseBytes) bytes"
                )
            }
        }
    }

    private func check(_ line: Data, for request: CenterRequest) throws -> CenterResponse {
        let path = socket.path
        let response: CenterResponse
        do {
            response = try ArchiveCoding.decoder().decode(CenterResponse.self, from: line)
        } catch {
            throw CenterError(
                .malformedMessage,
                "the Glimpse host on \(path) answered with something that is not a response: \(ArchiveCoding.describe(error))",
                underlying: error)
        }
        if let failure = response.error {
            throw CenterError(
                .hostRefused, "the Glimpse host on \(path) refused \(request.method.rawValue): \(failure.message)",
                failure: failure)
        }
        guard response.id == request.id, response.ok else {
            throw CenterError(
                .malformedMessage,
                "the Glimpse host on \(path) answered request \(response.id) (ok: \(response.ok)) to request \(request.id)"
            )
        }
        return response
    }

    // MARK: - System calls

    #if canImport(Darwin)
        private static let streamType = SOCK_STREAM
        private static let noSignal: Int32 = 0
    #else
        private static let streamType = Int32(SOCK_STREAM.rawValue)
        private static let noSignal = Int32(MSG_NOSIGNAL)
    #endif

    package static func setTimeout(_ fd: Int32, seconds: Double) {
        let whole = max(0, seconds.rounded(.down))
        var value = timeval(tv_sec: .init(whole), tv_usec: .init((max(0, seconds) - whole) * 1_000_000))
        let size = socklen_t(MemoryLayout<timeval>.size)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &value, size)
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &value, size)
    }

    private static func failure(_ call: String, path: String, errno code: Int32 = errno) -> CenterError {
        CenterError(.socketFailed, "\(call) failed for \(path): \(String(cString: strerror(code))) (errno \(code))")
    }
}

// The struct's methods are named like the system calls; these reach the C functions.
private func Glibc_socket(_ domain: Int32, _ type: Int32, _ proto: Int32) -> Int32 { socket(domain, type, proto) }
private func Glibc_connect(_ fd: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    connect(fd, address, length)
}
private func Glibc_send(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int, _ flags: Int32) -> Int {
    send(fd, bytes, count, flags)
}
private func Glibc_recv(_ fd: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int, _ flags: Int32) -> Int {
    recv(fd, bytes, count, flags)
}
