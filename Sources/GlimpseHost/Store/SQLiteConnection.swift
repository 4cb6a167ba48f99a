//  SQLiteConnection.swift — GlimpseHost (Glimpse)
//  Status: Complete for what the store needs
//  Behaviour: a thin, typed layer over the sqlite3 C API (https://sqlite.org/c3ref/intro.html):
//  open, execute, prepared statements cached by SQL text, transactions. Every failure is a
//  `HostError` naming the database file.

import CSQLite
import Foundation

/// One open SQLite database.
///
/// Not thread-safe by itself: its owner (`HostStore`) serialises every call.
final class SQLiteConnection {
    /// The file's path (or `:memory:`), for messages.
    let path: String
    private var handle: OpaquePointer?
    private var statements: [String: SQLiteStatement] = [:]

    /// Opens (creating if needed) the database at `path` for reading and writing, or, with
    /// `immutable`, an existing one read-only as a file nobody changes (`?immutable=1`: no
    /// `-shm` or `-wal` file is made, so a WAL database in a read-only folder opens;
    /// https://sqlite.org/uri.html#uriimmutable).
    /// - Throws: `HostError` `.storeFailed` when SQLite cannot open it.
    init(path: String, immutable: Bool = false) throws(HostError) {
        self.path = path
        var db: OpaquePointer?
        let status: Int32
        if immutable {
            let escaped = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
            let flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX
            status = sqlite3_open_v2("file:\(escaped)?immutable=1", &db, flags, nil)
        } else {
            status = sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nil)
        }
        handle = db
        guard status == SQLITE_OK else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(db)
            handle = nil
            throw HostError(.storeFailed, "could not open the host database '\(path)': \(message)")
        }
        sqlite3_extended_result_codes(db, 1)
        sqlite3_busy_timeout(db, 5000)
    }

    deinit { close() }

    /// Finalises every statement and closes the database. Safe to call twice.
    func close() {
        for statement in statements.values { statement.finalize() }
        statements = [:]
        if let handle { sqlite3_close_v2(handle) }
        handle = nil
    }

    // MARK: - Statements

    /// Runs one or more statements that return no rows.
    func execute(_ sql: String) throws(HostError) {
        var message: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &message)
        guard status == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_free(message)
            throw error(status, text, doing: sql)
        }
    }

    /// The prepared statement for `sql`, reset and with its bindings cleared.
    func prepare(_ sql: String) throws(HostError) -> SQLiteStatement {
        if let cached = statements[sql] {
            cached.reset()
            return cached
        }
        var raw: OpaquePointer?
        let status = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &raw, nil)
        guard status == SQLITE_OK, let raw else {
            throw error(status, String(cString: sqlite3_errmsg(handle)), doing: sql)
        }
        let statement = SQLiteStatement(raw, connection: self)
        statements[sql] = statement
        return statement
    }

    /// The first column of the first row of `sql`, as text (nil for no row or NULL).
    func scalarText(_ sql: String) throws(HostError) -> String? {
        let statement = try prepare(sql)
        defer { statement.reset() }
        return try statement.step() ? statement.text(0) : nil
    }

    /// The first column of the first row of `sql`, as an integer (0 for no row or NULL).
    func scalarInt(_ sql: String) throws(HostError) -> Int64 {
        let statement = try prepare(sql)
        defer { statement.reset() }
        return try statement.step() ? statement.int(0) : 0
    }

    /// Runs `body` inside `BEGIN IMMEDIATE … COMMIT`; rolls back if it throws.
    func transaction<T>(_ body: () throws(HostError) -> T) throws(HostError) -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    // MARK: - Errors

    /// A `HostError` for SQLite status `status`: `.corruptStore` for a damaged or non-database
    /// file, `.storeFailed` otherwise.
    func error(_ status: Int32, _ message: String, doing sql: String) -> HostError {
        let primary = status & 0xFF
        // The first three words on one line, however the statement is laid out.
        let statement = sql.split(whereSeparator: \.isWhitespace).prefix(3).joined(separator: " ")
        if primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB {
            return HostError(
                .corruptStore,
                "the host database '\(path)' is damaged (\(message)); glimpse leaves it as it is: "
                    + "move it away or pass another database file")
        }
        return HostError(
            .storeFailed, "the host database '\(path)' failed at '\(statement)…': \(LogText.escaped(message))")
    }

    fileprivate var rawHandle: OpaquePointer? { handle }
}

/// A prepared statement of a `SQLiteConnection`. Columns and parameters count from 0 and 1 as
/// in SQLite.
final class SQLiteStatement {
    private var raw: OpaquePointer?
    private unowned let connection: SQLiteConnection

    fileprivate init(_ raw: OpaquePointer, connection: SQLiteConnection) {
        self.raw = raw
        self.connection = connection
    }

    func finalize() {
        sqlite3_finalize(raw)
        raw = nil
    }

    func reset() {
        sqlite3_reset(raw)
        sqlite3_clear_bindings(raw)
    }

    // MARK: - Binding (1-based)

    @discardableResult
    func bind(_ values: SQLiteValue...) -> SQLiteStatement {
        for (offset, value) in values.enumerated() { bind(value, at: Int32(offset + 1)) }
        return self
    }

    func bind(_ value: SQLiteValue, at index: Int32) {
        switch value {
        case .null: sqlite3_bind_null(raw, index)
        case .int(let v): sqlite3_bind_int64(raw, index, v)
        case .double(let v): sqlite3_bind_double(raw, index, v)
        case .text(let v): sqlite3_bind_text(raw, index, v, -1, sqliteTransient)
        case .blob(let v):
            _ = v.withUnsafeBytes { bytes in
                sqlite3_bind_blob64(raw, index, bytes.baseAddress, sqlite3_uint64(bytes.count), sqliteTransient)
            }
        }
    }

    // MARK: - Stepping

    /// Steps once: true when a row is ready, false when done.
    func step() throws(HostError) -> Bool {
        let status = sqlite3_step(raw)
        switch status {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let sql = sqlite3_sql(raw).map { String(cString: $0) } ?? "?"
            let message = String(cString: sqlite3_errmsg(connection.rawHandle))
            throw connection.error(status, message, doing: sql)
        }
    }

    /// Steps to the end, for statements that return no rows.
    func run() throws(HostError) {
        while try step() {}
        sqlite3_reset(raw)
    }

    // MARK: - Columns (0-based)

    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(raw, column) == SQLITE_NULL }
    func int(_ column: Int32) -> Int64 { sqlite3_column_int64(raw, column) }
    func double(_ column: Int32) -> Double { sqlite3_column_double(raw, column) }

    func text(_ column: Int32) -> String? {
        guard let pointer = sqlite3_column_text(raw, column) else { return nil }
        return String(cString: pointer)
    }

    func blob(_ column: Int32) -> Data {
        let count = Int(sqlite3_column_bytes(raw, column))
        guard count > 0, let pointer = sqlite3_column_blob(raw, column) else { return Data() }
        return Data(bytes: pointer, count: count)
    }
}

/// A value bound to a statement parameter.
enum SQLiteValue {
    case null
    case int(Int64)
    case double(Double)
    case text(String)
    case blob(Data)

    static func optionalDate(_ date: Date?) -> SQLiteValue { date.map { .double($0.timeIntervalSince1970) } ?? .null }
    static func date(_ date: Date) -> SQLiteValue { .double(date.timeIntervalSince1970) }
    static func bool(_ value: Bool) -> SQLiteValue { .int(value ? 1 : 0) }
}

/// `SQLITE_TRANSIENT`: SQLite copies the bound bytes (the C macro does not import into Swift).
private let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
