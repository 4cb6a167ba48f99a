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

private struct Pusher: WidgetPushHandler {
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {}
}

/// The iOS 17–26 placement modifiers, as widget authors chain them.
private struct PlacedWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Placed", provider: CounterProvider()) { entry in CounterView(entry: entry) }
            .configurationDisplayName("Placed")
            .supportedFamilies([.systemSmall, .systemMedium])
            .disfavoredLocations([.standBy, .iPhoneWidgetsOnMac, .carPlay], for: [.systemSmall])
            .promptsForUserConfiguration()
            .pushHandler(Pusher.self)
    }
}

@MainActor
struct WidgetBundleBuilderTests {
    @Test func placementModifiersKeepTheWidgetsConfiguration() async {
        let record = PlacedWidget().makeRecords()[0]
        #expect(record.kind == "Placed")
        #expect(record.displayName == "Placed")
        #expect(record.supportedFamilies == [.systemSmall, .systemMedium])
        #expect(await WidgetCenter.shared.currentPushInfo == nil)
    }

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
