//  HostStore+SuggestedWidgetsTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "it leaves when the window ends unless the user keeps it (Keep / Remove)":
//  a suggested widget is stored until kept (then it is an ordinary widget, remembered as kept) or
//  its instance goes; a removed suggestion's window is remembered across reopening.

import Foundation
import Testing

@testable import GlimpseHost

struct HostStoreSuggestedWidgetsTests {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-sugg-\(UUID().uuidString).sqlite")
        .path

    @Test func keptRemovedAndDeletedSuggestedWidgets() throws {
        let store = try HostStore(path: path)
        let ids = try (0..<3).map { _ in
            try store.insertInstance(
                bundle: "/b/Trips", kind: "Trip", family: .systemSmall, place: .homeScreen, configuration: "{}",
                created: .testStart, schedule: InstanceSchedule()
            ).id
        }
        let widgets = ids.map {
            SuggestedWidget(
                instance: $0, kind: "Trip", configuration: "{}", start: .testStart,
                end: Date.testStart.addingTimeInterval(600))
        }
        for widget in widgets { try store.addSuggestedWidget(widget) }
        #expect(try store.suggestedWidgets() == widgets)
        // Kept: an ordinary widget now (a second keep finds nothing), remembered as kept.
        #expect(try !store.wasKept(ids[0]))
        #expect(try store.keepSuggestedWidget(ids[0]))
        #expect(try !store.keepSuggestedWidget(ids[0]))
        #expect(try store.wasKept(ids[0]))
        #expect(try !store.wasKept(ids[2]))
        // Removed: its window is remembered; its instance goes with its row.
        try store.dismissSuggestion(widgets[1])
        try store.deleteInstance(ids[1])
        #expect(try store.suggestedWidgets() == [widgets[2]])
        store.close()
        let reopened = try HostStore(path: path)
        #expect(try reopened.dismissedSuggestions() == [widgets[1].key])
        #expect(try reopened.instances().map(\.id) == [ids[0], ids[2]])
        #expect(try reopened.wasKept(ids[0]))
        // Deleting a kept widget forgets that it was kept.
        try reopened.deleteInstance(ids[0])
        #expect(try !reopened.wasKept(ids[0]))
    }

    @Test func aWidgetKeptBeforeVersion14IsRememberedAsKept() throws {
        // A version-14 store: Trip {} kept (no row left), inserted at 100 in the window 50–700;
        // Trip {} placed at 900 and Other {} at 100 by hand; Trip {} still suggested.
        let database = try SQLiteConnection(path: path)
        try database.execute(
            "PRAGMA application_id = \(StoreSchema.applicationID); "
                + StoreSchema.migrations[0..<14].joined(separator: "\n") + " PRAGMA user_version = 14;")
        try database.execute(
            """
            INSERT INTO instances (bundle, kind, family, place, configuration, created) VALUES
                ('/b/T', 'Trip', 'systemSmall', 'homeScreen', '{}', 100),
                ('/b/T', 'Trip', 'systemSmall', 'homeScreen', '{}', 900),
                ('/b/T', 'Other', 'systemSmall', 'homeScreen', '{}', 100),
                ('/b/T', 'Trip', 'systemSmall', 'homeScreen', '{}', 60);
            INSERT INTO suggestions (bundle, origin, position, kind, intent_type, configuration, start, end) VALUES
                ('/b/T', 'relevantIntent', 0, 'Trip', NULL, '{}', 50, 700);
            INSERT INTO suggested_widgets (instance_id, kind, configuration, start, end) VALUES (4, 'Trip', '{}', 50, 700);
            """)
        database.close()
        let store = try HostStore(path: path)
        #expect(store.schemaVersion == StoreSchema.version)
        #expect(try (1...4).map { try store.wasKept(InstanceID(Int64($0))) } == [true, false, false, false])
        #expect(try store.suggestedWidgets().map(\.instance) == [InstanceID(4)])
    }
}
