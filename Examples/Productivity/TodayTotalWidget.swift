//  TodayTotalWidget.swift — Productivity example (Glimpse)
//  Status: Complete
//  Behaviour: a small widget with how long the work timer ran; reloaded after each toggle (the
//  intent's reload, and the system's free `intent` reload).

import SwiftUI
import WidgetKit

struct TotalEntry: TimelineEntry {
    let date: Date
    let seconds: Double
    let isRunning: Bool
}

struct TotalProvider: TimelineProvider {
    func placeholder(in context: Context) -> TotalEntry { TotalEntry(date: Date(), seconds: 5400, isRunning: false) }

    func getSnapshot(in context: Context, completion: @escaping (TotalEntry) -> Void) {
        completion(entry(at: Date()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TotalEntry>) -> Void) {
        let now = Date()
        completion(Timeline(entries: [entry(at: now)], policy: .after(now.addingTimeInterval(15 * 60))))
    }

    private func entry(at date: Date) -> TotalEntry {
        TotalEntry(
            date: date, seconds: TimerStore.seconds(TimerEntity.work.id, at: date),
            isRunning: TimerStore.isRunning(TimerEntity.work.id))
    }
}

struct TodayTotalView: View {
    let entry: TotalEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Label("Work", systemImage: entry.isRunning ? "hourglass" : "hourglass.bottomhalf.filled")
                .font(.headline)
                .foregroundStyle(.purple)
            Spacer()
            Text("\(Int(entry.seconds) / 3600)h \(Int(entry.seconds) % 3600 / 60)m")
                .font(.system(size: 28, weight: .bold, design: .rounded))
            Text(entry.isRunning ? "Running" : "Today")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct TodayTotalWidget: Widget {
    static let kind = "com.example.Productivity.TodayTotal"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: Self.kind, provider: TotalProvider()) { entry in
            TodayTotalView(entry: entry)
        }
        .configurationDisplayName("Today's Work")
        .description("How long the work timer ran.")
        .supportedFamilies([.systemSmall])
    }
}
