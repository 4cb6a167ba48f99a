//  BackgroundTransferQueueTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Background transfers", end to end in the host: a bundle
//  hands over a download while answering getTimeline, is killed (SIGKILL) while the host is still
//  downloading, and is started again to receive the finished transfer in a backgroundEvents
//  request; a transfer with a future earliestBeginDate waits for it; a discretionary one waits
//  for a moment no bundle is answering; a transfer or a WidgetCenter reload the bundle writes
//  after its answer is taken up at once, without another request.

import Foundation
import GlimpseArchive
import GlimpseHost
import Testing

#if canImport(Glibc)
    import Glibc
#endif

struct BackgroundTransferQueueTests {
    private static let body = Data((0..<1000).map { UInt8($0 % 251) })
    private static let idMark = 7_777_777

    /// A bundle (a /bin/sh script) that writes its PID to `pids`, answers describe, hands over
    /// a download of `url` in session "forecast" before each timeline answer, and records each
    /// backgroundEvents request in `events`, answering that it delivered one transfer.
    private func bundle(
        in folder: URL, url: String, pids: URL, events: URL, afterAnswer: Bool = false, reload: Bool = false
    ) throws -> String {
        let describe = ExtensionResponse(
            id: Self.idMark,
            describe: BundleDescription(
                bundle: "Forecast",
                widgets: [
                    WidgetDescription(
                        kind: "Forecast", displayName: "Forecast", description: "", supportedFamilies: ["systemSmall"])
                ]))
        let archive = WidgetArchive(
            size: Size(width: 158, height: 158),
            content: .group(GroupItem(frame: Rect(x: 0, y: 0, width: 158, height: 158), children: [])))
        let timeline = ExtensionResponse(
            id: Self.idMark,
            entries: [ArchivedEntry(date: Date(timeIntervalSince1970: 1_800_000_000), archives: [archive])],
            policy: .never)
        let transfer = ExtensionResponse(
            id: 0, transfer: BackgroundTransfer(session: "forecast", task: 1, url: url, expectedBytes: 1000))
        let delivered = ExtensionResponse(id: Self.idMark, delivered: 1)
        let notice = ExtensionResponse(id: 0, reload: ReloadNotice(kind: "Forecast"))
        var files: [String: String] = [:]
        for (name, response) in [
            ("describe", describe), ("timeline", timeline), ("transfer", transfer), ("delivered", delivered),
            ("reload", notice),
        ] {
            let file = folder.appendingPathComponent("\(name).json")
            try (ArchiveCoding.encoder().encode(response) + Data("\n".utf8)).write(to: file)
            files[name] = file.path
        }
        let script = folder.appendingPathComponent("Forecast")
        try Data(
            """
            #!/bin/sh
            echo $$ >> '\(pids.path)'
            while read line; do
              id=$(printf '%s' "$line" | sed -n 's/.*"id":\\([0-9]*\\).*/\\1/p')
              case "$line" in
                *'"describe"'*) sed "s/\(Self.idMark)/$id/" '\(files["describe"]!)' ;;
                *'"backgroundEvents"'*) printf '%s\\n' "$line" >> '\(events.path)'; sed "s/\(Self.idMark)/$id/" '\(files["delivered"]!)' ;;
                *) \(answer(files, afterAnswer: afterAnswer, reload: reload)) ;;
              esac
            done
            """.utf8
        ).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return script.path
    }

    /// The script's answer to a timeline request: the notification before the timeline, or
    /// after it (the `reload` notification, or the `transfer`).
    private func answer(_ files: [String: String], afterAnswer: Bool, reload: Bool) -> String {
        let timeline = "sed \"s/\(Self.idMark)/$id/\" '\(files["timeline"]!)'"
        let notification = "cat '\(files[reload ? "reload" : "transfer"]!)'"
        return afterAnswer ? "\(timeline); \(notification)" : "\(notification); \(timeline)"
    }

