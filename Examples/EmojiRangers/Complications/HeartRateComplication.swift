//  HeartRateComplication.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: a heart-rate complication: the number is `privacySensitive` (redacted while
//  locked), the heart is `widgetAccentable` (tinted on accented faces), and Always On shows a
//  calmer outline heart. Unchanged iOS 17 / watchOS 10 source.

import SwiftUI
import WidgetKit

struct HeartRateEntry: TimelineEntry {
    let date: Date
    let beatsPerMinute: Int
    let measuredAt: Date
}

struct HeartRateProvider: TimelineProvider {
    func placeholder(in context: Context) -> HeartRateEntry {
        let now = Date()
        return HeartRateEntry(date: now, beatsPerMinute: 68, measuredAt: now.addingTimeInterval(-2 * 60))
    }

    func getSnapshot(in context: Context, completion: @escaping (HeartRateEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HeartRateEntry>) -> Void) {
        let now = Date()
        let readings = [72, 75, 69, 81, 77, 70]
        let entries = readings.enumerated().map { index, bpm in
            let date = now.addingTimeInterval(Double(index) * 10 * 60)
            // Each reading was taken a couple of minutes before the entry shows it.
            return HeartRateEntry(date: date, beatsPerMinute: bpm, measuredAt: date.addingTimeInterval(-2 * 60))
        }
        completion(Timeline(entries: entries, policy: .after(now.addingTimeInterval(60 * 60))))
    }
}

struct HeartRateView: View {
    let entry: HeartRateEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    private var heart: some View {
        Image(systemName: isLuminanceReduced ? "heart" : "heart.fill")
            .foregroundStyle(.red)
            .widgetAccentable()
    }

    private var rate: some View {
        Text("\(entry.beatsPerMinute)")
            .monospacedDigit()
            .privacySensitive()
    }

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                // "BPM" only where the circle is tall enough (not on 40 and 41 mm faces).
                ViewThatFits(in: .vertical) {
                    VStack(spacing: 0) {
                        heart.font(.system(size: 12))
                        rate.font(.system(size: 20, weight: .semibold))
                        Text("BPM").font(.system(size: 8, weight: .medium)).foregroundStyle(.secondary)
                    }
                    VStack(spacing: 0) {
                        heart.font(.system(size: 12))
                        rate.font(.system(size: 20, weight: .semibold))
                    }
                }
                .padding(.vertical, 5)
            }
        case .accessoryRectangular:
            // Two lines, so that it fits the smallest Smart Stack card (152×69.5 pt less 8 pt
            // margins on a 40 mm watch); the time of the reading ends the second line.
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 4) {
                    heart
                    Text("Heart Rate").font(.headline)
                }
                HStack(alignment: .firstTextBaseline, spacing: 4) {
                    rate.font(.system(size: 26, weight: .semibold))
                    Text("BPM").font(.caption).foregroundStyle(.secondary)
                    Spacer(minLength: 4)
                    if !isLuminanceReduced {
                        Text(entry.measuredAt, style: .time).font(.caption2).foregroundStyle(.secondary)
                    }
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        case .accessoryCorner:
            heart
                .font(.title3)
                .widgetLabel {
                    Text("\(entry.beatsPerMinute) BPM").privacySensitive()
                }
        default:
            ViewThatFits {
                Text("Heart rate \(entry.beatsPerMinute) BPM").privacySensitive()
                Label {
                    Text("\(entry.beatsPerMinute)").privacySensitive()
                } icon: {
                    Image(systemName: "heart.fill")
                }
            }
        }
    }
}

struct HeartRateComplication: Widget {
    let kind = "EmojiRangersHeartRate"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: HeartRateProvider()) { entry in
            HeartRateView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Heart Rate")
        .description("Your latest heart rate, hidden while your device is locked.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner])
    }
}
