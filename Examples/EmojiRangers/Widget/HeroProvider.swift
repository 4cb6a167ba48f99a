//  HeroProvider.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: WidgetKit "TimelineProvider". The timeline has an entry now, one every hour
//  while anyone is recovering, and one at each hero's full-health moment; policy .atEnd.
//  When everyone is at full health nothing will change, so the policy is .never.

import Foundation
import WidgetKit

struct HeroProvider: TimelineProvider {
    /// Hourly steps, at most this many entries in one timeline.
    static let maximumEntries = 24

    func placeholder(in context: Context) -> HeroEntry {
        HeroEntry(date: Date(), roster: Hero.builtInRoster)
    }

    func getSnapshot(in context: Context, completion: @escaping (HeroEntry) -> Void) {
        let roster = context.isPreview ? Hero.builtInRoster : HeroStore.loadRoster()
        completion(HeroEntry(date: Date(), roster: roster))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HeroEntry>) -> Void) {
        let now = Date()
        completion(Self.timeline(for: HeroStore.loadRoster(now: now), from: now))
    }

    /// The entries for `roster` from `now` until the last hero is at full health.
    static func timeline(for roster: [Hero], from now: Date) -> Timeline<HeroEntry> {
        let recoveries = roster.map(\.fullHealthDate).filter { $0 > now }
        guard let lastRecovery = recoveries.max() else {
            return Timeline(entries: [HeroEntry(date: now, roster: roster)], policy: .never)
        }
        var dates: Set<Date> = [now]
        var step = now.addingTimeInterval(60 * 60)
        while step < lastRecovery && dates.count < maximumEntries {
            dates.insert(step)
            step = step.addingTimeInterval(60 * 60)
        }
        dates.formUnion(recoveries)
        let entries = dates.sorted().prefix(maximumEntries).map { HeroEntry(date: $0, roster: roster) }
        return Timeline(entries: Array(entries), policy: .atEnd)
    }
}
