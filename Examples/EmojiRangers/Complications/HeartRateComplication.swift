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
        HeartRateEntry(date: Date(), beatsPerMinute: 68, measuredAt: Date())
    }

    func getSnapshot(in context: Context, completion: @escaping (HeartRateEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HeartRateEntry>) -> Void) {
        let now = Date()
        let readings = [72, 75, 69, 81, 77, 70]
        let entries = readings.enumerated().map { index, bpm in
            let date = now.addingTimeInterval(Double(index) * 10 * 60)
            return HeartRateEntry(date: date, beatsPerMinute: bpm, measuredAt: date)
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
                VStack(spacing: 0) {
                    heart.font(.system(size: 14))
                    rate.font(.system(size: 22, weight: .semibold))
                    Text("BPM").font(.system(size: 9, weight: .medium)).foregroundStyle(.secondary)
                }
            }
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 4) {
                    heart
                    Text("Heart Rate").font(.headline)
                }
                HStack(alignment: .firstTextBaseline, spacing: 4) {
                    rate.font(.system(size: 28, weight: .semibold))
                    Text("BPM").font(.caption).foregroundStyle(.secondary)
                }
                if !isLuminanceReduced {
                    Text(entry.measuredAt, style: .relative).font(.caption2).foregroundStyle(.secondary)
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
