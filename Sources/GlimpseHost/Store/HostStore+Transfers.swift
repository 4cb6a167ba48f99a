//  HostStore+Transfers.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 "Background URL sessions": the background transfers a host owes its
//  bundles (schema version 8), so a host that stops (or is killed) mid-transfer resumes them
//  when it starts again, and hands on those that ended before it could deliver them.

import Foundation
import GlimpseArchive

extension HostStore: BackgroundTransferStore {
    /// - Throws: `HostError` `.storeFailed`.
    public func saveTransfer(_ stored: StoredTransfer) throws(HostError) {
        let transfer = try Self.json(stored.transfer)
        let result = try stored.result.map { value throws(HostError) in try Self.json(value) }
        try locked { () throws(HostError) in
            try db.prepare(
                "INSERT OR REPLACE INTO transfers (id, bundle, transfer, submitted, result) VALUES (?, ?, ?, ?, ?)"
            ).bind(
                .text(stored.id), .text(stored.bundle), .text(transfer), .date(stored.submitted),
                result.map { .text($0) } ?? .null
            ).run()
        }
    }

    /// - Throws: `HostError` `.storeFailed`.
    public func removeTransfer(id: String) throws(HostError) {
        try locked { () throws(HostError) in
            try db.prepare("DELETE FROM transfers WHERE id = ?").bind(.text(id)).run()
        }
    }

    /// Rows that no longer decode (written by a newer Glimpse) are skipped.
    /// - Throws: `HostError` `.storeFailed`.
    public func storedTransfers() throws(HostError) -> [StoredTransfer] {
        try locked { () throws(HostError) -> [StoredTransfer] in
            let statement = try db.prepare(
                "SELECT id, bundle, transfer, submitted, result FROM transfers ORDER BY submitted, id")
            var kept: [StoredTransfer] = []
            let decoder = ArchiveCoding.decoder()
            while try statement.step() {
                guard
                    let transfer = try? decoder.decode(
                        BackgroundTransfer.self, from: Data((statement.text(2) ?? "").utf8))
                else { continue }
                let result = statement.text(4).flatMap {
                    try? decoder.decode(BackgroundTransferResult.self, from: Data($0.utf8))
                }
                kept.append(
                    StoredTransfer(
                        id: statement.text(0) ?? "", bundle: statement.text(1) ?? "", transfer: transfer,
                        submitted: Date(timeIntervalSince1970: statement.double(3)), result: result))
            }
            return kept
        }
    }

    private static func json(_ value: some Encodable) throws(HostError) -> String {
        do {
            return String(decoding: try ArchiveCoding.encoder().encode(value), as: UTF8.self)
        } catch {
            throw HostError(.storeFailed, "could not encode a background transfer: \(error)", underlying: error)
        }
    }
}
