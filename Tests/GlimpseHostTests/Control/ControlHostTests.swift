//  ControlHostTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 12 "Controls' lifecycle" and "Places": a placed control reads its value and
//  keeps it in the store; a tap flips at once, runs the intent, then shows the value read again;
//  an intent that throws reverts and says why; a failing read keeps the last value, marked; a
//  one-control spot takes the new control; a restart shows the last known value; bad input is
//  refused with a message.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

/// A bundle with one toggle whose state is `isOn`; its intent sets it, or fails as told.
final class FakeControlSource: TimelineSource, @unchecked Sendable {
    // @unchecked Sendable: every field is guarded by `lock`.
    private let lock = NSLock()
    private var on = false
    private var performFailure: HostError?
    private var readFailure: HostError?
    private var asked: [ControlRequest] = []
    private var performed: [PerformRequest] = []

    var isOn: Bool {
        get { lock.withLock { on } }
        set { lock.withLock { on = newValue } }
    }
    var failPerform: HostError? {
        get { lock.withLock { performFailure } }
        set { lock.withLock { performFailure = newValue } }
    }
    var failRead: HostError? {
        get { lock.withLock { readFailure } }
        set { lock.withLock { readFailure = newValue } }
    }
    var controlRequests: [ControlRequest] { lock.withLock { asked } }
    var performRequests: [PerformRequest] { lock.withLock { performed } }

    func timelines(bundle: String, requests: [TimelineRequest], timeout: TimeInterval)
        -> [Result<FetchedTimeline, HostError>]
    { requests.map { _ in .failure(HostError(.badRequest, "no widgets")) } }

    func control(bundle: String, request: ControlRequest, timeout: TimeInterval) -> Result<ControlAnswer, HostError> {
        lock.withLock {
            asked.append(request)
            if let readFailure { return .failure(readFailure) }
            return .success(Self.answer(kind: request.kind, isOn: on, places: request.places))
        }
    }

    func perform(bundle: String, request: PerformRequest, timeout: TimeInterval) -> Result<PerformedIntent, HostError> {
        lock.withLock {
            performed.append(request)
            if let performFailure { return .failure(performFailure) }
            if case .bool(let value) = request.intent.parameters["value"] { on = value }
            return .success(PerformedIntent(type: request.intent.type))
        }
    }

    static func answer(kind: String, isOn: Bool, places: [ControlPlace] = [.controlCenterSmall]) -> ControlAnswer {
        ControlAnswer(
            kind: kind, template: "toggle", isOn: isOn, title: "Work Timer", valueText: isOn ? "Running" : "Stopped",
            actionHint: isOn ? "Hold to Stop" : "Hold to Start",
            action: IntentAction(type: "P.ToggleTimer", title: "Timer", parameters: ["value": .bool(!isOn)]),
            archives: places.flatMap { place in
                ControlState.allCases.map {
                    ControlArchive(place: place, state: $0, archive: FakeTimelineSource.archive)
                }
            })
    }
}

/// Work handed to `ControlHost` that runs when the test says.
final class HeldWork: @unchecked Sendable {
    // @unchecked Sendable: `work` is guarded by `lock`.
    private let lock = NSLock()
    private var work: [@Sendable () -> Void] = []
    func hold(_ body: @escaping @Sendable () -> Void) { lock.withLock { work.append(body) } }
    /// Runs what is held (and what that queues) until nothing is left.
    func runAll() {
        while let next = lock.withLock({ work.isEmpty ? nil : work.removeFirst() }) { next() }
    }
    var count: Int { lock.withLock { work.count } }
}

struct ControlHostTests {
    private let clock = SimulatedClock(start: .testStart)

    private func makeHost(_ source: FakeControlSource, store: HostStore? = nil, held: HeldWork? = nil) throws
        -> ControlHost
    {
        try ControlHost(
            store: store ?? HostStore(path: ":memory:"), source: source, clock: clock,
            run: { work in if let held { held.hold(work) } else { work() } })
    }

