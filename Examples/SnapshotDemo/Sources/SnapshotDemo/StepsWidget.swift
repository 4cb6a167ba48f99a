//  StepsWidget.swift — SnapshotDemo example (Glimpse)
//  Status: Complete
//  Behaviour: an ordinary iOS 17 widget, unchanged source: a step count with a progress bar on
//  the Home Screen, a compact line on the Lock Screen, and a heart rate marked
//  `privacySensitive()` so a locked Lock Screen hides it. Its tests (Docs/Testing.md) snapshot it.

import SwiftUI
import WidgetKit

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int
    let heartRate: Int

    static let sample = StepsEntry(
        date: Date(timeIntervalSince1970: 1_767_225_600), steps: 6_480, goal: 10_000, heartRate: 72)
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { .sample }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        // An entry every 15 minutes for the next hour, walking on; ask again after the last.
        let now = Date()
        let entries = (0..<4).map { quarter in
            StepsEntry(
                date: now.addingTimeInterval(Double(quarter) * 900), steps: 6_480 + quarter * 250, goal: 10_000,
                heartRate: 72 + quarter)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct StepsWidgetView: View {
    @Environment(\.widgetFamily) private var family
    var entry: StepsEntry
    var accent: Color = .orange

    var body: some View {
        switch family {
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Label("\(entry.steps) steps", systemImage: "figure.walk")
                    .widgetAccentable()
                Text("♥ \(entry.heartRate) BPM")
                    .privacySensitive()
            }
        default:
            VStack(alignment: .leading, spacing: 6) {
                Label("Steps", systemImage: "figure.walk")
                    .font(.headline)
                    .foregroundStyle(accent)
                    .widgetAccentable()
                Text(entry.steps, format: .number)
                    .font(.system(size: 34, weight: .bold, design: .rounded))
                ProgressView(value: Double(entry.steps), total: Double(entry.goal))
                    .tint(accent)
                Spacer(minLength: 0)
                Text("♥ \(entry.heartRate) BPM")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .privacySensitive()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

struct StepsWidget: Widget {
    let kind = "StepsWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StepsProvider()) { entry in
            StepsWidgetView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Steps")
        .description("Today's steps and your heart rate.")
        .supportedFamilies([.systemSmall, .accessoryRectangular])
    }
}

#Preview(as: .systemSmall) {
    StepsWidget()
} timeline: {
    StepsEntry.sample
}
