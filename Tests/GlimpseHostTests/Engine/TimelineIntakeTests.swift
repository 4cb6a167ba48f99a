//  TimelineIntakeTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 3 "Which entry shows" / "Bad input" — sorted and de-duplicated on arrival
//  (the later of two entries with one date wins, with a warning), entries over a year away
//  dropped, more than 1000 trimmed, an empty answer keeps the previous timeline.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

struct TimelineIntakeTests {
    let intake = TimelineIntake(settings: HostSettings())

    func entry(_ offset: TimeInterval, tag: Double = 158) -> ArchivedEntry {
        var e = FakeTimelineSource.entry(at: Date.testStart.addingTimeInterval(offset))
        e.archives[0].size.width = tag
        return e
    }

    func accepted(_ result: TimelineIntake.Result) -> (InstanceTimeline, [TimelineIntake.Warning])? {
        if case .accepted(let timeline, let warnings) = result { return (timeline, warnings) }
        return nil
    }

    @Test func entriesAreSortedAndTheLaterOfTwoWithOneDateWins() throws {
        let fetched = FetchedTimeline(entries: [entry(600), entry(0, tag: 1), entry(0, tag: 2)], policy: .atEnd)
        let (timeline, warnings) = try #require(accepted(intake.accept(fetched, now: .testStart, reason: .policy)))
        #expect(timeline.entries.map(\.date) == [.testStart, Date.testStart.addingTimeInterval(600)])
        #expect(timeline.entries[0].archives[0].size.width == 2)
        #expect(warnings.map(\.code) == ["duplicateDates"])
    }

    @Test func sortedAnswersAreAcceptedWithoutWarnings() throws {
        let fetched = FetchedTimeline(entries: [entry(0), entry(60)], policy: .never)
        let (_, warnings) = try #require(accepted(intake.accept(fetched, now: .testStart, reason: .policy)))
        #expect(warnings.isEmpty)
    }

    @Test func entriesMoreThanAYearAwayAreDropped() throws {
        let year: TimeInterval = 365 * 86_400
        let fetched = FetchedTimeline(
            entries: [entry(-year - 1), entry(0), entry(year), entry(year + 1)], policy: .atEnd)
        let (timeline, warnings) = try #require(accepted(intake.accept(fetched, now: .testStart, reason: .policy)))
        #expect(timeline.entries.count == 2)
        #expect(warnings.map(\.code) == ["farEntries"])
        #expect(warnings[0].message == "dropped 2 of 4 entries dated more than 365 days from now")
    }

    @Test func tenThousandEntriesAreTrimmedToTheCurrentOneAndThoseAfter() throws {
        let fetched = FetchedTimeline(entries: (0..<10_000).map { entry(Double($0 - 5) * 60) }, policy: .atEnd)
        let (timeline, warnings) = try #require(accepted(intake.accept(fetched, now: .testStart, reason: .policy)))
        #expect(timeline.entries.count == 1000)
        #expect(timeline.entries.first?.date == .testStart)
        #expect(timeline.entries.last?.date == Date.testStart.addingTimeInterval(999 * 60))
        #expect(warnings.map(\.code) == ["tooManyEntries"])
        #expect(warnings[0].message == "kept 1000 of 10000 entries (the one showing now and those after it)")
    }

    @Test func anEmptyAnswerKeepsThePreviousTimelineUnderTheNewPolicy() {
        let date = Date.testStart.addingTimeInterval(900)
        guard
            case .keepPrevious(let eligible, let warning) = intake.accept(
                FetchedTimeline(entries: [], policy: .after(date)), now: .testStart, reason: .policy)
        else {
            Issue.record("an empty answer was accepted")
            return
        }
        #expect(eligible == date)
        #expect(warning.code == "emptyTimeline")
    }
}

extension TimelineIntakeTests {
    @Test func anAfterPolicyPastAYearIsBroughtBackToAYear() throws {
        let year9999 = Date(timeIntervalSince1970: 253_402_300_000)
        let fetched = FetchedTimeline(entries: [entry(0)], policy: .after(year9999))
        let (timeline, warnings) = try #require(accepted(intake.accept(fetched, now: .testStart, reason: .policy)))
        let limit = Date.testStart.addingTimeInterval(HostSettings().maximumEntryDistance)
        #expect(timeline.policy == .after(limit))
        #expect(warnings.map(\.code) == ["farPolicy"])
    }

    @Test func anAfterPolicyWithinAYearIsKept() throws {
        let soon = Date.testStart.addingTimeInterval(3600)
        let fetched = FetchedTimeline(entries: [entry(0)], policy: .after(soon))
        let (timeline, warnings) = try #require(accepted(intake.accept(fetched, now: .testStart, reason: .policy)))
        #expect(timeline.policy == .after(soon))
        #expect(warnings.isEmpty)
    }
}
