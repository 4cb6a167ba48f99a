//  HTTPServerLimitTests.swift — GlimpseServerTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 — the simulator's server under hostile clients: connections that never
//  send a request (half-open) or send it a byte at a time (slow headers) are closed after the
//  request deadline, so they cannot hold the server's connections; the API is still answered.

import Foundation
import GlimpseServer
import Testing

#if canImport(Glibc)
    import Glibc
#endif

struct HTTPServerLimitTests {
    static func start() throws -> (HTTPServer, Int) {
        let server = HTTPServer(hub: EventHub()) { _ in .json(["ok": true]) }
        return (server, try server.start(address: "127.0.0.1", port: 0))
    }

    @Test func connectionsThatNeverSendARequestAreClosedAndTheAPIIsAnsweredAgain() throws {
        let (server, port) = try Self.start()
        defer { server.stop() }
        // Every connection the server has, held open without a byte.
        let idle = try (0..<Int(HTTPServer.maximumConnections)).map { _ in try RawHTTP.connect(port: port) }
        defer { idle.forEach { close($0) } }
        // The server closes them at the deadline (the socket gives up after 30 s otherwise)…
        var buffer = [UInt8](repeating: 0, count: 16)
        for fd in idle { #expect(read(fd, &buffer, 16) == 0, "the server closed the idle connection") }
        // …and answers again. The server may not have reaped the closed connections at the very
        // instant this side saw them close, so a client retries for up to 2 s, as a browser would.
        var status = 0
        for _ in 0..<20 where status != 200 {
            status = (try? RawHTTP.send(port: port, path: "/api/session").status) ?? 0
            if status != 200 { Thread.sleep(forTimeInterval: 0.1) }
        }
        #expect(status == 200)
    }

    @Test func aClientSendingItsHeadersSlowlyIsClosed() throws {
        let (server, port) = try Self.start()
        defer { server.stop() }
        let fd = try RawHTTP.connect(port: port)
        defer { close(fd) }
        let started = Date()
        var closed = false
        // One byte every 0.5 s would keep libmicrohttpd's idle timer from ever firing.
        for byte in Array("GET /api/session HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaa".utf8) {
            var b = byte
            if send(fd, &b, 1, Int32(MSG_NOSIGNAL)) <= 0 {
                closed = true
                break
            }
            var probe = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            if poll(&probe, 1, 500) > 0 {
                var buffer = [UInt8](repeating: 0, count: 16)
                if read(fd, &buffer, 16) <= 0 {
                    closed = true
                    break
                }
            }
        }
        #expect(closed)
        #expect(Date().timeIntervalSince(started) >= HTTPServer.requestDeadline - 0.5)
    }
}
