//  UpcomingTripsWidget.swift — SmartStack (Glimpse example widget)
//  Status: Complete
//  Behaviour: a watchOS 26 relevance widget: one card per booked trip in the watch Smart Stack,
//  relevant from 2 hours before departure to 1 hour after arrival (`scheduled`); trips that overlap
//  appear together; while one is relevant it takes the place of the Trip timeline widget
//  (`associatedKind`); at an airport, every trip still to depart that day is relevant too
//  (`location(category: .airport)`; in Glimpse `--conditions poi:airport`). Unchanged watchOS
//  widget source.
//  Try: `glimpse simulate .build/debug/SmartStack --watch-stack Trip,Workout --device watch-45mm --out /tmp/watch`.

import AppIntents
import MapKit
import RelevanceKit
import SwiftUI
import WidgetKit

/// The trips the app booked: flight, departure (minutes after midnight, each day) and minutes in
/// the air.
enum TripBook {
    static let booked: [(flight: String, departure: Int, minutes: Int)] = [
        ("LH 1234", 14 * 60 + 30, 95),
        ("BA 915", 16 * 60 + 10, 100),
        ("AF 1419", 21 * 60 + 45, 70),
    ]

    static func intent(_ trip: (flight: String, departure: Int, minutes: Int)) -> TripIntent {
        let intent = TripIntent()
        intent.flight = trip.flight
        intent.departureMinute = trip.departure
        intent.flightMinutes = trip.minutes
        return intent
    }
}

struct UpcomingTripEntry: RelevanceEntry {
    let flight: String
    let departure: Date
    let arrival: Date
}

struct UpcomingTripsProvider: RelevanceEntriesProvider {
    func placeholder(context: Context) -> UpcomingTripEntry {
        UpcomingTripEntry(flight: "LH 1234", departure: Date(), arrival: Date().addingTimeInterval(5700))
    }

    func relevance() async -> WidgetRelevance<TripIntent> {
        let now = Date()
        let today = Calendar.current.startOfDay(for: now)
        let scheduled = TripBook.booked.map { trip in
            let departure = today.addingTimeInterval(Double(trip.departure) * 60)
            let arrival = departure.addingTimeInterval(Double(trip.minutes) * 60)
            let window = DateInterval(start: departure.addingTimeInterval(-2 * 3600), end: arrival + 3600)
            return WidgetRelevanceAttribute(
                configuration: TripBook.intent(trip), context: .date(interval: window, kind: .scheduled))
        }
        // At the airport: the trips still to depart today.
        let atAirport = TripBook.booked.compactMap { trip -> WidgetRelevanceAttribute<TripIntent>? in
            guard today.addingTimeInterval(Double(trip.departure) * 60) > now,
                let airport = RelevantContext.location(category: .airport)
            else { return nil }
            return WidgetRelevanceAttribute(configuration: TripBook.intent(trip), context: airport)
        }
        return WidgetRelevance(scheduled + atAirport)
    }

    func entry(configuration: TripIntent, context: Context) async throws -> UpcomingTripEntry {
        let today = Calendar.current.startOfDay(for: Date())
        let departure = today.addingTimeInterval(Double(configuration.departureMinute) * 60)
        return UpcomingTripEntry(
            flight: configuration.flight, departure: departure,
            arrival: departure.addingTimeInterval(Double(configuration.flightMinutes) * 60))
    }
}

struct UpcomingTripsWidget: Widget {
    var body: some WidgetConfiguration {
        RelevanceConfiguration(kind: "UpcomingTrips", provider: UpcomingTripsProvider()) { entry in
            HStack {
                VStack(alignment: .leading, spacing: 2) {
                    Label(entry.flight, systemImage: "airplane").font(.headline)
                    Text(entry.departure, style: .time).font(.title3.bold())
                    Text("lands \(entry.arrival, style: .time)").font(.caption)
                }
                Spacer(minLength: 0)
            }
            .containerBackground(.blue.gradient, for: .widget)
        }
        .associatedKind("Trip")
        .configurationDisplayName("Upcoming Trips")
        .description("Your next flights, when they matter.")
    }
}
