//  AssertSnapshotTests.swift — GlimpseTestingTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 14 "Snapshot tests": the first run records and fails saying so; an equal
//  picture passes; a changed colour fails with a readable message, the actual image and a
//  difference image next to the reference; record modes; file names from the test's name.

import Foundation
import GlimpseRender
import SwiftUI
import Testing

@testable import GlimpseTesting

struct AssertSnapshotTests {
    @Test func firstRunRecordsTheReferenceAndFailsSayingSo() throws {
        let directory = scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let message = verifySnapshot(
            of: HeartRateView(), as: .widget(), named: "small", record: .missing, snapshotDirectory: directory.path,
            testName: "heartRate()")
        let reference = directory.appendingPathComponent("heartRate.small.png")
        #expect(message?.contains("No reference was found on disk. Recorded snapshot at \(reference.path)") == true)
        let recorded = try RasterImage(png: Data(contentsOf: reference))
        #expect(recorded.width == 474 && recorded.height == 474)  // 158 pt at 3 px/pt
        // The second run compares with it and passes.
        #expect(
            verifySnapshot(
                of: HeartRateView(), as: .widget(), named: "small", record: .missing,
                snapshotDirectory: directory.path, testName: "heartRate()") == nil)
    }

    @Test func changedColourFailsWithTheActualAndADifferenceImage() throws {
        let directory = scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = verifySnapshot(
            of: HeartRateView(), as: .widget(), named: "tint", record: .all, snapshotDirectory: directory.path,
            testName: "tint()")
        let message = try #require(
            verifySnapshot(
                of: HeartRateView(tint: .blue), as: .widget(), named: "tint", record: .missing,
                snapshotDirectory: directory.path, testName: "tint()"))
        let actual = directory.appendingPathComponent("tint.tint.actual.png")
        let diff = directory.appendingPathComponent("tint.tint.diff.png")
        #expect(message.hasPrefix("Snapshot does not match its reference: "), "\(message)")
        #expect(message.contains("pixels ("), "\(message)")
        #expect(message.contains("actual:      \(actual.path)"), "\(message)")
        #expect(message.contains("difference:  \(diff.path)"), "\(message)")
        #expect(message.contains("GLIMPSE_RECORD=failed"), "\(message)")
        let actualImage = try RasterImage(png: Data(contentsOf: actual))
        let expected = try render(HeartRateView(tint: .blue), as: .widget()).image
        #expect(actualImage == expected)
        let diffImage = try RasterImage(png: Data(contentsOf: diff))
        let red = stride(from: 0, to: diffImage.rgba.count, by: 4).filter {
            diffImage.rgba[$0..<$0 + 4] == [255, 0, 0, 255]
        }
        #expect(!red.isEmpty)
        // Only the title changed colour: the red lies in the top part of the picture.
        #expect(red.allSatisfy { $0 / 4 / diffImage.width < diffImage.height / 2 })
    }

    @Test func passingAgainRemovesTheFilesOfAFailedRun() throws {
        let directory = scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        func check(_ view: HeartRateView, _ mode: SnapshotRecordMode) -> String? {
            verifySnapshot(
                of: view, as: .widget(), named: "x", record: mode, snapshotDirectory: directory.path, testName: "t()")
        }
        _ = check(HeartRateView(), .all)
        #expect(check(HeartRateView(beats: 99), .missing) != nil)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("t.x.actual.png").path))
        #expect(check(HeartRateView(), .missing) == nil)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("t.x.actual.png").path))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("t.x.diff.png").path))
    }

    @Test func failedModeRecordsTheNewPictureAndNeverModeRecordsNothing() throws {
        let directory = scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        func check(_ view: HeartRateView, _ mode: SnapshotRecordMode) -> String? {
            verifySnapshot(
                of: view, as: .widget(), named: "x", record: mode, snapshotDirectory: directory.path, testName: "t()")
        }
        let never = try #require(check(HeartRateView(), .never))
        #expect(never.contains("GLIMPSE_RECORD=never records none"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        _ = check(HeartRateView(), .all)
        #expect(check(HeartRateView(beats: 99), .failed)?.contains("Recorded the new snapshot") == true)
        #expect(check(HeartRateView(beats: 99), .never) == nil)
    }

    @Test func perceptualPrecisionLetsAnInvisibleChangePass() throws {
        let directory = scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let base = Color(red: 0.5, green: 0.5, blue: 0.5)
        let nudged = Color(red: 0.5, green: 0.5, blue: 0.504)
        _ = verifySnapshot(
            of: base.frame(width: 20, height: 20), as: .image, named: "grey", record: .all,
            snapshotDirectory: directory.path, testName: "g()")
        #expect(
            verifySnapshot(
                of: nudged.frame(width: 20, height: 20), as: .image, named: "grey", record: .never,
                snapshotDirectory: directory.path, testName: "g()") != nil)
        #expect(
            verifySnapshot(
                of: nudged.frame(width: 20, height: 20), as: .image(perceptualPrecision: 0.98), named: "grey",
                record: .never, snapshotDirectory: directory.path, testName: "g()") == nil)
    }

    @Test func archiveSnapshotsFailWithAUnifiedDiffOfTheDisplayList() throws {
        let directory = scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = verifySnapshot(
            of: HeartRateView(), as: .archive, named: "list", record: .all, snapshotDirectory: directory.path,
            testName: "a()")
        let text = try String(contentsOf: directory.appendingPathComponent("a.list.txt"), encoding: .utf8)
        #expect(text.hasPrefix("(widget (size 158 158) (scheme light))\n(background\n"), "\(text)")
        #expect(text.contains("(run 28 32.932 \"72\" (font \"Inter\" 28 400)"), "\(text)")
        let message = try #require(
            verifySnapshot(
                of: HeartRateView(beats: 80), as: .archive, named: "list", record: .never,
                snapshotDirectory: directory.path, testName: "a()"))
        // The number and the lines it moves: removed lines first, then the added ones.
        let lines = message.split(separator: "\n")
        let removed = lines.filter { $0.hasPrefix("-") }
        let added = lines.filter { $0.hasPrefix("+") }
        #expect(removed.count == 3 && added.count == 3, "\(message)")
        #expect(removed.contains { $0.contains("\"72\"") } && added.contains { $0.contains("\"80\"") }, "\(message)")
        let firstRemoved = try #require(lines.firstIndex { $0.hasPrefix("-") })
        let firstAdded = try #require(lines.firstIndex { $0.hasPrefix("+") })
        #expect(firstRemoved < firstAdded)
        #expect(message.contains("@@ -"), "\(message)")
    }

    @Test(arguments: [
        ("heartRate()", "heartRate"),  // Swift Testing's #function
        ("testHeartRate", "testHeartRate"),  // XCTest's
        ("shows(family:)", "shows-family"),  // a parameterised test
        ("()", "snapshot"),  // nothing left
    ])
    func referenceFileNamesComeFromTheTestName(testName: String, expected: String) {
        #expect(SnapshotFiles.sanitized(testName) == expected)
    }

    @Test func referencesLieInSnapshotsBesideTheTestFileNumberedWhenUnnamed() {
        let first = SnapshotFiles(
            testFile: "/p/Tests/WeatherTests/WeatherWidgetTests.swift", testName: "numbered()", name: nil,
            pathExtension: "png")
        let second = SnapshotFiles(
            testFile: "/p/Tests/WeatherTests/WeatherWidgetTests.swift", testName: "numbered()", name: nil,
            pathExtension: "png")
        #expect(first.reference.path == "/p/Tests/WeatherTests/__Snapshots__/WeatherWidgetTests/numbered.1.png")
        #expect(second.reference.lastPathComponent == "numbered.2.png")
        #expect(first.artifact("diff.png").lastPathComponent == "numbered.1.diff.png")
    }
}
