//  SimulatorTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 3 "glimpse simulate" — a day replayed on the simulated clock in well under
//  a second, with reload counts and staleness that follow from the documented rules: a widget
//  asking every 15 minutes gets its free first load and 72 charged reloads (the last at 18:00),
//  is refused at 18:15 and shows stale data for the remaining 5 h 45 min.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

struct SimulatorTests {
    func plan(
        duration: TimeInterval = 86_400, views: [TimeSpan]? = nil, foreground: [TimeSpan]? = nil
    ) -> SimulationPlan {
        SimulationPlan(
            bundle: "QuarterHour", kind: "Q", family: .systemSmall, start: .testStart, duration: duration, views: views,
            foreground: foreground)
    }

    func at(_ seconds: TimeInterval) -> Date { Date.testStart.addingTimeInterval(seconds) }

    @Test func aDayOfQuarterHourReloadsSpendsTheBudgetAt18hAndIsStaleForTheRest() throws {
        let report = try Simulator.run(plan(), source: FakeTimelineSource.every(900))
        #expect(report.totals.providerCalls == 73)
        #expect(report.totals.reloadsGranted == 73)
        #expect(report.totals.freeReloads == 1)
        #expect(report.totals.chargedReloads == 72)
        #expect(report.totals.reloadsRefused == 1)
        #expect(report.totals.budgetLimit == 72)
        #expect(report.totals.budgetRemaining == 0)
        #expect(report.reloads.filter(\.charged).last?.time == at(18 * 3600))
        let refused = try #require(report.reloads.last)
        #expect(!refused.granted)
        #expect(refused.time == at(18 * 3600 + 900))
        #expect(refused.outcome == .refused)
        #expect(refused.detail.hasPrefix("budget spent: 72 charged reloads in the last 24 h"))
        #expect(report.staleness.spans == [TimeSpan(start: at(65_700), end: at(86_400))])
        #expect(report.staleness.totalSeconds == 20_700)
        #expect(report.totals.staleSeconds == 20_700)
        #expect(report.timelines.count == 73)
        #expect(report.totals.entriesShown == 73)
        #expect(report.shown.last?.span == TimeSpan(start: at(64_800), end: at(86_400)))
        #expect(report.budget.first == .init(time: .testStart, used: 0, remaining: 72, limit: 72))
        #expect(report.budget.last == .init(time: at(86_400), used: 72, remaining: 0, limit: 72))
        #expect(report.errors.isEmpty)
        #expect(report.archive(at: at(3600 + 1))?.size == Size(width: 158, height: 158))
    }

    @Test func stalenessCountsOnlyWhileTheWidgetIsViewed() throws {
        let views = [TimeSpan(start: at(18 * 3600), end: at(20 * 3600))]
        let report = try Simulator.run(plan(views: views), source: FakeTimelineSource.every(900))
        #expect(report.staleness.totalSeconds == 20_700)
        #expect(report.staleness.viewedSeconds == 6300)
        #expect(report.totals.staleSeconds == 6300)
    }

    @Test func theTimeBeforeTheFirstTimelineArrivesIsStale() throws {
        // The provider fails until 08:00 (a trial's NaN score did this): no timeline, so stale.
        let source = FakeTimelineSource { request, _ in
            request.time < at(8 * 3600)
                ? .failure(HostError(.providerFailed, "Unable to encode Float.nan"))
                : .success(FetchedTimeline(entries: [FakeTimelineSource.entry(at: request.time)], policy: .never))
        }
        let report = try Simulator.run(plan(), source: source)
        let arrived = try #require(report.timelines.first?.received)
        #expect(arrived >= at(8 * 3600))
        #expect(report.staleness.spans.first == TimeSpan(start: .testStart, end: arrived))
        #expect(report.totals.staleSeconds == arrived.timeIntervalSince(.testStart))
    }

    @Test func reloadsWhileTheAppIsInTheForegroundAreFree() throws {
        let foreground = [TimeSpan(start: .testStart, end: at(2 * 3600))]
        let report = try Simulator.run(plan(foreground: foreground), source: FakeTimelineSource.every(900))
        #expect(report.totals.freeReloads == 8)
        #expect(report.totals.chargedReloads == 72)
        #expect(report.totals.reloadsRefused == 1)
        #expect(report.reloads.last?.time == at(72_000))
        #expect(report.staleness.totalSeconds == 14_400)
    }

