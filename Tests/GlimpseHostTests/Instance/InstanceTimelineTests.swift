//  InstanceTimelineTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 3 "Which entry shows" and reference widgetkit.md §2.2 — the last entry dated
//  at or before T shows (the first before it); the policy's eligibility per `.atEnd`, `.after`,
//  `.never`, and the host's choice for a single-entry `.atEnd`.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

struct InstanceTimelineTests {
    func timeline(_ offsets: [TimeInterval], policy: ReloadPolicy = .atEnd) -> InstanceTimeline {
        InstanceTimeline(
            entries: offsets.map { FakeTimelineSource.entry(at: Date.testStart.addingTimeInterval($0)) },
            policy: policy, received: .testStart, reason: .initial, settings: HostSettings())
    }

    @Test(arguments: [
        (-100.0, 0),  // before the first entry: the first
        (0, 0),  // at the first entry's date
        (599, 0),  // just before the second
        (600, 1),  // at the second
        (5000, 2),  // after the last: the last
    ])
    func currentEntryIsTheLastDatedAtOrBeforeNow(offset: TimeInterval, index: Int) {
        #expect(timeline([0, 600, 1200]).entryIndex(at: Date.testStart.addingTimeInterval(offset)) == index)
    }

    @Test func nextEntryDateIsTheFirstAfterNow() {
        let t = timeline([0, 600, 1200])
        #expect(t.nextEntryDate(after: Date.testStart.addingTimeInterval(-5)) == .testStart)
        #expect(t.nextEntryDate(after: .testStart) == Date.testStart.addingTimeInterval(600))
        #expect(t.nextEntryDate(after: Date.testStart.addingTimeInterval(1200)) == nil)
    }

    @Test func atEndIsEligibleAtTheLastEntrysDate() {
        #expect(timeline([0, 600, 1200]).eligible == Date.testStart.addingTimeInterval(1200))
    }

    @Test func atEndWithOneEntryIsEligibleAnHourAfterIt() {
        #expect(timeline([300]).eligible == Date.testStart.addingTimeInterval(3900))
    }

    @Test func afterIsEligibleAtItsDateEvenBeforeTheLastEntry() {
        let date = Date.testStart.addingTimeInterval(100)
        #expect(timeline([0, 600], policy: .after(date)).eligible == date)
    }

    @Test func neverIsNeverEligible() {
        #expect(timeline([0, 600], policy: .never).eligible == nil)
    }
}
