//  HostStore.swift — GlimpseHost (Glimpse)
//  Status: Complete for schema version 8
//  Behaviour: issue 3 "Instances and the store": instances, timelines, the reload ledger,
//  foreground spans, settings and surfaces (HostStore+Surfaces) in SQLite (WAL, foreign keys, `user_version` migrations). Every change is one
//  transaction, so a host killed with SIGKILL restarts with every row it had committed. A file
//  that is not a Glimpse database is refused with an error naming it and never written.

import Foundation

/// The host's durable store.
///
/// Thread-safe: every call holds the store's lock. Durability: WAL with `synchronous=NORMAL`
/// keeps every committed transaction across a crash or SIGKILL of the host (a power loss may lose
/// the last ones; https://sqlite.org/wal.html). Speed: a new timeline is written in place (one
/// row, and only the archives that changed), a step's changes in one transaction, prepared
/// statements are cached, the page cache holds 32 MiB and checkpoints run every 10 000 pages.
// @unchecked Sendable: the connection is only used under `lock`.
public final class HostStore: @unchecked Sendable {
    /// The database file's path, or `:memory:`.
    public let path: String
    let lock = NSLock()
    let db: SQLiteConnection

    /// Opens the database at `path`, creating it (schema version `StoreSchema.version`) when the
    /// file is missing or empty, and migrating an older Glimpse database forward.
    ///
    /// - Parameter path: A file path, or `":memory:"` for a store that lasts as long as the object.
    /// - Throws: `HostError` `.corruptStore` when the file is not a SQLite database or is damaged;
    ///   `.foreignStore` when it is SQLite but not Glimpse's (another `application_id`, tables
    ///   Glimpse does not know) or from a newer Glimpse; `.storeFailed` when it cannot be opened or
    ///   written, or `path` is a folder. The file is left untouched in the first two cases. A `<path>.simulator.json`
    ///   that `glimpse serve` kept before surfaces moved into the store is imported once
    ///   (`.corruptStore` naming it when it is damaged; it is left untouched).
    public convenience init(path: String) throws(HostError) {
        try self.init(path: path, immutable: false)
    }

    /// Opens the database at `path` for reading (`glimpse host --list`): read-only when its
    /// folder cannot be written (SQLite's WAL would need a `-shm` file beside it, so the file is
    /// opened as one nobody changes — no host can be writing there), as `init(path:)` otherwise.
    /// - Throws: as `init(path:)`; `.storeFailed` for a database of an older schema in a
    ///   read-only folder (it cannot be migrated there).
    public static func forReading(path: String) throws(HostError) -> HostStore {
        let folder = (path as NSString).deletingLastPathComponent
        let readOnly =
            path != ":memory:" && fileSize(path) > 0 && access(folder.isEmpty ? "." : folder, W_OK) != 0
        return try HostStore(path: path, immutable: readOnly)
    }

    init(path: String, immutable: Bool) throws(HostError) {
        self.path = path
        let isMemory = path == ":memory:" || path.isEmpty
        if !isMemory {
            try Self.refuseFolder(path)
            try Self.checkFolder(of: path)
        }
        let existing = isMemory ? 0 : Self.fileSize(path)
        if existing > 0 { try Self.checkHeader(path) }
        db = try SQLiteConnection(path: path, immutable: immutable)
        if existing > 0 { try checkContents() }
        if immutable {
            guard Int(try db.scalarInt("PRAGMA user_version")) == StoreSchema.version else {
                throw HostError(
                    .storeFailed,
                    "the host database '\(path)' is of an older glimpse and its folder is read-only, so it cannot "
                        + "be updated; make the folder writable (or copy the file elsewhere) and read it again")
            }
            return
        }
        try configure(isMemory: isMemory)
        try migrate()
        try importSimulatorState()
    }