    @Test func stalenessIsExactWithoutLiveContent() throws {
        // Eligible a minute after each reload, which waits for the 5-minute interval: the host
        // has no wake-up in between, and each stale span is still counted in full.
        let report = try Simulator.run(plan(duration: 3600), source: FakeTimelineSource.every(60))
        let reloadTimes: [TimeInterval] = Array(stride(from: 0, through: 3600, by: 300))
        #expect(report.reloads.map { $0.time.timeIntervalSince(.testStart) } == reloadTimes)
        let spans: [TimeSpan] = reloadTimes.dropLast().map { TimeSpan(start: at($0 + 60), end: at($0 + 300)) }
        #expect(report.staleness.spans == spans)
        #expect(report.staleness.totalSeconds == 12 * 240)
        #expect(report.reloads.dropFirst().allSatisfy { $0.waited == 240 })
    }

    @Test func theAppComingToTheForegroundEndsTheStalenessOfASpentBudget() throws {
        // Refused at 18:15; the app is in the foreground 20:00–20:30: free reloads at 20:00 and
        // 20:15; at 20:30 the budget refuses again.
        let foreground = [TimeSpan(start: at(20 * 3600), end: at(20 * 3600 + 1800))]
        let report = try Simulator.run(plan(foreground: foreground), source: FakeTimelineSource.every(900))
        #expect(report.totals.freeReloads == 3)
        #expect(report.totals.chargedReloads == 72)
        #expect(report.totals.reloadsRefused == 2)
        let free = report.reloads.filter { $0.granted && !$0.charged }.map(\.time)
        #expect(free == [.testStart, at(72_000), at(72_900)])
        #expect(
            report.staleness.spans == [
                TimeSpan(start: at(65_700), end: at(72_000)), TimeSpan(start: at(73_800), end: at(86_400)),
            ])
        #expect(report.staleness.totalSeconds == 18_900)
    }

    @Test func liveTimersCountOneUpdatePerSecondWithoutReloads() throws {
        let source = FakeTimelineSource { request, _ in
            .success(
                FetchedTimeline(
                    entries: [FakeTimelineSource.entry(at: request.time, timer: request.time.addingTimeInterval(0.5))],
                    policy: .never))
        }
        let report = try Simulator.run(plan(duration: 60), source: source)
        #expect(report.liveUpdates == 60)
        #expect(report.totals.providerCalls == 1)
    }

    @Test func theReportEncodesWithoutItsArchivesAndDecodes() throws {
        let report = try Simulator.run(plan(duration: 3600), source: FakeTimelineSource.every(900))
        let data = try ArchiveCoding.encoder().encode(report)
        var decoded = try ArchiveCoding.decoder().decode(SimulationReport.self, from: data)
        #expect(decoded.archives.isEmpty)
        decoded.archives = report.archives
        #expect(decoded == report)
    }

    @Test func aRealBundlesWallClockDatesLandOnTheSimulatedTime() throws {
        // The script dates its one entry with `date +%s` and asks again 15 minutes later.
        let bundle = try FakeBundle(
            script: """
                while read line; do
                  id=$(echo "$line" | sed 's/.*"id":\\([0-9]*\\).*/\\1/')
                  now=$(date +%s)
                  sed -e "s/999999/$id/" -e "s/111111/$now/" -e "s/222222/$((now + 900))/" "$DIR/answer-0"
                done
                """,
            answers: [
                FakeBundle.line(
                    ExtensionResponse(
                        id: 999_999, entries: [FakeTimelineSource.entry(at: Date(timeIntervalSince1970: 111_111))],
                        policy: .after(Date(timeIntervalSince1970: 222_222))))
            ])
        var plan = plan(duration: 3600)
        plan.bundle = bundle.path
        plan.kind = "Counter"
        let report = try Simulator.run(plan)
        // The placeholder, then a timeline at 0, 15, 30, 45 and 60 minutes.
        #expect(report.totals.providerCalls == 6)
        #expect(report.providerCalls.map(\.method) == ["placeholder"] + Array(repeating: "timeline", count: 5))
        #expect(report.errors.isEmpty)
        let first = try #require(report.timelines.first?.entries.first?.date)
        #expect(abs(first.timeIntervalSince(.testStart)) < 2)
        #expect(report.providerCalls.allSatisfy { $0.duration > 0 && $0.outcome == "ok" })
    }

    @Test func aMissingBundleIsBundleNotFound() {
        var plan = plan()
        plan.bundle = "/nonexistent/Weather"
        let error = #expect(throws: HostError.self) { try Simulator.run(plan) }
        #expect(error?.code == .bundleNotFound)
    }
}
