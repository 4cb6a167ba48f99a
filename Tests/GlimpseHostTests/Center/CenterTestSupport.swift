//  CenterTestSupport.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: helpers for the WidgetCenter socket tests: a service that records its calls, a raw
//  client that writes any bytes and reads answer lines, and short temporary socket paths.

import Foundation
import GlimpseArchive
import Synchronization

@testable import GlimpseHost

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `WidgetCenterServing` that records each call and answers with what it was given.
final class RecordingCenterService: WidgetCenterServing {
    struct Call: Hashable, Sendable {
        var method: String
        var bundle: String
        var kind: String?
        var foreground: Bool?
    }

    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    private let recorded = Mutex<[Call]>([])
    let configurations: [WidgetInfoRecord]
    /// Thrown by every call when set.
    let refusal: String?

    init(configurations: [WidgetInfoRecord] = [], refusal: String? = nil) {
        self.configurations = configurations
        self.refusal = refusal
    }

    var calls: [Call] { recorded.withLock { $0 } }

    private func record(_ call: Call) throws {
        recorded.withLock { $0.append(call) }
        if let refusal { throw Refusal(description: refusal) }
    }

    func reloadTimelines(kind: String, bundle: String, fromForegroundApp: Bool) throws {
        try record(Call(method: "reloadTimelines", bundle: bundle, kind: kind, foreground: fromForegroundApp))
    }

    func reloadAll(bundle: String, fromForegroundApp: Bool) throws {
        try record(Call(method: "reloadAll", bundle: bundle, foreground: fromForegroundApp))
    }

    func currentConfigurations(bundle: String) throws -> [WidgetInfoRecord] {
        try record(Call(method: "currentConfigurations", bundle: bundle))
        return configurations
    }

    func invalidateRelevance(kind: String, bundle: String) throws {
        try record(Call(method: "invalidateRelevance", bundle: bundle, kind: kind))
    }
}

/// A fresh directory under /tmp (short, so the socket path fits `sun_path`), removed by `remove()`.
struct TemporarySocketDirectory {
    let path: String

    init() {
        path = "/tmp/glimpse-center-\(UUID().uuidString.prefix(8))"
    }

    var socketPath: String { path + "/host.sock" }
    var socket: CenterSocketPath { CenterSocketPath(path: socketPath) }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// A client that sends raw bytes, for input `CenterClient` would never write.
final class RawCenterConnection {
    let fd: Int32
    private var buffer = Data()

    init(path: String) throws {
        #if canImport(Darwin)
            fd = socket(AF_UNIX, SOCK_STREAM, 0)
        #else
            fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        let address = try UnixSocketAddress(path: path)
        let descriptor = fd
        guard address.withSockaddr({ connect(descriptor, $0, $1) }) == 0 else {
            close(fd)
            throw CenterError(.hostUnavailable, "raw connect to \(path) failed (errno \(errno))")
        }
        // A failing test should fail, not hang: no answer within 10 s ends the read.
        var limit = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(fd) }

    /// Writes all of `bytes` (stops quietly if the server stops reading).
    func write(_ bytes: Data) {
        bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < raw.count {
                let sent = send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if sent <= 0 { return }
                offset += sent
            }
        }
    }

    func write(_ text: String) { write(Data(text.utf8)) }

    /// Closes the writing side: the server sees the end of the requests.
    func finishWriting() { shutdown(fd, Int32(SHUT_WR)) }

    /// The next answer line decoded, or nil at end of stream.
    func readResponse() throws -> CenterResponse? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[buffer.index(after: newline)...])
                return try ArchiveCoding.decoder().decode(CenterResponse.self, from: line)
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return nil }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }
}

/// A request line as `CenterClient` writes it.
func requestLine(_ request: CenterRequest) -> String {
    String(decoding: try! ArchiveCoding.encoder().encode(request), as: UTF8.self) + "\n"
}

/// The mode bits of `path` (permissions only).
func permissions(of path: String) -> UInt32 {
    var info = stat()
    guard lstat(path, &info) == 0 else { return 0 }
    return UInt32(info.st_mode) & 0o777
}
