//  HostStore+Bundles.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 "Limits — Time": the bundles marked broken (schema version 5), so a
//  restarted host does not start a bundle that failed at each of its last starts until its
//  executable changes; `glimpse host --list` and the simulator's API show them.

import Foundation

extension HostStore {
    /// Every bundle marked broken, by path.
    /// - Throws: `HostError` `.storeFailed`.
    public func brokenBundles() throws(HostError) -> [BrokenBundle] {
        try locked { () throws(HostError) -> [BrokenBundle] in
            let statement = try db.prepare(
                "SELECT bundle, since, failed_starts, error, executable FROM broken_bundles ORDER BY bundle")
            var marks: [BrokenBundle] = []
            while try statement.step() {
                marks.append(
                    BrokenBundle(
                        bundle: statement.text(0) ?? "", since: Date(timeIntervalSince1970: statement.double(1)),
                        failedStarts: Int(statement.int(2)), error: statement.text(3) ?? "",
                        executable: statement.text(4) ?? ""))
            }
            return marks
        }
    }

    /// Replaces the stored broken bundles with `marks`, in one transaction.
    /// - Throws: `HostError` `.storeFailed`.
    public func saveBrokenBundles(_ marks: [BrokenBundle]) throws(HostError) {
        try locked { () throws(HostError) in
            try db.transaction { () throws(HostError) in
                try db.prepare("DELETE FROM broken_bundles").run()
                let insert = try db.prepare(
                    "INSERT INTO broken_bundles (bundle, since, failed_starts, error, executable) VALUES (?, ?, ?, ?, ?)"
                )
                for mark in marks {
                    insert.reset()
                    try insert.bind(
                        .text(mark.bundle), .date(mark.since), .int(Int64(mark.failedStarts)), .text(mark.error),
                        .text(mark.executable)
                    ).run()
                }
            }
        }
    }
}
