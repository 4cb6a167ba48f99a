//  AuditWidgetTests.swift — WidgetKitTests (Glimpse)
//  The audit's widgets (Support/TestAuditWidgets.swift) compile unchanged and draw what they say.

import Foundation
import GlimpseArchive
import SwiftUI
import Testing
import WidgetKit

struct AuditWidgetTests {
    @Test func theStepGraphDrawsItsLineAndLastValueInACanvas() {
        let d = drawn(
            StepGraphView(climbs: [10, 40, 25]), family: .accessoryRectangular, size: CGSize(width: 172, height: 76))
        #expect(d.texts == ["25 m"])
    }

    @Test func theReadingWidgetPicksItsViewByFamily() {
        let entry = GlucoseEntry(
            date: Date(timeIntervalSince1970: 600),
            reading: GlucoseReading(value: 112, date: .init(timeIntervalSince1970: 0), rising: true))
        let small = drawn(GlucoseEntryView(entry: entry), family: .systemSmall, size: CGSize(width: 158, height: 158))
        #expect(small.texts.contains("112"))
        #expect(small.texts.contains("10 min ago"))
        #expect(small.symbols.contains("arrow.up.right"))
        let circular = drawn(
            GlucoseEntryView(entry: entry), family: .accessoryCircular, size: CGSize(width: 76, height: 76))
        #expect(circular.texts.contains("112"))
    }

    @Test func theHeroWidgetDrawsItsNameBarAndTimerBand() {
        let entry = HeroEntry(
            date: Date(timeIntervalSince1970: 0), hero: "Spouty", health: 0.5,
            healedAt: Date(timeIntervalSince1970: 90))
        let d = drawn(HeroHealthView(entry: entry), family: .systemSmall, size: CGSize(width: 158, height: 158))
        #expect(d.texts.first == "Spouty")
        #expect(d.texts.count >= 2, "the timer band: \(d.texts)")
    }
}
