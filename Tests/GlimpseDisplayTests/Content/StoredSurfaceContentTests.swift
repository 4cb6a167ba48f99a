//  StoredSurfaceContentTests.swift — GlimpseDisplayTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 10 "a simulator and a kiosk host started on one database see the same
//  screens": a viewer reads what another connection commits — the surface, the instance, its
//  timeline — when SQLite's `data_version` changes, and never writes the store itself.

import Foundation
import GlimpseArchive
import GlimpseHost
import Testing

@testable import GlimpseDisplay

struct StoredSurfaceContentTests {
    private let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func aViewerFollowsWhatTheHostCommitsAndWritesNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-viewer-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("host.sqlite").path
        let host = try HostStore(path: path)
        let viewer = try StoredSurfaceContent(store: try HostStore(path: path))
        #expect(viewer.surface(.lockScreen) == nil)
        #expect(!viewer.refresh())  // nothing committed since it read

        // The host places a widget on the Lock Screen and stores its timeline.
        let instance = try host.insertInstance(
            bundle: "/b/EmojiRangers", kind: "EmojiRangerWidget", family: .accessoryRectangular, place: .lockScreen,
            configuration: "", created: t0, schedule: InstanceSchedule())
        var surface = Surface(name: .lockScreen, device: "iphone-6.1", stacks: [WidgetStack(instances: [instance.id])])
        try host.saveSurfaces([surface])
        let archive = WidgetArchive(
            size: Size(width: 172, height: 76), colorScheme: "light",
            content: .group(GroupItem(frame: Rect(x: 0, y: 0, width: 172, height: 76), children: [])))
        let timeline = InstanceTimeline(
            entries: [ArchivedEntry(date: t0, archives: [archive]), ArchivedEntry(date: t0 + 60, archives: [archive])],
            policy: .atEnd, received: t0, reason: .initial, settings: HostSettings())
        try host.commit([StoreChange(instance: instance.id, timeline: try EncodedTimeline(timeline, bundle: "b"))])

        #expect(viewer.refresh())
        #expect(viewer.surface(.lockScreen) == surface)
        #expect(viewer.instance(instance.id)?.family == .accessoryRectangular)
        #expect(viewer.currentEntry(of: instance.id, at: t0 + 30)?.index == 0)
        #expect(viewer.currentEntry(of: instance.id, at: t0 + 61)?.index == 1)
        #expect(viewer.timeline(of: instance.id)?.nextEntryDate(after: t0) == t0 + 60)
        #expect(!viewer.refresh())

        // A lock made by the host (the simulator's page) reaches the viewer.
        surface.state.locked = true
        try host.saveSurfaces([surface])
        #expect(viewer.refresh())
        #expect(viewer.surface(.lockScreen)?.state.locked == true)

        // Reading committed nothing: the host sees no other connection's write.
        let version = try host.dataVersion()
        _ = viewer.refresh()
        _ = try StoredSurfaceContent(store: try HostStore(path: path))
        #expect(try host.dataVersion() == version)
    }
}
