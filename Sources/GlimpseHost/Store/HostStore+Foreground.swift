//  HostStore+Foreground.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: the foreground spans of each bundle's app (schema version 2), so a restarted host
//  knows the app is in the foreground and keeps its reloads free (reference widgetkit.md §3.2).

public import Foundation

extension HostStore {
    /// One stored foreground span of a bundle's app.
    public struct ForegroundSpan: Hashable, Sendable {
        /// The bundle as `WidgetHost.setForeground(_:bundle:)` named it (path or file name).
        public var bundle: String
        public var start: Date
        /// Nil while the app is still in the foreground.
        public var end: Date?
    }

    /// Every stored span, by bundle and start.
    /// - Throws: `HostError` `.storeFailed`.
    public func foregroundSpans() throws(HostError) -> [ForegroundSpan] {
        try locked { () throws(HostError) -> [ForegroundSpan] in
            let statement = try db.prepare("SELECT bundle, start, end FROM foreground ORDER BY bundle, start")
            var spans: [ForegroundSpan] = []
            while try statement.step() {
                spans.append(
                    ForegroundSpan(
                        bundle: statement.text(0) ?? "", start: Date(timeIntervalSince1970: statement.double(1)),
                        end: statement.isNull(2) ? nil : Date(timeIntervalSince1970: statement.double(2))))
            }
            return spans
        }
    }

    /// Stores that `bundle`'s app came to the foreground at `start` (an open span).
    /// - Throws: `HostError` `.storeFailed`.
    public func beginForeground(bundle: String, at start: Date) throws(HostError) {
        try locked { () throws(HostError) in
            try db.transaction { () throws(HostError) in
                try db.prepare("INSERT OR REPLACE INTO foreground (bundle, start, end) VALUES (?, ?, NULL)")
                    .bind(.text(bundle), .date(start)).run()
            }
        }
    }

    /// Closes the open span of `bundle` that began at `start`, and forgets the spans of every bundle
    /// that ended before `forgettingBefore`, in one transaction.
    /// - Throws: `HostError` `.storeFailed`.
    public func endForeground(bundle: String, start: Date, end: Date, forgettingBefore: Date) throws(HostError) {
        try locked { () throws(HostError) in
            try db.transaction { () throws(HostError) in
                try db.prepare("INSERT OR REPLACE INTO foreground (bundle, start, end) VALUES (?, ?, ?)")
                    .bind(.text(bundle), .date(start), .date(end)).run()
                try db.prepare("DELETE FROM foreground WHERE end IS NOT NULL AND end <= ?")
                    .bind(.date(forgettingBefore)).run()
            }
        }
    }
}
