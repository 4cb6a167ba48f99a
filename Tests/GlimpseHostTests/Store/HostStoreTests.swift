//  HostStoreTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 3 "Instances and the store" — rows round-trip through SQLite and survive
//  reopening; the file is WAL with Glimpse's application_id and schema version, and an older
//  Glimpse database migrates forward with its rows; a file that is not a Glimpse database is
//  refused with its name in the error and left byte for byte as it was.

import CSQLite
import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

struct HostStoreTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    var path: String { directory.appendingPathComponent("host.sqlite").path }

    @Test func newDatabaseIsWALWithGlimpsesApplicationIDAndSchemaVersion() throws {
        let store = try HostStore(path: path)
        #expect(store.schemaVersion == StoreSchema.version)
        let mode = try store.locked { () throws(HostError) in try store.db.scalarText("PRAGMA journal_mode") }
        let id = try store.locked { () throws(HostError) in try store.db.scalarInt("PRAGMA application_id") }
        let keys = try store.locked { () throws(HostError) in try store.db.scalarInt("PRAGMA foreign_keys") }
        #expect(mode == "wal")
        #expect(id == Int64(StoreSchema.applicationID))
        #expect(keys == 1)
    }

    @Test func rowsSurviveReopening() throws {
        let received = Date.testStart
        var settings = HostSettings()
        settings.dailyBudget = 40
        settings.developerMode = true
        do {
            let store = try HostStore(path: path)
            try store.saveSettings(settings)
            let instance = try store.insertInstance(
                bundle: "/b/Weather", kind: "Weather", family: .systemSmall, place: .watchFace,
                configuration: #"{"city":"Oslo"}"#, created: received,
                schedule: InstanceSchedule(pending: PendingReload(reason: .initial, due: received)))
            var entries = [
                FakeTimelineSource.entry(at: received), FakeTimelineSource.entry(at: received.addingTimeInterval(600)),
            ]
            entries[1].relevance = EntryRelevance(score: 0.5, duration: 60)
            let timeline = InstanceTimeline(
                entries: entries, policy: .after(received.addingTimeInterval(900)), received: received,
                reason: .initial,
                settings: settings)
            let row = LedgerEntry(
                instance: instance.id, time: received, reason: .initial, charged: false, granted: true,
                outcome: .succeeded)
            try store.commit([
                StoreChange(
                    instance: instance.id, schedule: InstanceSchedule(lastReload: received),
                    timeline: try EncodedTimeline(timeline, bundle: "Weather"), ledger: [row])
            ])
            store.close()
        }
        let store = try HostStore(path: path)
        #expect(try store.settings() == settings)
        let instances = try store.instances()
        #expect(instances.count == 1)
        #expect(instances[0].place == .watchFace)
        #expect(instances[0].configuration == #"{"city":"Oslo"}"#)
        let id = instances[0].id
        let timeline = try #require(try store.timelines()[id])
        #expect(timeline.entries.count == 2)
        #expect(timeline.entries[1].relevance == EntryRelevance(score: 0.5, duration: 60))
        #expect(timeline.entries[0].archives == [FakeTimelineSource.archive])
        #expect(timeline.policy == .after(received.addingTimeInterval(900)))
        #expect(timeline.eligible == received.addingTimeInterval(900))
        #expect(try store.schedules()[id] == InstanceSchedule(lastReload: received))
        #expect(try store.ledger(for: id).map(\.outcome) == [.succeeded])
    }

    @Test func deletingAnInstanceDeletesItsTimelineAndLedger() throws {
        let store = try HostStore(path: path)
        let instance = try store.insertInstance(
            bundle: "B", kind: "K", family: .systemSmall, place: .homeScreen, configuration: "{}", created: .testStart,
            schedule: InstanceSchedule())
        let timeline = InstanceTimeline(
            entries: [FakeTimelineSource.entry(at: .testStart)], policy: .never, received: .testStart, reason: .initial,
            settings: HostSettings())
        try store.commit([
            StoreChange(
                instance: instance.id, timeline: try EncodedTimeline(timeline, bundle: "B"),
                ledger: [
                    LedgerEntry(
                        instance: instance.id, time: .testStart, reason: .initial, charged: false, granted: true,
                        outcome: .succeeded)
                ])
        ])
        try store.deleteInstance(instance.id)
        #expect(try store.timelines().isEmpty)
        #expect(try store.ledger().isEmpty)
        #expect(try store.schedules().isEmpty)
    }

    @Test func aFileThatIsNotSQLiteIsRefusedAndLeftUntouched() throws {
        let bytes = Data("my shopping list\n".utf8)
        try bytes.write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: HostError.self) { try HostStore(path: path) }
        #expect(error?.code == .corruptStore)
        #expect(error?.message.contains("'\(path)' is not a SQLite database") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    }

    @Test func aSQLiteFileOfAnotherApplicationIsRefusedAndLeftUntouched() throws {
        try makeForeignDatabase("PRAGMA application_id = 42; CREATE TABLE notes (body TEXT);")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let error = #expect(throws: HostError.self) { try HostStore(path: path) }
        #expect(error?.code == .foreignStore)
        #expect(error?.message.contains("application_id 42") == true)
        #expect(error?.message.contains(path) == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aGlimpseFileWithUnknownTablesIsRefused() throws {
        try makeForeignDatabase("PRAGMA application_id = \(StoreSchema.applicationID); CREATE TABLE notes (body TEXT);")
        let error = #expect(throws: HostError.self) { try HostStore(path: path) }
        #expect(error?.code == .foreignStore)
        #expect(error?.message.contains("tables glimpse does not know (notes)") == true)
    }

    @Test func aDatabaseFromANewerGlimpseIsRefused() throws {
        try makeForeignDatabase("PRAGMA application_id = \(StoreSchema.applicationID); PRAGMA user_version = 99;")
        let error = #expect(throws: HostError.self) { try HostStore(path: path) }
        #expect(error?.code == .foreignStore)
        #expect(error?.message.contains("schema version 99, newer than this glimpse reads") == true)
    }

    @Test func aDamagedDatabaseIsRefused() throws {
        do {
            let store = try HostStore(path: path)
            for n in 0..<200 {
                _ = try store.insertInstance(
                    bundle: String(repeating: "b", count: 200), kind: "K\(n)", family: .systemSmall, place: .homeScreen,
                    configuration: "{}", created: .testStart, schedule: InstanceSchedule())
            }
            try store.locked { () throws(HostError) in try store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)") }
            store.close()
        }
        // Overwrite the middle of the file (past the header) with garbage.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seek(toOffset: 4096 + 100)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 8192))
        try handle.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let error = #expect(throws: HostError.self) { try HostStore(path: path) }
        #expect(error?.code == .corruptStore)
        #expect(error?.message.contains(path) == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aVersion1DatabaseMigratesAndKeepsItsRows() throws {
        // A database as the first Glimpse wrote it: schema version 1, one instance.
        try makeForeignDatabase(
            "PRAGMA application_id = \(StoreSchema.applicationID); \(StoreSchema.migrations[0]) PRAGMA user_version = 1; "
                + "INSERT INTO instances (bundle, kind, family, place, configuration, created) "
                + "VALUES ('/b/W', 'W', 'systemSmall', 'homeScreen', '{}', 1717200000);")
        let store = try HostStore(path: path)
        #expect(store.schemaVersion == 2)
        #expect(try store.instances().map(\.kind) == ["W"])
        #expect(try store.foregroundSpans().isEmpty)
        try store.beginForeground(bundle: "W", at: .testStart)
        #expect(try store.foregroundSpans() == [.init(bundle: "W", start: .testStart, end: nil)])
    }

    private func makeForeignDatabase(_ sql: String) throws {
        var db: OpaquePointer?
        #expect(sqlite3_open(path, &db) == SQLITE_OK)
        #expect(sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK)
        sqlite3_close(db)
    }
}
