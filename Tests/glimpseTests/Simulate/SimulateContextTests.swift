//  SimulateContextTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: how the summary writes clock times: a replay of one calendar day ends at "24:00",
//  not at a second "00:00"; a replay across days carries weekdays.

import Foundation
import GlimpseHost
import Testing

@testable import glimpse

struct SimulateContextTests {
    private func context(from: String, for duration: String) throws -> SimulateContext {
        let options = try SimulateOptions(
            SimulateCommand.parser.parse(["bundle", "--from", from, "--for", duration, "--kind", "Any", "--out", "out"])
        )
        let plan = SimulationPlan(
            bundle: "bundle", kind: "Any", family: .systemSmall, start: options.start.date,
            duration: options.duration)
        return SimulateContext(options: options, plan: plan)
    }

    @Test func aReplayOfOneCalendarDayWritesItsClosingMidnightAs24() throws {
        let day = try context(from: "2026-12-01T00:00:00Z", for: "24h")
        let start = try #require(ISO8601DateFormatter().date(from: "2026-12-01T00:00:00Z"))
        #expect(day.time(start) == "00:00")
        #expect(day.time(start.addingTimeInterval(13 * 3600 + 5 * 60)) == "13:05")
        #expect(day.time(start.addingTimeInterval(86_400)) == "24:00")
        #expect(day.time(start.addingTimeInterval(86_400 + 60)) == "Wed 00:01")
    }

    @Test func aReplayAcrossDaysWritesWeekdays() throws {
        let span = try context(from: "2026-12-01T08:00:00Z", for: "24h")
        let start = try #require(ISO8601DateFormatter().date(from: "2026-12-01T08:00:00Z"))
        #expect(span.time(start) == "Tue 08:00")
        #expect(span.time(start.addingTimeInterval(16 * 3600)) == "Wed 00:00")
    }
}
