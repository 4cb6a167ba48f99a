//  HostCommandTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R18 — `glimpse host` exits with the sysexits status of the store's failure:
//  a database that cannot be opened or written is an I/O error (74); a file that is not a Glimpse
//  database is bad data (65) and is left as it was.

import Foundation
import Testing

struct HostCommandTests {
    @Test func aDatabaseThatCannotBeOpenedIsAnIOError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(["host", "--db", "missing/host.sqlite", "--list"], in: folder.url)
        #expect(run.status == 74)
        #expect(run.stderr.hasPrefix("Error: could not open the host database 'missing/host.sqlite': "))
        #expect(run.stdout.isEmpty)
    }

    @Test func aFileThatIsNotAHostDatabaseIsBadDataAndIsLeftAlone() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = Data("shopping list\n".utf8)
        try text.write(to: folder.url.appendingPathComponent("notes.txt"))
        let run = try GlimpseBinary.run(["host", "--db", "notes.txt", "--list"], in: folder.url)
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("Error: 'notes.txt' is not a SQLite database"))
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("notes.txt")) == text)
    }
}
