//  WidgetHostTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §2–3 and issue 3 — the host on a simulated clock: the first
//  load is free, policy reloads are charged at their eligibility no sooner than 5 minutes apart,
//  a spent budget refuses reloads and leaves the widget stale on its last timeline, developer
//  mode, configuration and system events make reloads free, the watch face's budget is 75, and a
//  bundle's instances due together reload in one session.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

struct WidgetHostTests {
    let clock = SimulatedClock(start: .testStart)

    func host(_ source: FakeTimelineSource, settings: HostSettings = HostSettings(), store: HostStore? = nil) throws
        -> WidgetHost
    {
        try WidgetHost(source: source, clock: clock, store: store, settings: settings)
    }

    /// Runs the host from wake-up to wake-up until `end`.
    func run(_ host: WidgetHost, until end: Date) {
        while true {
            host.runDue()
            guard let next = host.nextWakeUp(), next <= end else { break }
            clock.jump(to: next)
        }
        clock.jump(to: end)
        host.runDue()
    }

    @Test func firstLoadIsFreeAndShowsTheFirstTimeline() throws {
        let host = try host(.every(900))
        let instance = try host.addInstance(bundle: "/b/W", kind: "W", family: .systemSmall)
        #expect(host.currentEntry(of: instance.id) == nil)
        let step = host.runDue()
        #expect(step.granted == 1)
        let current = try #require(host.currentEntry(of: instance.id))
        #expect(current.entry.date == .testStart)
        #expect(current.staleSince == nil)
        #expect(host.budgetRemaining(of: instance.id) == 72)
        #expect(host.nextWakeUp() == Date.testStart.addingTimeInterval(900))
    }

    @Test func policyReloadsAreChargedAtTheirEligibility() throws {
        let source = FakeTimelineSource.every(900)
        let host = try host(source)
        let instance = try host.addInstance(bundle: "/b/W", kind: "W", family: .systemSmall)
        run(host, until: Date.testStart.addingTimeInterval(3600))
        #expect(source.requests.map { $0.time.timeIntervalSince(.testStart) } == [0, 900, 1800, 2700, 3600])
        #expect(host.budgetRemaining(of: instance.id) == 68)
    }

    @Test func reloadsAreAtLeastFiveMinutesApart() throws {
        let source = FakeTimelineSource.every(60)
        let host = try host(source)
        _ = try host.addInstance(bundle: "/b/W", kind: "W", family: .systemSmall)
        run(host, until: Date.testStart.addingTimeInterval(1200))
        #expect(source.requests.map { $0.time.timeIntervalSince(.testStart) } == [0, 300, 600, 900, 1200])
    }

    @Test func aSpentBudgetRefusesTheReloadAndTheWidgetStaysStaleOnItsTimeline() throws {
        var settings = HostSettings()
        settings.dailyBudget = 2
        let host = try host(.every(900), settings: settings)
        let instance = try host.addInstance(bundle: "/b/W", kind: "W", family: .systemSmall)
        let log = EventLog(host)
        run(host, until: Date.testStart.addingTimeInterval(3000))
        let rows = log.reloads
        #expect(rows.map(\.reason) == [.initial, .policy, .policy, .policy])
        #expect(rows.map(\.charged) == [false, true, true, false])
        #expect(rows.map(\.granted) == [true, true, true, false])
        #expect(rows[3].outcome == .refused)
        #expect(rows[3].time == Date.testStart.addingTimeInterval(2700))
        #expect(rows[3].detail.hasPrefix("budget spent: 2 charged reloads in the last 24 h; the next frees up at "))
        let current = try #require(host.currentEntry(of: instance.id))
        #expect(current.received == Date.testStart.addingTimeInterval(1800))
        #expect(current.staleSince == Date.testStart.addingTimeInterval(2700))
        // The next try waits for the first charge to leave the window (900 s + 24 h).
        #expect(host.nextWakeUp() == Date.testStart.addingTimeInterval(900 + 86_400))
    }

    @Test func developerModeChargesNothing() throws {
        var settings = HostSettings()
        settings.developerMode = true
        let host = try host(.every(900), settings: settings)
        let instance = try host.addInstance(bundle: "/b/W", kind: "W", family: .systemSmall)
        run(host, until: Date.testStart.addingTimeInterval(7200))
        #expect(host.budgetRemaining(of: instance.id) == 72)
    }

