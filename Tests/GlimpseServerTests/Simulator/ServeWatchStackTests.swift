//  ServeWatchStackTests.swift — GlimpseServerTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "The watch Smart Stack follows relevance widgets: several relevant
//  configurations of one relevance widget appear together; `associatedKind` replaces its timeline
//  counterpart", live in `glimpse serve`: the SmartStack example's UpcomingTrips cards (a trip is
//  relevant from 2 hours before departure to 1 hour after arrival: LH 1234 12:30–17:05, BA 915
//  14:10–18:50 UTC) join the watch Smart Stack as the simulated clock enters their windows, replace
//  the Trip timeline widget while they are listed, carry their window as the inspector's reason,
//  and leave when the windows end. `--populate` places no relevance widget, so no card leaves at
//  the start, and one added by hand through the API is refused (400), as `glimpse host` refuses it.

import Foundation
import Testing

@Suite(.serialized)
struct ServeWatchStackTests {
    static var smartStack: String {
        URL(fileURLWithPath: ServeProcess.glimpsePath).deletingLastPathComponent().appendingPathComponent("SmartStack")
            .path
    }

    /// The watch Smart Stack's listed widgets, top first: (kind, id).
    private static func listed(_ server: ServeProcess) throws -> [(String, Int)] {
        let places = try server.get("/api/places").json()["places"] as! [[String: Any]]
        let watch = places.first { $0["name"] as? String == "watchSmartStack" }!
        guard let slot = (watch["slots"] as! [[String: Any]]).first else { return [] }
        var widgets = (slot["widgets"] as! [[String: Any]]).map { ($0["kind"] as! String, $0["id"] as! Int) }
        if let top = slot["top"] as? Int, let index = widgets.firstIndex(where: { $0.1 == top }) {
            widgets.insert(widgets.remove(at: index), at: 0)
        }
        return widgets
    }

    private static func kinds(_ server: ServeProcess) throws -> [String] { try listed(server).map(\.0) }

    @Test func populateAddsNoRelevanceWidgetSoNoCardLeavesAtTheStart() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let log = URL(fileURLWithPath: folder.path("serve.log"))
        let server = try ServeProcess(bundles: [Self.smartStack], arguments: ["--populate"], errorLog: log)
        defer { server.stop() }
        // The start's pass over the watch Smart Stack is logged before the WidgetCenter line.
        let text = try server.eventually("the WidgetCenter line") {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            return text.contains("WidgetCenter on") ? text : nil
        }
        // Between 12:30 and 18:50 (the real clock's trips) cards may join; none may leave or fail.
        #expect(!text.contains("left the watch Smart Stack"), "\(text)")
        #expect(!text.contains("could not"), "\(text)")
        let kinds = try Self.placedKinds(server)
        #expect(kinds.contains("Trip"))
        #expect(!kinds.contains("UpcomingTrips"))
        let joined = text.components(separatedBy: "relevance card UpcomingTrips").count - 1
        #expect(try Self.kinds(server).filter { $0 == "UpcomingTrips" }.count == joined)
    }

    /// The kinds placed anywhere but the watch Smart Stack, whose relevance cards come and go with
    /// the real clock the server starts on.
    private static func placedKinds(_ server: ServeProcess) throws -> [String] {
        let places = try server.get("/api/places").json()["places"] as! [[String: Any]]
        return places.filter { $0["name"] as? String != "watchSmartStack" }.flatMap { place in
            (place["slots"] as! [[String: Any]]).flatMap { slot in
                (slot["widgets"] as! [[String: Any]]).map { $0["kind"] as! String }
            }
        }
    }

    @Test func aRelevanceWidgetPlacedByHandIsRefusedAsGlimpseHostRefusesIt() throws {
        let server = try ServeProcess(bundles: [Self.smartStack])
        defer { server.stop() }
        let body: [String: Any] = [
            "bundle": "SmartStack", "kind": "UpcomingTrips", "family": "accessoryRectangular", "place": "watchFace",
        ]
        let added = try server.post("/api/instances", body)
        #expect(added.status == 400)
        #expect(added.text.contains("UpcomingTrips is a relevance widget"), "\(added.text)")
        #expect(try !Self.placedKinds(server).contains("UpcomingTrips"))
        #expect(try Self.kinds(server).allSatisfy { $0 == "UpcomingTrips" })
    }

    @Test func tripCardsJoinTheWatchStackInTheirWindowsReplaceTripAndLeave() throws {
        let server = try ServeProcess(bundles: [Self.smartStack])
        defer { server.stop() }
        #expect(try server.post("/api/clock", ["mode": "paused"]).status == 200)
        #expect(try server.post("/api/clock", ["date": "2026-12-01T10:00:00Z"]).status == 200)
        let trip =
            try server.post(
                "/api/instances",
                ["bundle": "SmartStack", "kind": "Trip", "family": "accessoryRectangular", "place": "watchSmartStack"]
            ).json()["id"] as! Int
        #expect(try Self.kinds(server) == ["Trip"])

        // 13:00: LH 1234's window is open; its card is listed first and replaces Trip.
        #expect(try server.post("/api/clock", ["date": "2026-12-01T13:00:00Z"]).status == 200)
        _ = try server.eventually("one trip card") { try Self.kinds(server) == ["UpcomingTrips"] ? 1 : nil }
        let card = try Self.listed(server)[0].1
        let inspected = try server.get("/api/instances/\(card)").json()
        let widget = inspected["widget"] as! [String: Any]
        #expect(
            widget["watchStackReason"] as? String
                == "relevant 2026-12-01T12:30:00Z–2026-12-01T17:05:00Z (scheduled)")
        #expect((inspected["configuration"] as? String)?.contains("LH 1234") == true)

        // 15:00: BA 915's window opened too; both configurations are listed together.
        #expect(try server.post("/api/clock", ["date": "2026-12-01T15:00:00Z"]).status == 200)
        _ = try server.eventually("two trip cards") {
            try Self.kinds(server) == ["UpcomingTrips", "UpcomingTrips"] ? 1 : nil
        }
        #expect(try Self.listed(server)[0].1 == card)

        // 19:00: both windows ended; the cards leave and Trip is listed again.
        #expect(try server.post("/api/clock", ["date": "2026-12-01T19:00:00Z"]).status == 200)
        _ = try server.eventually("Trip alone again") { try Self.kinds(server) == ["Trip"] ? 1 : nil }
        #expect(try Self.listed(server)[0].1 == trip)
        #expect(try server.get("/api/instances/\(card)").status == 404)
    }
}