    private func request(_ bundle: String) -> TimelineRequest {
        TimelineRequest(instance: InstanceID(1), bundle: bundle, kind: "Forecast", family: "systemSmall", time: Date())
    }

    @Test func bundleKilledMidTransferIsStartedAgainAndReceivesIt() throws {
        // The server answers only once the test lets it, after the bundle is killed; then slowly.
        let gate = DispatchSemaphore(value: 0)
        let server = try LoopbackHTTPServer { _, _ in
            gate.wait()
            return .stream(status: 200, headers: [:], length: 1000, body: Self.body, chunks: 10, pause: 0.02)
        }
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-bg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pids = folder.appendingPathComponent("pids")
        let events = folder.appendingPathComponent("events")
        let bundle = try bundle(in: folder, url: server.url("/forecast.json"), pids: pids, events: events)
        let source = ProcessTimelineSource(
            transferFolder: folder.appendingPathComponent("transfers"), transferRetryDelay: 0)
        defer { source.close() }

        let timeline = source.timelines(bundle: bundle, requests: [request(bundle)], timeout: 10)
        #expect(throws: Never.self) { try timeline[0].get() }
        let first = try #require(
            Int32(String(decoding: try Data(contentsOf: pids), as: UTF8.self).split(separator: "\n")[0]))
        kill(first, SIGKILL)
        #expect(source.backgroundTransfers?.pendingCount == 1)
        gate.signal()

        source.backgroundTransfers?.waitUntilIdle()
        let started = String(decoding: try Data(contentsOf: pids), as: UTF8.self).split(separator: "\n")
        #expect(started.count == 2)
        #expect(started.last.flatMap { Int32($0) } != first)
        let line = try String(contentsOf: events, encoding: .utf8)
        let request = try ArchiveCoding.decoder().decode(
            ExtensionRequest.self, from: Data(line.split(separator: "\n")[0].utf8))
        #expect(request.method == .backgroundEvents)
        #expect(request.session == "forecast")
        let result = try #require(request.transfers?.first)
        #expect(result.task == 1)
        #expect(result.url == server.url("/forecast.json"))
        #expect(result.statusCode == 200)
        #expect(result.bytes == 1000)
        #expect(result.error == nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: try #require(result.file))) == Self.body)
    }

    @Test func transferWaitsForItsEarliestBeginDate() throws {
        let server = try LoopbackHTTPServer { _, _ in .send(status: 200, headers: [:], body: Data("ok".utf8)) }
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-bg-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let finished = Finished()
        let begin = Date().addingTimeInterval(0.2)
        let queue = BackgroundTransferQueue(folder: folder, retryDelay: 0) { bundle, session, result in
            finished.add("\(bundle) \(session) \(result.statusCode ?? 0) \(server.requests.count) \(Date() >= begin)")
        }
        queue.submit(
            BackgroundTransfer(session: "later", task: 2, url: server.url("/later"), earliestBeginDate: begin),
            bundle: "/bundles/Later")
        queue.waitUntilIdle()
        #expect(finished.lines == ["/bundles/Later later 200 1 true"])
    }
}

