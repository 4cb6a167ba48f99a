//  AuditWidgetTests.swift — WidgetKitTests (Glimpse)
//  The audit's widgets (Support/TestAuditWidgets.swift) compile unchanged and draw what they say.

import Foundation
import GlimpseArchive
import SwiftUI
import Testing
import WidgetKit

struct AuditWidgetTests {
    /// The strings and symbol names `view` draws in a `size` canvas for `family`.
    private func drawn<V: View>(_ view: V, family: WidgetFamily, size: CGSize) -> (texts: [String], symbols: [String]) {
        var env = EnvironmentValues()
        env.widgetFamily = family
        let archive = layoutRoot(view, proposal: ProposedViewSize(size), container: size, environment: env).archive
        var texts: [String] = []
        var symbols: [String] = []
        func walk(_ item: DisplayItem) {
            switch item {
            case .group(let g):
                g.children.forEach(walk)
                if let mask = g.mask { walk(mask) }
            case .text(let t): texts.append(t.string)
            case .symbol(let s): symbols.append(s.name)
            default: break
            }
        }
        archive.layers.forEach(walk)
        return (texts, symbols)
    }

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
