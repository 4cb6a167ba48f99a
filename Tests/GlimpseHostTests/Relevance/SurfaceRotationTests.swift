//  SurfaceRotationTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "Smart Rotate" in `glimpse host`: the stored surfaces' stacks rotate by
//  the same rules as `glimpse serve`, each rotation stored with the stack's new top; a host made
//  again on the same store shows the last rotation, keeps who is on top and its cap; a top a
//  person swiped to stays. Suggested widgets join a stored stack at their window's start (not a
//  moment before), configured, and leave at its end; a kind no bundle has joins nothing.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

struct SurfaceRotationTests {
    let clock = SimulatedClock(start: .testStart)
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-srot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    var path: String { directory.appendingPathComponent("host.sqlite").path }

    private func at(_ minutes: Double) -> Date { Date.testStart.addingTimeInterval(minutes * 60) }

    /// A host over the store at `path` with a Weather and a Trip widget stacked on the Home
    /// Screen (Weather first), and a relevant intent for Trip from minute 10 to 40.
    private func homeStack(swiped: Bool = false) throws -> (HostStore, WidgetHost, [InstanceID]) {
        let store = try HostStore(path: path)
        let host = try WidgetHost(source: FakeTimelineSource.every(3600), clock: clock, store: store)
        let weather = try host.addInstance(bundle: "/b/Weather", kind: "Weather", family: .systemSmall)
        let trip = try host.addInstance(bundle: "/b/Trips", kind: "Trip", family: .systemSmall)
        try store.saveSurfaces([
            Surface(
                name: .homeScreen, device: "iphone-6.1",
                stacks: [
                    WidgetStack(
                        instances: [weather.id, trip.id], top: swiped ? weather.id : nil,
                        topReason: swiped ? .swiped : .added)
                ])
        ])
        try store.saveSuggestions(
            [StackSuggestion(kind: "Trip", start: at(10), end: at(40), origin: .relevantIntent)],
            origin: .relevantIntent, bundle: "Trips")
        return (store, host, [weather.id, trip.id])
    }

    @Test func aSuggestionWindowRotatesTheStoredStackAndARestartKeepsIt() throws {
        let (store, host, ids) = try homeStack()
        let rotation = SurfaceRotation(host: host, store: store, clock: clock)
        #expect(try rotation.decide(at: at(0)).isEmpty)
        #expect(rotation.nextChange(after: at(0)) == at(10))

        let made = try rotation.decide(at: at(10))
        #expect(made.map(\.summary) == ["homeScreen slot=1 #1 → #2: rotated to #2: 1.00 (suggestion) over #1 0.00"])
        #expect(try store.surface(.homeScreen)?.stacks[0].top == ids[1])
        #expect(try store.surface(.homeScreen)?.stacks[0].topReason == .rotated)
        #expect(try store.rotations() == made)

        // Made again (a restarted host): the last rotation, its top and its cap come back.
        let again = SurfaceRotation(host: host, store: store, clock: clock)
        let record = try #require(again.rotation.record(ids[0].rawValue))
        #expect(record.top == ids[1])
        #expect(record.lastRotation == at(10))
        #expect(record.lastRotationSource == .suggestion)
        #expect(try again.decide(at: at(20)).isEmpty)
        #expect(again.rotation.record(ids[0].rawValue)?.reason == "held: #2 is on top and the most relevant")
        #expect(try store.rotations().count == 1)
    }