    @Test func aWatchFaceInstanceHas75Reloads() throws {
        let host = try host(.every(900))
        let instance = try host.addInstance(bundle: "/b/W", kind: "W", family: .accessoryCircular, place: .watchFace)
        #expect(host.budgetRemaining(of: instance.id) == 75)
    }

    @Test func widgetCenterFromTheForegroundAppIsFreeAndFromTheBackgroundCharged() throws {
        let source = FakeTimelineSource { request, _ in
            .success(FetchedTimeline(entries: [FakeTimelineSource.entry(at: request.time)], policy: .never))
        }
        let host = try host(source)
        let instance = try host.addInstance(bundle: "/b/W", kind: "W", family: .systemSmall)
        _ = try host.addInstance(bundle: "/b/W", kind: "Other", family: .systemSmall)
        host.runDue()
        clock.advance(by: 600)
        #expect(try host.reloadTimelines(kind: "W", bundle: "W", fromForegroundApp: true) == 1)
        host.runDue()
        #expect(host.budgetRemaining(of: instance.id) == 72)
        clock.advance(by: 600)
        #expect(try host.reloadAll(bundle: "/b/W", fromForegroundApp: false) == 2)
        host.runDue()
        #expect(host.budgetRemaining(of: instance.id) == 71)
        #expect(try host.reloadTimelines(kind: "Nope", bundle: "W", fromForegroundApp: false) == 0)
        #expect(source.requests.count == 5)
    }

    @Test func widgetCenterReloadsWaitForTheMinimumInterval() throws {
        let source = FakeTimelineSource { request, _ in
            .success(FetchedTimeline(entries: [FakeTimelineSource.entry(at: request.time)], policy: .never))
        }
        let host = try host(source)
        let instance = try host.addInstance(bundle: "/b/W", kind: "W", family: .systemSmall)
        host.runDue()
        clock.advance(by: 60)
        try host.requestReload(instance.id, reason: .widgetCenter)
        try host.requestReload(instance.id, reason: .widgetCenter)
        #expect(host.runDue().granted == 0)
        #expect(host.nextWakeUp() == Date.testStart.addingTimeInterval(300))
        run(host, until: Date.testStart.addingTimeInterval(600))
        #expect(source.requests.map { $0.time.timeIntervalSince(.testStart) } == [0, 300])
    }

