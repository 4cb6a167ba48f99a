//  RequestHandler+RelevanceTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "`relevance`": a relevance widget answers its
//  `relevance()` as attributes in priority order (configuration as JSON, date window and kind,
//  the condition of other clues, groups); `describe` marks it and names its `associatedKind`; a
//  NaN date travels as a `problem`, not as invalid JSON; a timeline widget answers `[]`; an
//  unknown kind names the kinds.

import AppIntents
import Foundation
import GlimpseArchive
import SwiftUI
import Testing

@testable import WidgetKit

private struct OddTripsProvider: RelevanceEntriesProvider {
    func placeholder(context: Context) -> WorkoutEntry { WorkoutEntry(intensity: 0) }

    func relevance() async -> WidgetRelevance<TripIntent> {
        let departure = Date(timeIntervalSince1970: 10_000)
        return WidgetRelevance([
            WidgetRelevanceAttribute(
                configuration: TripIntent(flight: "LH 1", departure: departure),
                context: .date(interval: DateInterval(start: departure - 7200, end: departure + 3600), kind: .scheduled)
            ),
            WidgetRelevanceAttribute(
                configuration: TripIntent(flight: "NaN 1", departure: departure),
                context: .date(Date(timeIntervalSinceReferenceDate: .nan))),
            WidgetRelevanceAttribute(
                configuration: TripIntent(flight: "BA 2", departure: departure),
                context: .date(from: departure, to: departure - 60)),
            WidgetRelevanceAttribute(configuration: TripIntent(), context: .hardware(headphones: .connected)),
            WidgetRelevanceAttribute(
                configuration: TripIntent(flight: "LH 1", departure: departure), group: .named("trips")),
        ])
    }

    func entry(configuration: TripIntent, context: Context) async throws -> WorkoutEntry {
        WorkoutEntry(intensity: configuration.flight.count)
    }
}

private struct OddTripsWidget: Widget {
    var body: some WidgetConfiguration {
        RelevanceConfiguration(kind: "OddTrips", provider: OddTripsProvider()) { entry in
            Text("\(entry.intensity)")
        }
    }
}

private struct OddBundle: WidgetBundle {
    var body: some Widget {
        TripWidget()
        WorkoutRelevanceWidget()
        OddTripsWidget()
    }
}

@MainActor
struct RequestHandlerRelevanceTests {
    let handler = RequestHandler(bundle: OddBundle(), bundleName: "Trips")

    private func relevance(of kind: String) async -> ExtensionResponse {
        await handler.response(to: ExtensionRequest(id: 7, method: .relevance, kind: kind))
    }

    @Test func describeMarksRelevanceWidgetsAndTheirAssociatedKind() {
        let widgets = handler.bundleDescription.widgets
        #expect(widgets.map(\.relevanceWidget) == [nil, true, true])
        #expect(widgets.map(\.associatedKind) == [nil, "Trip", nil])
    }

    @Test func aRelevanceWidgetAnswersItsAttributesInPriorityOrder() async throws {
        let response = await relevance(of: "OddTrips")
        let attributes = try #require(response.relevance)
        #expect(response.id == 7)
        #expect(attributes.count == 5)
        let lh1 = try #require(attributes[0].configuration)
        #expect(lh1.contains(#""flight":"LH 1""#))
        #expect(attributes[0].start == Date(timeIntervalSince1970: 10_000 - 7200))
        #expect(attributes[0].end == Date(timeIntervalSince1970: 10_000 + 3600))
        #expect(attributes[0].dateKind == "scheduled")
        #expect(attributes[0].group == nil)
        #expect(attributes[3].condition == "headphones:connected")
        #expect(attributes[3].start == nil)
        #expect(attributes[4].group == .named)
        #expect(attributes[4].groupName == "trips")
        #expect(attributes[4].configuration == lh1)
    }

    @Test func aNaNDateTravelsAsAProblemAndTheAnswerStaysValidJSON() async throws {
        let response = await relevance(of: "OddTrips")
        let nan = try #require(response.relevance?[1])
        #expect(nan.start == nil && nan.end == nil)
        #expect(nan.problem == "its date window's start is nan (not a finite date)")
        let line = try JSONEncoder().encode(response)
        #expect(try JSONDecoder().decode(ExtensionResponse.self, from: line) == response)
    }

    @Test func aWindowThatEndsBeforeItStartsIsSentAsGivenForTheHostToJudge() async throws {
        let backwards = try #require(await relevance(of: "OddTrips").relevance?[2])
        #expect(backwards.start == Date(timeIntervalSince1970: 10_000))
        #expect(backwards.end == Date(timeIntervalSince1970: 10_000 - 60))
    }

    @Test func aTimelineWidgetAnswersNoAttributes() async {
        #expect(await relevance(of: "Trip").relevance == [])
    }

    @Test func anUnknownKindIsNamedWithTheKindsThereAre() async {
        let response = await relevance(of: "Nope")
        #expect(response.error?.code == "unknownKind")
        #expect(
            response.error?.message
                == "bundle 'Trips' has no widget of kind 'Nope' (kinds: 'Trip', 'WorkoutRelevance', 'OddTrips')")
    }
}
