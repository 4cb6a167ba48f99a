//  TimelineViewTests.swift — SwiftUITests
//  Apple SwiftUI "TimelineView" in a widget: its content is built once, for the entry's date.

import Foundation
import GlimpseArchive
import GlimpseTesting
import Testing

@testable import SwiftUI

struct TimelineViewTests {
    private func texts<V: View>(_ view: V, at date: Date) -> [String] {
        var env = EnvironmentValues()
        env.timelineDate = date
        env.timeZone = TimeZone(identifier: "UTC")!
        let archive = layoutRoot(
            view, proposal: ProposedViewSize(width: 200, height: 100), container: CGSize(width: 200, height: 100),
            environment: env
        ).archive
        return textItems(in: archive.content).map { $0.lines.flatMap(\.runs).map(\.text).joined() }
    }

    @Test func theContentIsBuiltForTheEntrysDateAtTheMinutesCadence() {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let view = TimelineView(.everyMinute) { context in
            Text("\(Int(context.date.timeIntervalSince1970)) \(context.cadence == .minutes ? "min" : "fast")")
        }
        #expect(texts(view, at: date) == ["1700000000 min"])
    }

    @Test func everyScheduleCompilesAndDrawsItsContent() {
        let date = Date(timeIntervalSince1970: 0)
        #expect(texts(TimelineView(.periodic(from: date, by: 5)) { _ in Text("p") }, at: date) == ["p"])
        #expect(texts(TimelineView(.explicit([date])) { _ in Text("e") }, at: date) == ["e"])
        #expect(texts(TimelineView(.animation) { _ in Text("a") }, at: date) == ["a"])
        #expect(
            texts(TimelineView(.animation(minimumInterval: 1, paused: true)) { _ in Text("b") }, at: date) == ["b"])
    }

    @Test func schedulesListTheirDatesFromTheStart() {
        let start = Date(timeIntervalSince1970: 90)
        let minutes = Array(EveryMinuteTimelineSchedule().entries(from: start, mode: .lowFrequency).prefix(2))
        #expect(minutes.map(\.timeIntervalSince1970) == [60, 120])
        let periodic = PeriodicTimelineSchedule(from: Date(timeIntervalSince1970: 0), by: 25)
        #expect(
            Array(periodic.entries(from: start, mode: .normal).prefix(2)).map(\.timeIntervalSince1970) == [75, 100])
    }
}
