//  ProcessTimelineSourceTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 "Limits — Time": an idle bundle is stopped after `idleBundleTimeout` and
//  started again on demand; a bundle that fails at every start backs off and is marked broken
//  after `brokenAfterFailedStarts`, then is never started again until its executable changes;
//  a broken mark is kept by a host's store across restarts.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

struct ProcessTimelineSourceTests {
    static let t0 = Date(timeIntervalSince1970: 1_717_200_000)

    /// Answers every request with one entry, under the request's id.
    static func answering() throws -> FakeBundle {
        let answer = FakeBundle.line(
            ExtensionResponse(id: 999_999, entries: [FakeTimelineSource.entry(at: t0)], policy: .never))
        return try FakeBundle(
            script: """
                while read line; do
                  id=$(echo "$line" | sed 's/.*"id":\\([0-9]*\\).*/\\1/')
                  sed "s/999999/$id/" "$DIR/answer-0"
                done
                """, answers: [answer])
    }

    static func request(_ bundle: FakeBundle, at time: Date = t0) -> TimelineRequest {
        TimelineRequest(instance: InstanceID(1), bundle: bundle.path, kind: "Counter", family: .systemSmall, time: time)
    }

    @Test func anIdleBundleIsStoppedAfterTheTimeoutAndStartedAgainOnTheNextRequest() throws {
        let bundle = try Self.answering()
        let events = Box<[ProcessTimelineSource.Lifecycle]>([])
        let source = ProcessTimelineSource(onLifecycle: { event in events.mutate { $0.append(event) } })
        defer { source.close() }
        var settings = HostSettings()
        settings.idleBundleTimeout = 30
        source.apply(settings)
        let first = source.timelines(bundle: bundle.path, requests: [Self.request(bundle)], timeout: 5)
        #expect((try? first[0].get())?.entries.count == 1)
        #expect(source.isRunning(bundle.path))
        let now = DispatchTime.now().uptimeNanoseconds
        #expect(source.stopIdleBundles(now: now + 29_000_000_000).isEmpty)
        #expect(source.stopIdleBundles(now: now + 31_000_000_000) == [bundle.path])
        #expect(!source.isRunning(bundle.path))
        let second = source.timelines(bundle: bundle.path, requests: [Self.request(bundle)], timeout: 5)
        #expect((try? second[0].get())?.entries.count == 1)
        let log = events.value
        #expect(log.count == 3)
        guard case .started(_, let pid1) = log[0], case .stoppedIdle(let stopped, 30) = log[1],
            case .started(_, let pid2) = log[2]
        else {
            Issue.record("unexpected events \(log)")
            return
        }
        #expect(stopped == bundle.path && pid1 != pid2)
    }