    @Test func aPlacedControlReadsItsValueAndDrawsItsPlace() throws {
        let source = FakeControlSource()
        source.isOn = true
        let host = try makeHost(source)
        let control = try host.add(bundle: "/b/P", kind: "Timer", spot: .controlCenter, place: .controlCenterMedium)
        let shown = try #require(host.control(control.id))
        #expect(shown.session.answer?.valueText == "Running")
        #expect(shown.session.state() == .on)
        #expect(shown.answered == .testStart)
        #expect(source.controlRequests.map(\.places) == [[.controlCenterMedium]])
    }

    @Test func aTapFlipsAtOnceThenShowsTheValueReadAgain() throws {
        let source = FakeControlSource()
        let held = HeldWork()
        let host = try makeHost(source, held: held)
        let control = try host.add(bundle: "/b/P", kind: "Timer", spot: .controlCenter, place: .controlCenterSmall)
        held.runAll()
        #expect(host.control(control.id)?.session.state() == .off)
        let action = try host.tap(control.id)
        #expect(action.parameters["value"] == .bool(true))
        // Before the bundle answers: the performing drawing (the toggle's new state, pending).
        #expect(host.control(control.id)?.session.state() == .performing)
        #expect(source.performRequests.isEmpty)
        held.runAll()
        let shown = try #require(host.control(control.id))
        #expect(source.performRequests.count == 1)
        #expect(shown.session.state() == .on)
        #expect(shown.session.answer?.valueText == "Running")
        #expect(shown.log.last?.message.hasPrefix("performed Timer (P.ToggleTimer)") == true)
    }

    @Test func afterATapTheOtherControlsOfItsKindReadTheirValueAgain() throws {
        let source = FakeControlSource()
        let host = try makeHost(source)
        let tapped = try host.add(bundle: "/b/P", kind: "Timer", spot: .controlCenter, place: .controlCenterSmall)
        let twin = try host.add(bundle: "/b/P", kind: "Timer", spot: .actionButton, place: .actionButton)
        let other = try host.add(bundle: "/b/P", kind: "Break", spot: .controlCenter, place: .controlCenterSmall)
        try host.tap(tapped.id)
        #expect(host.control(twin.id)?.session.answer?.valueText == "Running")
        #expect(host.control(other.id)?.session.answer?.valueText == "Stopped")
    }

    @Test func anIntentThatThrowsRevertsAndSaysWhyInTheControlsLogAndTheHosts() throws {
        let source = FakeControlSource()
        source.failPerform = HostError(.providerFailed, "perform of P.ToggleTimer threw: disk full")
        let lines = LockedLines()
        let host = try ControlHost(
            store: HostStore(path: ":memory:"), source: source, clock: clock, log: { lines.append($0) },
            run: { $0() })
        let control = try host.add(bundle: "/b/P", kind: "Timer", spot: .controlCenter, place: .controlCenterSmall)
        try host.tap(control.id)
        let shown = try #require(host.control(control.id))
        #expect(shown.session.state() == .off)
        #expect(shown.session.error == "perform of P.ToggleTimer threw: disk full")
        #expect(shown.log.last?.failed == true)
        #expect(lines.value.contains { $0.contains("failed") && $0.contains("disk full") && $0.contains("reverted") })
    }

    @Test func everyPerformGoesInTheLedgerWithItsIntentOutcomeAndDurationAndSurvivesARestart() throws {
        let source = FakeControlSource()
        let store = try HostStore(path: ":memory:")
        let host = try makeHost(source, store: store)
        let control = try host.add(bundle: "/b/P", kind: "Timer", spot: .controlCenter, place: .controlCenterSmall)
        try host.tap(control.id)
        source.failPerform = HostError(.providerFailed, "perform of P.ToggleTimer threw: disk full")
        try host.tap(control.id)

        let rows = try store.controlLedger(for: control.id)
        #expect(rows.map(\.outcome) == [.succeeded, .failed])
        #expect(rows.allSatisfy { $0.intent == "P.ToggleTimer" && $0.title == "Timer" && $0.kind == "Timer" })
        #expect(rows.allSatisfy { $0.time == .testStart && $0.duration >= 0 && $0.duration < 60 })
        #expect(rows.map(\.detail) == ["", "perform of P.ToggleTimer threw: disk full"])
        #expect(host.control(control.id)?.performs == rows)
        // A restarted host shows them; removing the control takes its rows with it.
        let restarted = try makeHost(source, store: store)
        #expect(restarted.control(control.id)?.performs == rows)
        try restarted.remove(control.id)
        #expect(try store.controlLedger().isEmpty)
    }

