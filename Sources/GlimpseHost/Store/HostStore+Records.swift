//  HostStore+Records.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: the store's rows — instances with their schedules, timelines (entries in the row,
//  archives apart), the ledger — written in transactions and read back on start. A new timeline
//  is written in place: one row, plus the archives that changed.

public import Foundation
import GlimpseArchive

extension HostStore {
    // MARK: - Instances

    /// Adds an instance (and its schedule) and returns it with its new id.
    /// - Throws: `HostError` `.storeFailed`.
    public func insertInstance(
        bundle: String, kind: String, family: FamilyName, place: InstancePlace, configuration: String,
        created: Date, schedule: InstanceSchedule
    ) throws(HostError) -> WidgetInstance {
        try locked { () throws(HostError) -> WidgetInstance in
            try db.transaction { () throws(HostError) -> WidgetInstance in
                let statement = try db.prepare(
                    "INSERT INTO instances (bundle, kind, family, place, configuration, created) VALUES (?, ?, ?, ?, ?, ?) RETURNING id"
                )
                statement.bind(
                    .text(bundle), .text(kind), .text(family.rawValue), .text(place.rawValue), .text(configuration),
                    .date(created))
                guard try statement.step() else {
                    throw HostError(.storeFailed, "the host database '\(path)' returned no id for a new instance")
                }
                let id = InstanceID(statement.int(0))
                statement.reset()
                try writeSchedule(schedule, for: id)
                return WidgetInstance(
                    id: id, bundle: bundle, kind: kind, family: family, place: place, configuration: configuration,
                    created: created)
            }
        }
    }

    /// Rewrites an instance's place and configuration (and, when given, its schedule).
    public func updateInstance(_ instance: WidgetInstance, schedule: InstanceSchedule? = nil) throws(HostError) {
        try locked { () throws(HostError) in
            try db.transaction { () throws(HostError) in
                try db.prepare("UPDATE instances SET place = ?, configuration = ? WHERE id = ?")
                    .bind(.text(instance.place.rawValue), .text(instance.configuration), .int(instance.id.rawValue))
                    .run()
                if let schedule { try writeSchedule(schedule, for: instance.id) }
            }
        }
    }

    /// Deletes an instance with its schedule, timeline and ledger rows.
    public func deleteInstance(_ id: InstanceID) throws(HostError) {
        try locked { () throws(HostError) in
            try db.transaction { () throws(HostError) in
                try db.prepare("DELETE FROM instances WHERE id = ?").bind(.int(id.rawValue)).run()
            }
        }
    }

    /// Every instance, by id.
    public func instances() throws(HostError) -> [WidgetInstance] {
        try locked { () throws(HostError) -> [WidgetInstance] in
            let statement = try db.prepare(
                "SELECT id, bundle, kind, family, place, configuration, created FROM instances ORDER BY id")
            var result: [WidgetInstance] = []
            while try statement.step() {
                result.append(
                    WidgetInstance(
                        id: InstanceID(statement.int(0)), bundle: statement.text(1) ?? "",
                        kind: statement.text(2) ?? "",
                        family: FamilyName(rawValue: statement.text(3) ?? ""),
                        place: InstancePlace(rawValue: statement.text(4) ?? ""),
                        configuration: statement.text(5) ?? "{}",
                        created: Date(timeIntervalSince1970: statement.double(6))))
            }
            return result
        }
    }

    /// Every instance's schedule.
    public func schedules() throws(HostError) -> [InstanceID: InstanceSchedule] {
        try locked { () throws(HostError) -> [InstanceID: InstanceSchedule] in
            let statement = try db.prepare(
                "SELECT instance_id, last_reload, pending_reason, pending_due, pending_free, retry_at, refused_eligibility FROM schedules"
            )
            var result: [InstanceID: InstanceSchedule] = [:]
            while try statement.step() {
                var schedule = InstanceSchedule()
                schedule.lastReload = date(statement, 1)
                if let reason = statement.text(2).flatMap(ReloadReason.init(rawValue:)), let due = date(statement, 3) {
                    schedule.pending = PendingReload(reason: reason, due: due, free: statement.int(4) != 0)
                }
                schedule.retryAt = date(statement, 5)
                schedule.refusedEligibility = date(statement, 6)
                result[InstanceID(statement.int(0))] = schedule
            }
            return result
        }
    }

    // MARK: - Changes

