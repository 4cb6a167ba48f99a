//  WidgetHostBadInputTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 3 "Bad input" — provider errors, a provider that never answers, entries over
//  a year away, 10 000 entries, archives over the limit and empty timelines: each is refused or
//  trimmed with a logged reason, the instance keeps its last good timeline, a failed policy
//  reload is still charged, and the host goes on to its next reload.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

struct WidgetHostBadInputTests {
    let clock = SimulatedClock(start: .testStart)

    /// A source whose first answer is one entry `.after(+900 s)` and whose later answers come
    /// from `later` (by call index).
    func source(_ later: @escaping @Sendable (TimelineRequest, Int) -> Result<FetchedTimeline, HostError>)
        -> FakeTimelineSource
    {
        FakeTimelineSource { request, index in
            index == 0
                ? .success(
                    FetchedTimeline(
                        entries: [FakeTimelineSource.entry(at: request.time)],
                        policy: .after(request.time.addingTimeInterval(900))))
                : later(request, index)
        }
    }

    func at(_ seconds: TimeInterval) -> Date { Date.testStart.addingTimeInterval(seconds) }

    @Test func aProviderErrorKeepsTheLastTimelineIsChargedAndRetriesInAnHour() throws {
        let host = try WidgetHost(
            source: source { request, index in
                index == 1
                    ? .failure(HostError(.providerFailed, "bundle 'W' failed: no network"))
                    : .success(FetchedTimeline(entries: [FakeTimelineSource.entry(at: request.time)], policy: .never))
            }, clock: clock)
        let log = EventLog(host)
        let instance = try host.addInstance(bundle: "/b/W", kind: "W", family: .systemSmall)
        host.runDue()
        clock.jump(to: at(900))
        #expect(host.runDue().failed == 1)
        let failed = try #require(log.reloads.last)
        #expect(failed.outcome == .failed)
        #expect(failed.charged)
        #expect(failed.detail == "bundle 'W' failed: no network")
        #expect(host.budgetRemaining(of: instance.id) == 71)
        #expect(host.currentEntry(of: instance.id)?.received == .testStart)
        #expect(host.currentEntry(of: instance.id)?.staleSince == at(900))
        #expect(host.nextWakeUp() == at(900 + 3600))
        clock.jump(to: at(900 + 3600))
        #expect(host.runDue().failed == 0)
        #expect(host.currentEntry(of: instance.id)?.received == at(4500))
        #expect(host.currentEntry(of: instance.id)?.staleSince == nil)
    }

