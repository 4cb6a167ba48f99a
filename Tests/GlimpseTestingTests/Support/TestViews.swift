//  TestViews.swift — GlimpseTestingTests (Glimpse)
//  Status: Complete
//  Behaviour: small widget views the snapshot tests draw, and a scratch directory per test.

import Foundation
import SwiftUI
import WidgetKit

/// A heart-rate widget: the figure is privacy sensitive, the title is not.
struct HeartRateView: View {
    var beats = 72
    var tint = Color.red

    var body: some View {
        VStack(alignment: .leading) {
            Text("Heart")
                .font(.headline)
                .foregroundStyle(tint)
            Text("\(beats) BPM")
                .font(.title)
                .privacySensitive()
        }
        .containerBackground(for: .widget) { Color.white }
    }
}

/// A new empty directory under the temporary directory; the caller removes it.
func scratchDirectory(_ name: String = #function) -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("GlimpseTestingTests-\(name.filter(\.isLetter))-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A heart-rate entry: the figure shown.
struct HeartRateEntry: TimelineEntry {
    var date = Date(timeIntervalSince1970: 1_800_000_000)
    var beats = 72
}

/// A provider of one heart-rate entry.
struct HeartRateProvider: TimelineProvider {
    func placeholder(in context: Context) -> HeartRateEntry { HeartRateEntry() }
    func getSnapshot(in context: Context, completion: @escaping (HeartRateEntry) -> Void) {
        completion(HeartRateEntry())
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<HeartRateEntry>) -> Void) {
        completion(Timeline(entries: [HeartRateEntry()], policy: .never))
    }
}

/// The widget whose entry view is `HeartRateView`, in the small, medium and rectangular families.
struct HeartRateWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "HeartRate", provider: HeartRateProvider()) { entry in
            HeartRateView(beats: entry.beats)
        }
        .configurationDisplayName("Heart Rate")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
    }
}
