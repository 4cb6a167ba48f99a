//  SnapshotFailureTests.swift — SnapshotDemoTests (Glimpse example)
//  Status: Complete
//  Behaviour: Docs/Testing.md "When a snapshot fails": what a person sees on the first run (the
//  reference is recorded and the test fails saying so) and when a colour changes (a readable
//  message, the actual image and a difference image next to the reference). Uses a scratch
//  directory, so the committed references are never touched.

import Foundation
import GlimpseTesting
import SwiftUI
import Testing
import WidgetKit

@testable import SnapshotDemo

struct SnapshotFailureTests {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("SnapshotDemoTests-\(UUID().uuidString)").path

    private func check(_ view: StepsWidgetView) -> String? {
        verifySnapshot(
            of: view, as: .widget(family: .systemSmall), named: "small", record: .missing,
            snapshotDirectory: directory, testName: "steps()")
    }

    @Test func firstRunRecordsTheReferenceAndFails() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let message = try #require(check(StepsWidgetView(entry: .sample)))
        #expect(message.hasPrefix("No reference was found on disk. Recorded snapshot at \(directory)/steps.small.png"))
        #expect(check(StepsWidgetView(entry: .sample)) == nil)  // the next run compares and passes
    }

    @Test func changedColourFailsWithADifferenceImage() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = check(StepsWidgetView(entry: .sample))
        let message = try #require(check(StepsWidgetView(entry: .sample, accent: .green)))
        #expect(message.hasPrefix("Snapshot does not match its reference: "))
        #expect(message.contains("difference:  \(directory)/steps.small.diff.png"))
        #expect(message.contains("actual:      \(directory)/steps.small.actual.png"))
        #expect(FileManager.default.fileExists(atPath: "\(directory)/steps.small.diff.png"))
    }
}
