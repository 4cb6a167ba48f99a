//  TestRelevanceWidgets.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: relevance code as Apple's docs and WWDC23/24/25 sessions write it — relevant
//  intents with date windows, donations, `relevance()` on providers, a predictable intent, and a
//  watchOS 26 relevance widget with `associatedKind` — compiled unchanged (issue 13's trip and
//  workout examples).

import AppIntents
import SwiftUI
import WidgetKit

struct TripIntent: WidgetConfigurationIntent, PredictableIntent {
    static let title: LocalizedStringResource = "Trip"

    @Parameter(title: "Flight", default: "LH 123") var flight: String
    @Parameter(title: "Departure") var departure: Date?

    static var predictionConfiguration: some IntentPredictionConfiguration {
        IntentPrediction(parameters: (\.$flight)) { flight in
            DisplayRepresentation(title: "Flight \(flight)")
        }
    }

    init() {}

    init(flight: String, departure: Date) {
        self.flight = flight
        self.departure = departure
    }
}

struct TripEntry: TimelineEntry {
    let date: Date
    let flight: String
}

struct TripProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> TripEntry { TripEntry(date: .now, flight: "—") }

    func snapshot(for configuration: TripIntent, in context: Context) async -> TripEntry {
        TripEntry(date: .now, flight: configuration.flight)
    }

    func timeline(for configuration: TripIntent, in context: Context) async -> Timeline<TripEntry> {
        Timeline(entries: [TripEntry(date: .now, flight: configuration.flight)], policy: .never)
    }

    func relevance() async -> WidgetRelevance<TripIntent> {
        let departure = Date(timeIntervalSince1970: 10_000)
        let trip = TripIntent(flight: "LH 123", departure: departure)
        return WidgetRelevance([
            WidgetRelevanceAttribute(
                configuration: trip,
                context: .date(interval: DateInterval(start: departure - 7200, end: departure + 3600), kind: .scheduled)
            ),
            WidgetRelevanceAttribute(configuration: trip, group: .named("trips")),
        ])
    }
}

/// The app, after booking: suggest the trip widget from 2 hours before departure to 1 hour after
/// arrival, and donate the booking.
func tripBooked(flight: String, departure: Date, arrival: Date) async throws {
    let intent = TripIntent(flight: flight, departure: departure)
    let relevant = RelevantIntent(
        intent, widgetKind: "Trip", relevance: .date(from: departure.addingTimeInterval(-7200), to: arrival + 3600))
    try await RelevantIntentManager.shared.updateRelevantIntents([relevant])
    try await intent.donate()
    try await IntentDonationManager.shared.donate(intent: intent)
}

/// The same donation from code that is not async.
func tripViewed(_ intent: TripIntent) {
    intent.donate()
    IntentDonationManager.shared.donate(intent: intent)
}

struct WorkoutEntry: RelevanceEntry {
    let intensity: Int
}

struct WorkoutRelevanceProvider: RelevanceEntriesProvider {
    func placeholder(context: Context) -> WorkoutEntry { WorkoutEntry(intensity: 0) }

    func relevance() async -> WidgetRelevance<TripIntent> {
        WidgetRelevance([WidgetRelevanceAttribute(configuration: TripIntent(), context: .fitness(.workoutActive))])
    }

    func entry(configuration: TripIntent, context: Context) async throws -> WorkoutEntry {
        WorkoutEntry(intensity: configuration.flight.count)
    }
}

struct TripWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Trip", intent: TripIntent.self, provider: TripProvider()) { entry in
            Text(entry.flight)
        }
    }
}

struct WorkoutRelevanceWidget: Widget {
    var body: some WidgetConfiguration {
        RelevanceConfiguration(kind: "WorkoutRelevance", provider: WorkoutRelevanceProvider()) { entry in
            Text("Intensity \(entry.intensity)")
        }
        .associatedKind("Trip")
    }
}

struct StaticRelevanceProvider: TimelineProvider {
    func placeholder(in context: Context) -> TickEntry { TickEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (TickEntry) -> Void) {
        completion(TickEntry(date: .now))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<TickEntry>) -> Void) {
        completion(Timeline(entries: [TickEntry(date: .now)], policy: .never))
    }
    func relevance() async -> WidgetRelevance<Void> {
        WidgetRelevance([WidgetRelevanceAttribute(context: .date(Date(timeIntervalSince1970: 0)))])
    }
}

struct RelevanceBundle: WidgetBundle {
    var body: some Widget {
        TripWidget()
        WorkoutRelevanceWidget()
    }
}