    @Test func aReadThatFailsKeepsTheLastKnownValueMarked() throws {
        let source = FakeControlSource()
        source.isOn = true
        let host = try makeHost(source)
        let control = try host.add(bundle: "/b/P", kind: "Timer", spot: .controlCenter, place: .controlCenterSmall)
        source.failRead = HostError(.timeout, "the bundle did not answer within 15 s; it was stopped")
        host.refresh(control.id)
        let shown = try #require(host.control(control.id))
        #expect(shown.session.answer?.isOn == true)
        #expect(shown.session.error?.contains("did not answer") == true)
        #expect(shown.answered == .testStart)
    }

    @Test func aRefreshReturnsAtOnceAndIsNotAskedTwiceWhileRunning() throws {
        let source = FakeControlSource()
        let held = HeldWork()
        let host = try makeHost(source, held: held)
        let control = try host.add(bundle: "/b/P", kind: "Timer", spot: .controlCenter, place: .controlCenterSmall)
        host.refresh(control.id)
        #expect(held.count == 1)
        #expect(host.control(control.id)?.isRefreshing == true)
        held.runAll()
        #expect(host.control(control.id)?.isRefreshing == false)
        #expect(source.controlRequests.count == 1)
    }

    @Test func aTapBeforeTheFirstAnswerOrWhileOneRunsIsRefusedNamingWhy() throws {
        let source = FakeControlSource()
        let held = HeldWork()
        let host = try makeHost(source, held: held)
        let control = try host.add(bundle: "/b/P", kind: "Timer", spot: .controlCenter, place: .controlCenterSmall)
        #expect(throws: HostError.self) { try host.tap(control.id) }
        held.runAll()
        try host.tap(control.id)
        let error = #expect(throws: HostError.self) { try host.tap(control.id) }
        #expect(error?.message.contains("still running") == true)
        #expect(throws: HostError.self) { try host.tap(999) }
    }

    @Test func aOneControlSpotTakesTheNewControlInsteadOfTheOld() throws {
        let source = FakeControlSource()
        let host = try makeHost(source)
        let first = try host.add(bundle: "/b/P", kind: "Timer", spot: .actionButton, place: .actionButton)
        let second = try host.add(bundle: "/b/P", kind: "Break", spot: .actionButton, place: .actionButton)
        #expect(host.controls.map(\.control.id) == [second.id])
        #expect(host.control(first.id) == nil)
        try host.add(bundle: "/b/P", kind: "A", spot: .controlCenter, place: .controlCenterSmall)
        try host.add(bundle: "/b/P", kind: "B", spot: .controlCenter, place: .controlCenterLarge)
        #expect(host.controls.map(\.control.kind) == ["A", "B", "Break"])
        #expect(host.controls.map(\.control.position) == [0, 1, 0])
    }

