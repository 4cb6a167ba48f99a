//  WorkoutWidget.swift — SmartStack (Glimpse example widget)
//  Status: Complete
//  Behaviour: a workout widget whose entries score by intensity: every 5 minutes of a morning
//  run (07:00–07:45) and an evening session (18:00–19:00), the score is the heart-rate zone
//  (1–5) for 5 minutes; at rest it is 0, "do not rotate for this".

import SwiftUI
import WidgetKit

struct WorkoutEntry: TimelineEntry {
    let date: Date
    let activity: String
    let zone: Int

    var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: Float(zone), duration: zone > 0 ? 300 : 0) }
}

struct WorkoutProvider: TimelineProvider {
    /// (start minute of the day, activity, the zone of each 5-minute block)
    static let sessions: [(Int, String, [Int])] = [
        (7 * 60, "Morning run", [1, 2, 3, 3, 4, 4, 5, 3, 1]),
        (18 * 60, "Intervals", [1, 2, 4, 5, 2, 4, 5, 2, 4, 5, 2, 1]),
    ]

    func placeholder(in context: Context) -> WorkoutEntry { WorkoutEntry(date: Date(), activity: "Resting", zone: 0) }

    func getSnapshot(in context: Context, completion: @escaping (WorkoutEntry) -> Void) {
        completion(WorkoutEntry(date: Date(), activity: "Morning run", zone: 3))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WorkoutEntry>) -> Void) {
        let now = Date()
        let day = Calendar.current.startOfDay(for: now)
        var entries = [WorkoutEntry(date: now, activity: "Resting", zone: 0)]
        for (start, activity, zones) in Self.sessions {
            for (index, zone) in zones.enumerated() {
                let date = day.addingTimeInterval(Double(start + index * 5) * 60)
                if date > now { entries.append(WorkoutEntry(date: date, activity: activity, zone: zone)) }
            }
            let end = day.addingTimeInterval(Double(start + zones.count * 5) * 60)
            if end > now { entries.append(WorkoutEntry(date: end, activity: "Resting", zone: 0)) }
        }
        completion(Timeline(entries: entries, policy: .after(day.addingTimeInterval(86_400))))
    }
}

struct WorkoutWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Workout", provider: WorkoutProvider()) { entry in
            VStack(spacing: 6) {
                Text(entry.activity).font(.headline)
                Gauge(value: Double(entry.zone), in: 0...5) {
                    Text("Zone")
                } currentValueLabel: {
                    Text("\(entry.zone)")
                }
                .gaugeStyle(.accessoryCircular)
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Workout")
        .description("Your heart-rate zone, on top while you train.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
    }
}
