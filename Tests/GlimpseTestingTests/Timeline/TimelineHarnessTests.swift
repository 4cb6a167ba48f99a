//  TimelineHarnessTests.swift — GlimpseTestingTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 14 "a timeline harness": a provider runs on a simulated clock; reloads come
//  when the policy allows (`.atEnd` at the last entry, `.after` at its date, `.never` not), no
//  sooner than the minimum interval; `entry(at:)` is what a person sees; with the simulated wall
//  clock `Date()` in the provider reads the simulated time (checked in a child process, since it
//  moves the process's clock).

import Foundation
import Testing
import WidgetKit

@testable import GlimpseTesting

private struct CountEntry: TimelineEntry {
    var date: Date
    var count: Int
}

/// Four entries a minute apart from the asked time (given by the harness's context date).
private struct MinuteProvider: TimelineProvider {
    var policy: (Date) -> TimelineReloadPolicy
    var now: @Sendable () -> Date

    func placeholder(in context: Context) -> CountEntry { CountEntry(date: .distantPast, count: 0) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (CountEntry) -> Void) {
        completion(CountEntry(date: now(), count: -1))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<CountEntry>) -> Void) {
        let start = now()
        let entries = (0..<4).map { CountEntry(date: start.addingTimeInterval(Double($0) * 60), count: $0) }
        completion(Timeline(entries: entries, policy: policy(start)))
    }
}

/// Counts a provider's calls (the harness calls it from one task at a time).
private final class Counter: @unchecked Sendable {
    // @unchecked Sendable: a run calls its provider sequentially, never concurrently.
    private var count = 0
    func next() -> Int {
        defer { count += 1 }
        return count
    }
}

struct TimelineHarnessTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func atEndReloadsAfterTheLastEntryButNotBeforeTheMinimumInterval() async {
        let harness = TimelineHarness(simulatesWallClock: false)
        let start = self.start
        let run = await harness.run(
            MinuteProvider(policy: { _ in .atEnd }, now: { start }), from: start, until: start + 1800)
        // The provider always answers from `start`: the last entry is 3 min in, so the 5-minute
        // minimum paces the reloads.
        #expect(run.reloads.map(\.date) == (0..<6).map { start + Double($0) * 300 })
        #expect(run.reloads[0].nextReload == start + 300)
        #expect(run.entries.count == 24)
    }

    @Test func afterReloadsAtItsDateAndNeverStops() async {
        let harness = TimelineHarness(minimumReloadInterval: 0, simulatesWallClock: false)
        let start = self.start
        // First `.after` an hour, then `.never`.
        let calls = Counter()
        let after = await harness.run(
            MinuteProvider(policy: { _ in calls.next() == 0 ? .after(start + 3600) : .never }, now: { start }),
            from: start, until: start + 7200)
        #expect(after.reloads.map(\.date) == [start, start + 3600])
        #expect(after.reloads[1].nextReload == nil)
        #expect(after.reloads[1].policy == .never)
    }

    @Test func aPolicyDatedInThePastStillMovesTheClockOn() async {
        let harness = TimelineHarness(minimumReloadInterval: 0, simulatesWallClock: false)
        let start = self.start
        let run = await harness.run(
            MinuteProvider(policy: { _ in .after(start - 60) }, now: { start }), from: start, until: start + 3,
            maximumReloads: 10)
        #expect(run.reloads.map(\.date) == [start, start + 1, start + 2])
    }

    @Test func entryAtATimeIsTheLatestEntryNotAfterIt() async {
        let harness = TimelineHarness(simulatesWallClock: false)
        let start = self.start
        let run = await harness.run(
            MinuteProvider(policy: { _ in .never }, now: { start }), from: start, until: start + 60)
        #expect(run.entry(at: start - 1) == nil)
        #expect(run.entry(at: start + 90)?.count == 1)
        #expect(run.entry(at: start + 1000)?.count == 3)
    }

    @Test func simulatedWallClockIsWhatDateReadsInsideTheProvider() async {
        // In a child process: the harness moves the process's wall clock while the provider runs.
        await #expect(processExitsWith: .success) {
            let start = Date(timeIntervalSince1970: 2_000_000_000)  // 2033, years from the real time
            let harness = TimelineHarness(minimumReloadInterval: 0)
            let run = await harness.run(
                MinuteProvider(policy: { _ in .atEnd }, now: { Date() }), from: start, until: start + 400)
            // Each answer starts at the simulated time it was asked at (within a second of
            // running), so `.atEnd` reloads come 3 simulated minutes apart; afterwards the
            // process's clock is real again.
            let asked = run.reloads.map(\.date.timeIntervalSince1970)
            let firstEntries = run.reloads.map { $0.entries[0].date.timeIntervalSince1970 }
            let expected = [2_000_000_000.0, 2_000_000_180, 2_000_000_360]
            let ok =
                asked.count == 3 && zip(asked, expected).allSatisfy { abs($0 - $1) < 1 }
                && zip(asked, firstEntries).allSatisfy { abs($0 - $1) < 1 }
                && Date().timeIntervalSince1970 < 1_900_000_000
            exit(ok ? 0 : 1)
        }
    }
}
