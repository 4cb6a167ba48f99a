//  HostCommandFaultTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 — `glimpse host` refuses what it cannot use before storing anything: a
//  missing bundle, a bundle of a newer protocol, a kind the bundle lacks; a second host on one
//  database is refused naming the PID holding it; a read-only database ends it at once with one
//  message; every event line is one line, a bundle's control characters escaped.

import Foundation
import GlimpseHost
import Testing

struct HostCommandFaultTests {
    @Test func aMissingBundleIsAnErrorAndNothingIsStored() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(
            ["host", "--db", "host.sqlite", "--bundle", "/nonexistent", "--kind", "Counter", "--for", "0"],
            in: folder.url)
        #expect(run.status == 66)
        #expect(run.stderr.hasPrefix("Error: no widget bundle at '/nonexistent'"))
        let list = try GlimpseBinary.run(["host", "--db", "host.sqlite", "--list"], in: folder.url)
        #expect(list.status == 0)
        #expect(list.stdout.isEmpty)
    }

    @Test func aBundleOfANewerProtocolIsRefusedAndNothingIsStored() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try folder.script(
            "Future",
            #"read line; echo '{"id":1,"describe":{"protocolVersion":99,"bundle":"Future","widgets":[]}}'; cat >/dev/null"#
        )
        let run = try GlimpseBinary.run(
            ["host", "--db", "host.sqlite", "--bundle", bundle, "--kind", "Counter", "--for", "0"], in: folder.url)
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("Error: bundle 'Future' speaks extension protocol 99; this glimpse speaks 1"))
        let list = try GlimpseBinary.run(["host", "--db", "host.sqlite", "--list"], in: folder.url)
        #expect(list.stdout.isEmpty)
    }

    @Test func aKindTheBundleLacksIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try SimulateFakeBundle.greedy(in: folder, reloadAfter: 3600)
        let run = try GlimpseBinary.run(
            ["host", "--db", "host.sqlite", "--bundle", bundle, "--kind", "Weather", "--for", "0"], in: folder.url)
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("Error: bundle 'Greedy' has no widget of kind 'Weather' (kinds: 'Greedy')"))
    }

    @Test func aSecondHostOnOneDatabaseIsRefusedNamingThePIDHoldingIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // The database exists before the first host starts, so the reader below never meets it
        // half created.
        try HostStore(path: folder.url.appendingPathComponent("host.sqlite").path).close()
        let first = Process()
        first.executableURL = URL(fileURLWithPath: GlimpseBinary.path)
        first.arguments = ["host", "--db", "host.sqlite", "--for", "30"]
        first.currentDirectoryURL = folder.url
        first.standardOutput = FileHandle.nullDevice
        first.standardError = FileHandle.nullDevice
        try first.run()
        defer {
            first.terminate()
            first.waitUntilExit()
        }
        // The first host writes its PID into the lock file once it holds the lock.
        let lockFile = folder.url.appendingPathComponent("host.sqlite.lock")
        var holder = ""
        for _ in 0..<200 where holder.isEmpty {
            holder = ((try? String(contentsOf: lockFile, encoding: .utf8)) ?? "").trimmingCharacters(in: .newlines)
            if holder.isEmpty { Thread.sleep(forTimeInterval: 0.05) }
        }
        #expect(holder == "\(first.processIdentifier)")
        let second = try GlimpseBinary.run(["host", "--db", "host.sqlite", "--for", "0"], in: folder.url)
        #expect(second.status == 69)
        #expect(
            second.stderr.hasPrefix(
                "Error: the host database 'host.sqlite' is in use by another glimpse host (PID \(first.processIdentifier)); "
                    + "one host runs per database"))
        // Reading is allowed while the host runs.
        let list = try GlimpseBinary.run(["host", "--db", "host.sqlite", "--list"], in: folder.url)
        #expect(list.status == 0)
    }

    @Test func aHostAfterAnotherEndedTakesTheDatabaseOver() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = try GlimpseBinary.run(["host", "--db", "host.sqlite", "--for", "0"], in: folder.url)
        #expect(first.status == 0)
        let second = try GlimpseBinary.run(["host", "--db", "host.sqlite", "--for", "0"], in: folder.url)
        #expect(second.status == 0)
    }

    @Test func aReadOnlyDatabaseEndsTheHostAtOnceWithOneMessage() throws {
        let folder = try TemporaryFolder()
        let db = folder.url.appendingPathComponent("host.sqlite").path
        try HostStore(path: folder.url.appendingPathComponent("host.sqlite").path).close()
        // Root writes through file modes, so make the file immutable instead.
        let isRoot = getuid() == 0
        if isRoot { try Self.chattr("+i", db) } else { chmod(db, 0o444) }
        defer {
            if isRoot { try? Self.chattr("-i", db) }
            folder.remove()
        }
        let run = try GlimpseBinary.run(["host", "--db", "host.sqlite", "--for", "5"], in: folder.url)
        #expect(run.status == 74)
        #expect(run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n")
        #expect(
            lines.first?.hasPrefix("Error: the host database 'host.sqlite' cannot be written (") == true,
            "\(run.stderr)")
        #expect(lines.filter { $0.hasPrefix("Error:") }.count == 1)
    }

    static func chattr(_ flag: String, _ path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [flag, path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "chattr \(flag) failed")
    }
}