    /// Fails at once, with one message, if the database cannot be written (a read-only file,
    /// folder or file system), instead of failing at every write later: rewrites the schema
    /// version with its own value, which costs one small write.
    /// - Throws: `HostError` `.storeFailed` naming the file.
    public func requireWritable() throws(HostError) {
        try locked { () throws(HostError) in
            do {
                try db.execute("PRAGMA user_version = \(StoreSchema.version)")
            } catch {
                let cause = (error as? HostError)?.message ?? "\(error)"
                let message =
                    "the host database '\(path)' cannot be written (\(cause)); a host must write its database: "
                    + "make the file and its folder writable, or pass another database file"
                throw HostError(.storeFailed, message)
            }
        }
    }

    /// Runs `body` holding the store's lock.
    func locked<T>(_ body: () throws(HostError) -> T) throws(HostError) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Closes the database; later calls fail.
    public func close() { lock.withLock { db.close() } }

    // MARK: - Opening

    private static let header = Array("SQLite format 3\0".utf8)

    /// A folder passed as the database would be read as a file that is "not a SQLite database";
    /// `HostStoreLock` asks too, before it creates `<path>.lock` beside the folder.
    package static func refuseFolder(_ path: String) throws(HostError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return
        }
        let example = (path.hasSuffix("/") ? path : path + "/") + "host.sqlite"
        throw HostError(
            .storeFailed,
            "'\(path)' is a folder, not a database file; pass a file path for the host database (e.g. \(example))")
    }

    /// SQLite says only "unable to open database file" when the file's folder is missing, or when
    /// a file stands where one of its folders must be; this names which.
    package static func checkFolder(of path: String) throws(HostError) {
        let folder = (path as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        guard !folder.isEmpty,
            !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory)
                || !isDirectory.boolValue
        else { return }
        var ancestor = folder
        while !ancestor.isEmpty, ancestor != "/" {
            if FileManager.default.fileExists(atPath: ancestor, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else {
                    throw HostError(
                        .storeFailed,
                        "'\(ancestor)' is a file, not a folder, so the host database '\(path)' cannot be there; "
                            + "pass another database file")
                }
                break
            }
            ancestor = (ancestor as NSString).deletingLastPathComponent
        }
        throw HostError(
            .storeFailed,
            "the folder '\(folder)' of the host database '\(path)' does not exist; create it (mkdir -p \(folder)) "
                + "or pass another database file")
    }

    private static func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    /// Refuses a file that does not start with SQLite's header, before SQLite opens it.
    private static func checkHeader(_ path: String) throws(HostError) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw HostError(.storeFailed, "could not read the host database '\(path)'; check its permissions")
        }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: header.count)) ?? Data()
        guard Array(start) == header else {
            throw HostError(
                .corruptStore,
                "'\(path)' is not a SQLite database, so it cannot be the host database; glimpse leaves it as it is: "
                    + "move it away or pass another database file")
        }
    }

    /// Refuses a SQLite file that is damaged, not Glimpse's, or from a newer Glimpse. Only reads.
    private func checkContents() throws(HostError) {
        let check = try db.scalarText("PRAGMA quick_check") ?? "ok"
        guard check == "ok" else {
            throw HostError(
                .corruptStore,
                "the host database '\(path)' is damaged (\(check)); glimpse leaves it as it is: "
                    + "move it away or pass another database file")
        }
        let applicationID = Int32(truncatingIfNeeded: try db.scalarInt("PRAGMA application_id"))
        guard applicationID == StoreSchema.applicationID else {
            throw HostError(
                .foreignStore,
                "'\(path)' is a SQLite database of another application (application_id \(applicationID)), "
                    + "not a glimpse host database; glimpse leaves it as it is: pass another database file")
        }
        let version = Int(try db.scalarInt("PRAGMA user_version"))
        guard version <= StoreSchema.version else {
            throw HostError(
                .foreignStore,
                "the host database '\(path)' has schema version \(version), newer than this glimpse reads "
                    + "(\(StoreSchema.version)); update glimpse or pass another database file")
        }
        let statement = try db.prepare(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        var unknown: [String] = []
        while try statement.step() {
            if let name = statement.text(0), !StoreSchema.tables.contains(name) { unknown.append(name) }
        }
        guard unknown.isEmpty else {
            throw HostError(
                .foreignStore,
                "the host database '\(path)' has tables glimpse does not know (\(unknown.joined(separator: ", "))); "
                    + "glimpse leaves it as it is: pass another database file")
        }
    }

    private func configure(isMemory: Bool) throws(HostError) {
        if !isMemory {
            let mode = try db.scalarText("PRAGMA journal_mode = WAL")
            guard mode?.lowercased() == "wal" else {
                throw HostError(.storeFailed, "the host database '\(path)' could not use WAL mode (got \(mode ?? "?"))")
            }
        }
        try db.execute("PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON")
        try db.execute(
            "PRAGMA cache_size = -\(Self.cacheKibibytes); PRAGMA wal_autocheckpoint = \(Self.checkpointPages)")
    }

    /// SQLite's page cache: up to 32 MiB (allocated as pages are used), so the rows a host
    /// rewrites all the time stay in memory instead of being read back from the file.
    static let cacheKibibytes = 32_768
    /// WAL pages between automatic checkpoints: 10 000 (40 MB of 4 KB pages; SQLite's default
    /// is 1000). A page rewritten many times between two checkpoints is copied to the database
    /// once, and each checkpoint's two `fdatasync`s are paid ten times less often; a SIGKILL
    /// loses nothing either way.
    static let checkpointPages = 10_000

    /// Applies the migrations after the file's `user_version`, all in one transaction.
    private func migrate() throws(HostError) {
        let version = Int(try db.scalarInt("PRAGMA user_version"))
        guard version < StoreSchema.version else { return }
        try db.transaction { () throws(HostError) in
            if version == 0 { try db.execute("PRAGMA application_id = \(StoreSchema.applicationID)") }
            for migration in StoreSchema.migrations[version...] { try db.execute(migration) }
            try db.execute("PRAGMA user_version = \(StoreSchema.version)")
        }
    }

    /// A number that changes each time another connection (another process) commits to the
    /// database; this connection's own writes leave it alone. SQLite's `PRAGMA data_version`
    /// (https://sqlite.org/pragma.html#pragma_data_version): a reader polls it to follow a host.
    /// - Throws: `HostError` `.storeFailed` when the database cannot be read.
    public func dataVersion() throws(HostError) -> Int64 {
        try locked { () throws(HostError) -> Int64 in try db.scalarInt("PRAGMA data_version") }
    }

    /// The schema version of the open database.
    public var schemaVersion: Int {
        lock.withLock { Int((try? db.scalarInt("PRAGMA user_version")) ?? 0) }
    }

    // MARK: - Settings

    /// The stored settings over the defaults (fields never stored keep their default).
    /// - Throws: `HostError` `.storeFailed`, or `.corruptStore` for a stored value that is not
    ///   the field's type.
    public func settings() throws(HostError) -> HostSettings {
        try locked { () throws(HostError) -> HostSettings in
            let statement = try db.prepare("SELECT key, value FROM settings")
            var fields: [String: Any] = [:]
            let defaults =
                try! JSONSerialization.jsonObject(with: try! JSONEncoder().encode(HostSettings())) as! [String: Any]
            fields = defaults
            while try statement.step() {
                guard let key = statement.text(0), let value = statement.text(1), defaults[key] != nil else { continue }
                fields[key] = try? JSONSerialization.jsonObject(with: Data(value.utf8), options: .fragmentsAllowed)
            }
            do {
                let data = try JSONSerialization.data(withJSONObject: fields)
                return try JSONDecoder().decode(HostSettings.self, from: data)
            } catch {
                throw HostError(
                    .corruptStore, "the host database '\(path)' holds a setting of the wrong type: \(error)",
                    underlying: error)
            }
        }
    }

    /// Stores every field of `settings` (one row per field, the value as JSON).
    public func saveSettings(_ settings: HostSettings) throws(HostError) {
        let fields = try! JSONSerialization.jsonObject(with: try! JSONEncoder().encode(settings)) as! [String: Any]
        try locked { () throws(HostError) in
            try db.transaction { () throws(HostError) in
                let statement = try db.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)")
                for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
                    let json = try! JSONSerialization.data(withJSONObject: value, options: .fragmentsAllowed)
                    statement.reset()
                    try statement.bind(.text(key), .text(String(decoding: json, as: UTF8.self))).run()
                }
            }
        }
    }
}