    @Test func aPlaceTheSpotDoesNotTakeOrAConfigurationThatIsNotAnObjectIsRefused() throws {
        let host = try makeHost(FakeControlSource())
        let wrongPlace = #expect(throws: HostError.self) {
            try host.add(bundle: "/b/P", kind: "T", spot: .lockScreenLeading, place: .controlCenterLarge)
        }
        #expect(wrongPlace?.message.contains("lockScreen") == true)
        #expect(throws: HostError.self) {
            try host.add(
                bundle: "/b/P", kind: "T", spot: .controlCenter, place: .controlCenterSmall, configuration: "[1]")
        }
        #expect(host.controls.isEmpty)
    }

    @Test func aRestartedHostShowsTheLastKnownValueAndError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("controls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("host.db").path
        let source = FakeControlSource()
        source.isOn = true
        let id: Int64
        do {
            let store = try HostStore(path: path)
            let host = try makeHost(source, store: store)
            id = try host.add(bundle: "/b/P", kind: "Timer", spot: .lockScreenTrailing, place: .lockScreen).id
            source.failRead = HostError(.bundleCrashed, "the bundle crashed")
            host.refresh(id)
            store.close()
        }
        let again = try makeHost(FakeControlSource(), store: HostStore(path: path), held: HeldWork())
        let shown = try #require(again.control(id))
        #expect(shown.control.spot == .lockScreenTrailing)
        #expect(shown.session.answer?.valueText == "Running")
        #expect(shown.session.error == "the bundle crashed")
    }

    @Test func currentControlsCarryTheStoredConfigurationAndTheIntentTypeTheBundleNames() throws {
        let host = try makeHost(FakeControlSource())
        try host.add(
            bundle: "/b/P", kind: "Timer", spot: .controlCenter, place: .controlCenterSmall,
            configuration: #"{"timer":"study"}"#)
        try host.add(bundle: "/b/P", kind: "Break", spot: .controlCenter, place: .controlCenterSmall)
        var service = HostCenterService(host: try WidgetHost(source: FakeControlSource(), clock: clock))
        service.controls = host
        service.controlIntent = { bundle, kind in bundle == "/b/P" && kind == "Timer" ? "P.SelectTimer" : nil }

        let records = try service.currentControls(bundle: "P")

        #expect(records.map(\.kind) == ["Timer", "Break"])
        #expect(records.map(\.configuration) == [#"{"timer":"study"}"#, nil])
        #expect(records.map(\.intent) == ["P.SelectTimer", nil])
    }

    @Test func refreshAllAsksOnlyTheControlsOfTheKindGiven() throws {
        let source = FakeControlSource()
        let host = try makeHost(source)
        try host.add(bundle: "/b/P", kind: "Timer", spot: .controlCenter, place: .controlCenterSmall)
        try host.add(bundle: "/b/P", kind: "Break", spot: .controlCenter, place: .controlCenterSmall)
        let before = source.controlRequests.count
        #expect(host.refreshAll(kind: "Timer") == 1)
        #expect(source.controlRequests.dropFirst(before).map(\.kind) == ["Timer"])
        #expect(host.refreshAll() == 2)
    }
}

struct HostStoreControlsMigrationTests {
    @Test func aVersion5DatabaseGainsTheControlsTableAndKeepsItsInstances() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("controls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("host.db").path
        do {
            // A database as Glimpse wrote it before controls: schema version 5, one instance.
            let db = try SQLiteConnection(path: path)
            try db.execute("PRAGMA application_id = \(StoreSchema.applicationID)")
            for migration in StoreSchema.migrations[..<5] { try db.execute(migration) }
            try db.execute(
                """
                PRAGMA user_version = 5;
                INSERT INTO instances (bundle, kind, family, place, configuration, created)
                VALUES ('/b/W', 'W', 'systemSmall', 'homeScreen', '{"a":1}', 1717200000);
                """)
            db.close()
        }
        let store = try HostStore(path: path)
        #expect(store.schemaVersion == StoreSchema.version)
        #expect(try store.instances().map(\.configuration) == [#"{"a":1}"#])
        #expect(try store.controls().isEmpty)
        let control = try store.addControl(
            bundle: "/b/P", kind: "Timer", spot: .controlCenter, place: .controlCenterLarge, configuration: "{}")
        try store.saveControlMemory(control.id, ControlMemory(error: "slow"))
        #expect(try store.controls().map(\.memory.error) == ["slow"])
    }

    @Test func aVersion8DatabaseGainsTheLedgersControlRowsAndKeepsItsControls() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("controls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("host.db").path
        do {
            // A database as Glimpse wrote it before the ledger's control rows: version 8, one control.
            let db = try SQLiteConnection(path: path)
            try db.execute("PRAGMA application_id = \(StoreSchema.applicationID)")
            for migration in StoreSchema.migrations[..<8] { try db.execute(migration) }
            try db.execute(
                """
                PRAGMA user_version = 8;
                INSERT INTO controls (bundle, kind, spot, place, position, configuration)
                VALUES ('/b/P', 'Timer', 'controlCenter', 'controlCenterSmall', 0, '{}');
                """)
            db.close()
        }
        let store = try HostStore(path: path)
        #expect(store.schemaVersion == StoreSchema.version)
        #expect(try store.controls().map(\.control.kind) == ["Timer"])
        let row = ControlLedgerEntry(
            control: 1, kind: "Timer", time: .testStart, intent: "P.ToggleTimer", title: "Timer", outcome: .succeeded,
            duration: 0.5)
        try store.appendControlLedger(row)
        #expect(try store.controlLedger() == [row])
    }
}
