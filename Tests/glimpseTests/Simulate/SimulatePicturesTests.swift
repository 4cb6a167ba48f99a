//  SimulatePicturesTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 14 "Diagnostics" — each filmstrip frame shows the entry current at its time,
//  though providers date entries from `Date()`, a few milliseconds after the hour the host asked at
//  (before, every frame showed the entry before: it lagged one entry).

import Foundation
import Testing

@testable import GlimpseHost
@testable import glimpse

struct SimulatePicturesTests {
    /// Entries shown from 08:00, then 09:00:00.004 and 10:00:00.004, as a real provider dates them.
    private var report: SimulationReport {
        let start = Date(timeIntervalSince1970: 1_715_673_600)  // 2024-05-14 08:00 UTC
        var report = SimulationReport(
            plan: SimulationPlan(bundle: "W", kind: "W", family: .systemSmall, start: start, duration: 3 * 3600))
        let starts = [0, 3600.004, 7200.004, 3 * 3600].map { start.addingTimeInterval($0) }
        report.shown = (0..<3).map { i in
            SimulationReport.ShownEntry(
                span: TimeSpan(start: starts[i], end: starts[i + 1]),
                archive: SimulationReport.ArchiveReference(timeline: 0, entry: i), entryDate: starts[i])
        }
        return report
    }

    @Test func eachFrameShowsTheEntryOfItsHourNotTheOneBefore() {
        let report = report
        let frames = SimulatePictures.frameTimes(start: report.plan.start, duration: report.plan.duration)
        #expect(frames.count == 3)
        #expect(frames.map { SimulatePictures.frameEntry(report, at: $0)?.archive.entry } == [0, 1, 2])
        // What the report itself says at the instant: still the entry before.
        #expect(report.shownEntry(at: frames[1])?.archive.entry == 0)
    }
}
