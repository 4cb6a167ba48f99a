//  ParameterSummaryTests.swift — AppIntentsTests (Glimpse)
//  A parameter summary, with `When` decided by the intent's values, as the `parameters` request
//  answers it (ParameterSummary.swift, ParameterSummary+When.swift).

import Foundation
import Testing

@testable import AppIntents

struct ParameterSummaryTests {
    private struct Forecast: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Forecast"
        @Parameter(title: "City", default: "Lisbon") var city: String
        @Parameter(title: "Detailed", default: false) var detailed: Bool
        @Parameter(title: "Days", default: 3) var days: Int
        @Parameter(title: "Interval") var interval: RefreshInterval?

        static var parameterSummary: some ParameterSummary {
            When(\.$detailed, .equalTo, true) {
                Summary("Detailed weather for \(\.$city) over \(\.$days) days") { \.$interval }
            } otherwise: {
                When(\.$days, .greaterThan, 5) {
                    Summary("A week in \(\.$city)")
                } otherwise: {
                    Summary("Weather for \(\.$city)")
                }
            }
        }
    }

    private struct Plain: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Plain"
        @Parameter(title: "Name") var name: String?

        static var parameterSummary: some ParameterSummary {
            When(\.$name, .hasAnyValue) {
                Summary("Hello \(\.$name)")
            } otherwise: {
                Summary("Hello")
            }
        }
    }

    @Test(arguments: [
        // the defaults: not detailed, 3 days
        (nil, "Weather for ${city}"),
        // detailed: the first branch
        (#"{"detailed":true}"#, "Detailed weather for ${city} over ${days} days"),
        // a nested When on a comparable value
        (#"{"days":7}"#, "A week in ${city}"),
    ])
    func theSummaryThatAppliesIsAnswered(configuration: String?, summary: String) async throws {
        let answer = try await Forecast._parameters(kind: "Forecast", configuration: configuration)
        #expect(answer.summary == summary)
    }

    @Test func hasAnyValueLooksInsideAnOptional() async throws {
        #expect(try await Plain._parameters(kind: "Plain", configuration: nil).summary == "Hello")
        #expect(
            try await Plain._parameters(kind: "Plain", configuration: #"{"name":"Ana"}"#).summary == "Hello ${name}")
    }

    @Test func anIntentWithoutASummaryAnswersNone() async throws {
        #expect(try await CountIntentConfiguration._parameters(kind: "Count", configuration: nil).summary == nil)
    }

    private struct CountIntentConfiguration: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Count"
        @Parameter(title: "Count", default: 1) var count: Int
    }
}