    @Test func aProviderThatNeverAnswersTimesOutAndTheNextReloadStartsItAgain() throws {
        let answer = FakeBundle.line(
            ExtensionResponse(
                id: 999_999, entries: [FakeTimelineSource.entry(at: .testStart)], policy: .after(at(900))))
        let bundle = try FakeBundle(
            script: """
                n=0
                while read line; do
                  n=$((n+1))
                  id=$(echo "$line" | sed 's/.*"id":\\([0-9]*\\).*/\\1/')
                  # 1: the placeholder, 2: the first timeline, 3: the reload at 900 s.
                  if [ $n -eq 3 ]; then sleep 30; fi
                  sed "s/999999/$id/" "$DIR/answer-0"
                done
                """, answers: [answer])
        var settings = HostSettings()
        settings.providerTimeout = 0.3
        let processes = ProcessTimelineSource()
        defer { processes.close() }
        let host = try WidgetHost(source: processes, clock: clock, settings: settings)
        let log = EventLog(host)
        let instance = try host.addInstance(bundle: bundle.path, kind: "Counter", family: .systemSmall)
        host.runDue()
        clock.jump(to: at(900))
        #expect(host.runDue().failed == 1)
        let row = try #require(log.reloads.last)
        #expect(row.outcome == .failed)
        #expect(row.charged)
        #expect(
            row.detail
                == "bundle 'FakeWidgets' did not answer timeline for 'Counter' (systemSmall) within 0.3 s; it was stopped"
        )
        #expect(host.currentEntry(of: instance.id)?.received == .testStart)
        clock.jump(to: at(4500))
        #expect(host.runDue().failed == 0)
        #expect(host.currentEntry(of: instance.id)?.received == at(4500))
    }

    @Test func entriesMoreThanAYearAwayAreDroppedAndLogged() throws {
        let host = try WidgetHost(
            source: FakeTimelineSource { request, _ in
                .success(
                    FetchedTimeline(
                        entries: [
                            FakeTimelineSource.entry(at: request.time),
                            FakeTimelineSource.entry(at: request.time.addingTimeInterval(2 * 365 * 86_400)),
                        ], policy: .atEnd))
            }, clock: clock)
        let log = EventLog(host)
        let instance = try host.addInstance(bundle: "/b/W", kind: "W", family: .systemSmall)
        host.runDue()
        #expect(log.reloads.map(\.outcome) == [.adjusted])
        #expect(log.reloads[0].detail == "dropped 1 of 2 entries dated more than 365 days from now")
        #expect(log.warnings == ["farEntries"])
        #expect(host.timeline(of: instance.id)?.entries.count == 1)
    }

    @Test func tenThousandEntriesAreTrimmedToTheCap() throws {
        let host = try WidgetHost(
            source: FakeTimelineSource { request, _ in
                .success(
                    FetchedTimeline(
                        entries: (0..<10_000).map {
                            FakeTimelineSource.entry(at: request.time.addingTimeInterval(Double($0) * 60))
                        }, policy: .atEnd))
            }, clock: clock)
        let log = EventLog(host)
        let instance = try host.addInstance(bundle: "/b/W", kind: "W", family: .systemSmall)
        host.runDue()
        #expect(log.reloads.map(\.outcome) == [.adjusted])
        #expect(log.warnings == ["tooManyEntries"])
        #expect(host.timeline(of: instance.id)?.entries.count == 1000)
        #expect(host.timeline(of: instance.id)?.eligible == at(999 * 60))
    }

    @Test func anArchiveOverTheLimitFromABundleIsRefusedAndTheLastTimelineKept() throws {
        var big = FakeTimelineSource.entry(at: at(900))
        if case .group(var group) = big.archives[0].content, case .text(var text) = group.children[0] {
            text.lines[0].runs[0].text = String(repeating: "x", count: WidgetArchive.maximumBytes)
            group.children[0] = .text(text)
            big.archives[0].content = .group(group)
        }
        func small(_ id: Int) -> String {
            FakeBundle.line(
                ExtensionResponse(id: id, entries: [FakeTimelineSource.entry(at: .testStart)], policy: .after(at(900))))
        }
        // The placeholder, the first timeline, then the reload at 900 s.
        let bundle = try FakeBundle.answering([
            small(1), small(2), FakeBundle.line(ExtensionResponse(id: 3, entries: [big], policy: .never)),
        ])
        let processes = ProcessTimelineSource()
        defer { processes.close() }
        let host = try WidgetHost(source: processes, clock: clock)
        let log = EventLog(host)
        let instance = try host.addInstance(bundle: bundle.path, kind: "Counter", family: .systemSmall)
        host.runDue()
        clock.jump(to: at(900))
        #expect(host.runDue().failed == 1)
        let row = try #require(log.reloads.last)
        #expect(row.charged)
        #expect(row.detail.contains("answered timeline for 'Counter' (systemSmall) with an archive of"))
        #expect(row.detail.hasSuffix("the limit is 10000000 (10 MB)"))
        #expect(host.currentEntry(of: instance.id)?.received == .testStart)
        #expect(host.nextWakeUp() == at(4500))
    }

    @Test func anArchiveOverTheLimitIsRefusedBeforeItIsStored() throws {
        let store = try HostStore(path: ":memory:")
        let host = try WidgetHost(
            source: source { request, _ in
                var entry = FakeTimelineSource.entry(at: request.time)
                entry.archives[0].images["big"] = ImageAsset(
                    png: Data(count: WidgetArchive.maximumBytes), pixelWidth: 1, pixelHeight: 1)
                return .success(FetchedTimeline(entries: [entry], policy: .never))
            }, clock: clock, store: store)
        let instance = try host.addInstance(bundle: "/b/W", kind: "W", family: .systemSmall)
        host.runDue()
        clock.jump(to: at(900))
        #expect(host.runDue().failed == 1)
        let rows = try host.ledger(for: instance.id)
        #expect(rows.map(\.outcome) == [.succeeded, .failed])
        #expect(rows[1].detail.hasPrefix("bundle 'W' sent an archive of "))
        #expect(try store.timelines()[instance.id]?.received == .testStart)
        #expect(host.currentEntry(of: instance.id)?.received == .testStart)
    }

    @Test func anEmptyTimelineKeepsThePreviousEntriesUnderTheNewPolicy() throws {
        let host = try WidgetHost(
            source: source { request, _ in
                .success(FetchedTimeline(entries: [], policy: .after(request.time.addingTimeInterval(1800))))
            }, clock: clock)
        let log = EventLog(host)
        let instance = try host.addInstance(bundle: "/b/W", kind: "W", family: .systemSmall)
        host.runDue()
        clock.jump(to: at(900))
        host.runDue()
        #expect(log.reloads.map(\.outcome) == [.succeeded, .keptPrevious])
        #expect(log.warnings == ["emptyTimeline"])
        #expect(host.currentEntry(of: instance.id)?.entry.date == .testStart)
        #expect(host.timeline(of: instance.id)?.eligible == at(2700))
        #expect(host.nextWakeUp() == at(2700))
    }
}