    /// Writes `changes` in one transaction: all of them, or (on error) none.
    /// - Throws: `HostError` `.storeFailed` (disk full, locked…).
    public func commit(_ changes: [StoreChange]) throws(HostError) {
        guard !changes.isEmpty else { return }
        try locked { () throws(HostError) in
            try db.transaction { () throws(HostError) in
                for change in changes {
                    if let timeline = change.timeline { try writeTimeline(timeline, for: change.instance) }
                    if let schedule = change.schedule { try writeSchedule(schedule, for: change.instance) }
                    for row in change.ledger { try writeLedger(row) }
                }
            }
        }
    }

    // MARK: - Timelines

    /// Every stored timeline, with its archives decoded and checked.
    /// - Throws: `HostError` `.corruptStore` for a stored archive or entry list that does not decode.
    public func timelines() throws(HostError) -> [InstanceID: InstanceTimeline] {
        try locked { () throws(HostError) -> [InstanceID: InstanceTimeline] in
            var archives: [Int64: [Int: [WidgetArchive]]] = [:]
            let archiveRows = try db.prepare(
                "SELECT instance_id, position, archive FROM archives ORDER BY instance_id, position, variant")
            while try archiveRows.step() {
                let data = archiveRows.blob(2)
                let archive: WidgetArchive
                do {
                    archive = try ArchiveCoding.decodeArchive(data)
                } catch {
                    throw HostError(
                        .corruptStore,
                        "the host database '\(path)' holds an archive of instance \(archiveRows.int(0)) that does not decode: "
                            + "\((error as? ArchiveError)?.message ?? "\(error)")", underlying: error)
                }
                archives[archiveRows.int(0), default: [:]][Int(archiveRows.int(1)), default: []].append(archive)
            }
            var result: [InstanceID: InstanceTimeline] = [:]
            let rows = try db.prepare(
                "SELECT instance_id, policy, policy_date, received, reason, eligible, entries FROM timelines")
            while try rows.step() {
                let id = rows.int(0)
                guard let list = EntryList.decode(rows.text(6) ?? "") else {
                    throw HostError(
                        .corruptStore,
                        "the host database '\(path)' holds entries of instance \(id) that do not decode; "
                            + "glimpse leaves it as it is: move it away or pass another database file")
                }
                guard !list.isEmpty else { continue }
                let entries = list.enumerated().map { position, entry in
                    ArchivedEntry(
                        date: entry.date, relevance: entry.relevance, archives: archives[id]?[position] ?? [])
                }
                let policy: ReloadPolicy =
                    switch rows.text(1) {
                    case "after": .after(Date(timeIntervalSince1970: rows.double(2)))
                    case "never": .never
                    default: .atEnd
                    }
                result[InstanceID(id)] = InstanceTimeline(
                    entries: entries, policy: policy, received: Date(timeIntervalSince1970: rows.double(3)),
                    reason: ReloadReason(rawValue: rows.text(4) ?? "") ?? .policy, eligible: date(rows, 5))
            }
            return result
        }
    }

    // MARK: - Ledger

    /// Ledger rows, oldest first: of one instance or of all, from `since` on.
    public func ledger(for instance: InstanceID? = nil, since: Date? = nil) throws(HostError) -> [LedgerEntry] {
        try locked { () throws(HostError) -> [LedgerEntry] in
            let statement = try db.prepare(
                """
                SELECT instance_id, time, reason, charged, granted, outcome, detail, waited FROM ledger
                WHERE (?1 IS NULL OR instance_id = ?1) AND (?2 IS NULL OR time >= ?2) ORDER BY id
                """)
            statement.bind(instance.map { .int($0.rawValue) } ?? .null, .optionalDate(since))
            var rows: [LedgerEntry] = []
            while try statement.step() {
                rows.append(
                    LedgerEntry(
                        instance: InstanceID(statement.int(0)), time: Date(timeIntervalSince1970: statement.double(1)),
                        reason: ReloadReason(rawValue: statement.text(2) ?? "") ?? .policy,
                        charged: statement.int(3) != 0, granted: statement.int(4) != 0,
                        outcome: LedgerEntry.Outcome(rawValue: statement.text(5) ?? "") ?? .failed,
                        detail: statement.text(6) ?? "", waited: statement.double(7)))
            }
            return rows
        }
    }

