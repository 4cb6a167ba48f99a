//  ServeActivitiesTests.swift — GlimpseServerTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/SimulatorAPI.md "Live Activities" against a real `glimpse serve` with the
//  `Secrets` fake bundle's `Secrets.MissionAttributes`: started from the bundle's preview, drawn
//  for the banner and the island, updated, gone stale, ended and dismissed on the simulated
//  clock; bad input refused with nothing stored changed.

import Foundation
import GlimpseRender
import Testing

@Suite(.serialized)
struct ServeActivitiesTests {
    typealias Fixture = ServeAPITests.Fixture

    private static let type = "Secrets.MissionAttributes"

    private func start(_ f: Fixture, _ extra: [String: Any] = [:]) throws -> [String: Any] {
        var body: [String: Any] = ["attributesType": Self.type]
        body.merge(extra) { $1 }
        let response = try f.server.post("/api/activities", body)
        guard response.status == 201 else { throw RawHTTP.Failure(message: "start failed: \(response.text)") }
        return try response.json()
    }

    private func activities(_ f: Fixture) throws -> [[String: Any]] {
        let response = try f.server.get("/api/activities")
        return try JSONSerialization.jsonObject(with: response.body) as? [[String: Any]] ?? []
    }

    private func banner(_ f: Fixture, _ activity: [String: Any]) throws -> RasterImage {
        let id = activity["id"] as! String
        let response = try f.server.get("/frames/activity.png?id=\(id)&presentation=content&dpr=1")
        guard response.status == 200 else { throw RawHTTP.Failure(message: "no banner: \(response.text)") }
        return try RasterImage(png: response.body)
    }

    private func now(_ f: Fixture) throws -> Double {
        let text = try f.server.get("/api/clock").json()["now"] as! String
        return try Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text).timeIntervalSince1970
    }

    @Test func anActivityStartedFromThePreviewIsDrawnForTheBannerAndTheIsland() throws {
        let f = try Fixture()
        defer { f.close() }
        let gallery = try f.server.get("/api/gallery").json()["bundles"] as! [[String: Any]]
        #expect(gallery[0]["activities"] as? [String] == [Self.type])

        let activity = try start(f)
        #expect(activity["life"] as? String == "active")
        #expect(activity["bundle"] as? String == "Secrets")
        // The preview's attributes and state are what is stored.
        #expect(activity["attributes"] as? String == #"{"agent":"007"}"#)
        #expect(activity["state"] as? String == #"{"minutesLeft":12}"#)
        let presentations = (activity["presentations"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(
            presentations == ["content", "dynamicIsland.compact", "dynamicIsland.minimal", "dynamicIsland.expanded"])

        let image = try banner(f, activity)
        #expect(image.width == 371 && image.height == 84)
        let blue = image[100, 40]
        #expect(blue.red < 40 && (120...135).contains(blue.green) && blue.blue > 250, "\(blue)")
        let island = try f.server.get(
            "/frames/activity.png?id=\(activity["id"] as! String)&presentation=dynamicIsland.expanded&dpr=2")
        #expect(try RasterImage(png: island.body).height == 212)

        // The places payload carries it, for the Lock Screen and the island.
        let places = try f.server.get("/api/places").json()
        #expect(
            (places["activities"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == [
                activity["id"] as! String
            ])
    }

    @Test func anUpdateChangesTheStateAndABadStateIsRefusedKeepingTheLastOne() throws {
        let f = try Fixture()
        defer { f.close() }
        let id = try start(f)["id"] as! String
        let updated = try f.server.post("/api/activities/\(id)/update", ["state": #"{"minutesLeft":3}"#])
        #expect(updated.status == 200)
        #expect(try updated.json()["state"] as? String == #"{"minutesLeft":3}"#)

        let bad = try f.server.post("/api/activities/\(id)/update", ["state": #"{"minutesLeft":"soon"}"#])
        #expect(bad.status == 400)
        #expect(bad.text.contains("minutesLeft: expected Int"))
        #expect(try activities(f).first?["state"] as? String == #"{"minutesLeft":3}"#)

        let large = try f.server.post(
            "/api/activities/\(id)/update",
            ["state": #"{"minutesLeft":1,"pad":""# + String(repeating: "x", count: 5000) + "\"}"])
        #expect(large.status == 400)
        #expect(large.text.contains("ActivityKit allows 4096"))
    }

    @Test func pastItsStaleDateItIsDrawnStaleAndEndedItLeavesAtItsDismissal() throws {
        let f = try Fixture()
        defer { f.close() }
        #expect(try f.server.post("/api/clock", ["mode": "paused"]).status == 200)
        let origin = try now(f)
        let activity = try start(f, ["staleDate": origin + 600])
        let id = activity["id"] as! String

        #expect(try f.server.post("/api/clock", ["advance": 601]).status == 200)
        let stale = try f.server.eventually("the activity stale") {
            try activities(f).first { $0["life"] as? String == "stale" }
        }
        // The bundle was asked with isStale: it draws grey.
        let grey = try banner(f, stale)[100, 40]
        #expect((120...135).contains(grey.red) && grey.red == grey.blue && grey.blue == grey.green, "\(grey)")

        let dismissAt = origin + 601 + 300
        let end = try f.server.post("/api/activities/\(id)/end", ["dismissal": "after", "dismissAt": dismissAt])
        #expect(end.status == 200, "\(end.text)")
        let ended = try activities(f)
        #expect(ended.first?["life"] as? String == "ended", "\(ended)")
        #expect(try f.server.post("/api/activities/\(id)/update", ["state": #"{"minutesLeft":1}"#]).status == 409)

        #expect(try f.server.post("/api/clock", ["advance": 301]).status == 200)
        _ = try f.server.eventually("the activity dismissed") { try activities(f).isEmpty ? true : nil }
        #expect(try f.server.get("/frames/activity.png?id=\(id)").status == 404)
    }

    @Test func badRequestsNameTheFieldAndStoreNothing() throws {
        let f = try Fixture()
        defer { f.close() }
        let unknown = try f.server.post("/api/activities", ["attributesType": "Nope"])
        #expect(unknown.status == 404)
        #expect(unknown.text.contains("their Live Activities: \(Self.type)"))
        let badState = try f.server.post(
            "/api/activities", ["attributesType": Self.type, "state": #"{"minutesLeft":null}"#])
        #expect(badState.status == 400)
        let badDate = try f.server.post("/api/activities", ["attributesType": Self.type, "staleDate": -5])
        #expect(badDate.status == 400)
        #expect(badDate.text.contains("'staleDate'"))
        #expect(try activities(f).isEmpty)

        let id = try start(f)["id"] as! String
        let after = try f.server.post("/api/activities/\(id)/end", ["dismissal": "after"])
        #expect(after.status == 400)
        #expect(after.text.contains("needs 'dismissAt'"))
        #expect(try f.server.post("/api/activities/\(id)/end", ["dismissal": "later"]).status == 400)
        #expect(try activities(f).first?["life"] as? String == "active")
        #expect(try f.server.post("/api/activities/no-such-id/end").status == 404)
        let presentation = try f.server.get("/frames/activity.png?id=\(id)&presentation=banner")
        #expect(presentation.status == 400)
    }
}
