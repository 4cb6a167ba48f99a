//  LiveActivityLifeTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: ActivityKit's lifetime rules as a table: 8 hours running, up to 4 hours ended on the
//  Lock Screen, `.immediate` and `.after(date)` dismissals, and the stale date.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

struct LiveActivityLifeTests {
    private static let start = Date(timeIntervalSince1970: 1_800_000_000)
    private static let hour: TimeInterval = 3600

    struct Row: Sendable, CustomStringConvertible {
        var note: String
        /// Hours after the start.
        var endedAt: Double?
        var dismissal: LiveActivityMessage.Dismissal = .default
        var dismissAt: Double?
        var staleAt: Double?
        var now: Double
        var life: LiveActivityLife
        var description: String { note }
    }

    static let rows: [Row] = [
        Row(note: "running, no stale date", now: 1, life: .active),
        Row(note: "running, before its stale date", staleAt: 2, now: 1.5, life: .active),
        Row(note: "running, at its stale date", staleAt: 2, now: 2, life: .stale),
        Row(note: "running 8 hours: the system ends it", now: 8, life: .ended),
        Row(note: "ended by the system, 4 hours later: gone", now: 12, life: .dismissed),
        Row(note: "ended by the app, default: stays", endedAt: 1, now: 4.9, life: .ended),
        Row(note: "ended by the app, default: gone after 4 hours", endedAt: 1, now: 5, life: .dismissed),
        Row(note: "ended, stale date passed: ended, not stale", endedAt: 1, staleAt: 0.5, now: 2, life: .ended),
        Row(note: "immediate: gone at once", endedAt: 1, dismissal: .immediate, now: 1, life: .dismissed),
        Row(note: "immediate: running before", endedAt: 1, dismissal: .immediate, now: 0.5, life: .active),
        Row(
            note: "ended a rounding error after now (a stored date read back): ended", endedAt: 1 + 1e-9,
            dismissal: .after, dismissAt: 2, now: 1, life: .ended),
        Row(note: "after a date: until then", endedAt: 1, dismissal: .after, dismissAt: 2, now: 1.9, life: .ended),
        Row(note: "after a date: gone then", endedAt: 1, dismissal: .after, dismissAt: 2, now: 2, life: .dismissed),
        Row(
            note: "after a date past 4 hours: gone at 4 hours", endedAt: 1, dismissal: .after, dismissAt: 9, now: 5,
            life: .dismissed),
        Row(
            note: "immediate after the system ended it: gone", endedAt: 9, dismissal: .immediate, now: 10,
            life: .dismissed),
    ]

    @Test(arguments: rows)
    func theLifeAtAMomentFollowsActivityKitsRules(_ row: Row) {
        let at = { (hours: Double) in Self.start.addingTimeInterval(hours * Self.hour) }
        let activity = StoredLiveActivity(
            id: "a", bundle: "B", attributesType: "T", attributes: "{}", state: "{}", staleDate: row.staleAt.map(at),
            relevanceScore: 0, started: Self.start, updated: Self.start, ended: row.endedAt.map(at),
            dismissal: row.dismissal, dismissAt: row.dismissAt.map(at))
        #expect(LiveActivityLife.at(at(row.now), of: activity) == row.life)
    }
}
