//  FaultSuiteTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 "Fault suite": a bundle that crashes, hangs, allocates 200 MB, writes
//  garbage, answers 20 MB, answers extreme numbers, exits at start, or floods stderr, each on a
//  fresh start beside a healthy bundle; and a host killed with SIGKILL mid-write five times. Each
//  prints a table — fault, host survived, last timeline kept, reason shown, time to recover —
//  and asserts on every column but the time.

import Foundation
import GlimpseArchive
import GlimpseHost
import Testing

struct FaultSuiteTests {
    /// One row of the table.
    struct Row {
        var fault: String
        var survived: Bool
        var kept: Bool
        var reason: String
        var recover: TimeInterval?
    }

    /// What each fault must give: the error code shown (nil: the answer is accepted) and
    /// whether the last timeline is kept.
    static let expected: [FaultBundle.Mode: (code: String?, kept: Bool)] = [
        .crash: ("bundleCrashed", true), .hang: ("timeout", true), .allocate: ("footprint", true),
        .garbage: ("malformedResponse", true), .huge: ("invalidArchive", true), .extreme: ("invalidArchive", true),
        .exitAtStart: ("bundleCrashed", true), .flood: (nil, false),
    ]

    @Test func everyBundleFaultLeavesTheHostRunningTheLastTimelineShownAndTheReasonLogged() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let faulty = try FaultBundle(in: try Self.subfolder(folder, "faulty"))
        let healthy = try FaultBundle(in: try Self.subfolder(folder, "healthy"), name: "Healthy")
        // The host's own limits (15 s a request, 30 MB): a loaded machine answers 20 MB slowly.
        let settings = HostSettings()
        // The bundle dates its entries by the wall clock: the host's simulated day starts now.
        let clock = SimulatedClock(start: Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded()))
        let store = try HostStore(path: folder.url.appendingPathComponent("host.sqlite").path)
        let source = ProcessTimelineSource()
        defer { source.close() }
        let host = try WidgetHost(source: source, clock: clock, store: store, settings: settings)
        let codes = CodeLog()
        host.observer = { event in
            if case .providerCall(let call) = event, case .failure(let error) = call.result {
                codes.add(error.code.description)
            }
        }
        let a = try host.addInstance(bundle: faulty.path, kind: "Faulty", family: .systemSmall)
        let b = try host.addInstance(bundle: healthy.path, kind: "Faulty", family: .systemSmall)
        host.runDue()
        try #require(host.timeline(of: a.id) != nil && host.timeline(of: b.id) != nil)

        var rows: [Row] = []
        for fault in FaultBundle.Mode.allCases where fault != .good {
            clock.jump(to: clock.now.addingTimeInterval(600))
            // Every fault meets a fresh start, as after an idle stop.
            source.stopIdleBundles(now: DispatchTime.now().uptimeNanoseconds + 1_000_000_000_000)
            faulty.set(fault)
            let before = host.timeline(of: a.id)?.received
            codes.clear()
            try host.requestReload(a.id, reason: .intent)
            try host.requestReload(b.id, reason: .intent)
            host.runDue()
            let row = try #require(try store.ledger(for: a.id).last)
            let code = codes.all.first
            var result = Row(
                fault: fault.rawValue, survived: host.timeline(of: b.id)?.received == clock.now,
                kept: host.timeline(of: a.id)?.received == before,
                reason: code.map { "\($0): \(row.detail)" } ?? "— (\(row.outcome.rawValue))")
            // Recovery: the bundle behaves again; the next reload after the back-off succeeds.
            faulty.set(.good)
            clock.jump(to: clock.now.addingTimeInterval(200))
            let started = Date()
            try host.requestReload(a.id, reason: .intent)
            host.runDue()
            if host.timeline(of: a.id)?.received == clock.now { result.recover = Date().timeIntervalSince(started) }
            rows.append(result)

            let want = try #require(Self.expected[fault])
            #expect(result.survived, "\(fault): the healthy bundle's reload failed")
            #expect(result.kept == want.kept, "\(fault): last timeline kept \(result.kept)")
            #expect(code == want.code, "\(fault): \(code ?? "no error")")
            if want.code != nil { #expect(row.outcome == .failed && row.detail.contains("'Faulty'"), "\(row.detail)") }
            #expect(result.recover != nil, "\(fault): did not recover")
        }
        print(Self.table(rows))
        #expect(host.brokenBundles.isEmpty)
    }

    @Test func aHostKilledMidWriteFiveTimesRestartsWithEveryCommittedTimeline() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try FaultBundle(in: try Self.subfolder(folder, "bundle"))
        let db = folder.url.appendingPathComponent("host.sqlite").path
        var rows: [Row] = []
        var shown: Set<InstanceID> = []
        for run in 0..<5 {
            let host = Process()
            host.executableURL = URL(fileURLWithPath: GlimpseBinary.path)
            host.arguments = ["host", "--db", db, "--bundle", bundle.path, "--kind", "Faulty", "--add", "40"]
            let output = Pipe()
            host.standardOutput = output
            host.standardError = FileHandle.nullDevice
            try host.run()
            // Killed while it adds instances and writes their timelines: after its third new
            // timeline of this run, and a few milliseconds more (a different moment each run).
            let watch = LineWatch(output.fileHandleForReading, prefix: "timeline ")
            let wrote = watch.wait(for: 3, seconds: 60)
            usleep(useconds_t(7_000 * run))
            kill(host.processIdentifier, SIGKILL)
            host.waitUntilExit()

            let started = Date()
            let store = try HostStore(path: db)
            let timelines = try store.timelines()
            let kept = shown.isSubset(of: Set(timelines.keys)) && timelines.values.allSatisfy { !$0.entries.isEmpty }
            shown.formUnion(timelines.keys)
            let next = try GlimpseBinary.run(["host", "--db", db, "--for", "0"])
            let row = Row(
                fault: "host SIGKILLed mid-write (\(run + 1))", survived: next.status == 0, kept: kept,
                reason: "killed by signal \(host.terminationStatus); restart: \(next.status == 0 ? "ok" : next.stderr)",
                recover: next.status == 0 ? Date().timeIntervalSince(started) : nil)
            rows.append(row)
            #expect(wrote, "run \(run): the host wrote no timeline within 60 s")
            #expect(host.terminationReason == .uncaughtSignal && host.terminationStatus == SIGKILL)
            #expect(row.survived, "\(next.stderr)")
            #expect(row.kept, "run \(run): a committed timeline was lost")
        }
        print(Self.table(rows))
        #expect(!shown.isEmpty, "no host lived long enough to write a timeline")
    }

    // MARK: - Support

    static func subfolder(_ folder: TemporaryFolder, _ name: String) throws -> URL {
        let url = folder.url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The table: fault, host survived, last timeline kept, reason shown (cut to 90
    /// characters), time to recover.
    static func table(_ rows: [Row]) -> String {
        func pad(_ text: String, _ width: Int) -> String {
            text.count >= width ? String(text.prefix(width)) : text + String(repeating: " ", count: width - text.count)
        }
        var lines = [
            pad("fault", 30) + pad("host survived", 15) + pad("timeline kept", 15) + pad("reason shown", 92) + "recover"
        ]
        for row in rows {
            let reason = row.reason.count > 90 ? String(row.reason.prefix(89)) + "…" : row.reason
            lines.append(
                pad(row.fault, 30) + pad(row.survived ? "yes" : "NO", 15) + pad(row.kept ? "yes" : "no", 15)
                    + pad(reason, 92) + (row.recover.map { String(format: "%.3f s", $0) } ?? "never"))
        }
        return lines.joined(separator: "\n")
    }
}

/// Counts the lines a child prints that start with a prefix, on a thread of its own.
// @unchecked Sendable: `count` is guarded by `condition`.
final class LineWatch: @unchecked Sendable {
    private let condition = NSCondition()
    private var count = 0

    init(_ handle: FileHandle, prefix: String) {
        Thread.detachNewThread { [self] in
            var pending = ""
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                pending += String(decoding: chunk, as: UTF8.self)
                var lines = pending.components(separatedBy: "\n")
                pending = lines.removeLast()
                let matched = lines.filter { $0.hasPrefix(prefix) }.count
                condition.lock()
                count += matched
                condition.broadcast()
                condition.unlock()
            }
        }
    }

    /// Waits until `n` lines were seen, at most `seconds`; whether they were.
    func wait(for n: Int, seconds: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        while count < n { if !condition.wait(until: deadline) { return count >= n } }
        return true
    }
}

/// Error codes the host's observer saw, from any thread.
// @unchecked Sendable: `codes` is guarded by `lock`.
final class CodeLog: @unchecked Sendable {
    private let lock = NSLock()
    private var codes: [String] = []
    func add(_ code: String) { lock.withLock { codes.append(code) } }
    func clear() { lock.withLock { codes = [] } }
    var all: [String] { lock.withLock { codes } }
}
