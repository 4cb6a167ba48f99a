//  TalkSampleTests.swift — WidgetKitTests (Glimpse)
//  The talks' samples (TalkSamples.swift, TalkSamples+SwiftUI.swift) compile unchanged and draw
//  what they say; their App Intents configure a widget as the talks describe.

import AppIntents
import Foundation
import GlimpseArchive
import SwiftUI
import Testing

@testable import WidgetKit

@MainActor
struct TalkSampleTests {
    private let entry = CaffeineEntry(
        date: Date(timeIntervalSince1970: 0), milligrams: 150, lastDrink: Date(timeIntervalSince1970: -600))

    @Test func theCaffeineWidgetShowsTheAmountAndItsLabelByFamily() {
        let small = drawn(CaffeineView(entry: entry), family: .systemSmall, size: CGSize(width: 158, height: 158))
        #expect(small.texts.contains("Caffeine"))
        #expect(small.texts.contains("150 mg"))
        #expect(!small.texts.contains("Last drink"))
        #expect(small.symbols == ["cup.and.saucer.fill"])
        let medium = drawn(CaffeineView(entry: entry), family: .systemMedium, size: CGSize(width: 338, height: 158))
        #expect(medium.texts.contains("Last drink"))
    }

    @Test func theComplicationPicksItsViewByFamily() {
        let inline = drawn(
            GaugeComplication(entry: entry), family: .accessoryInline, size: CGSize(width: 234, height: 26))
        #expect(inline.texts == ["150 mg caffeine"])
        let rectangular = drawn(
            GaugeComplication(entry: entry), family: .accessoryRectangular, size: CGSize(width: 160, height: 72))
        #expect(rectangular.texts == ["Caffeine", "150"])
    }

    @Test func theTodoWidgetDrawsItsCountAndItems() {
        let todo = TodoEntry(date: .now, items: ["Milk", "Bread"], count: 2)
        let d = drawn(TodoView(entry: todo), family: .systemSmall, size: CGSize(width: 158, height: 158))
        #expect(d.texts == ["2 left", "Milk", "Bread"])
        #expect(d.symbols == ["checkmark.circle"])
    }

    @Test func theStylingSampleFormatsPriceAndRatio() {
        let view = StylingSampleView(
            start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 300), price: 187.5, ratio: 0.25)
        let d = drawn(view, family: .systemLarge, size: CGSize(width: 338, height: 354))
        #expect(d.texts.contains("AAPL"))
        #expect(d.texts.contains { $0.hasSuffix("$187.50") })  // "$" or "US$": the test process's locale
        #expect(d.texts.contains("25.0%"))
        #expect(d.symbols.contains("cloud.sun.rain.fill") && d.symbols.contains("umbrella"))
    }

    @Test func theDeparturesIntentOffersItsStationsAndSummary() async throws {
        AppDependencyManager.shared.add(dependency: StationStore())
        let answer = try await DeparturesIntent._parameters(kind: "Departures", configuration: nil)
        let station = try #require(answer.parameters.first { $0.name == "station" })
        #expect(station.options?.map(\.title) == ["Alcântara", "Belém", "Alcântara", "Belém", "Cais do Sodré"])
        #expect(answer.summary == "Departures from ${station} with platforms")
        let decoded = try await DeparturesIntent._decode(
            configuration: #"{"lines":["A","B","C"],"minutesAhead":500,"showsPlatforms":false}"#, family: "systemSmall")
        #expect(decoded.intent.lines == ["A"])
        #expect(decoded.intent.minutesAhead == 120)
        let off = try await DeparturesIntent._parameters(kind: "D", configuration: #"{"showsPlatforms":false}"#)
        #expect(off.summary == "Departures from ${station}")
    }
}
