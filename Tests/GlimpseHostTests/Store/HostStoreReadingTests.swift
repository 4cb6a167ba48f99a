//  HostStoreReadingTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: `glimpse host --list` only reads (a new user's trial): a WAL database in a folder
//  that cannot be written opens read-only, as a file nobody changes, and lists its rows without
//  making a `-shm` or `-wal` file; that connection cannot write.

import Foundation
import Testing

@testable import GlimpseHost

struct HostStoreReadingTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    var path: String { directory.appendingPathComponent("host.sqlite").path }

    private func makeDatabaseWithOneInstance() throws {
        let store = try HostStore(path: path)
        _ = try store.insertInstance(
            bundle: "/b/Weather", kind: "Weather", family: .systemSmall, place: .homeScreen,
            configuration: "{}", created: Date(timeIntervalSince1970: 0),
            schedule: InstanceSchedule(pending: PendingReload(reason: .initial, due: Date(timeIntervalSince1970: 0))))
        store.close()
    }

    @Test func anImmutableStoreListsTheRowsWithoutMakingFilesAndCannotWrite() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try makeDatabaseWithOneInstance()
        let store = try HostStore(path: path, immutable: true)
        #expect(try store.instances().map(\.kind) == ["Weather"])
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == ["host.sqlite"])
        let error = #expect(throws: HostError.self) { try store.requireWritable() }
        #expect(error?.message.contains("cannot be written") == true)
    }

    @Test(.enabled(if: geteuid() != 0, "root writes any folder"))
    func aDatabaseInAReadOnlyFolderOpensForReading() throws {
        try makeDatabaseWithOneInstance()
        chmod(directory.path, 0o555)
        defer {
            chmod(directory.path, 0o755)
            try? FileManager.default.removeItem(at: directory)
        }
        #expect(throws: HostError.self) { try HostStore(path: path) }
        let store = try HostStore.forReading(path: path)
        #expect(try store.instances().count == 1)
    }
}
