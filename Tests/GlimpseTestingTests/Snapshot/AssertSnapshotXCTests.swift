//  AssertSnapshotXCTests.swift — GlimpseTestingTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 14 "Snapshot tests" — "for Swift Testing (and XCTest)": called from an
//  `XCTestCase`, `assertSnapshot` reports through XCTest (`XCTFail`, seen by the test case's
//  `recordFailure`) at the caller's file and line: the first run's recording, then a mismatch;
//  a match reports nothing; a widget's entry snapshot from a `@MainActor` test method.

import Foundation
import SwiftUI
import XCTest

@testable import GlimpseTesting

final class AssertSnapshotXCTests: XCTestCase {
    /// Failures XCTest was given, kept instead of failing this test.
    private var reported: [(description: String, file: String, line: Int)] = []

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        reported.append((description, filePath, lineNumber))
    }

    func testAssertSnapshotReportsThroughXCTestAtTheCallersLine() throws {
        let directory = scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.path
        let line = #line + 1
        assertSnapshot(of: HeartRateView(), as: .widget(), named: "x", record: .missing, snapshotDirectory: path)
        let recorded = reported
        reported = []
        assertSnapshot(of: HeartRateView(), as: .widget(), named: "x", record: .missing, snapshotDirectory: path)
        let matched = reported
        reported = []
        assertSnapshot(
            of: HeartRateView(tint: .blue), as: .widget(), named: "x", record: .missing, snapshotDirectory: path)
        let mismatched = reported
        reported = []

        XCTAssertEqual(recorded.count, 1)
        XCTAssertTrue(recorded.first?.description.contains("No reference was found on disk. Recorded snapshot") == true)
        XCTAssertEqual(recorded.first?.line, line)
        XCTAssertTrue(recorded.first?.file.hasSuffix("AssertSnapshotXCTests.swift") == true)
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: directory.appendingPathComponent("testAssertSnapshotReportsThroughXCTestAtTheCallersLine.x.png")
                    .path))
        XCTAssertTrue(matched.isEmpty)
        XCTAssertEqual(mismatched.count, 1)
        XCTAssertTrue(mismatched.first?.description.hasPrefix("Snapshot does not match its reference: ") == true)
    }

    /// A widget's entry from an `XCTestCase` method (run on the main thread, so on the main
    /// actor), as a widget author writes it.
    func testAWidgetsEntryIsRecordedThroughXCTest() throws {
        let directory = scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // XCTest runs this on the main thread; the test case is only touched there.
        nonisolated(unsafe) let test = self
        let (recorded, matched) = MainActor.assumeIsolated {
            assertSnapshot(
                of: HeartRateWidget(), as: .widget(entry: HeartRateEntry(), family: .systemSmall), named: "w",
                record: .missing, snapshotDirectory: directory.path)
            let recorded = test.reported
            test.reported = []
            assertSnapshot(
                of: HeartRateWidget(), as: .widget(entry: HeartRateEntry(), family: .systemSmall), named: "w",
                record: .missing, snapshotDirectory: directory.path)
            return (recorded.map(\.description), test.reported.map(\.description))
        }
        XCTAssertEqual(recorded.count, 1)
        XCTAssertTrue(recorded.first?.contains("Recorded snapshot") == true)
        XCTAssertTrue(matched.isEmpty)
    }
}
