//  WidgetHostPlaceholderTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §2.1 — before an instance's first timeline the host asks for
//  its placeholder and shows it while the timeline is being made, and after a failed first
//  reload; it is asked once, is free and leaves no ledger row.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

struct WidgetHostPlaceholderTests {
    let clock = SimulatedClock(start: .testStart)

    /// A value shared with a source's closures.
    final class Shared<Value>: @unchecked Sendable {
        // @unchecked Sendable: `value` is guarded by `lock`.
        private let lock = NSLock()
        private var stored: Value
        init(_ value: Value) { stored = value }
        var value: Value {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
    }

    /// The placeholder the sources answer: an entry dated at the epoch.
    static let placeholder = FakeTimelineSource.entry(at: Date(timeIntervalSince1970: 0))

    @Test func thePlaceholderShowsWhileTheFirstTimelineIsMade() throws {
        let host = Shared<WidgetHost?>(nil)
        let seen = Shared<[CurrentEntry?]>([])
        let source = FakeTimelineSource(placeholder: { _ in .success(Self.placeholder) }) { request, _ in
            seen.value.append(host.value?.currentEntry(of: request.instance))
            return .success(
                FetchedTimeline(
                    entries: [FakeTimelineSource.entry(at: request.time)], policy: .after(request.time + 900)))
        }
        host.value = try WidgetHost(source: source, clock: clock)
        let widgetHost = try #require(host.value)
        let instance = try widgetHost.addInstance(bundle: "/b/W", kind: "W", family: .systemSmall)
        #expect(widgetHost.currentEntry(of: instance.id) == nil)
        widgetHost.runDue()

        // While the provider made the first timeline, the placeholder was on screen.
        let during = try #require(seen.value.first ?? nil)
        #expect(during.isPlaceholder)
        #expect(during.entry == Self.placeholder)
        #expect(during.index == 0 && during.received == .testStart && during.staleSince == nil)
        let after = try #require(widgetHost.currentEntry(of: instance.id))
        #expect(!after.isPlaceholder)
        #expect(after.entry.date == .testStart)
        #expect(source.placeholderRequests.map(\.instance) == [instance.id])
    }

    @Test func aFailedFirstReloadKeepsThePlaceholderAndItIsAskedOnce() throws {
        let fail = Shared(true)
        let source = FakeTimelineSource(placeholder: { _ in .success(Self.placeholder) }) { request, _ in
            fail.value
                ? .failure(HostError(.providerFailed, "no network"))
                : .success(FetchedTimeline(entries: [FakeTimelineSource.entry(at: request.time)], policy: .never))
        }
        let host = try WidgetHost(source: source, clock: clock)
        let log = EventLog(host)
        let instance = try host.addInstance(bundle: "/b/W", kind: "W", family: .systemSmall)
        host.runDue()
        let shown = try #require(host.currentEntry(of: instance.id))
        #expect(shown.isPlaceholder)
        #expect(host.budgetRemaining(of: instance.id) == 72)
        #expect(log.reloads.map(\.outcome) == [.failed])

        // The retry an hour later brings the first timeline; the placeholder is not asked again.
        fail.value = false
        clock.jump(to: try #require(host.nextWakeUp()))
        host.runDue()
        #expect(host.currentEntry(of: instance.id)?.isPlaceholder == false)
        #expect(source.placeholderRequests.count == 1)
        #expect(log.reloads.map(\.outcome) == [.failed, .succeeded])
    }

    @Test func placeholderCallsAreReportedWithTheirMethod() throws {
        let source = FakeTimelineSource(placeholder: { _ in .failure(HostError(.timeout, "too slow")) }) { request, _ in
            .success(FetchedTimeline(entries: [FakeTimelineSource.entry(at: request.time)], policy: .never))
        }
        let host = try WidgetHost(source: source, clock: clock)
        let calls = Shared<[HostEvent.ProviderCall]>([])
        host.observer = { event in if case .providerCall(let call) = event { calls.value.append(call) } }
        let instance = try host.addInstance(bundle: "/b/W", kind: "W", family: .systemSmall)
        host.runDue()
        #expect(calls.value.map(\.method) == [.placeholder, .timeline])
        #expect(calls.value.map(\.reason) == [.initial, .initial])
        #expect((try? calls.value[0].result.get()) == nil)
        #expect(host.currentEntry(of: instance.id)?.isPlaceholder == false)
    }
}
