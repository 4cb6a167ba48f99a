//  WidgetHostForegroundTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §3.2 — reloads while the bundle's app is in the foreground
//  are free; coming to the foreground runs at once the policy reload the budget refused; the
//  foreground state is stored, so a restarted host still knows it.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

struct WidgetHostForegroundTests {
    let clock = SimulatedClock(start: .testStart)

    func at(_ seconds: TimeInterval) -> Date { Date.testStart.addingTimeInterval(seconds) }

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

    @Test func reloadsWhileTheAppIsInTheForegroundAreFree() throws {
        let host = try WidgetHost(source: FakeTimelineSource.every(900), clock: clock)
        let instance = try host.addInstance(bundle: "/b/W", kind: "W", family: .systemSmall)
        try host.setForeground(true, bundle: "W")
        run(host, until: at(1800))
        #expect(host.budgetRemaining(of: instance.id) == 72)
        try host.setForeground(false, bundle: "W")
        run(host, until: at(2700))
        #expect(host.budgetRemaining(of: instance.id) == 71)
        #expect(host.foregroundHistory(bundle: "W") == [TimeSpan(start: .testStart, end: at(1800))])
    }

    @Test func comingToTheForegroundRunsTheReloadTheBudgetRefused() throws {
        var settings = HostSettings()
        settings.dailyBudget = 2
        let host = try WidgetHost(source: FakeTimelineSource.every(900), clock: clock, settings: settings)
        let instance = try host.addInstance(bundle: "/b/W", kind: "W", family: .systemSmall)
        let log = EventLog(host)
        run(host, until: at(3000))
        #expect(log.reloads.last?.outcome == .refused)
        #expect(host.currentEntry(of: instance.id)?.staleSince == at(2700))
        // Until the budget frees up (900 s + 24 h), nothing would happen; the foreground app makes
        // the wanted reload free, so it runs at once.
        #expect(host.nextWakeUp() == at(900 + 86_400))
        try host.setForeground(true, bundle: "/b/W")
        #expect(try #require(host.nextWakeUp()) <= clock.now)
        #expect(host.runDue().granted == 1)
        let row = try #require(log.reloads.last)
        #expect(row.time == at(3000))
        #expect(row.reason == .policy)
        #expect(row.granted && !row.charged && row.outcome == .succeeded)
        #expect(row.waited == 300)
        let current = try #require(host.currentEntry(of: instance.id))
        #expect(current.received == at(3000))
        #expect(current.staleSince == nil)
        #expect(host.budgetRemaining(of: instance.id) == 0)
    }

    @Test func leavingTheForegroundMakesTheNextRefusedReloadWaitForTheBudgetAgain() throws {
        var settings = HostSettings()
        settings.dailyBudget = 1
        let host = try WidgetHost(source: FakeTimelineSource.every(900), clock: clock, settings: settings)
        let instance = try host.addInstance(bundle: "/b/W", kind: "W", family: .systemSmall)
        let log = EventLog(host)
        run(host, until: at(1800))
        #expect(log.reloads.map(\.outcome) == [.succeeded, .succeeded, .refused])
        try host.setForeground(true, bundle: "W")
        try host.setForeground(false, bundle: "W")
        #expect(host.runDue().granted == 0)
        #expect(host.nextWakeUp() == at(900 + 86_400))
        #expect(host.currentEntry(of: instance.id)?.staleSince == at(1800))
    }

    @Test func aRestartedHostKnowsTheAppIsStillInTheForeground() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-fg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("host.sqlite").path
        let instance: WidgetInstance
        do {
            let store = try HostStore(path: path)
            let host = try WidgetHost(source: FakeTimelineSource.every(900), clock: clock, store: store)
            instance = try host.addInstance(bundle: "/b/W", kind: "W", family: .systemSmall)
            try host.setForeground(true, bundle: "Other")
            try host.setForeground(false, bundle: "Other")
            clock.advance(by: 60)
            try host.setForeground(true, bundle: "W")
            run(host, until: at(600))
            store.close()
        }
        let store = try HostStore(path: path)
        let host = try WidgetHost(source: FakeTimelineSource.every(900), clock: clock, store: store)
        #expect(host.isForeground(bundle: "W"))
        #expect(!host.isForeground(bundle: "Other"))
        #expect(host.foregroundHistory(bundle: "W") == [TimeSpan(start: at(60), end: at(600))])
        #expect(host.foregroundHistory(bundle: "Other") == [TimeSpan(start: .testStart, end: .testStart)])
        run(host, until: at(1900))
        #expect(host.budgetRemaining(of: instance.id) == 72)
        #expect(try host.ledger(for: instance.id).map(\.charged) == [false, false, false])
    }

    @Test func closedSpansAreForgottenAfterOneBudgetWindow() throws {
        let store = try HostStore(path: ":memory:")
        let host = try WidgetHost(source: FakeTimelineSource.every(900), clock: clock, store: store)
        try host.setForeground(true, bundle: "W")
        clock.advance(by: 60)
        try host.setForeground(false, bundle: "W")
        clock.advance(by: 86_400)
        try host.setForeground(true, bundle: "W")
        clock.advance(by: 60)
        try host.setForeground(false, bundle: "W")
        let expected = [TimeSpan(start: at(86_460), end: at(86_520))]
        #expect(host.foregroundHistory(bundle: "W") == expected)
        #expect(
            try store.foregroundSpans().map { TimeSpan(start: $0.start, end: $0.end ?? .distantFuture) } == expected)
    }
}
