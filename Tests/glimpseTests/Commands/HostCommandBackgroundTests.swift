//  HostCommandBackgroundTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 "Background URL sessions" under `glimpse host`: a `WidgetCenter` reload the
//  bundle asks for (after its answer, as a background session's delegate does) reloads the widget;
//  a transfer the bundle handed over is kept in the database, so a host killed with SIGKILL before
//  it ended takes it up again when it starts, and hands the result to the bundle.

import Foundation
import GlimpseArchive
import Testing

#if canImport(Glibc)
    import Glibc
#endif

struct HostCommandBackgroundTests {
    @Test func aWidgetCenterReloadFromTheBundleIsPendingForTheWidget() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try SimulateFakeBundle.greedy(
            in: folder, reloadAfter: 86_400, notice: ExtensionResponse(id: 0, reload: ReloadNotice(kind: "Greedy")),
            noticeAfterAnswer: true)
        let host = try RunningHost(["--bundle", bundle, "--kind", "Greedy"], in: folder)
        defer { host.stop() }
        try host.waitFor { $0.contains("\ntimeline #1 ") }
        // The policy is a day away, so a pending reload is the bundle's: a widgetCenter reload,
        // due once the 5-minute minimum interval since the first timeline has passed.
        let clock = ContinuousClock()
        let start = clock.now
        var list = ""
        repeat {
            list = try GlimpseBinary.run(["host", "--db", "host.sqlite", "--list"], in: folder.url).stdout
        } while !list.contains("pending=") && start.duration(to: clock.now) < .seconds(60)
        #expect(
            list.hasPrefix("#1 Greedy Greedy systemSmall homeScreen entries=1 ledger=1 pending=widgetCenter"), "\(list)"
        )
    }

    @Test func aTransferOfAHostKilledMidTransferIsTakenUpByTheNextHost() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let events = folder.url.appendingPathComponent("events")
        // Nothing listens on port 9 of loopback: every attempt fails at once, and the host gives
        // up after its retries (2 s, then 4 s), long after the first host is killed.
        let transfer = BackgroundTransfer(session: "forecast", task: 1, url: "http://127.0.0.1:9/forecast.json")
        let bundle = try SimulateFakeBundle.greedy(
            in: folder, reloadAfter: 86_400, notice: ExtensionResponse(id: 0, transfer: transfer), events: events)
        let first = try RunningHost(["--bundle", bundle, "--kind", "Greedy"], in: folder)
        // The transfer came before the answer, so it is stored once the timeline is.
        try first.waitFor { $0.contains("\ntimeline ") }
        first.kill()
        #expect(!FileManager.default.fileExists(atPath: events.path))

        let second = try RunningHost([], in: folder)
        defer { second.stop() }
        try second.waitFor { $0.contains("background transfers: 1 resumed from the last run") }
        try second.waitFor { _ in FileManager.default.fileExists(atPath: events.path) }
        let line = try String(contentsOf: events, encoding: .utf8).split(separator: "\n")[0]
        let request = try ArchiveCoding.decoder().decode(ExtensionRequest.self, from: Data(line.utf8))
        #expect(request.session == "forecast")
        #expect(request.transfers?.map(\.url) == [transfer.url])
        #expect(request.transfers?.first?.error?.contains("gave up after 3 attempts") == true)
    }
}

/// `glimpse host --db host.sqlite` running in a folder, its stdout in a file.
private final class RunningHost {
    let process = Process()
    let output: URL

    init(_ arguments: [String], in folder: TemporaryFolder) throws {
        output = folder.url.appendingPathComponent("host-\(UUID().uuidString).out")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        process.executableURL = URL(fileURLWithPath: GlimpseBinary.path)
        process.arguments = ["host", "--db", "host.sqlite", "--for", "120"] + arguments
        process.currentDirectoryURL = folder.url
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    var stdout: String { "\n" + ((try? String(contentsOf: output, encoding: .utf8)) ?? "") }

    /// Waits until `condition` holds for the output so far, at most 60 s.
    func waitFor(_ condition: (String) -> Bool) throws {
        let clock = ContinuousClock()
        let start = clock.now
        while !condition(stdout) && start.duration(to: clock.now) < .seconds(60) { usleep(20_000) }
        try #require(condition(stdout), "\(stdout)")
    }

    func kill() {
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}
