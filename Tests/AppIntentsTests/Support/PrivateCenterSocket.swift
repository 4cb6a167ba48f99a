//  PrivateCenterSocket.swift — AppIntentsTests (Glimpse)
//  Status: Complete
//  Behaviour: a WidgetCenter socket of the test's own, in a fresh temporary folder, so donations
//  made without a test transport go there and never to a developer's running host (the default
//  socket). It takes one connection, keeps the request line, and closes without answering.

import Foundation
import GlimpseArchive

#if canImport(Glibc)
    import Glibc
#endif

/// A listening Unix socket that records the first request line sent to it.
// @unchecked Sendable: `line` is only read and written under `lock`.
final class PrivateCenterSocket: @unchecked Sendable {
    let path: String
    private let folder: String
    private let fd: Int32
    private let lock = NSLock()
    private var line = ""

    init() throws {
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent("gci-\(UUID().uuidString.prefix(8))")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        path = folder + "/host.sock"
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0, listen(fd, 4) == 0 else { throw CocoaError(.fileWriteUnknown) }
        let listener = fd
        Thread.detachNewThread { [self] in
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            var received = [UInt8]()
            var byte: UInt8 = 0
            while read(client, &byte, 1) == 1, byte != UInt8(ascii: "\n") { received.append(byte) }
            lock.withLock { line = String(decoding: received, as: UTF8.self) }
            close(client)
        }
    }

    /// A sender that delivers here.
    var sender: RelevanceSender { RelevanceSender(socket: CenterSocketPath(path: path), bundle: "Tests") }

    /// The request line received so far ("" before one arrives).
    var received: String { lock.withLock { line } }

    func remove() {
        close(fd)
        try? FileManager.default.removeItem(atPath: folder)
    }
}
