//  ServeConfigureTests.swift — GlimpseServerTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 12 "Configuration" through Docs/SimulatorAPI.md "Configuration", against a
//  real `glimpse serve` with the `Secrets` fake bundle: the form's parameters (entities from the
//  query's suggestions) for a control that prompts, the choice stored as the control's
//  configuration and its value read with it; "Edit Widget" storing a widget's new configuration;
//  and each bad input — a query that throws, a stored entity that no longer exists, a kind the
//  bundle lacks, a static control, a configuration that is not JSON — answered clearly with
//  nothing stored lost and the server still up.

import Foundation
import Testing

@Suite(.serialized)
struct ServeConfigureTests {
    typealias Fixture = ServeAPITests.Fixture

    private func parameters(_ f: Fixture, _ kind: String, configuration: String? = nil) throws -> RawResponse {
        var path = "/api/parameters?bundle=Secrets&kind=\(kind)"
        if let configuration {
            path += "&configuration=" + configuration.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        }
        return try f.server.get(path)
    }

    private func message(_ response: RawResponse) throws -> String {
        try (response.json()["error"] as? [String: Any])?["message"] as? String ?? ""
    }

    @Test func aPromptingControlIsPlacedWithTheChosenEntityAndItsValueIsReadWithIt() throws {
        let f = try Fixture()
        defer { f.close() }
        let gallery = try f.server.get("/api/gallery").json()["bundles"] as! [[String: Any]]
        let dial = (gallery[0]["controls"] as! [[String: Any]]).first { $0["kind"] as? String == "Dial" }
        #expect(dial?["promptsForUserConfiguration"] as? Bool == true)
        let form = try parameters(f, "Dial")
        #expect(form.status == 200)
        let channel = try #require((try form.json()["parameters"] as? [[String: Any]])?.first)
        #expect(channel["name"] as? String == "channel" && channel["kind"] as? String == "entity")
        #expect(
            (channel["options"] as? [[String: Any]])?.compactMap { $0["title"] as? String } == [
                "Channel One", "Channel Two",
            ])
        // The page's form posts the choice with the control.
        let added = try f.server.post(
            "/api/controls",
            ["bundle": "Secrets", "kind": "Dial", "spot": "controlCenter", "configuration": #"{"channel":"two"}"#])
        #expect(added.status == 201)
        let id = try added.json()["id"] as! Int
        let c = try f.server.eventually("Dial read with its configuration") {
            let c = try f.server.get("/api/controls/\(id)").json()
            return c["title"] as? String == "Channel Two" ? c : nil
        }
        #expect(c["configuration"] as? String == #"{"channel":"two"}"#)
        let stored = try f.server.get("/api/controls/\(id)/parameters").json()
        #expect(((stored["parameters"] as? [[String: Any]])?.first?["value"] as? String) == "two")
    }

    @Test func editWidgetStoresTheNewConfiguration() throws {
        let f = try Fixture()
        defer { f.close() }
        let id = try f.add("systemSmall", to: "homeScreen")
        #expect(try f.server.get("/api/instances/\(id)").json()["configurable"] as? Bool == true)
        let before = try f.server.get("/api/instances/\(id)/parameters").json()
        #expect((before["parameters"] as? [[String: Any]])?.first?["value"] as? Double == 0.5)
        let saved = try f.server.post("/api/instances/\(id)/configure", ["configuration": #"{"relevance":0.9}"#])
        #expect(saved.status == 200)
        #expect(try f.server.get("/api/instances/\(id)").json()["configuration"] as? String == #"{"relevance":0.9}"#)
        let after = try f.server.get("/api/instances/\(id)/parameters").json()
        #expect((after["parameters"] as? [[String: Any]])?.first?["value"] as? Double == 0.9)
    }

    @Test func aQueryThatThrowsIsAClearErrorAndTheServerStaysUp() throws {
        let f = try Fixture()
        defer { f.close() }
        let failed = try parameters(f, "Radio")
        #expect(failed.status == 503)
        #expect(try message(failed).contains("StationQuery.suggestedEntities() threw offline"))
        #expect(try parameters(f, "Dial").status == 200)
    }

    @Test func aStoredEntityThatNoLongerExistsIsNamedAndTheDefaultOffered() throws {
        let f = try Fixture()
        defer { f.close() }
        let form = try parameters(f, "Dial", configuration: #"{"channel":"nine"}"#).json()
        #expect((form["warnings"] as? [String])?.first?.contains(#"no Channel has identifier "nine""#) == true)
        #expect((form["parameters"] as? [[String: Any]])?.first?["value"] as? String == "one")
    }

    @Test func aMissingKindAStaticControlAndAConfigurationThatIsNotJSONAreRefusedAndNothingIsLost() throws {
        let f = try Fixture()
        defer { f.close() }
        let missing = try parameters(f, "Toaster")
        #expect(missing.status == 404)
        #expect(try message(missing).contains("no widget or control of kind 'Toaster' (kinds: Secret, Lamp"))
        let fixed = try parameters(f, "Lamp")
        #expect(fixed.status == 400)
        #expect(try message(fixed).contains("StaticControlConfiguration"))
        let id = try f.add("systemSmall", to: "homeScreen")
        #expect(
            try f.server.post("/api/instances/\(id)/configure", ["configuration": #"{"relevance":0.7}"#]).status == 200)
        let bad = try f.server.post("/api/instances/\(id)/configure", ["configuration": "relevance=1"])
        #expect(bad.status == 400)
        #expect(try message(bad).contains("a configuration is a JSON object"))
        #expect(try f.server.get("/api/instances/\(id)").json()["configuration"] as? String == #"{"relevance":0.7}"#)
        #expect(try f.server.get("/api/instances/404/parameters").status == 404)
    }
}