    /// The times of charged reloads after `since`, per instance, oldest first (to rebuild budgets).
    public func chargedTimes(since: Date) throws(HostError) -> [InstanceID: [Date]] {
        try locked { () throws(HostError) -> [InstanceID: [Date]] in
            let statement = try db.prepare(
                "SELECT instance_id, time FROM ledger WHERE charged = 1 AND time > ? ORDER BY time")
            statement.bind(.date(since))
            var result: [InstanceID: [Date]] = [:]
            while try statement.step() {
                result[InstanceID(statement.int(0)), default: []].append(
                    Date(timeIntervalSince1970: statement.double(1)))
            }
            return result
        }
    }

    // MARK: - Writing (inside a transaction, under the lock)

    private func writeSchedule(_ schedule: InstanceSchedule, for id: InstanceID) throws(HostError) {
        try db.prepare(
            """
            INSERT INTO schedules
            (instance_id, last_reload, pending_reason, pending_due, pending_free, retry_at, refused_eligibility)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (instance_id) DO UPDATE SET last_reload = excluded.last_reload,
            pending_reason = excluded.pending_reason, pending_due = excluded.pending_due,
            pending_free = excluded.pending_free, retry_at = excluded.retry_at,
            refused_eligibility = excluded.refused_eligibility
            """
        )
        .bind(
            .int(id.rawValue), .optionalDate(schedule.lastReload),
            schedule.pending.map { .text($0.reason.rawValue) } ?? .null, .optionalDate(schedule.pending?.due),
            .bool(schedule.pending?.free ?? false), .optionalDate(schedule.retryAt),
            .optionalDate(schedule.refusedEligibility)
        ).run()
    }

    /// Replaces the instance's stored timeline in place: its row (entries included) is updated
    /// or inserted, changed archives are written by key, unchanged ones (nil in
    /// `encoded.archives`) are left as they are, and archives past the new timeline's entries or
    /// environments are deleted.
    private func writeTimeline(_ encoded: EncodedTimeline, for id: InstanceID) throws(HostError) {
        let timeline = encoded.timeline
        let instance = SQLiteValue.int(id.rawValue)
        let policy: (String, SQLiteValue) =
            switch timeline.policy {
            case .atEnd: ("atEnd", .null)
            case .after(let date): ("after", .date(date))
            case .never: ("never", .null)
            }
        try db.prepare(
            """
            INSERT INTO timelines (instance_id, policy, policy_date, received, reason, eligible, entries)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (instance_id) DO UPDATE SET policy = excluded.policy, policy_date = excluded.policy_date,
            received = excluded.received, reason = excluded.reason, eligible = excluded.eligible,
            entries = excluded.entries
            """
        )
        .bind(
            instance, .text(policy.0), policy.1, .date(timeline.received), .text(timeline.reason.rawValue),
            .optionalDate(timeline.eligible), .text(EntryList.encode(timeline.entries))
        ).run()
        let archiveRow = try db.prepare(
            """
            INSERT INTO archives (instance_id, position, variant, archive) VALUES (?, ?, ?, ?)
            ON CONFLICT (instance_id, position, variant) DO UPDATE SET archive = excluded.archive
            """)
        for (position, variants) in encoded.archives.enumerated() {
            for (variant, data) in variants.enumerated() {
                guard let data else { continue }
                archiveRow.reset()
                try archiveRow.bind(instance, .int(Int64(position)), .int(Int64(variant)), .blob(data)).run()
            }
        }
        let entries = timeline.entries.count
        let variants = timeline.entries[0].archives.count
        if encoded.stored.map({ $0.entries > entries || $0.variants > variants }) ?? true {
            try db.prepare("DELETE FROM archives WHERE instance_id = ? AND (position >= ? OR variant >= ?)")
                .bind(instance, .int(Int64(entries)), .int(Int64(variants))).run()
        }
    }

    private func writeLedger(_ row: LedgerEntry) throws(HostError) {
        try db.prepare(
            """
            INSERT INTO ledger (instance_id, time, reason, charged, granted, outcome, detail, waited)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """
        )
        .bind(
            .int(row.instance.rawValue), .date(row.time), .text(row.reason.rawValue), .bool(row.charged),
            .bool(row.granted), .text(row.outcome.rawValue), .text(row.detail), .double(row.waited)
        ).run()
    }

    private func date(_ statement: SQLiteStatement, _ column: Int32) -> Date? {
        statement.isNull(column) ? nil : Date(timeIntervalSince1970: statement.double(column))
    }
}
