//  HostStore+Controls.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 12 "Places": placed controls (schema version 7) — where each sits, its
//  configuration, and its last known answer and error, so a restarted host shows them as they
//  were. Every change is one transaction. The ledger's control rows (schema version 9): each
//  intent a control ran, with its outcome and duration.

import Foundation
public import GlimpseArchive

extension HostStore {
    /// Every placed control with what it last showed, Control Center's in order.
    /// - Throws: `HostError` `.storeFailed`; `.corruptStore` for a row whose spot or place this
    ///   Glimpse does not know.
    public func controls() throws(HostError) -> [(control: PlacedControl, memory: ControlMemory)] {
        try locked { () throws(HostError) -> [(control: PlacedControl, memory: ControlMemory)] in
            let statement = try db.prepare(
                "SELECT id, bundle, kind, spot, place, position, configuration, answer, answered, error "
                    + "FROM controls ORDER BY spot, position, id")
            var rows: [(control: PlacedControl, memory: ControlMemory)] = []
            while try statement.step() {
                guard let spot = ControlSpot(rawValue: statement.text(3) ?? ""),
                    let place = ControlPlace(rawValue: statement.text(4) ?? "")
                else {
                    throw HostError(
                        .corruptStore,
                        "the host database '\(path)' holds control \(statement.int(0)) in a place this glimpse "
                            + "does not know ('\(statement.text(3) ?? "")', '\(statement.text(4) ?? "")')")
                }
                let control = PlacedControl(
                    id: statement.int(0), bundle: statement.text(1) ?? "", kind: statement.text(2) ?? "",
                    spot: spot, place: place, position: Int(statement.int(5)),
                    configuration: statement.text(6) ?? "{}")
                var memory = ControlMemory(error: statement.text(9))
                if let text = statement.text(7) {
                    memory.answer = try? JSONDecoder().decode(ControlAnswer.self, from: Data(text.utf8))
                }
                if !statement.isNull(8) { memory.answered = Date(timeIntervalSince1970: statement.double(8)) }
                rows.append((control, memory))
            }
            return rows
        }
    }

    /// Stores a new control at the end of its spot (replacing what a one-control spot held).
    /// - Returns: The control with its id and position.
    /// - Throws: `HostError` `.storeFailed`.
    public func addControl(
        bundle: String, kind: String, spot: ControlSpot, place: ControlPlace, configuration: String
    ) throws(HostError) -> PlacedControl {
        try locked { () throws(HostError) -> PlacedControl in
            try db.transaction { () throws(HostError) -> PlacedControl in
                if spot.holdsOne {
                    try db.prepare("DELETE FROM controls WHERE spot = ?").bind(.text(spot.rawValue)).run()
                }
                let next = try db.prepare("SELECT COALESCE(MAX(position) + 1, 0) FROM controls WHERE spot = ?")
                next.bind(.text(spot.rawValue))
                _ = try next.step()
                let position = Int(next.int(0))
                next.reset()
                let insert = try db.prepare(
                    "INSERT INTO controls (bundle, kind, spot, place, position, configuration) "
                        + "VALUES (?, ?, ?, ?, ?, ?) RETURNING id")
                insert.bind(
                    .text(bundle), .text(kind), .text(spot.rawValue), .text(place.rawValue), .int(Int64(position)),
                    .text(configuration))
                guard try insert.step() else {
                    throw HostError(.storeFailed, "the host database '\(path)' returned no id for a new control")
                }
                let id = insert.int(0)
                insert.reset()
                return PlacedControl(
                    id: id, bundle: bundle, kind: kind, spot: spot, place: place, position: position,
                    configuration: configuration)
            }
        }
    }

    /// Removes control `id` (nothing when it is not stored).
    /// - Throws: `HostError` `.storeFailed`.
    public func removeControl(_ id: Int64) throws(HostError) {
        try locked { () throws(HostError) in
            try db.prepare("DELETE FROM controls WHERE id = ?").bind(.int(id)).run()
        }
    }

    /// Stores what control `id` shows now.
    /// - Throws: `HostError` `.storeFailed`.
    public func saveControlMemory(_ id: Int64, _ memory: ControlMemory) throws(HostError) {
        let answer = memory.answer.flatMap { try? JSONEncoder().encode($0) }.map { String(decoding: $0, as: UTF8.self) }
        try locked { () throws(HostError) in
            try db.prepare("UPDATE controls SET answer = ?, answered = ?, error = ? WHERE id = ?")
                .bind(
                    answer.map(SQLiteValue.text) ?? .null, .optionalDate(memory.answered),
                    memory.error.map(SQLiteValue.text) ?? .null, .int(id)
                ).run()
        }
    }

    // MARK: - Ledger

    /// Appends a control row to the ledger.
    /// - Throws: `HostError` `.storeFailed` (also when the control is no longer stored).
    public func appendControlLedger(_ row: ControlLedgerEntry) throws(HostError) {
        try locked { () throws(HostError) in
            try db.prepare(
                "INSERT INTO control_ledger (control_id, kind, time, intent, title, outcome, detail, duration) "
                    + "VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
            )
            .bind(
                .int(row.control), .text(row.kind), .date(row.time), .text(row.intent), .text(row.title),
                .text(row.outcome.rawValue), .text(row.detail), .double(row.duration)
            ).run()
        }
    }

    /// The ledger's control rows, oldest first: of one control or of all.
    /// - Throws: `HostError` `.storeFailed`.
    public func controlLedger(for control: Int64? = nil) throws(HostError) -> [ControlLedgerEntry] {
        try locked { () throws(HostError) -> [ControlLedgerEntry] in
            let statement = try db.prepare(
                "SELECT control_id, kind, time, intent, title, outcome, detail, duration FROM control_ledger "
                    + "WHERE ?1 IS NULL OR control_id = ?1 ORDER BY id")
            statement.bind(control.map(SQLiteValue.int) ?? .null)
            var rows: [ControlLedgerEntry] = []
            while try statement.step() {
                rows.append(
                    ControlLedgerEntry(
                        control: statement.int(0), kind: statement.text(1) ?? "",
                        time: Date(timeIntervalSince1970: statement.double(2)), intent: statement.text(3) ?? "",
                        title: statement.text(4) ?? "",
                        outcome: ControlLedgerEntry.Outcome(rawValue: statement.text(5) ?? "") ?? .failed,
                        detail: statement.text(6) ?? "", duration: statement.double(7)))
            }
            return rows
        }
    }
}
