//  WidgetHostPerformTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §6: a tap on a widget's button or toggle runs its intent in
//  the bundle, then the widget's timeline is reloaded free of the budget (reason `intent`);
//  every perform is in the ledger with its outcome; a failing perform leaves the timeline alone.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

/// A source whose timelines come every 900 s and whose performs answer from a closure.
private final class PerformingSource: TimelineSource, @unchecked Sendable {
    // @unchecked Sendable: `asked` is guarded by `lock`.
    private let timelines = FakeTimelineSource.every(900)
    private let answer: @Sendable (PerformRequest) -> Result<PerformedIntent, HostError>
    private let lock = NSLock()
    private var asked: [PerformRequest] = []

    init(_ answer: @escaping @Sendable (PerformRequest) -> Result<PerformedIntent, HostError>) {
        self.answer = answer
    }

    var performs: [PerformRequest] { lock.withLock { asked } }
    var timelineRequests: Int { timelines.requests.count }

    func timelines(bundle: String, requests: [TimelineRequest], timeout: TimeInterval)
        -> [Result<FetchedTimeline, HostError>]
    {
        timelines.timelines(bundle: bundle, requests: requests, timeout: timeout)
    }

    func perform(bundle: String, request: PerformRequest, timeout: TimeInterval) -> Result<PerformedIntent, HostError> {
        lock.withLock { asked.append(request) }
        return answer(request)
    }
}

struct WidgetHostPerformTests {
    let clock = SimulatedClock(start: .testStart)
    let toggle = IntentAction(
        type: "Productivity.ToggleTimerIntent", title: "Productivity Timer", parameters: ["value": .bool(true)])

    @Test func performedIntentReloadsTheWidgetFreeWithReasonIntent() throws {
        let source = PerformingSource { .success(PerformedIntent(type: $0.intent.type, dialog: "Started")) }
        let host = try WidgetHost(source: source, clock: clock)
        let instance = try host.addInstance(
            bundle: "/b/Productivity", kind: "Total", family: .systemSmall, configuration: #"{"timer":"work"}"#)
        host.runDue()
        clock.jump(to: Date.testStart.addingTimeInterval(60))
        let log = EventLog(host)
        let performed = try host.performIntent(instance.id, intent: toggle)
        #expect(performed.dialog == "Started")
        let asked = try #require(source.performs.first)
        #expect(asked.kind == "Total" && asked.configuration == #"{"timer":"work"}"#)
        #expect(asked.intent == toggle && asked.time == clock.now)
        // The perform's own row, then the free reload it asked for.
        let row = try #require(log.reloads.first)
        #expect(row.reason == .intent && row.outcome == .succeeded && !row.charged)
        #expect(row.detail.hasPrefix("performed Productivity Timer (Productivity.ToggleTimerIntent) in "))
        #expect(row.detail.hasSuffix(": \"Started\""))
        let before = source.timelineRequests
        host.runDue()
        #expect(source.timelineRequests == before + 1)
        let reload = try #require(log.reloads.last)
        #expect(reload.reason == .intent && !reload.charged && reload.outcome == .succeeded)
        #expect(host.budgetRemaining(of: instance.id) == 72)
    }

    @Test func failingPerformIsLedgeredAndKeepsTheTimeline() throws {
        let source = PerformingSource { _ in .failure(HostError(.providerFailed, "'Productivity Timer' threw: locked"))
        }
        let host = try WidgetHost(source: source, clock: clock)
        let instance = try host.addInstance(bundle: "/b/Productivity", kind: "Total", family: .systemSmall)
        host.runDue()
        let log = EventLog(host)
        let before = source.timelineRequests
        #expect(throws: HostError.self) { try host.performIntent(instance.id, intent: toggle) }
        let row = try #require(log.reloads.last)
        #expect(row.outcome == .failed && row.reason == .intent)
        #expect(row.detail.contains("threw: locked"))
        host.runDue()
        #expect(source.timelineRequests == before)
        #expect(host.currentEntry(of: instance.id) != nil)
    }

    @Test func sourceThatRunsNoBundleRefusesToPerform() throws {
        let host = try WidgetHost(source: FakeTimelineSource.every(900), clock: clock)
        let instance = try host.addInstance(bundle: "/b/W", kind: "W", family: .systemSmall)
        #expect(throws: HostError.self) { try host.performIntent(instance.id, intent: toggle) }
    }
}
