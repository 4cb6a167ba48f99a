//  HostStore+RotationsTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "Each rotation is stored with its reason (scores compared, which source
//  won)": rotations round-trip through the store and survive reopening, a stack keeps only its
//  latest rows, and a rotation sets the stored stack's top unless a person chose it.

import Foundation
import Testing

@testable import GlimpseHost

struct HostStoreRotationsTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-rot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    var path: String { directory.appendingPathComponent("host.sqlite").path }

    private func addInstances(_ count: Int, to store: HostStore) throws -> [InstanceID] {
        try (0..<count).map { _ in
            try store.insertInstance(
                bundle: "/b/Weather", kind: "Weather", family: .systemSmall, place: .homeScreen, configuration: "{}",
                created: .testStart, schedule: InstanceSchedule()
            ).id
        }
    }

    private func rotation(_ stack: Int64, to: InstanceID, at minute: Double, from: InstanceID? = nil) -> StackRotation {
        StackRotation(
            time: Date.testStart.addingTimeInterval(minute * 60), stack: stack, surface: "homeScreen", slot: 1,
            from: from, to: to, reason: "rotated to \(to): 0.90 (entry) over #1 0.20", source: .entry,
            scores: [
                StackMemberScore(instance: InstanceID(1), score: 0.2, source: .entry),
                StackMemberScore(instance: to, score: 0.9, source: .entry),
            ])
    }

    @Test func rotationsSurviveReopeningWithTheirReasonsAndScores() throws {
        let first = rotation(1, to: InstanceID(2), at: 0, from: InstanceID(1))
        let second = rotation(1, to: InstanceID(3), at: 20, from: InstanceID(2))
        let other = rotation(7, to: InstanceID(8), at: 5)
        do {
            let store = try HostStore(path: path)
            for row in [first, other, second] { try store.addRotation(row, updateTop: false) }
            store.close()
        }
        let store = try HostStore(path: path)
        #expect(try store.rotations() == [first, other, second])
        #expect(try store.rotations(limit: 1) == [second])
        #expect(try store.lastRotations() == [1: second, 7: other])
        #expect(
            second.line
                == "\(second.time.formatted(.iso8601)) homeScreen slot=2 #2 → #3: rotated to #3: 0.90 (entry) over #1 0.20"
        )
    }

    @Test func aRotationsLineNamesEachWidgetByKindAndFamily() {
        let row = rotation(1, to: InstanceID(12), at: 0, from: InstanceID(1))
        let names = StackRotation.names(of: [
            WidgetInstance(
                id: InstanceID(1), bundle: "/b/W", kind: "Weather", family: .systemSmall, created: .testStart),
            WidgetInstance(id: InstanceID(12), bundle: "/b/T", kind: "Trip", family: .systemSmall, created: .testStart),
        ])
        // #12 is not taken for #1; an id no instance has (a widget removed since) stays bare.
        #expect(
            row.summary(naming: names)
                == "homeScreen slot=2 #1 (Weather, systemSmall) → #12 (Trip, systemSmall): rotated to #12 (Trip, "
                + "systemSmall): 0.90 (entry) over #1 (Weather, systemSmall) 0.20")
        #expect(row.summary(naming: [:]) == row.summary)
        #expect(row.line(naming: names).hasSuffix(row.summary(naming: names)))
    }

    @Test func aVersion8DatabaseGainsTheRotationsTableAndKeepsItsRows() throws {
        let database = try SQLiteConnection(path: path)
        try database.execute(
            "PRAGMA application_id = \(StoreSchema.applicationID); "
                + StoreSchema.migrations[0..<8].joined(separator: "\n") + " PRAGMA user_version = 8;")
        try database.execute(
            "INSERT INTO instances (bundle, kind, family, place, configuration, created) "
                + "VALUES ('/b/W', 'W', 'systemSmall', 'homeScreen', '{}', 0)")
        database.close()
        let store = try HostStore(path: path)
        #expect(store.schemaVersion == StoreSchema.version)
        #expect(try store.instances().map(\.kind) == ["W"])
        #expect(try store.rotations().isEmpty)
        try store.addRotation(rotation(1, to: InstanceID(2), at: 0), updateTop: true)
        #expect(try store.rotations().count == 1)
    }

    @Test func aStackKeepsOnlyItsLatestRotations() throws {
        let store = try HostStore(path: path)
        for minute in 0..<5 {
            try store.addRotation(rotation(1, to: InstanceID(2), at: Double(minute)), updateTop: false, keep: 3)
        }
        try store.addRotation(rotation(9, to: InstanceID(2), at: 9), updateTop: false, keep: 3)
        #expect(try store.rotations().map(\.time) == [2, 3, 4, 9].map { Date.testStart.addingTimeInterval($0 * 60) })
    }

    @Test func aRotationSetsTheStoredTopUnlessAPersonChoseIt() throws {
        let store = try HostStore(path: path)
        let ids = try addInstances(4, to: store)
        try store.saveSurfaces([
            Surface(
                name: .homeScreen, device: "iphone-6.1",
                stacks: [
                    WidgetStack(instances: [ids[0], ids[1]]),
                    WidgetStack(instances: [ids[2], ids[3]], top: ids[2], topReason: .swiped),
                ])
        ])
        try store.addRotation(rotation(ids[0].rawValue, to: ids[1], at: 0), updateTop: true)
        try store.addRotation(rotation(ids[2].rawValue, to: ids[3], at: 0), updateTop: true)
        // A widget of another stack is never put on top.
        try store.addRotation(rotation(ids[0].rawValue, to: ids[3], at: 1), updateTop: true)
        let stacks = try #require(try store.surface(.homeScreen)).stacks
        #expect(stacks[0] == WidgetStack(instances: [ids[0], ids[1]], top: ids[1], topReason: .rotated))
        #expect(stacks[1] == WidgetStack(instances: [ids[2], ids[3]], top: ids[2], topReason: .swiped))
        #expect(try store.rotations().count == 3)
    }
}