extension BackgroundTransferQueueTests {
    /// A bundle that hands its transfer over just after answering, with no request after.
    @Test func aTransferHandedOverAfterTheAnswerIsTakenUpWithoutAnotherRequest() throws {
        let server = try LoopbackHTTPServer { _, _ in .send(status: 200, headers: [:], body: Self.body) }
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-bg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pids = folder.appendingPathComponent("pids")
        let events = folder.appendingPathComponent("events")
        let bundle = try bundle(
            in: folder, url: server.url("/late.json"), pids: pids, events: events, afterAnswer: true)
        let source = ProcessTimelineSource(
            transferFolder: folder.appendingPathComponent("transfers"), transferRetryDelay: 0)
        defer { source.close() }

        #expect(throws: Never.self) {
            try source.timelines(bundle: bundle, requests: [request(bundle)], timeout: 10)[0].get()
        }
        // No other request is made: the delivery comes from the notification alone.
        try waitUntil { FileManager.default.fileExists(atPath: events.path) }
        source.backgroundTransfers?.waitUntilIdle()
        let line = try String(contentsOf: events, encoding: .utf8).split(separator: "\n")[0]
        let delivered = try ArchiveCoding.decoder().decode(ExtensionRequest.self, from: Data(line.utf8))
        #expect(delivered.method == .backgroundEvents)
        #expect(delivered.transfers?.first?.bytes == 1000)
        #expect(server.requests.map(\.path) == ["/late.json"])
        // Handed to the process that asked: it was never stopped or started again.
        #expect(String(decoding: try Data(contentsOf: pids), as: UTF8.self).split(separator: "\n").count == 1)
    }

    @Test func aWidgetCenterReloadTheBundleAsksForReachesTheHostsHandler() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-bg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try bundle(
            in: folder, url: "http://127.0.0.1:9/", pids: folder.appendingPathComponent("pids"),
            events: folder.appendingPathComponent("events"), afterAnswer: true, reload: true)
        let source = ProcessTimelineSource()
        defer { source.close() }
        let reloads = Finished()
        source.onWidgetCenterReload { bundle, kind in reloads.add("\(bundle) \(kind ?? "all")") }
        #expect(throws: Never.self) {
            try source.timelines(bundle: bundle, requests: [request(bundle)], timeout: 10)[0].get()
        }
        try waitUntil { !reloads.lines.isEmpty }
        #expect(reloads.lines == ["\(bundle) Forecast"])
    }

    @Test func aDiscretionaryTransferWaitsForAMomentNoBundleIsAnswering() throws {
        let server = try LoopbackHTTPServer { _, _ in .send(status: 200, headers: [:], body: Data("ok".utf8)) }
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-bg-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let busy = Flag(true)
        let finished = Finished()
        let queue = BackgroundTransferQueue(folder: folder, retryDelay: 0, isBusy: { busy.value }) { _, _, result in
            finished.add("\(result.statusCode ?? 0)")
        }
        queue.submit(
            BackgroundTransfer(session: "d", task: 1, url: server.url("/whenever"), discretionary: true), bundle: "/b/D"
        )
        try waitUntil { queue.deferredCount == 1 }
        #expect(server.requests.isEmpty)
        busy.value = false
        queue.waitUntilIdle()
        #expect(server.requests.count == 1)
        #expect(finished.lines == ["200"])
        #expect(queue.deferredCount == 0)
    }

    @Test func aTransferThatIsNotDiscretionaryStartsWhileBundlesAreAnswering() throws {
        let server = try LoopbackHTTPServer { _, _ in .send(status: 200, headers: [:], body: Data("ok".utf8)) }
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-bg-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = BackgroundTransferQueue(folder: folder, retryDelay: 0, isBusy: { true }) { _, _, _ in }
        queue.submit(BackgroundTransfer(session: "n", task: 1, url: server.url("/now")), bundle: "/b/N")
        queue.waitUntilIdle()
        #expect(server.requests.count == 1)
        #expect(queue.deferredCount == 0)
    }

    /// Waits for `condition` (what a notification sets off happens on other threads), at most 30 s.
    private func waitUntil(_ condition: () -> Bool) throws {
        let clock = ContinuousClock()
        let start = clock.now
        while !condition() && start.duration(to: clock.now) < .seconds(30) { usleep(10_000) }
        try #require(condition())
    }
}

/// A flag read from the queue's thread.
// @unchecked Sendable: `stored` is guarded by `lock`.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Bool
    init(_ value: Bool) { stored = value }
    var value: Bool {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// Lines recorded from the queue's thread.
// @unchecked Sendable: `recorded` is guarded by `lock`.
private final class Finished: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    func add(_ line: String) { lock.withLock { recorded.append(line) } }
    var lines: [String] { lock.withLock { recorded } }
}