    @Test func aTopAPersonSwipedToStays() throws {
        let (store, host, ids) = try homeStack(swiped: true)
        let rotation = SurfaceRotation(host: host, store: store, clock: clock)
        #expect(try rotation.decide(at: at(10)).isEmpty)
        #expect(rotation.rotation.record(ids[0].rawValue)?.reason == "held: the top is pinned")
        #expect(
            try store.surface(.homeScreen)?.stacks[0] == WidgetStack(instances: ids, top: ids[0], topReason: .swiped))
        #expect(try store.rotations().isEmpty)
    }

    @Test func aTopSwipedToIsHeldForTheHoldFromItsStoredTimeThenRotated() throws {
        let (store, host, ids) = try homeStack()
        try store.saveSurfaces([
            Surface(
                name: .homeScreen, device: "iphone-6.1",
                stacks: [WidgetStack(instances: ids, top: ids[0], topReason: .swiped, chosen: at(5))])
        ])
        try store.saveSuggestions(
            [StackSuggestion(kind: "Trip", start: at(10), end: at(100), origin: .relevantIntent)],
            origin: .relevantIntent, bundle: "Trips")
        let rotation = SurfaceRotation(host: host, store: store, clock: clock)
        #expect(try rotation.decide(at: at(10)).isEmpty)
        #expect(rotation.rotation.record(ids[0].rawValue)?.reason == "held: a person chose the top")
        #expect(try rotation.decide(at: at(11)).isEmpty)
        #expect(rotation.rotation.record(ids[0].rawValue)?.reason == "held: a person chose the top 360 s ago")
        // The hold ends an hour after the swipe: a moment a decision may change.
        #expect(rotation.nextChange(after: at(10)) == at(60))
        #expect(rotation.nextChange(after: at(60)) == at(65))

        // A host started again still holds it, from the stored time.
        let again = SurfaceRotation(host: host, store: store, clock: clock)
        #expect(try again.decide(at: at(30)).isEmpty)
        let made = try again.decide(at: at(65))
        #expect(made.map(\.to) == [ids[1]])
        #expect(
            try store.surface(.homeScreen)?.stacks[0]
                == WidgetStack(instances: ids, top: ids[1], topReason: .rotated, chosen: nil))
    }

    @Test func runDecidesAtEachChangeUntilStopped() throws {
        let (store, host, ids) = try homeStack()
        let rotation = SurfaceRotation(host: host, store: store, clock: clock)
        let seen = Locked<[StackRotation]>([])
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            rotation.run(
                report: { made in
                    seen.withLock { $0.append(made) }
                    rotation.stop()
                }, failed: { _ in })
            done.signal()
        }
        done.wait()
        #expect(seen.withLock { $0.map(\.to) } == [ids[1]])
        #expect(seen.withLock { $0.map(\.time) } == [at(10)])
    }
}

