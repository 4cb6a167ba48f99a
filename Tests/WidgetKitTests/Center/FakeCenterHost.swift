//  FakeCenterHost.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: a stand-in for the host's WidgetCenter socket (Docs/WidgetCenter.md): listens on a
//  real Unix socket in a temporary directory, records each request line and answers it with a
//  canned response. (The real server is in GlimpseHost, which WidgetKit's tests do not link.)

import Foundation
import GlimpseArchive

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A one-connection-at-a-time WidgetCenter host that records what it is asked.
// @unchecked Sendable: `received` is guarded by `lock`; the descriptor is fixed after init.
final class FakeCenterHost: @unchecked Sendable {
    let directory: URL
    /// The socket's path.
    let path: String
    private let listenFD: Int32
    private let answer: @Sendable (CenterRequest) -> CenterResponse
    private let lock = NSLock()
    private var received: [CenterRequest] = []
    private let finished = DispatchSemaphore(value: 0)

    /// Listens at once; `answer` makes the response to each request (by default a plain ok).
    init(answer: @escaping @Sendable (CenterRequest) -> CenterResponse = { CenterResponse(id: $0.id) }) throws {
        directory = URL(fileURLWithPath: "/tmp/glimpse-center-wk-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("host.sock").path
        self.answer = answer
        let address = try UnixSocketAddress(path: path)
        #if canImport(Darwin)
            listenFD = socket(AF_UNIX, SOCK_STREAM, 0)
        #else
            listenFD = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        let fd = listenFD
        guard address.withSockaddr({ bind(fd, $0, $1) }) == 0, listen(fd, 8) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: ["path": path])
        }
        let thread = Thread { [self] in
            self.acceptLoop()
            self.finished.signal()
        }
        thread.start()
    }

    /// The requests received so far, in order.
    var requests: [CenterRequest] {
        lock.lock()
        defer { lock.unlock() }
        return received
    }

    /// Stops listening and removes the directory.
    func stop() {
        shutdown(listenFD, Int32(SHUT_RDWR))
        finished.wait()
        close(listenFD)
        try? FileManager.default.removeItem(at: directory)
    }

    private func acceptLoop() {
        while true {
            let client = accept(listenFD, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                return
            }
            serve(client)
            close(client)
        }
    }

    private func serve(_ client: Int32) {
        var line = Data()
        var byte: UInt8 = 0
        while read(client, &byte, 1) == 1 && byte != UInt8(ascii: "\n") { line.append(byte) }
        guard let request = try? ArchiveCoding.decoder().decode(CenterRequest.self, from: line) else { return }
        lock.lock()
        received.append(request)
        lock.unlock()
        var reply = (try? ArchiveCoding.encoder().encode(answer(request))) ?? Data()
        reply.append(UInt8(ascii: "\n"))
        reply.withUnsafeBytes { _ = write(client, $0.baseAddress, $0.count) }
    }
}
