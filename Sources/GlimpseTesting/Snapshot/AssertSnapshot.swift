//  AssertSnapshot.swift — GlimpseTesting (Glimpse)
//  Status: Complete
//  Behaviour: swift-snapshot-testing's `assertSnapshot(of:as:named:record:…)` and
//  `verifySnapshot`: references in `__Snapshots__/<TestFile>/<testName>.<name>.<ext>` beside
//  the test file; a missing reference is recorded and the test fails saying so; a mismatch
//  writes `<…>.actual.<ext>` and `<…>.diff.png` next to the reference and prints their paths.

import Foundation
import Synchronization

/// Compares a snapshot of `value` with its reference file, recording an issue when they differ
/// (Swift Testing's `Issue.record` inside a `@Test`, `XCTFail` otherwise).
///
/// ```swift
/// @Test func smallWidgetShowsTheTemperature() {
///     assertSnapshot(of: WeatherView(entry: .sunny), as: .widget(family: .systemSmall))
/// }
/// ```
/// The reference is `__Snapshots__/<TestFile>/smallWidgetShowsTheTemperature.1.png` beside the
/// test file (`named:` replaces the `1`, which counts unnamed snapshots in the test). The first
/// run records it and fails; `GLIMPSE_RECORD=all` records every reference again,
/// `GLIMPSE_RECORD=failed` those that differ, `GLIMPSE_RECORD=never` records none (CI).
///
/// - Parameters:
///   - value: The value to snapshot (a view).
///   - snapshotting: The strategy: `.widget(…)`, `.image(…)`, `.archive`, or your own.
///   - name: The snapshot's name in its file name; nil numbers unnamed snapshots 1, 2, …
///   - recording: Overrides `GLIMPSE_RECORD` for this call.
///   - snapshotDirectory: A directory for the reference instead of `__Snapshots__/<TestFile>/`.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record recording: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    guard
        let message = verifySnapshot(
            of: try value(), as: snapshotting, named: name, record: recording, snapshotDirectory: snapshotDirectory,
            file: filePath, testName: testName)
    else { return }
    SnapshotIssue.record(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Compares a snapshot of `value` with its reference file, as `assertSnapshot` does.
/// - Returns: nil when it matches, else the failure message (a missing or just recorded
///   reference is a failure).
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record recording: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
    file filePath: StaticString = #filePath, testName: String = #function
) -> String? {
    do {
        let mode = try recording ?? SnapshotRecordMode.fromEnvironment()
        var files = SnapshotFiles(
            testFile: "\(filePath)", testName: testName, name: name, pathExtension: snapshotting.pathExtension)
        if let snapshotDirectory { files.directory = URL(fileURLWithPath: snapshotDirectory, isDirectory: true) }
        let actual = try snapshotting.snapshot(try value())
        return try compare(actual, with: files, diffing: snapshotting.diffing, mode: mode)
    } catch let error as SnapshotError {
        return "Snapshot failed: \(error)"
    } catch {
        return "Snapshot failed: \(error)"
    }
}

// MARK: - Steps

private func compare<Format>(
    _ actual: Format, with files: SnapshotFiles, diffing: Diffing<Format>, mode: SnapshotRecordMode
) throws -> String? {
    let reference = files.reference
    let exists = FileManager.default.fileExists(atPath: reference.path)
    if mode == .all || (!exists && mode != .never) {
        try files.write(try diffing.toData(actual), to: reference)
        files.removeArtifacts()
        return mode == .all
            ? "Recorded snapshot (GLIMPSE_RECORD=all) at \(reference.path). Run again without GLIMPSE_RECORD=all to compare with it."
            : "No reference was found on disk. Recorded snapshot at \(reference.path). Run the test again to compare with it (and commit the file)."
    }
    guard exists else {
        return
            "No reference at \(reference.path), and GLIMPSE_RECORD=never records none. Run the test without GLIMPSE_RECORD=never to record it."
    }
    let stored: Format
    do {
        stored = try diffing.fromData(try Data(contentsOf: reference))
    } catch {
        throw SnapshotError(
            .reference,
            "the reference \(reference.path) cannot be read (\(error)); delete it to record it again", underlying: error
        )
    }
    guard let difference = diffing.diff(stored, actual) else {
        files.removeArtifacts()
        return nil
    }
    var lines = ["Snapshot does not match its reference: \(difference.message)", "  reference:  \(reference.path)"]
    for (suffix, data) in difference.artifacts {
        let url = files.artifact(suffix)
        try files.write(data, to: url)
        lines.append(
            "  \(suffix.hasPrefix("diff") ? "difference" : "actual"):\(suffix.hasPrefix("diff") ? " " : "     ") \(url.path)"
        )
    }
    if mode == .failed {
        try files.write(try diffing.toData(actual), to: reference)
        lines.append("Recorded the new snapshot (GLIMPSE_RECORD=failed); run again to compare with it.")
    } else {
        lines.append(
            "If the change is intended, run with GLIMPSE_RECORD=failed to record it (or delete the reference).")
    }
    return lines.joined(separator: "\n")
}

/// Where one snapshot's files are.
struct SnapshotFiles {
    /// `__Snapshots__/<TestFile>/` beside the test file.
    var directory: URL
    /// `<testName>.<name>` without an extension.
    var base: String
    var pathExtension: String

    init(testFile: String, testName: String, name: String?, pathExtension: String) {
        let file = URL(fileURLWithPath: testFile)
        directory = file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
        let test = Self.sanitized(testName)
        let identifier = name.map(Self.sanitized) ?? String(SnapshotCounter.next(file: testFile, test: testName))
        base = "\(test).\(identifier)"
        self.pathExtension = pathExtension
    }

    var reference: URL { directory.appendingPathComponent("\(base).\(pathExtension)") }

    /// `<testName>.<name>.<suffix>`, e.g. `…actual.png`, `…diff.png`.
    func artifact(_ suffix: String) -> URL { directory.appendingPathComponent("\(base).\(suffix)") }

    func write(_ data: Data, to url: URL) throws {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw SnapshotError(.io, "could not write \(url.path)", underlying: error)
        }
    }

    /// Removes the actual and difference files a failed run left.
    func removeArtifacts() {
        for suffix in ["actual.\(pathExtension)", "actual.png", "actual.txt", "diff.png"] {
            try? FileManager.default.removeItem(at: artifact(suffix))
        }
    }

    /// `"temperatureShows(family:)"` → `"temperatureShows-family"`: runs of characters other
    /// than letters, digits, `_` and `-` become one `-`, trimmed at the ends.
    static func sanitized(_ text: String) -> String {
        var out = ""
        var pendingDash = false
        for character in text {
            if character.isLetter || character.isNumber || character == "_" || character == "-" {
                if pendingDash && !out.isEmpty { out.append("-") }
                pendingDash = false
                out.append(character)
            } else {
                pendingDash = true
            }
        }
        return out.isEmpty ? "snapshot" : out
    }
}

/// Numbers the unnamed snapshots of each test: 1, 2, … in the order they are asserted.
enum SnapshotCounter {
    private static let counts = Mutex<[String: Int]>([:])

    static func next(file: String, test: String) -> Int {
        counts.withLock { counts in
            let key = "\(file)\u{0}\(test)"
            counts[key, default: 0] += 1
            return counts[key]!
        }
    }
}
