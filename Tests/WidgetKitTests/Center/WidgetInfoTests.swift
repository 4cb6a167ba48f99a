//  WidgetInfoTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "WidgetInfo.configuration": the `INIntent` of an IntentConfiguration
//  widget, made from the class the host names and the values it stores (a value that does not
//  fit keeps its starting value); nil for a static widget, an App Intents type, or a class this
//  process lacks. Through `getCurrentConfigurations`, from the host's records.

import Foundation
import GlimpseArchive
import Intents
import Testing

@testable import WidgetKit

/// A hand-written SiriKit intent, as a widget's `IntentConfiguration` uses.
final class CityIntent: INIntent {
    var city: String? = "Paris"
    var days: Int = 1
}

struct WidgetInfoTests {
    private static let name = String(reflecting: CityIntent.self)

    @Test(
        arguments: [
            // stored values; none stored (the intent's defaults); a value that does not fit
            (#"{"city":"Lyon","days":3}"#, "Lyon", 3), (nil, "Paris", 1), (#"{"city":"Nice","days":"x"}"#, "Nice", 1),
        ] as [(String?, String, Int)])
    func configurationIsTheNamedIntentClassWithTheStoredValues(json: String?, city: String, days: Int) throws {
        let info = WidgetInfo(
            kind: "Weather", family: .systemSmall, instanceID: "1", configurationJSON: json, intentType: Self.name)
        let intent = try #require(info.configuration as? CityIntent)
        #expect(intent.city == city)
        #expect(intent.days == days)
        // Each read is a new instance.
        #expect(info.configuration !== intent)
    }

    @Test(
        arguments: [
            // a static widget; an App Intents type; a class this process lacks
            nil, "WidgetKitTests.GreetingIntent", "Elsewhere.CityIntent",
        ] as [String?])
    func configurationIsNilWithoutAnIntentClass(intentType: String?) {
        let info = WidgetInfo(
            kind: "Weather", family: .systemSmall, instanceID: "1", configurationJSON: #"{"city":"Lyon"}"#,
            intentType: intentType)
        #expect(info.configuration == nil)
    }

    @Test func getCurrentConfigurationsGivesEachWidgetItsIntent() async throws {
        let host = try FakeCenterHost {
            CenterResponse(
                id: $0.id,
                configurations: [
                    WidgetInfoRecord(
                        id: "7", kind: "Weather", family: "systemMedium", configuration: #"{"city":"Oslo"}"#,
                        intent: Self.name),
                    WidgetInfoRecord(id: "8", kind: "Clock", family: "systemSmall"),
                ])
        }
        defer { host.stop() }
        let center = WidgetCenter(socketPath: host.path, bundle: "B")
        let result = await withCheckedContinuation { continuation in
            center.getCurrentConfigurations { continuation.resume(returning: $0) }
        }
        let widgets = try result.get()
        #expect(widgets.map(\.kind) == ["Weather", "Clock"])
        #expect((widgets[0].configuration as? CityIntent)?.city == "Oslo")
        #expect(widgets[1].configuration == nil)
    }
}