    @Test func configurationChangesAndSystemEventsReloadAtOnceForFree() throws {
        let source = FakeTimelineSource.every(3600)
        let host = try host(source)
        let instance = try host.addInstance(bundle: "/b/W", kind: "W", family: .systemSmall)
        host.runDue()
        clock.advance(by: 10)
        try host.reconfigureInstance(instance.id, configuration: #"{"hero":"Spouty"}"#)
        host.runDue()
        clock.advance(by: 10)
        try host.systemEvent(.locale)
        host.runDue()
        clock.advance(by: 10)
        try host.moveInstance(instance.id, to: .standBy)
        host.runDue()
        #expect(source.requests.map(\.configuration).last == #"{"hero":"Spouty"}"#)
        #expect(source.requests.count == 4)
        #expect(host.budgetRemaining(of: instance.id) == 72)
        #expect(host.instance(instance.id)?.place == .standBy)
    }

    @Test func instancesOfABundleDueTogetherReloadInOneSession() throws {
        let source = FakeTimelineSource { request, _ in
            // Instance 2 is due 30 s after instance 1; instance 3 (another bundle) at the same time.
            let offset: TimeInterval = request.instance.rawValue == 2 ? 930 : 900
            return .success(
                FetchedTimeline(
                    entries: [FakeTimelineSource.entry(at: request.time)],
                    policy: .after(request.time.addingTimeInterval(offset))))
        }
        let host = try host(source)
        _ = try host.addInstance(bundle: "/b/W", kind: "W", family: .systemSmall)
        _ = try host.addInstance(bundle: "/b/W", kind: "W", family: .systemMedium)
        _ = try host.addInstance(bundle: "/b/Other", kind: "O", family: .systemSmall)
        host.runDue()
        #expect(source.sessions == [2, 1])
        clock.jump(to: try #require(host.nextWakeUp()))
        #expect(clock.now == Date.testStart.addingTimeInterval(900))
        host.runDue()
        #expect(source.sessions == [2, 1, 2, 1])
        #expect(source.requests.suffix(3).map(\.time) == Array(repeating: clock.now, count: 3))
    }

    @Test func aSiblingsSessionDoesNotPullInAReloadDueHoursLater() throws {
        // Instance 1 ticks a timer every second (so it wakes often) and wants its next reload in
        // 6 h; adding instance 2 of the same bundle runs a session now, which instance 1 must not
        // join: only reloads due within the coalescing window may run early.
        let start = Date.testStart
        let source = FakeTimelineSource { request, _ in
            .success(
                FetchedTimeline(
                    entries: [FakeTimelineSource.entry(at: request.time, timer: request.time)],
                    policy: .after(request.time.addingTimeInterval(6 * 3600))))
        }
        let host = try host(source)
        let first = try host.addInstance(bundle: "/b/W", kind: "W", family: .systemSmall)
        host.runDue()
        clock.jump(to: start.addingTimeInterval(2.5))
        host.runDue()
        _ = try host.addInstance(bundle: "/b/W", kind: "W", family: .systemMedium)
        host.runDue()
        #expect(source.requests.map(\.instance) == [first.id, InstanceID(first.id.rawValue + 1)])
        #expect(source.sessions == [1, 1])
    }

    @Test func removedInstancesAreForgotten() throws {
        let host = try host(.every(900))
        let instance = try host.addInstance(bundle: "/b/W", kind: "W", family: .systemSmall)
        try host.removeInstance(instance.id)
        #expect(host.instances.isEmpty)
        #expect(host.nextWakeUp() == nil)
        let error = #expect(throws: HostError.self) { try host.removeInstance(instance.id) }
        #expect(error?.code == .unknownInstance)
    }

    @Test func nextWakeUpIncludesTheNextEntryAndTheNextTimerSecond() throws {
        let start = Date.testStart
        let source = FakeTimelineSource { _, _ in
            .success(
                FetchedTimeline(
                    entries: [
                        FakeTimelineSource.entry(at: start, timer: start.addingTimeInterval(0.5)),
                        FakeTimelineSource.entry(at: start.addingTimeInterval(600)),
                    ], policy: .never))
        }
        let host = try host(source)
        let instance = try host.addInstance(bundle: "/b/W", kind: "W", family: .systemSmall)
        host.runDue()
        // The timer text changes at its date, then every whole second after it.
        #expect(host.nextWakeUp() == start.addingTimeInterval(0.5))
        #expect(host.currentEntry(of: instance.id)?.nextLiveChange == start.addingTimeInterval(0.5))
        clock.jump(to: start.addingTimeInterval(0.5))
        host.runDue()
        #expect(host.nextWakeUp() == start.addingTimeInterval(1.5))
        clock.jump(to: start.addingTimeInterval(599.7))
        host.runDue()
        #expect(host.nextWakeUp() == start.addingTimeInterval(600))
        clock.jump(to: start.addingTimeInterval(600))
        host.runDue()
        #expect(host.currentEntry(of: instance.id)?.index == 1)
        #expect(host.nextWakeUp() == nil)
    }

    @Test func aRestartedHostKeepsInstancesTimelinesAndBudget() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "glimpse-host-\(UUID().uuidString).sqlite"
        )
        .path
        let id: InstanceID
        do {
            let host = try host(.every(900), store: try HostStore(path: path))
            id = try host.addInstance(bundle: "/b/W", kind: "W", family: .systemSmall).id
            run(host, until: Date.testStart.addingTimeInterval(1800))
            host.store?.close()
        }
        let source = FakeTimelineSource.every(900)
        let host = try host(source, store: try HostStore(path: path))
        #expect(host.instances.map(\.id) == [id])
        #expect(host.budgetRemaining(of: id) == 70)
        #expect(host.currentEntry(of: id)?.received == Date.testStart.addingTimeInterval(1800))
        #expect(host.nextWakeUp() == Date.testStart.addingTimeInterval(2700))
        #expect(try host.ledger(for: id).map(\.reason) == [.initial, .policy, .policy])
        run(host, until: Date.testStart.addingTimeInterval(2700))
        #expect(source.requests.count == 1)
    }
}
