//  BackgroundDownloadTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Background transfers", the host's download against a
//  loopback server: a whole body, a slow one, an HTTP error (a finished download), a body cut
//  off and resumed with Range, a server that never answers (an error after the retries).

import Foundation
import GlimpseArchive
import GlimpseHost
import Testing

struct BackgroundDownloadTests {
    private static let body = Data((0..<1000).map { UInt8($0 % 251) })

    private func transfer(_ url: String) -> BackgroundTransfer {
        BackgroundTransfer(session: "tests", task: 3, url: url)
    }

    private func file() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-download-\(UUID().uuidString)")
    }

    @Test func wholeBodyLandsInTheFile() throws {
        let server = try LoopbackHTTPServer { _, _ in .send(status: 200, headers: [:], body: Self.body) }
        defer { server.stop() }
        let file = file()
        defer { try? FileManager.default.removeItem(at: file) }
        let result = BackgroundDownload.run(transfer(server.url("/forecast")), into: file, retryDelay: 0)
        #expect(result.error == nil)
        #expect(result.statusCode == 200)
        #expect(result.bytes == 1000)
        #expect(result.task == 3)
        #expect(result.file == file.path)
        #expect(try Data(contentsOf: file) == Self.body)
    }

    @Test func slowBodyArrivesWhole() throws {
        let server = try LoopbackHTTPServer { _, _ in
            .stream(status: 200, headers: [:], length: 1000, body: Self.body, chunks: 5, pause: 0.05)
        }
        defer { server.stop() }
        let file = file()
        defer { try? FileManager.default.removeItem(at: file) }
        let result = BackgroundDownload.run(transfer(server.url("/slow")), into: file, retryDelay: 0)
        #expect(result.error == nil)
        #expect(try Data(contentsOf: file) == Self.body)
    }

    @Test func httpErrorIsAFinishedDownloadWithItsStatus() throws {
        let server = try LoopbackHTTPServer { _, _ in .send(status: 503, headers: [:], body: Data("busy".utf8)) }
        defer { server.stop() }
        let file = file()
        defer { try? FileManager.default.removeItem(at: file) }
        let result = BackgroundDownload.run(transfer(server.url("/busy")), into: file, retryDelay: 0)
        #expect(result.error == nil)
        #expect(result.statusCode == 503)
        #expect(try String(contentsOf: file, encoding: .utf8) == "busy")
        #expect(server.requests.count == 1)
    }

    @Test func bodyCutOffIsResumedWithRange() throws {
        let server = try LoopbackHTTPServer { request, earlier in
            if earlier == 0 {
                // 400 of the 1000 bytes announced, then the connection closes.
                return .stream(
                    status: 200, headers: ["Accept-Ranges": "bytes"], length: 1000, body: Self.body.prefix(400),
                    chunks: 1,
                    pause: 0)
            }
            let rest = Self.body.suffix(from: 400)
            return .send(status: 206, headers: ["Content-Range": "bytes 400-999/1000"], body: Data(rest))
        }
        defer { server.stop() }
        let file = file()
        defer { try? FileManager.default.removeItem(at: file) }
        let result = BackgroundDownload.run(transfer(server.url("/big")), into: file, retryDelay: 0)
        #expect(result.error == nil)
        #expect(result.bytes == 1000)
        #expect(result.statusCode == 200)
        #expect(try Data(contentsOf: file) == Self.body)
        #expect(server.requests.map { $0.headers["range"] } == [nil, "bytes=400-"])
    }

    @Test func serverThatNeverAnswersFailsAfterTheRetries() throws {
        let server = try LoopbackHTTPServer { _, _ in .hangUp }
        defer { server.stop() }
        let file = file()
        let result = BackgroundDownload.run(transfer(server.url("/down")), into: file, attempts: 2, retryDelay: 0)
        #expect(result.file == nil)
        #expect(result.error?.hasSuffix("(gave up after 2 attempts)") == true)
        #expect(server.requests.count == 2)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func nonHTTPURLIsRefused() {
        let result = BackgroundDownload.run(transfer("file:///etc/passwd"), into: file(), retryDelay: 0)
        #expect(result.error == "'file:///etc/passwd' is not an http or https URL")
    }
}
