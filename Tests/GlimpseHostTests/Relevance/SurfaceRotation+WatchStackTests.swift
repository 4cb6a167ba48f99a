//  SurfaceRotation+WatchStackTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "The watch Smart Stack follows relevance widgets" in `glimpse host`: the
//  stored watch Smart Stack gets a card (an instance with the configuration) for each relevant
//  configuration of a relevance widget, both trips together, first; the Trip timeline widget its
//  `associatedKind` names waits under the first card (the card on top) and comes back first when
//  the windows end and the cards are removed; Smart Rotate leaves the card's stack alone; a pass
//  that changes nothing stores nothing.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

struct SurfaceRotationWatchStackTests {
    let clock = SimulatedClock(start: .testStart)

    private func at(_ minutes: Double) -> Date { Date.testStart.addingTimeInterval(minutes * 60) }

    /// UpcomingTrips of /b/Trips: LH from minute 10 to 60, BA from minute 30 to 90; it replaces Trip.
    private func trips(asked: Asked) -> @Sendable (Date) -> [WatchStackSync.Bundle] {
        let (lh, ba) = (at(10), at(30))
        let (lhEnd, baEnd) = (at(60), at(90))
        return { date in
            asked.lock.withLock { asked.dates.append(date) }
            return [
                WatchStackSync.Bundle(
                    path: "/b/Trips",
                    widgets: [
                        WatchRelevanceWidget(
                            bundle: "Trips", kind: "UpcomingTrips", associatedKind: "Trip",
                            attributes: [
                                RelevanceAttributeDescription(
                                    configuration: #"{"flight":"LH"}"#, start: lh, end: lhEnd, dateKind: "scheduled"),
                                RelevanceAttributeDescription(
                                    configuration: #"{"flight":"BA"}"#, start: ba, end: baEnd, dateKind: "scheduled"),
                            ])
                    ])
            ]
        }
    }

    private final class Asked: @unchecked Sendable {
        // @unchecked Sendable: `dates` is only touched under `lock`.
        let lock = NSLock()
        var dates: [Date] = []
    }

    @Test func tripCardsJoinTheStoredWatchStackReplaceTripAndLeave() throws {
        let store = try HostStore(path: ":memory:")
        let host = try WidgetHost(source: FakeTimelineSource.every(3600), clock: clock, store: store)
        let place = WatchStackSync.place
        let trip = try host.addInstance(bundle: "/b/Trips", kind: "Trip", family: .accessoryRectangular, place: place)
        let weather = try host.addInstance(
            bundle: "/b/Weather", kind: "Weather", family: .accessoryRectangular, place: place)
        let stacks = [WidgetStack(instances: [trip.id]), WidgetStack(instances: [weather.id])]
        try store.saveSurfaces([Surface(name: .watchSmartStack, device: "watch-45mm", stacks: stacks)])
        let asked = Asked()
        let rotation = SurfaceRotation(host: host, store: store, clock: clock, relevance: trips(asked: asked))

        #expect(try rotation.placeWatchCards(at: at(0)) == nil)
        #expect(rotation.nextChange(after: at(0)) == at(10))

        // Minute 10: LH's card, first, with Trip under it.
        let first = try #require(try rotation.placeWatchCards(at: at(10)))
        let lh = try #require(first.joined.first?.0)
        #expect(
            first.lines == [
                "relevance card UpcomingTrips \(lh) joined the watch Smart Stack: relevant "
                    + "\(WatchSmartStackPlan.format(at(10)))–\(WatchSmartStackPlan.format(at(60))) (scheduled)"
            ])
        #expect(host.instance(lh)?.configuration == #"{"flight":"LH"}"#)
        #expect(host.instance(lh)?.place == place)
        #expect(
            try store.surface(.watchSmartStack)?.stacks == [
                WidgetStack(instances: [trip.id, lh], top: lh, topReason: .rotated),
                WidgetStack(instances: [weather.id]),
            ])
        #expect(try rotation.decide(at: at(10)).isEmpty)
        #expect(try rotation.placeWatchCards(at: at(20)) == nil)

        // Minute 30: both trips together.
        let second = try #require(try rotation.placeWatchCards(at: at(30)))
        let ba = try #require(second.joined.first?.0)
        #expect(second.cards == [lh, ba])
        #expect(try store.surface(.watchSmartStack)?.stacks.map(\.shown) == [lh, ba, weather.id])

        // Minute 90: both windows ended; the cards are removed and Trip is back, first.
        let last = try #require(try rotation.placeWatchCards(at: at(90)))
        #expect(Set(last.left) == [lh, ba])
        #expect(host.instance(lh) == nil && host.instance(ba) == nil)
        #expect(
            try store.surface(.watchSmartStack)?.stacks == [
                WidgetStack(instances: [trip.id]), WidgetStack(instances: [weather.id]),
            ])
        // Asked at the start and again an hour later.
        #expect(asked.lock.withLock { asked.dates } == [at(0), at(90)])
    }

    @Test func invalidatedRelevanceIsAskedAgainAtTheNextPassNotAnHourLater() throws {
        let store = try HostStore(path: ":memory:")
        let host = try WidgetHost(source: FakeTimelineSource.every(3600), clock: clock, store: store)
        let weather = try host.addInstance(
            bundle: "/b/Weather", kind: "Weather", family: .accessoryRectangular, place: WatchStackSync.place)
        try store.saveSurfaces([
            Surface(name: .watchSmartStack, device: "watch-45mm", stacks: [WidgetStack(instances: [weather.id])])
        ])
        let asked = Asked()
        let rotation = SurfaceRotation(host: host, store: store, clock: clock, relevance: trips(asked: asked))
        _ = try rotation.placeWatchCards(at: at(0))
        _ = try rotation.placeWatchCards(at: at(5))
        #expect(asked.lock.withLock { asked.dates } == [at(0)])
        rotation.askRelevanceAgain()  // WidgetCenter.invalidateRelevance(ofKind:)
        _ = try rotation.placeWatchCards(at: at(6))
        #expect(asked.lock.withLock { asked.dates } == [at(0), at(6)])
    }
}
