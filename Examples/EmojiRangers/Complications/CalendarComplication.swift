//  CalendarComplication.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: the calendar circle Apple showed when complications moved to WidgetKit: the
//  weekday and day on the standard accessory backdrop. Unchanged iOS 17 / watchOS 10 source.

import SwiftUI
import WidgetKit

struct DayEntry: TimelineEntry {
    let date: Date
}

struct DayProvider: TimelineProvider {
    func placeholder(in context: Context) -> DayEntry { DayEntry(date: Date()) }

    func getSnapshot(in context: Context, completion: @escaping (DayEntry) -> Void) {
        completion(DayEntry(date: Date()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<DayEntry>) -> Void) {
        let calendar = Calendar.current
        let today = calendar.startOfDay(for: Date())
        let entries = (0..<3).compactMap { calendar.date(byAdding: .day, value: $0, to: today) }.map(DayEntry.init)
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct CalendarComplicationView: View {
    let entry: DayEntry
    @Environment(\.widgetFamily) private var family

    private var weekday: String {
        let formatter = DateFormatter()
        formatter.dateFormat = "EEE"
        return formatter.string(from: entry.date).uppercased()
    }

    private var day: String { String(Calendar.current.component(.day, from: entry.date)) }

    var body: some View {
        switch family {
        case .accessoryCorner:
            Text(day)
                .font(.title2.bold())
                .widgetLabel(weekday)
        default:
            ZStack {
                AccessoryWidgetBackground()
                VStack(spacing: -2) {
                    Text(weekday)
                        .font(.system(size: 12, weight: .bold))
                        .widgetAccentable()
                    Text(day)
                        .font(.system(size: 28, weight: .semibold))
                        .monospacedDigit()
                }
            }
        }
    }
}

struct CalendarComplication: Widget {
    let kind = "EmojiRangersCalendar"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: DayProvider()) { entry in
            CalendarComplicationView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Calendar")
        .description("Today's weekday and date.")
        .supportedFamilies([.accessoryCircular, .accessoryCorner])
    }
}
