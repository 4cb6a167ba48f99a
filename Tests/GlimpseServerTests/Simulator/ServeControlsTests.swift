//  ServeControlsTests.swift — GlimpseServerTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 12 "Places", "Controls' lifecycle" and "Bad input", through Docs/SimulatorAPI.md
//  "Controls" against a real `glimpse serve` with the `Secrets` fake bundle's controls: placing in
//  Control Center, the Lock Screen's buttons and the Action button; a tap that flips, runs and
//  re-reads; a throwing intent that reverts and says why; a failing read that keeps the last
//  value; locked + privacy-sensitive hiding the state; a kind the bundle lacks; a restart.

import Foundation
import Testing

@Suite(.serialized)
struct ServeControlsTests {
    typealias Fixture = ServeAPITests.Fixture

    private func add(_ f: Fixture, _ kind: String, spot: String = "controlCenter", size: String? = nil) throws -> Int {
        var body: [String: Any] = ["bundle": "Secrets", "kind": kind, "spot": spot]
        if let size { body["size"] = size }
        let response = try f.server.post("/api/controls", body)
        guard response.status == 201 else { throw RawHTTP.Failure(message: "add failed: \(response.text)") }
        return try response.json()["id"] as! Int
    }

    private func control(_ f: Fixture, _ id: Int) throws -> [String: Any] {
        try f.server.get("/api/controls/\(id)").json()
    }

    /// Control `id` once `probe` holds for it.
    private func control(_ f: Fixture, _ id: Int, when probe: @escaping ([String: Any]) -> Bool) throws
        -> [String: Any]
    {
        try f.server.eventually("control #\(id) as expected") {
            let c = try control(f, id)
            return probe(c) ? c : nil
        }
    }

