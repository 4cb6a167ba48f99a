//  TripWidget.swift — SmartStack (Glimpse example widget)
//  Status: Complete
//  Behaviour: a trip widget relevant from 2 hours before departure to 1 hour after arrival: its
//  entry at departure − 2 h scores 1 for that whole window; the app also sets a relevant intent
//  for the same window (`TripApp.tripBooked`).

import AppIntents
import SwiftUI
import WidgetKit

struct TripIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Trip"
    static let description: IntentDescription? = "A flight you booked."

    @Parameter(title: "Flight", default: "LH 1234") var flight: String
    /// Departure, minutes after midnight.
    @Parameter(title: "Departure", default: 14 * 60 + 30) var departureMinute: Int
    @Parameter(title: "Minutes in the Air", default: 95) var flightMinutes: Int
}

struct TripEntry: TimelineEntry {
    let date: Date
    let flight: String
    let departure: Date
    let relevance: TimelineEntryRelevance?
}

struct TripProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> TripEntry {
        TripEntry(date: Date(), flight: "LH 1234", departure: Date(), relevance: nil)
    }

    func snapshot(for configuration: TripIntent, in context: Context) async -> TripEntry {
        await timeline(for: configuration, in: context).entries[0]
    }

    func timeline(for configuration: TripIntent, in context: Context) async -> Timeline<TripEntry> {
        let now = Date()
        let departure = Calendar.current.startOfDay(for: now).addingTimeInterval(
            Double(configuration.departureMinute) * 60)
        let arrival = departure.addingTimeInterval(Double(configuration.flightMinutes) * 60)
        let window = departure.addingTimeInterval(-2 * 3600)
        let relevantFor = arrival.addingTimeInterval(3600).timeIntervalSince(window)
        var entries = [TripEntry(date: now, flight: configuration.flight, departure: departure, relevance: nil)]
        if window > now {
            entries.append(
                TripEntry(
                    date: window, flight: configuration.flight, departure: departure,
                    relevance: TimelineEntryRelevance(score: 1, duration: relevantFor)))
        }
        return Timeline(entries: entries, policy: .never)
    }

    func relevance() async -> WidgetRelevance<TripIntent> {
        WidgetRelevance([WidgetRelevanceAttribute(configuration: TripIntent(), group: .named("trips"))])
    }
}

struct TripWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Trip", intent: TripIntent.self, provider: TripProvider()) { entry in
            VStack(alignment: .leading) {
                Text(entry.flight).font(.headline)
                Text(entry.departure, style: .time).font(.title2.bold())
                Text(entry.departure, style: .relative).font(.caption)
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
    }
}

/// What the app does after booking: suggest the widget from 2 hours before departure to 1 hour
/// after arrival.
enum TripApp {
    static func tripBooked(_ intent: TripIntent, departure: Date, arrival: Date) async throws {
        let relevant = RelevantIntent(
            intent, widgetKind: "Trip", relevance: .date(from: departure.addingTimeInterval(-7200), to: arrival + 3600))
        try await RelevantIntentManager.shared.updateRelevantIntents([relevant])
    }
}
