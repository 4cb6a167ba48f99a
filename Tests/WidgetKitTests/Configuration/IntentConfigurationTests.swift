//  IntentConfigurationTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "IntentConfiguration" and "IntentTimelineProvider" answered by the
//  runtime: the provider gets the instance's SiriKit intent, read from the request's
//  configuration; relevance widgets answer with their one entry per configuration.

import Foundation
import GlimpseArchive
import Testing

@testable import WidgetKit

@MainActor
struct IntentConfigurationTests {
    let handler = RequestHandler(bundle: SiriKitBundle(), bundleName: "Purchases")

    private func ask(
        _ method: ExtensionRequest.Method, kind: String = "Purchases", configuration: String?,
        handler: RequestHandler? = nil, family: String = "systemSmall"
    ) async -> ExtensionResponse {
        await (handler ?? self.handler).response(
            to: ExtensionRequest(id: 1, method: method, kind: kind, family: family, configuration: configuration)
        )
    }

    /// The text runs of each entry's first archive.
    private func words(_ response: ExtensionResponse) -> [[String]] {
        (response.entries ?? []).map { entry in
            entry.archives[0].sExpression.matches(of: /\(run [-0-9.]+ [-0-9.]+ "([^"]*)"/).map { String($0.output.1) }
        }
    }

    @Test func theTimelineIsTheProvidersAnswerForTheConfiguredIntent() async {
        let response = await ask(
            .timeline, configuration: #"{"category":1,"limit":3,"store":{"identifier":"s1","displayString":"Kiosk"}}"#)
        #expect(response.error == nil)
        #expect(response.entries?.map(\.date.timeIntervalSince1970) == [1000, 1600, 2200])
        #expect(words(response) == Array(repeating: ["Kiosk", "Coffee"], count: 3))
        #expect(response.entries?.map { $0.relevance?.score } == [3, 6, 9])
    }

    @Test func anUnconfiguredInstanceGetsTheIntentsStartingValues() async {
        let response = await ask(.timeline, configuration: nil)
        #expect(words(response) == [["Anywhere", "Other"], ["Anywhere", "Other"]])
    }

    @Test func theSnapshotGetsTheConfiguredIntentToo() async {
        let response = await ask(.snapshot, configuration: #"{"store":"Corner"}"#)
        #expect(words(response) == [["Corner", "Other"]])
    }

    @Test func valuesThatDoNotFitAreLoggedNotFatal() async {
        var logged: [String] = []
        handler.warn = { logged.append($0) }
        let response = await ask(.timeline, configuration: #"{"category":"tea","limit":1}"#)
        #expect(response.error == nil)
        #expect(words(response) == [["Anywhere", "Other"]])
        #expect(logged.contains { $0.contains("property 'category'") })
    }

    @Test func theWidgetIsDescribedByItsModifiers() {
        let widget = handler.bundleDescription.widgets[0]
        #expect(widget.kind == "Purchases")
        #expect(widget.displayName == "Purchases")
        #expect(widget.supportedFamilies == ["systemSmall", "systemMedium"])
    }

    @Test func recommendationsKeepTheirIntentAndDescription() {
        let recommendations = PurchasesProvider().recommendations()
        #expect(recommendations.map(\.description) == ["Coffee"])
        #expect(recommendations.first?.intent.category == .coffee)
    }

    @Test func aRelevanceWidgetAnswersWithItsOneEntryForTheConfiguration() async {
        let relevance = RequestHandler(bundle: RelevanceBundle(), bundleName: "Trips")
        let response = await ask(
            .timeline, kind: "WorkoutRelevance", configuration: #"{"flight":"AF 1"}"#, handler: relevance,
            family: "accessoryRectangular")
        #expect(response.error == nil)
        #expect(words(response) == [["Intensity ", "4"]])
        #expect(response.policy == .never)
    }

    @Test func providersDeclareTheirRelevance() async {
        let attributes = await TripProvider().relevance().attributes
        #expect(attributes.count == 2)
        #expect(attributes[0].context?.dateWindow?.start == Date(timeIntervalSince1970: 10_000 - 7200))
        #expect(attributes[1].group == .named("trips"))
        #expect(await CounterProvider().relevance().attributes.isEmpty)
        #expect(await StaticRelevanceProvider().relevance().attributes.count == 1)
    }

    @Test func aProvidersRelevanceIsCalledThroughTheProtocol() async {
        func attributes<P: AppIntentTimelineProvider>(of provider: P) async -> Int {
            await provider.relevance().attributes.count
        }
        #expect(await attributes(of: TripProvider()) == 2)
    }
}
