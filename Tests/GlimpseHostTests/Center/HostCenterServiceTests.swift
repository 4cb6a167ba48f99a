//  HostCenterServiceTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §3.1–3.2 — WidgetCenter requests carried out by the WidgetHost:
//  reloads of the right instances, free from the foreground app, and the bundle's instances.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

/// Answers every request with one empty entry and `.never`.
private struct StillSource: TimelineSource {
    func timelines(bundle: String, requests: [TimelineRequest], timeout: TimeInterval)
        -> [Result<FetchedTimeline, HostError>]
    {
        requests.map { request in
            let archive = WidgetArchive(
                size: Size(width: 158, height: 158),
                content: .group(GroupItem(frame: Rect(x: 0, y: 0, width: 158, height: 158), children: [])))
            return .success(
                FetchedTimeline(entries: [ArchivedEntry(date: request.time, archives: [archive])], policy: .never))
        }
    }
}

struct HostCenterServiceTests {
    private func loadedHost() throws -> (WidgetHost, [WidgetInstance]) {
        let host = try WidgetHost(
            source: StillSource(), clock: SimulatedClock(start: Date(timeIntervalSince1970: 1_800_000_000)))
        let added = [
            try host.addInstance(
                bundle: "/apps/.build/debug/EmojiRangers", kind: "EmojiRangerWidget", family: .systemSmall),
            try host.addInstance(
                bundle: "/apps/.build/debug/EmojiRangers", kind: "EmojiRangerWidget", family: .accessoryCircular,
                place: .lockScreen, configuration: "{\"hero\":\"spouty\"}"),
            try host.addInstance(bundle: "/apps/.build/debug/EmojiRangers", kind: "Roster", family: .systemLarge),
            try host.addInstance(
                bundle: "/apps/.build/debug/CatPhotos", kind: "EmojiRangerWidget", family: .systemSmall),
        ]
        host.runDue()  // the first loads
        return (host, added)
    }

    @Test func reloadTimelinesAsksForAWidgetCenterReloadOfThatKindInThatBundleOnly() throws {
        let (host, added) = try loadedHost()
        let service = HostCenterService(host: host)

        try service.reloadTimelines(kind: "EmojiRangerWidget", bundle: "EmojiRangers", fromForegroundApp: true)

        let pending = added.map { host.schedule(of: $0.id)?.pending }
        #expect(pending[0]?.reason == .widgetCenter && pending[0]?.free == true)
        #expect(pending[1]?.reason == .widgetCenter && pending[1]?.free == true)
        #expect(pending[2] == nil)
        #expect(pending[3] == nil)
    }

    @Test func invalidateRelevanceAsksTheOwnerToReadRelevanceAgain() throws {
        let (host, _) = try loadedHost()
        let calls = Calls()
        var service = HostCenterService(host: host, onRelevanceChange: { calls.add("change") })
        try service.invalidateRelevance(kind: "Trip", bundle: "Trips")
        #expect(calls.all == ["change"])
        service.onRelevanceInvalidated = { kind, bundle in calls.add("\(kind) of \(bundle)") }
        try service.invalidateRelevance(kind: "Trip", bundle: "Trips")
        #expect(calls.all == ["change", "Trip of Trips"])
    }

    @Test func reloadAllFromTheBackgroundIsCharged() throws {
        let (host, added) = try loadedHost()

        try HostCenterService(host: host).reloadAll(bundle: "EmojiRangers", fromForegroundApp: false)

        let pending = added.map { host.schedule(of: $0.id)?.pending }
        #expect(pending[0..<3].allSatisfy { $0?.reason == .widgetCenter && $0?.free == false })
        #expect(pending[3] == nil)
    }

    @Test func currentConfigurationsListsTheBundlesInstancesStaticOnesWithoutConfiguration() throws {
        let (host, added) = try loadedHost()

        let records = try HostCenterService(host: host).currentConfigurations(bundle: "EmojiRangers")

        #expect(
            records == [
                WidgetInfoRecord(id: "\(added[0].id.rawValue)", kind: "EmojiRangerWidget", family: "systemSmall"),
                WidgetInfoRecord(
                    id: "\(added[1].id.rawValue)", kind: "EmojiRangerWidget", family: "accessoryCircular",
                    configuration: "{\"hero\":\"spouty\"}"),
                WidgetInfoRecord(id: "\(added[2].id.rawValue)", kind: "Roster", family: "systemLarge"),
            ])
    }

    @Test func unknownBundleHasNoWidgetsAndItsReloadsDoNothing() throws {
        let (host, added) = try loadedHost()
        let service = HostCenterService(host: host)

        try service.reloadAll(bundle: "Nobody", fromForegroundApp: true)

        #expect(try service.currentConfigurations(bundle: "Nobody").isEmpty)
        #expect(added.allSatisfy { host.schedule(of: $0.id)?.pending == nil })
    }

    @Test func serverOverTheHostReloadsWhatAClientAsks() throws {
        let (host, added) = try loadedHost()
        let directory = TemporarySocketDirectory()
        let server = WidgetCenterServer(socket: directory.socket, service: HostCenterService(host: host))
        try server.start()
        defer { server.stop(); directory.remove() }

        let client = CenterClient(socket: directory.socket)
        _ = try client.send(
            CenterRequest(
                id: 1, method: .reloadTimelines, bundle: "CatPhotos", kind: "EmojiRangerWidget", foreground: true))
        let listed = try client.send(
            CenterRequest(id: 2, method: .currentConfigurations, bundle: "CatPhotos", foreground: true))

        #expect(host.schedule(of: added[3].id)?.pending?.reason == .widgetCenter)
        #expect(host.schedule(of: added[0].id)?.pending == nil)
        #expect(listed.configurations?.map(\.id) == ["\(added[3].id.rawValue)"])
    }
}

/// What the callbacks were called with, in order.
private final class Calls: @unchecked Sendable {
    // @unchecked Sendable: `lines` is only touched under `lock`.
    private let lock = NSLock()
    private var lines: [String] = []
    func add(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}
