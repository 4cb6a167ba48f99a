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

    @Test func aDatabaseInAMissingFolderNamesTheFolderAndCreatesNothing() throws {
        let missing = directory.appendingPathComponent("nodir")
        let file = missing.appendingPathComponent("x.sqlite").path
        let error = #expect(throws: HostError.self) { try HostStore(path: file) }
        #expect(error?.code == .storeFailed)
        #expect(
            error?.message
                == "the folder '\(missing.path)' of the host database '\(file)' does not exist; "
                + "create it (mkdir -p \(missing.path)) or pass another database file")
        #expect(!FileManager.default.fileExists(atPath: missing.path))
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

    @Test func aFolderIsRefusedAsAFolderNotAsADamagedDatabase() throws {
        let folder = directory.path
        let error = #expect(throws: HostError.self) { try HostStore(path: folder) }
        #expect(error?.code == .storeFailed)
        #expect(
            error?.message
                == "'\(folder)' is a folder, not a database file; pass a file path for the host database "
                + "(e.g. \(folder)/host.sqlite)")
        // The host's lock refuses it too, before it makes '<folder>.lock' beside it.
        let lockError = #expect(throws: HostError.self) { try HostStoreLock(databasePath: folder) }
        #expect(lockError?.message == error?.message)
        #expect(!FileManager.default.fileExists(atPath: folder + ".lock"))
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
        // A database as the first Glimpse wrote it: schema version 1, one instance whose timeline
        // has an entry row per entry (the second with relevance) and an archive row per entry.
        let archive = String(decoding: try ArchiveCoding.encoder().encode(FakeTimelineSource.archive), as: UTF8.self)
        try makeForeignDatabase(
            """
            PRAGMA application_id = \(StoreSchema.applicationID); \(StoreSchema.migrations[0]) PRAGMA user_version = 1;
            INSERT INTO instances (bundle, kind, family, place, configuration, created)
            VALUES ('/b/W', 'W', 'systemSmall', 'homeScreen', '{}', 1717200000);
            INSERT INTO timelines VALUES (1, 'after', 1717200900, 1717200000, 'initial', 1717200900);
            INSERT INTO entries VALUES (1, 0, 1717200000, NULL), (1, 1, 1717200600.25, '{"duration":60,"score":0.5}');
            INSERT INTO archives VALUES (1, 0, 0, CAST('\(archive)' AS BLOB)), (1, 1, 0, CAST('\(archive)' AS BLOB));
            INSERT INTO ledger (instance_id, time, reason, charged, granted, outcome, detail, waited)
            VALUES (1, 1717200000, 'initial', 0, 1, 'succeeded', '', 0);
            """)
        let store = try HostStore(path: path)
        #expect(store.schemaVersion == StoreSchema.version)
        #expect(try store.instances().map(\.kind) == ["W"])
        let timeline = try #require(try store.timelines()[InstanceID(1)])
        #expect(timeline.entries.map(\.date) == [.testStart, Date.testStart.addingTimeInterval(600.25)])
        #expect(timeline.entries.map(\.relevance) == [nil, EntryRelevance(score: 0.5, duration: 60)])
        #expect(timeline.entries.map(\.archives) == [[FakeTimelineSource.archive], [FakeTimelineSource.archive]])
        #expect(timeline.policy == .after(Date.testStart.addingTimeInterval(900)))
        let row = LedgerEntry(
            instance: InstanceID(1), time: .testStart + 900, reason: .policy, charged: true, granted: true,
            outcome: .succeeded)
        try store.commit([StoreChange(instance: InstanceID(1), ledger: [row])])
        #expect(try store.ledger().map(\.reason) == [.initial, .policy])
        #expect(try store.foregroundSpans().isEmpty)
        try store.beginForeground(bundle: "W", at: .testStart)
        #expect(try store.foregroundSpans() == [.init(bundle: "W", start: .testStart, end: nil)])
    }

    @Test func aVersion7DatabaseGainsTheTransfersTable() throws {
        // Schema 8 (issue 9): background transfers are kept across host restarts.
        try makeForeignDatabase(
            "PRAGMA application_id = \(StoreSchema.applicationID); "
                + StoreSchema.migrations[0..<7].joined(separator: "\n") + " PRAGMA user_version = 7;")
        let store = try HostStore(path: path)
        #expect(store.schemaVersion == StoreSchema.version)
        #expect(try store.storedTransfers().isEmpty)
        let kept = StoredTransfer(
            id: "T", bundle: "/b/W", transfer: BackgroundTransfer(session: "s", task: 1, url: "https://example.com/"),
            submitted: .testStart)
        try store.saveTransfer(kept)
        #expect(try HostStore(path: path).storedTransfers() == [kept])
        try store.removeTransfer(id: "T")
        #expect(try store.storedTransfers().isEmpty)
    }

    @Test func aNewTimelineRewritesOnlyTheArchivesThatChanged() throws {
        let store = try HostStore(path: path)
        let instance = try store.insertInstance(
            bundle: "B", kind: "K", family: .systemSmall, place: .homeScreen, configuration: "{}", created: .testStart,
            schedule: InstanceSchedule())
        func timeline(_ entries: [ArchivedEntry]) -> InstanceTimeline {
            InstanceTimeline(
                entries: entries, policy: .atEnd, received: .testStart, reason: .initial, settings: HostSettings())
        }
        let first = timeline(
            (0..<3).map { FakeTimelineSource.entry(at: Date.testStart.addingTimeInterval(Double($0))) })
        try store.commit([StoreChange(instance: instance.id, timeline: try EncodedTimeline(first, bundle: "B"))])

        // The same archive at entry 0, a timer at entry 1, no entry 2.
        var second = timeline([
            FakeTimelineSource.entry(at: Date.testStart.addingTimeInterval(60)),
            FakeTimelineSource.entry(at: Date.testStart.addingTimeInterval(120), timer: .testStart),
        ])
        second.entries[1].relevance = EntryRelevance(score: 0.25, duration: 30)
        let encoded = try EncodedTimeline(second, bundle: "B", replacing: first)
        #expect(encoded.archives.map { $0.map { $0 == nil } } == [[true], [false]])
        try store.commit([StoreChange(instance: instance.id, timeline: encoded)])

        #expect(try store.timelines()[instance.id] == second)
        let rows = try store.locked { () throws(HostError) in try store.db.scalarInt("SELECT count(*) FROM archives") }
        #expect(rows == 2)
    }

    @Test func aTimelineWhoseWriteFailedIsWrittenInFullNextTime() throws {
        // Reload 0 draws X, reloads 1 and 2 draw Y; the write of reload 1 fails.
        let source = FakeTimelineSource { request, index in
            .success(
                FetchedTimeline(
                    entries: [FakeTimelineSource.entry(at: request.time, timer: index == 0 ? nil : .testStart)],
                    policy: .after(request.time + 900)))
        }
        let clock = SimulatedClock(start: .testStart)
        let store = try HostStore(path: path)
        let host = try WidgetHost(source: source, clock: clock, store: store)
        let failures = EventCount()
        host.observer = { if case .storeFailed = $0 { failures.add() } }
        let instance = try host.addInstance(bundle: "/b/W", kind: "W", family: .systemSmall)
        host.runDue()
        clock.jump(to: Date.testStart + 900)
        try store.locked { () throws(HostError) in try store.db.execute("PRAGMA query_only = ON") }
        host.runDue()
        try store.locked { () throws(HostError) in try store.db.execute("PRAGMA query_only = OFF") }
        #expect(failures.count == 1)
        clock.jump(to: Date.testStart + 1800)
        host.runDue()
        // The store holds what the host shows, archive included, though it equals the one of the
        // reload whose write failed.
        #expect(try store.timelines()[instance.id] == host.timeline(of: instance.id))
    }

    @Test func entryListsReadBackExactly() {
        var entries = [
            FakeTimelineSource.entry(at: Date(timeIntervalSince1970: 1_717_200_000.123_456_7)),
            FakeTimelineSource.entry(at: Date(timeIntervalSince1970: -0.5)),
        ]
        entries[1].relevance = EntryRelevance(score: 0.1, duration: 1e-3)
        let text = EntryList.encode(entries)
        #expect(text == "[[1717200000.1234567],[-0.5,0.10000000149011612,0.001]]")
        let decoded = EntryList.decode(text)
        #expect(decoded?.map(\.date) == entries.map(\.date))
        #expect(decoded?.map(\.relevance) == entries.map(\.relevance))
        #expect(EntryList.decode("[[1,2]]") == nil)
        #expect(EntryList.decode("{}") == nil)
    }

    private func makeForeignDatabase(_ sql: String) throws {
        var db: OpaquePointer?
        #expect(sqlite3_open(path, &db) == SQLITE_OK)
        #expect(sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK)
        sqlite3_close(db)
    }
}

/// Counts calls from any thread.
final class EventCount: @unchecked Sendable {
    // @unchecked Sendable: `value` is guarded by `lock`.
    private let lock = NSLock()
    private var value = 0
    func add() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}