    @Test func aControlPlacedInControlCenterReadsItsValueAndHasAFrame() throws {
        let f = try Fixture()
        defer { f.close() }
        let id = try add(f, "Lamp", size: "medium")
        let c = try control(f, id) { $0["frame"] != nil && $0["refreshing"] as? Bool == false }
        #expect(c["place"] as? String == "controlCenterMedium")
        #expect(c["columns"] as? Int == 2 && c["rows"] as? Int == 1)
        #expect(c["valueText"] as? String == "Off")
        #expect(c["state"] as? String == "off")
        let frame = try f.server.get("/frames/control-\(id).png?dpr=1")
        #expect(frame.status == 200)
        #expect(frame.headers["content-type"] == "image/png")
        let places = try f.server.get("/api/places").json()
        #expect((places["controls"] as? [[String: Any]])?.map { $0["id"] as? Int } == [id])
        let gallery = try f.server.get("/api/gallery").json()["bundles"] as! [[String: Any]]
        #expect(
            (gallery[0]["controls"] as? [[String: Any]])?.compactMap { $0["kind"] as? String }.contains("Lamp") == true)
    }

    @Test func aTapRunsTheIntentAndTheValueReadAgainShowsTheNewState() throws {
        let f = try Fixture()
        defer { f.close() }
        let id = try add(f, "Lamp")
        _ = try control(f, id) { $0["frame"] != nil && $0["refreshing"] as? Bool == false }
        let tap = try f.server.post("/api/controls/\(id)/tap")
        #expect(tap.status == 200)
        #expect(try tap.json()["intent"] as? String == "Secrets.LampIntent")
        let c = try control(f, id) { $0["performing"] as? Bool == false && $0["state"] as? String == "on" }
        #expect(c["valueText"] as? String == "On")
        #expect(c["error"] == nil)
        let log = (c["log"] as? [[String: Any]])?.compactMap { $0["message"] as? String } ?? []
        #expect(log.contains { $0.hasPrefix("performed Lamp (Secrets.LampIntent)") })
    }

    @Test func anIntentThatThrowsRevertsAndSaysWhy() throws {
        let f = try Fixture()
        defer { f.close() }
        let id = try add(f, "Jammed")
        _ = try control(f, id) { $0["frame"] != nil && $0["refreshing"] as? Bool == false }
        #expect(try f.server.post("/api/controls/\(id)/tap").status == 200)
        let c = try control(f, id) { $0["performing"] as? Bool == false && $0["error"] != nil }
        #expect(c["state"] as? String == "off")
        #expect((c["error"] as? String)?.contains("the switch is jammed") == true)
        // The host is still up and answers.
        #expect(try f.server.get("/api/controls").status == 200)
    }

    @Test func aReadThatFailsKeepsTheLastKnownValueWithTheError() throws {
        let f = try Fixture()
        defer { f.close() }
        let id = try add(f, "Stuck", spot: "actionButton")
        _ = try control(f, id) { $0["frame"] != nil && $0["refreshing"] as? Bool == false }
        #expect(try f.server.post("/api/controls/\(id)/refresh").status == 200)
        let c = try control(f, id) { $0["error"] != nil && $0["refreshing"] as? Bool == false }
        #expect((c["error"] as? String)?.contains("sensor offline") == true)
        #expect(c["valueText"] as? String == "Off")
        #expect(c["actionHint"] as? String == "Hold to Turn On 'Stuck'")
        #expect(try f.server.get("/frames/control-\(id).png").status == 200)
    }

    @Test func lockedHidesAPrivacySensitiveControlsStateAndAButtonSaysItOpensTheApp() throws {
        let f = try Fixture()
        defer { f.close() }
        let lamp = try add(f, "Lamp", spot: "lockScreenLeading")
        let door = try add(f, "Door", spot: "lockScreenTrailing")
        _ = try control(f, lamp) { $0["frame"] != nil }
        _ = try control(f, door) { $0["frame"] != nil && $0["refreshing"] as? Bool == false }
        #expect(try f.server.post("/api/state", ["locked": true]).status == 200)
        let hidden = try control(f, lamp)
        #expect(hidden["hidden"] as? Bool == true)
        #expect(hidden["state"] as? String == "locked")
        #expect(hidden["valueText"] == nil)
        let tap = try f.server.post("/api/controls/\(door)/tap").json()
        #expect((tap["message"] as? String)?.contains("opens Secrets's app") == true)
    }

    @Test func aKindTheBundleLacksOrABadSpotIsRefusedNamingWhatIsThere() throws {
        let f = try Fixture()
        defer { f.close() }
        let missing = try f.server.post(
            "/api/controls", ["bundle": "Secrets", "kind": "Toaster", "spot": "controlCenter"])
        #expect(missing.status == 404)
        #expect(missing.text.contains("no control of kind 'Toaster'") && missing.text.contains("Lamp"))
        let spot = try f.server.post("/api/controls", ["bundle": "Secrets", "kind": "Lamp", "spot": "dock"])
        #expect(spot.status == 400)
        let size = try f.server.post(
            "/api/controls", ["bundle": "Secrets", "kind": "Lamp", "spot": "controlCenter", "size": "huge"])
        #expect(size.status == 400)
        #expect(try f.server.post("/api/controls/99/tap").status == 404)
        #expect(try f.server.get("/api/controls").text == "[]")
    }

    @Test func theActionButtonAndEachLockScreenButtonHoldOneControl() throws {
        let f = try Fixture()
        defer { f.close() }
        let first = try add(f, "Lamp", spot: "actionButton")
        let second = try add(f, "Door", spot: "actionButton")
        let ids = try f.server.eventually("the Action button's control") { () -> [Int]? in
            let all = try f.server.get("/api/places").json()["controls"] as? [[String: Any]]
            return all?.compactMap { $0["id"] as? Int }
        }
        #expect(ids == [second])
        #expect(try f.server.get("/api/controls/\(first)").status == 404)
        #expect(try f.server.post("/api/controls/\(second)/remove").status == 200)
        #expect(try f.server.get("/api/controls").text == "[]")
    }

    @Test func placedControlsComeBackAfterARestartWithTheSameDatabase() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let bundle = try FakeBundle.write(into: folder.url)
        let database = folder.path("host.db")
        var server = try ServeProcess(bundles: [bundle], arguments: ["--db", database])
        let response = try server.post(
            "/api/controls", ["bundle": "Secrets", "kind": "Lamp", "spot": "controlCenter", "size": "large"])
        let id = try response.json()["id"] as! Int
        _ = try server.eventually("a value") { try server.get("/api/controls/\(id)").json()["frame"] as? String }
        server.stop()
        server = try ServeProcess(bundles: [bundle], arguments: ["--db", database])
        defer { server.stop() }
        let again = try server.get("/api/controls/\(id)").json()
        #expect(again["place"] as? String == "controlCenterLarge")
        #expect(again["valueText"] as? String == "Off")
    }
}
