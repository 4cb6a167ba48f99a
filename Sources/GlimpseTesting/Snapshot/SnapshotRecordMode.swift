//  SnapshotRecordMode.swift — GlimpseTesting (Glimpse)
//  Status: Complete
//  Behaviour: swift-snapshot-testing's record modes, set by `GLIMPSE_RECORD` (STYLE R15).

import Foundation

/// When `assertSnapshot` writes reference files.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Write a reference only where none exists (and fail, saying so). The default.
    case missing
    /// Write every reference again (and fail, saying so).
    case all
    /// Write the reference again where the comparison fails (and fail, saying so).
    case failed
    /// Never write: a missing reference is a failure (for CI).
    case never

    /// The mode `GLIMPSE_RECORD` names, `.missing` when unset.
    /// - Throws: `SnapshotError` `.reference` when the variable names no mode.
    static func fromEnvironment() throws(SnapshotError) -> SnapshotRecordMode {
        guard let value = ProcessInfo.processInfo.environment["GLIMPSE_RECORD"], !value.isEmpty else {
            return .missing
        }
        guard let mode = SnapshotRecordMode(rawValue: value) else {
            let names = allCases.map(\.rawValue).joined(separator: ", ")
            throw SnapshotError(.reference, "GLIMPSE_RECORD='\(value)' is not a record mode (\(names))")
        }
        return mode
    }
}
