//  StoredTransferTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 "Background URL sessions": transfers kept in the host store outlive the
//  host. A transfer a stopped host had begun is resumed with `Range` from the bytes on disk; one
//  that ended before it was handed on is handed on without downloading again; each is forgotten
//  once handed on; a version 5 database gains the table.

import Foundation
import GlimpseArchive
import GlimpseHost
import Testing

struct StoredTransferTests {
    private static let body = Data((0..<1000).map { UInt8($0 % 251) })

    private static func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-stored-\(UUID().uuidString)")
    }

    @Test func aTransferAStoppedHostHadBegunIsResumedFromTheBytesOnDisk() throws {
        let server = try LoopbackHTTPServer { request, _ in
            guard request.headers["range"] == "bytes=400-" else {
                return .send(status: 200, headers: [:], body: Self.body)
            }
            return .send(
                status: 206, headers: ["Content-Range": "bytes 400-999/1000"], body: Self.body.suffix(from: 400))
        }
        defer { server.stop() }
        let folder = Self.folder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try HostStore(path: folder.appendingPathComponent("host.sqlite").path)
        // What the stopped host left: the row, and 400 bytes of the body.
        let left = StoredTransfer(
            id: "A", bundle: "/bundles/Forecast",
            transfer: BackgroundTransfer(session: "forecast", task: 3, url: server.url("/forecast.json")))
        try store.saveTransfer(left)
        try Self.body.prefix(400).write(to: folder.appendingPathComponent("transfers/A.download"), createFolder: true)

        let finished = Results()
        let queue = BackgroundTransferQueue(folder: folder.appendingPathComponent("transfers"), store: store) {
            bundle, session, result in finished.add(bundle, session, result)
        }
        #expect(try queue.resumeStored() == 1)
        queue.waitUntilIdle()

        #expect(server.requests.map { $0.headers["range"] } == ["bytes=400-"])
        let (bundle, session, result) = try #require(finished.all.first)
        #expect(bundle == "/bundles/Forecast")
        #expect(session == "forecast")
        #expect(result.task == 3)
        #expect(result.bytes == 1000)
        #expect(result.statusCode == 200)
        #expect(try Data(contentsOf: URL(fileURLWithPath: try #require(result.file))) == Self.body)
        #expect(try store.storedTransfers().isEmpty)
    }

    @Test func aTransferThatEndedBeforeItWasHandedOnIsHandedOnWithoutDownloading() throws {
        let folder = Self.folder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try HostStore(path: folder.appendingPathComponent("host.sqlite").path)
        let result = BackgroundTransferResult(
            task: 1, url: "http://127.0.0.1:9/x", file: folder.appendingPathComponent("B.download").path,
            statusCode: 200, bytes: 2)
        try store.saveTransfer(
            StoredTransfer(
                id: "B", bundle: "/bundles/Forecast",
                transfer: BackgroundTransfer(session: "s", task: 1, url: "http://127.0.0.1:9/x"), result: result))
        let finished = Results()
        let queue = BackgroundTransferQueue(folder: folder, store: store) { bundle, session, result in
            finished.add(bundle, session, result)
        }
        #expect(try queue.resumeStored() == 1)
        queue.waitUntilIdle()
        #expect(finished.all.map(\.2) == [result])
        #expect(try store.storedTransfers().isEmpty)
    }

    @Test func aSubmittedTransferIsStoredUntilItIsHandedOn() throws {
        let gate = DispatchSemaphore(value: 0)
        let server = try LoopbackHTTPServer { _, _ in
            gate.wait()
            return .send(status: 200, headers: [:], body: Data("ok".utf8))
        }
        defer { server.stop() }
        let folder = Self.folder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try HostStore(path: folder.appendingPathComponent("host.sqlite").path)
        let queue = BackgroundTransferQueue(folder: folder, store: store) { _, _, _ in }
        let transfer = BackgroundTransfer(
            session: "s", task: 4, url: server.url("/later"), headers: ["Accept": "application/json"],
            earliestBeginDate: Date(timeIntervalSince1970: 1_700_000_000), discretionary: false, expectedBytes: 2)
        queue.submit(transfer, bundle: "/bundles/Forecast")
        // Read back as a restarted host would, while the download waits on the server.
        let kept = try HostStore(path: folder.appendingPathComponent("host.sqlite").path).storedTransfers()
        #expect(kept.map(\.transfer) == [transfer])
        #expect(kept.map(\.bundle) == ["/bundles/Forecast"])
        #expect(kept.first?.result == nil)
        gate.signal()
        queue.waitUntilIdle()
        #expect(try store.storedTransfers().isEmpty)
    }
}

/// What `onFinished` was called with, from the queue's thread.
// @unchecked Sendable: `results` is guarded by `lock`.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [(String, String, BackgroundTransferResult)] = []
    func add(_ bundle: String, _ session: String, _ result: BackgroundTransferResult) {
        lock.withLock { results.append((bundle, session, result)) }
    }
    var all: [(String, String, BackgroundTransferResult)] { lock.withLock { results } }
}

extension Data {
    fileprivate func write(to url: URL, createFolder: Bool) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try write(to: url)
    }
}
