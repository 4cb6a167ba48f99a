//  StatsProvider.swift — SystemMonitor (Glimpse example widget)
//  Status: Complete
//  Behaviour: WidgetKit "TimelineProvider": one entry read now, and a reload asked for
//  30 minutes later (.after), since the figures cannot be predicted: 48 reloads a day, inside the
//  daily budget (`glimpse lint` checks it).

import Foundation
import WidgetKit

struct StatsProvider: TimelineProvider {
    /// Seconds between reloads.
    static let refreshInterval: TimeInterval = 30 * 60

    func placeholder(in context: Context) -> StatsEntry {
        StatsEntry(date: Date(), stats: .sample)
    }

    func getSnapshot(in context: Context, completion: @escaping (StatsEntry) -> Void) {
        completion(StatsEntry(date: Date(), stats: context.isPreview ? .sample : SystemStatsReader.read()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StatsEntry>) -> Void) {
        let now = Date()
        let entry = StatsEntry(date: now, stats: SystemStatsReader.read())
        completion(Timeline(entries: [entry], policy: .after(now.addingTimeInterval(Self.refreshInterval))))
    }
}