extension SurfaceRotationTests {
    /// A Weather and a News widget stacked on the Home Screen, and a relevant shortcut for Trip
    /// (which Trips has, in small) from minute 10 to 40, and one for Nope (no bundle has it).
    private func suggestedStack() throws -> (HostStore, WidgetHost, SurfaceRotation, [InstanceID]) {
        let store = try HostStore(path: path)
        let host = try WidgetHost(source: FakeTimelineSource.every(3600), clock: clock, store: store)
        let ids = try ["Weather", "News"].map {
            try host.addInstance(bundle: "/b/\($0)", kind: $0, family: .systemSmall).id
        }
        try store.saveSurfaces([Surface(name: .homeScreen, device: "iphone-6.1", stacks: [WidgetStack(instances: ids)])]
        )
        try store.saveSuggestions(
            [
                StackSuggestion(
                    kind: "Trip", start: at(10), end: at(40), origin: .relevantShortcut,
                    configuration: #"{"flight":"LH 1"}"#),
                StackSuggestion(kind: "Nope", start: at(0), end: at(60), origin: .relevantShortcut),
            ], origin: .relevantShortcut, bundle: "Trips")
        let rotation = SurfaceRotation(
            host: host, store: store, clock: clock,
            suggestions: { kind in
                kind == "Trip" ? SuggestedWidgetSync.Source(bundle: "/b/Trips", families: [.systemSmall]) : nil
            })
        return (store, host, rotation, ids)
    }

    @Test func aSuggestedWidgetJoinsTheStoredStackAtItsWindowsStartAndLeavesAtItsEnd() throws {
        let (store, host, rotation, ids) = try suggestedStack()
        #expect(try rotation.placeSuggestions(at: at(9.99)).isEmpty)
        #expect(rotation.nextChange(after: at(9.99)) == at(10))

        let joined = try rotation.placeSuggestions(at: at(10))
        let trip = try #require(joined.joined.first?.instance)
        #expect(joined.lines == ["suggested Trip joined the homeScreen stack as \(trip)"])
        #expect(try store.surface(.homeScreen)?.stacks[0].instances == ids + [trip])
        #expect(host.instance(trip)?.configuration == #"{"flight":"LH 1"}"#)
        #expect(host.instance(trip)?.bundle == "/b/Trips")
        #expect(try store.suggestedWidgets().map(\.end) == [at(40)])
        // Its suggestion scores it on top.
        #expect(try rotation.decide(at: at(10)).map(\.to) == [trip])
        #expect(try rotation.placeSuggestions(at: at(39.99)).isEmpty)
        #expect(rotation.nextChange(after: at(39.99)) == at(40))

        let left = try rotation.placeSuggestions(at: at(40))
        #expect(left.lines == ["suggested widget \(trip) left: its window ended"])
        #expect(try store.surface(.homeScreen)?.stacks[0] == WidgetStack(instances: ids))
        #expect(host.instance(trip) == nil)
        #expect(try store.suggestedWidgets().isEmpty)
        #expect(try rotation.placeSuggestions(at: at(41)).isEmpty)
    }

    @Test func aWidgetPlacedWhileASuggestionJoinsTheSameStackStaysOnTheSurface() throws {
        let (store, host, _, ids) = try suggestedStack()
        // `glimpse host --surface homeScreen --stack 1` places its widget (a read-modify-write of
        // the stored surface, as HostCommand does) while the rotation thread is between reading
        // the surfaces and storing the suggested widget it added.
        let placed = Locked<InstanceID?>(nil)
        let rotation = SurfaceRotation(
            host: host, store: store, clock: clock,
            suggestions: { kind in
                guard kind == "Trip" else { return nil }
                placed.withLock { placed in
                    guard placed == nil else { return }
                    let id = try! host.addInstance(bundle: "/b/Clock", kind: "Clock", family: .systemSmall).id
                    try! store.updateSurfaces { $0[0].stacks[0].instances.append(id) }
                    placed = id
                }
                return SuggestedWidgetSync.Source(bundle: "/b/Trips", families: [.systemSmall])
            })
        let joined = try rotation.placeSuggestions(at: at(10))
        let trip = try #require(joined.joined.first?.instance)
        let clockWidget = try #require(placed.withLock { $0 })
        #expect(try store.surface(.homeScreen)?.stacks.map(\.instances) == [ids + [clockWidget, trip]])
    }

    @Test(arguments: [false, true])  // the same host; a host started again while the suggested widget is on top
    func aSuggestedWidgetOnTopThatLeavesGivesTheTopBackToTheWidgetShownBeforeIt(restarted: Bool) throws {
        let (store, host, _, ids) = try suggestedStack()
        // News is on top (a person swiped to it); Developer Mode lifts the hold, so Trip's
        // suggestion rotates it up as it joins.
        try store.saveSurfaces([
            Surface(
                name: .homeScreen, device: "iphone-6.1",
                stacks: [WidgetStack(instances: ids, top: ids[1], topReason: .swiped, chosen: at(5))])
        ])
        let make = {
            SurfaceRotation(
                host: host, store: store, clock: clock, settings: SmartRotateSettings().developer(true),
                suggestions: { kind in
                    kind == "Trip" ? SuggestedWidgetSync.Source(bundle: "/b/Trips", families: [.systemSmall]) : nil
                })
        }
        var rotation = make()
        #expect(try rotation.decide(at: at(5)).isEmpty)
        let trip = try #require(try rotation.placeSuggestions(at: at(10)).joined.first?.instance)
        #expect(
            try rotation.decide(at: at(10)).map(\.summary) == [
                "homeScreen slot=1 #2 → \(trip): rotated to \(trip): 1.00 (suggestion) over #1 0.00, #2 0.00"
            ])
        #expect(try store.surface(.homeScreen)?.stacks[0].shown == trip)
        if restarted { rotation = make() }

        #expect(try rotation.placeSuggestions(at: at(40)).left == [trip])
        #expect(
            try store.surface(.homeScreen)?.stacks[0] == WidgetStack(instances: ids, top: ids[1], topReason: .rotated))
        #expect(try rotation.decide(at: at(40)).isEmpty)
        #expect(rotation.rotation.record(ids[0].rawValue)?.top == ids[1])
    }

    @Test func withoutASourceNoSuggestedWidgetJoins() throws {
        let (store, host, _, ids) = try suggestedStack()
        let plain = SurfaceRotation(host: host, store: store, clock: clock)
        #expect(try plain.placeSuggestions(at: at(20)).isEmpty)
        #expect(try store.surface(.homeScreen)?.stacks[0].instances == ids)
    }
}

/// A value shared between threads.
private final class Locked<Value>: @unchecked Sendable {
    // @unchecked Sendable: `value` is only touched under `lock`.
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<T>(_ body: (inout Value) -> T) -> T { lock.withLock { body(&value) } }
}
