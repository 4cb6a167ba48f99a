//  HeroProvider.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: WidgetKit "TimelineProvider". One entry now and one at each moment a hero reaches
//  full health — the only moments the views change on their own: between them, the recovery
//  bars (`ProgressView(timerInterval:)`) and timers (`Text(_:style: .timer)`) update live
//  without entries. Policy `.atEnd` while anyone recovers (the roster may have new injuries by
//  then); `.never` when everyone is at full health, since nothing will change.

import Foundation
import WidgetKit

struct HeroProvider: TimelineProvider {
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

    /// An entry at `now` and one at each future full-health moment of the roster, in order.
    static func timeline(for roster: [Hero], from now: Date) -> Timeline<HeroEntry> {
        let recoveries = Set(roster.map(\.fullHealthDate).filter { $0 > now }).sorted()
        let entries = ([now] + recoveries).map { HeroEntry(date: $0, roster: roster) }
        return Timeline(entries: entries, policy: recoveries.isEmpty ? .never : .atEnd)
    }
}