    @Test func aBundleThatExitsAtEveryStartIsBrokenAfterFiveStartsAndNotStartedAgain() throws {
        let bundle = try FakeBundle(script: "echo 'no config' >&2\nexit 3")
        let starts = Box(0)
        let source = ProcessTimelineSource(onLifecycle: { event in
            if case .started = event { starts.mutate { $0 += 1 } }
        })
        defer { source.close() }
        source.apply(HostSettings())
        var codes: [HostError.Code] = []
        // Each request after the back-off of the one before (1, 5, 30, 120 s).
        for (index, offset) in [0.0, 2, 8, 40, 200, 400].enumerated() {
            let result = source.timelines(
                bundle: bundle.path, requests: [Self.request(bundle, at: Self.t0 + offset)], timeout: 5)[0]
            guard case .failure(let error) = result else {
                Issue.record("request \(index) succeeded")
                return
            }
            codes.append(error.code)
        }
        #expect(
            codes == [.bundleCrashed, .bundleCrashed, .bundleCrashed, .bundleCrashed, .bundleCrashed, .bundleBroken])
        #expect(starts.value == 5)
        let mark = try #require(source.brokenBundles().first)
        #expect(mark.bundle == bundle.path && mark.failedStarts == 5 && mark.since == Self.t0 + 200)
        #expect(mark.error.hasPrefix("bundle 'FakeWidgets' exited with status 3 before answering timeline"))
        #expect(mark.error.hasSuffix("its last stderr line: no config"))
    }

    @Test func aRequestDuringTheBackOffIsDeferredWithoutStartingTheBundle() throws {
        let bundle = try FakeBundle(script: "exit 3")
        let starts = Box(0)
        let source = ProcessTimelineSource(onLifecycle: { event in
            if case .started = event { starts.mutate { $0 += 1 } }
        })
        defer { source.close() }
        _ = source.timelines(bundle: bundle.path, requests: [Self.request(bundle)], timeout: 5)
        let deferred = source.timelines(
            bundle: bundle.path, requests: [Self.request(bundle, at: Self.t0 + 0.5)], timeout: 5)[0]
        guard case .failure(let error) = deferred else {
            Issue.record("not deferred")
            return
        }
        #expect(error.code == HostError.Code.restartDeferred)
        #expect(error.retryAfter == 0.5)
        #expect(starts.value == 1)
    }

    @Test func aStoredBrokenMarkHoldsUntilTheExecutableChanges() throws {
        let bundle = try Self.answering()
        let stamp = BrokenBundle.executableStamp(of: bundle.path)
        let mark = BrokenBundle(
            bundle: bundle.path, since: Self.t0, failedStarts: 5, error: "it crashed", executable: stamp)
        let source = ProcessTimelineSource()
        defer { source.close() }
        source.restoreBroken([mark])
        let refused = source.timelines(bundle: bundle.path, requests: [Self.request(bundle)], timeout: 5)[0]
        guard case .failure(let error) = refused else {
            Issue.record("a broken bundle was started")
            return
        }
        #expect(error.code == .bundleBroken)
        var rebuilt = mark
        rebuilt.executable = "1@1"  // another build than the one marked
        source.restoreBroken([rebuilt])
        let answered = source.timelines(bundle: bundle.path, requests: [Self.request(bundle)], timeout: 5)[0]
        #expect((try? answered.get())?.entries.count == 1)
        #expect(source.brokenBundles().isEmpty)
    }

    @Test func aHostStoresABrokenBundleAndARestartedHostKeepsItBroken() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "glimpse-broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("host.sqlite").path
        let bundle = try FakeBundle(script: "exit 3")
        var settings = HostSettings()
        settings.brokenAfterFailedStarts = 1
        let clock = SimulatedClock(start: Self.t0)
        do {
            let source = ProcessTimelineSource()
            defer { source.close() }
            let host = try WidgetHost(
                source: source, clock: clock, store: try HostStore(path: path), settings: settings)
            let broken = Box<[BrokenBundle]>([])
            host.observer = { event in if case .bundleBroken(let mark) = event { broken.mutate { $0.append(mark) } } }
            _ = try host.addInstance(bundle: bundle.path, kind: "Counter", family: .systemSmall)
            host.runDue()
            #expect(broken.value.map(\.bundle) == [bundle.path])
            #expect(host.brokenBundles.map(\.bundle) == [bundle.path])
        }
        let store = try HostStore(path: path)
        #expect(try store.brokenBundles().map(\.bundle) == [bundle.path])
        let source = ProcessTimelineSource()
        defer { source.close() }
        _ = try WidgetHost(source: source, clock: clock, store: store)
        #expect(source.brokenBundles().map(\.bundle) == [bundle.path])
    }
}

/// A value several threads update, for callbacks in tests.
// @unchecked Sendable: `value` is guarded by `lock`.
final class Box<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: T
    init(_ value: T) { stored = value }
    var value: T { lock.withLock { stored } }
    func mutate(_ body: (inout T) -> Void) { lock.withLock { body(&stored) } }
}
