//  WidgetBundleBuilderTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: Apple "WidgetBundleBuilder" and the configuration modifiers: the bundle lists
//  its widgets in source order, through `if`, `if`/`else` and single-widget bodies.

import Foundation
import GlimpseArchive
import Testing

@testable import WidgetKit

private let showTick = false

private struct ConditionalBundle: WidgetBundle {
    var body: some Widget {
        if showTick {
            TickWidget()
        } else {
            CounterWidget()
        }
        if !showTick {
            TickWidget()
        }
    }
}

private struct SingleBundle: WidgetBundle {
    var body: some Widget { TickWidget() }
}

private struct RepeatingFamilies: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Repeats", provider: CounterProvider()) { entry in CounterView(entry: entry) }
            .supportedFamilies([.accessoryInline, .systemSmall, .accessoryInline])
            .configurationDisplayName("First")
            .configurationDisplayName("Second")
    }
}

@MainActor
struct WidgetBundleBuilderTests {
    @Test func bundleListsWidgetsInSourceOrderThroughConditions() {
        #expect(ConditionalBundle().body.makeRecords().map(\.kind) == ["Counter", "Tick"])
    }

    @Test func bundleOfOneWidgetAndSingleWidgetDescribeTheSame() {
        let bundle = RequestHandler(bundle: SingleBundle(), bundleName: "B").bundleDescription
        let widget = RequestHandler(widget: TickWidget(), bundleName: "B").bundleDescription
        #expect(bundle == widget)
        #expect(bundle.widgets.map(\.kind) == ["Tick"])
    }

    @Test func supportedFamiliesKeepsFirstOccurrenceOrderAndLastModifierWins() {
        let record = RepeatingFamilies().makeRecords()[0]
        #expect(record.supportedFamilies == [.accessoryInline, .systemSmall])
        #expect(record.displayName == "Second")
    }

    @Test func emptyConfigurationDeclaresNoWidget() {
        #expect(EmptyWidgetConfiguration().makeRecords().isEmpty)
    }

    @Test func contentMarginsAreSixteenPointsOnHomeScreenFamiliesOnly() {
        let counter = CounterWidget().makeRecords()[0]
        #expect(counter.contentMargins(for: .systemSmall) == EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        #expect(counter.contentMargins(for: .accessoryCircular) == EdgeInsets())
        let tick = TickWidget().makeRecords()[0]
        #expect(tick.contentMargins(for: .systemSmall) == EdgeInsets())
    }
}
