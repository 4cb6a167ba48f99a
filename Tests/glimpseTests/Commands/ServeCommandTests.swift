//  ServeCommandTests.swift — glimpseTests (Glimpse)
//  Status: Partial (the command line only; the server is tested in GlimpseServerTests)
//  Behaviour: house style R18 — a malformed option is a usage error (64), reported before
//  anything starts and without the exposure warning that a real non-loopback address gets; the
//  same bundle twice is refused (issue 14, from a new user's trial); a folder given as `--db` is
//  named as a folder (exit 74), not reported as a damaged database; a read-only database is
//  refused at start (exit 74) with `glimpse host`'s message, not at every save (a new user's trial).

import Foundation
import GlimpseHost
import Testing

struct ServeCommandTests {
    @Test(arguments: ["nonsense", "300.1.1.1", "example.org"])
    func aListenValueThatIsNotAnIPAddressIsAUsageErrorWithoutTheWarning(address: String) throws {
        let run = try GlimpseBinary.run(["serve", "/nonexistent/Widgets", "--listen", address])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: '\(address)' is not an IP address; use e.g. 127.0.0.1"))
        #expect(!run.stderr.contains("warning"))
    }

    @Test func theSameBundleTwiceIsAUsageError() throws {
        let run = try GlimpseBinary.run(["serve", "/nonexistent/Widgets", "/nonexistent/../nonexistent/Widgets"])
        #expect(run.status == 64)
        #expect(
            run.stderr.hasPrefix(
                "Error: bundle '/nonexistent/../nonexistent/Widgets' is given twice ('/nonexistent/Widgets' and "
                    + "'/nonexistent/../nonexistent/Widgets' are the same file); pass each bundle once\n"))
    }

    @Test func aFolderAsTheDatabaseIsAnIOErrorThatSaysItIsAFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("state"), withIntermediateDirectories: true)
        let run = try GlimpseBinary.run(
            ["serve", HostCommandTests.emojiRangers, "--db", "state", "--port", "0", "--until-stdin-closes"],
            in: folder.url)
        #expect(run.status == 74)
        #expect(
            run.stderr
                == "Error: 'state' is a folder, not a database file; pass a file path for the host database "
                + "(e.g. state/host.sqlite)\n")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("state.lock").path))
    }

    @Test func aReadOnlyDatabaseEndsServeAtOnceWithTheHostsMessage() throws {
        let folder = try TemporaryFolder()
        let db = folder.url.appendingPathComponent("host.sqlite").path
        try HostStore(path: db).close()
        // Root writes through file modes, so make the file immutable instead.
        let isRoot = getuid() == 0
        if isRoot { try HostCommandFaultTests.chattr("+i", db) } else { chmod(db, 0o444) }
        defer {
            if isRoot { try? HostCommandFaultTests.chattr("-i", db) }
            folder.remove()
        }
        let run = try GlimpseBinary.run(
            ["serve", HostCommandTests.emojiRangers, "--db", "host.sqlite", "--port", "0", "--until-stdin-closes"],
            in: folder.url)
        #expect(run.status == 74)
        #expect(!run.stdout.contains("Serving"))
        let lines = run.stderr.split(separator: "\n")
        #expect(
            lines.first?.hasPrefix("Error: the host database 'host.sqlite' cannot be written (") == true,
            "\(run.stderr)")
        #expect(lines.filter { $0.hasPrefix("Error:") }.count == 1)
        #expect(!run.stderr.contains("could not save"))
    }
}
