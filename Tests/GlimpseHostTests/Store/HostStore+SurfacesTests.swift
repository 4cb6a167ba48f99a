//  HostStore+SurfacesTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 10 "Surfaces in the host": surfaces, stacks and state round-trip through the
//  store and survive reopening; bad input changes nothing; `<db>.simulator.json` is imported once,
//  and a damaged one is reported, left untouched and not half imported.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

struct HostStoreSurfacesTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-surf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    var path: String { directory.appendingPathComponent("host.sqlite").path }

    private func addInstances(_ count: Int, to store: HostStore, place: InstancePlace = .homeScreen) throws
        -> [InstanceID]
    {
        try (0..<count).map { _ in
            try store.insertInstance(
                bundle: "/b/Weather", kind: "Weather", family: .systemSmall, place: place, configuration: "{}",
                created: .testStart, schedule: InstanceSchedule()
            ).id
        }
    }

    @Test func surfacesStacksAndStateSurviveReopening() throws {
        var state = SurfaceState()
        state.locked = true
        state.homeStyle = .tinted
        state.tint = "#336699"
        let ids: [InstanceID]
        do {
            let store = try HostStore(path: path)
            ids = try addInstances(3, to: store)
            try store.saveSurfaces([
                Surface(
                    name: .homeScreen, device: "iphone-6.1", state: state,
                    stacks: [
                        WidgetStack(instances: [ids[0]]),
                        WidgetStack(instances: [ids[1], ids[2]], top: ids[2], topReason: .swiped),
                    ]),
                Surface(name: .lockScreen, device: "iphone-6.1", state: state),
            ])
            store.close()
        }
        let store = try HostStore(path: path)
        let surfaces = try store.surfaces()
        #expect(surfaces.map(\.name) == [.homeScreen, .lockScreen])
        #expect(surfaces[0].state == state)
        #expect(
            surfaces[0].stacks == [
                WidgetStack(instances: [ids[0]]),
                WidgetStack(instances: [ids[1], ids[2]], top: ids[2], topReason: .swiped),
            ])
        #expect(surfaces[0].stacks[1].shown == ids[2])
        #expect(surfaces[1].stacks.isEmpty)
    }

    @Test func aSwipesTimeSurvivesReopeningAndAStackSwipedBeforeItsVersionHasNone() throws {
        let chosen = Date.testStart.addingTimeInterval(90)
        let database = try SQLiteConnection(path: path)
        // A store of the version before swipes had a time, with a swiped stack.
        let before = StoreSchema.version - 1
        try database.execute(
            "PRAGMA application_id = \(StoreSchema.applicationID); "
                + StoreSchema.migrations[0..<before].joined(separator: "\n") + " PRAGMA user_version = \(before);")
        let state = String(decoding: try JSONEncoder().encode(SurfaceState()), as: UTF8.self)
        try database.execute(
            """
            INSERT INTO instances (bundle, kind, family, place, configuration, created)
                VALUES ('/b/W', 'W', 'systemSmall', 'homeScreen', '{}', 0), ('/b/W', 'W', 'systemSmall', 'homeScreen', '{}', 0);
            INSERT INTO surfaces (name, device, state) VALUES ('homeScreen', 'iphone-6.1', '\(state)');
            INSERT INTO stacks (surface, slot, top, top_reason) VALUES ('homeScreen', 0, 2, 'swiped');
            INSERT INTO stack_widgets (surface, slot, position, instance_id) VALUES ('homeScreen', 0, 0, 1), ('homeScreen', 0, 1, 2);
            """)
        database.close()
        let store = try HostStore(path: path)
        #expect(store.schemaVersion == StoreSchema.version)
        let ids = [InstanceID(1), InstanceID(2)]
        var home = try #require(try store.surface(.homeScreen))
        #expect(home.stacks == [WidgetStack(instances: ids, top: ids[1], topReason: .swiped, chosen: nil)])

        home.stacks[0] = WidgetStack(instances: ids, top: ids[0], topReason: .swiped, chosen: chosen)
        try store.saveSurfaces([home])
        store.close()
        let reopened = try HostStore(path: path)
        #expect(try reopened.surface(.homeScreen)?.stacks[0].chosen == chosen)
    }

    @Test func aRemovedWidgetLeavesItsStackAndAnEmptiedStackGoes() throws {
        let store = try HostStore(path: path)
        let ids = try addInstances(3, to: store)
        try store.saveSurfaces([
            Surface(
                name: .homeScreen, device: "iphone-6.1",
                stacks: [WidgetStack(instances: [ids[0]]), WidgetStack(instances: [ids[1], ids[2]], top: ids[1])])
        ])
        try store.deleteInstance(ids[0])
        try store.deleteInstance(ids[1])
        let stacks = try #require(try store.surface(.homeScreen)).stacks
        #expect(stacks == [WidgetStack(instances: [ids[2]], top: nil, topReason: .added)])
        #expect(stacks[0].shown == ids[2])
    }

    @Test func anUpdateChangesWhatIsStoredWhenItRunsAndWritesNothingWhenItFails() throws {
        let store = try HostStore(path: path)
        let ids = try addInstances(3, to: store)
        try store.saveSurfaces([
            Surface(name: .homeScreen, device: "iphone-6.1", stacks: [WidgetStack(instances: [ids[0]])])
        ])
        // Another writer stored a second widget in the stack since this one read it: it stays.
        let read = try #require(try store.surface(.homeScreen))
        try store.updateSurfaces { $0[0].stacks[0].instances.append(ids[1]) }
        let slots = try store.updateSurfaces { surfaces -> Int in
            surfaces[0].stacks.append(WidgetStack(instances: [ids[2]]))
            surfaces.append(Surface(name: .standBy, device: "iphone-6.1"))
            return surfaces[0].stacks.count
        }
        #expect(slots == 2)
        #expect(read.stacks == [WidgetStack(instances: [ids[0]])])
        #expect(
            try store.surfaces().map(\.stacks) == [
                [WidgetStack(instances: [ids[0], ids[1]]), WidgetStack(instances: [ids[2]])], [],
            ])
        #expect(try store.surfaces().map(\.name) == [.homeScreen, .standBy])
        // A change the store refuses (a widget in two slots) writes nothing.
        let before = try store.surfaces()
        let twice = #expect(throws: HostError.self) {
            try store.updateSurfaces { surfaces in
                surfaces[1].stacks.append(WidgetStack(instances: [ids[2]]))
            }
        }
        #expect(twice?.code == .badRequest)
        #expect(try store.surfaces() == before)
    }

    @Test func aStackOfElevenAnUnknownWidgetOrAWidgetInTwoSlotsChangesNothing() throws {
        let store = try HostStore(path: path)
        let ids = try addInstances(11, to: store)
        let before = [Surface(name: .homeScreen, device: "iphone-6.1", stacks: [WidgetStack(instances: [ids[0]])])]
        try store.saveSurfaces(before)
        let eleven = #expect(throws: HostError.self) {
            try store.saveSurfaces([
                Surface(name: .homeScreen, device: "iphone-6.1", stacks: [WidgetStack(instances: ids)])
            ])
        }
        #expect(eleven?.code == .badRequest)
        #expect(
            eleven?.message
                == "slot 0 of the homeScreen surface would stack 11 widgets; a stack holds at most 10: "
                + "remove one or use another slot")
        let unknown = #expect(throws: HostError.self) {
            try store.saveSurfaces([
                Surface(name: .homeScreen, device: "iphone-6.1", stacks: [WidgetStack(instances: [ids[1]])]),
                Surface(name: .lockScreen, device: "iphone-6.1", stacks: [WidgetStack(instances: [InstanceID(99)])]),
            ])
        }
        #expect(unknown?.code == .unknownInstance)
        let twice = #expect(throws: HostError.self) {
            try store.saveSurfaces([
                Surface(
                    name: .homeScreen, device: "iphone-6.1",
                    stacks: [WidgetStack(instances: [ids[1]]), WidgetStack(instances: [ids[1]])])
            ])
        }
        #expect(twice?.code == .badRequest)
        #expect(try store.surfaces() == before)
    }

    @Test func theSimulatorsFileIsImportedOnceAndThenNotRead() throws {
        let ids: [InstanceID]
        do {
            let store = try HostStore(path: path)
            ids = try addInstances(2, to: store, place: .lockScreen)
            store.close()
        }
        let file = path + ".simulator.json"
        let json = """
            {"phone":"iphone-6.9","watch":"watch-41mm","colorScheme":"dark","locked":true,"alwaysOn":false,
             "homeStyle":"clear","tint":"#5E9EFF","watchFaceStyle":"accented","watchTint":"#FF0000",
             "dynamicType":"xLarge","layout":{"lockScreen":[{"ids":[\(ids[0].rawValue),\(ids[1].rawValue),77],"top":\(ids[1].rawValue)}]}}
            """
        try Data(json.utf8).write(to: URL(fileURLWithPath: file))
        do {
            let store = try HostStore(path: path)
            let surfaces = try store.surfaces()
            #expect(surfaces.map(\.name) == PlaceName.all)
            let lock = try #require(surfaces.first { $0.name == .lockScreen })
            #expect(lock.device == "iphone-6.9")
            #expect(lock.state.locked && lock.state.colorScheme == "dark" && lock.state.homeStyle == .clear)
            #expect(lock.state.watchTint == "#FF0000" && lock.state.dynamicType == "xLarge")
            // The widget the store does not hold (77) is dropped; the flick is recorded.
            #expect(lock.stacks == [WidgetStack(instances: ids, top: ids[1], topReason: .swiped)])
            #expect(surfaces.first { $0.name == .watchFace }?.device == "watch-41mm")
            store.close()
        }
        // Changed afterwards, the file is no longer read; it stays where it was.
        try Data(#"{"locked":false}"#.utf8).write(to: URL(fileURLWithPath: file))
        let store = try HostStore(path: path)
        #expect(try store.surface(.lockScreen)?.state.locked == true)
        #expect(FileManager.default.fileExists(atPath: file))
    }

    @Test func aDamagedSimulatorFileIsReportedLeftUntouchedAndNotHalfImported() throws {
        do {
            let store = try HostStore(path: path)
            _ = try addInstances(1, to: store)
            store.close()
        }
        let file = path + ".simulator.json"
        let bytes = Data(#"{"locked": true, "layout": {"homeScreen": [{"ids": "one"}]}}"#.utf8)
        try bytes.write(to: URL(fileURLWithPath: file))
        let error = #expect(throws: HostError.self) { try HostStore(path: path) }
        #expect(error?.code == .corruptStore)
        #expect(error?.message.hasPrefix("'\(file)' is not a Glimpse simulator state file") == true)
        #expect(
            error?.message.hasSuffix("glimpse leaves it as it is: move it away to start with empty screens") == true)
        #expect(FileManager.default.contents(atPath: file) == bytes)
        try FileManager.default.removeItem(atPath: file)
        #expect(try HostStore(path: path).surfaces() == [])
    }
}
