//  ServeRotationStoreTests.swift — GlimpseServerTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "Each rotation is stored with its reason": a `glimpse serve` on a database
//  stores each rotation; started again on it, it shows the same widget on top with the same last
//  rotation, and stores no second one.

import Foundation
import GlimpseArchive
import GlimpseHost
import Testing

@Suite(.serialized)
struct ServeRotationStoreTests {
    @Test func aRestartedServerKeepsTheRotatedTopAndItsLastRotation() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let bundle = try FakeBundle.write(into: folder.url)
        let database = folder.path("host.sqlite")
        let server = try ServeProcess(bundles: [bundle], arguments: ["--db", database])
        func add(_ extra: [String: Any]) throws -> Int {
            var body: [String: Any] = ["bundle": "Secrets", "kind": "Secret", "family": "systemSmall"]
            body["place"] = "homeScreen"
            body.merge(extra) { $1 }
            return try server.post("/api/instances", body).json()["id"] as! Int
        }
        let a = try add(["configuration": #"{"code":"a","relevance":0}"#])
        let b = try add(["stackWith": a, "configuration": #"{"code":"b","relevance":0}"#])
        func slot(_ server: ServeProcess) throws -> [String: Any] {
            let places = try server.get("/api/places").json()["places"] as! [[String: Any]]
            let home = places.first { $0["name"] as? String == "homeScreen" }!
            return (home["slots"] as! [[String: Any]])[0]
        }
        let order = try (slot(server)["widgets"] as! [[String: Any]]).map { $0["id"] as! Int }
        #expect(Set(order) == [a, b])
        let (first, second) = (order[0], order[1])
        // Donations of the second widget's configuration this hour rotate it to the top.
        let now = try server.get("/api/clock").json()["now"] as! String
        let date = try Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(now).addingTimeInterval(-0.01)
        let code = second == a ? "a" : "b"
        let donations = (0..<3).map {
            DonationRecord(
                source: .appIntents, intentType: "Secrets.AgentIntent",
                parameters: "{\"relevance\":0,\"code\":\"\(code)\"}", date: date, identifier: "d\($0)")
        }
        let client = CenterClient(socket: CenterSocketPath(path: server.socket), timeout: 5)
        _ = try client.send(
            CenterRequest(
                id: 1, method: .donate, bundle: "Secrets", foreground: false,
                relevance: RelevancePayload(donations: donations)))
        _ = try server.eventually("the second widget on top") { try slot(server)["top"] as? Int == second ? true : nil }
        let before = try server.get("/api/instances/\(first)").json()["stack"] as? [String: Any]
        let reason = "rotated to #\(second): 0.75 (donation) over #\(first) 0.00"
        #expect(before?["lastRotationReason"] as? String == reason)
        server.stop()

        let stored = try HostStore(path: database)
        let rotations = try stored.rotations()
        #expect(rotations.map(\.to) == [InstanceID(Int64(second))])
        #expect(rotations.map(\.from) == [InstanceID(Int64(first))])
        #expect(rotations.map(\.reason) == [reason])
        #expect(rotations.first?.source == .donation)
        #expect(rotations.first?.surface == "homeScreen")
        // The stored stack shows it too (as `glimpse host --list` and a kiosk read it).
        let stack = try #require(try stored.surface(.homeScreen)?.stacks.first)
        #expect(stack.top == InstanceID(Int64(second)))
        #expect(stack.topReason == .rotated)
        stored.close()

        let again = try ServeProcess(bundles: [bundle], arguments: ["--db", database])
        #expect(try slot(again)["top"] as? Int == second)
        #expect(try slot(again)["pinned"] as? Bool == false)
        let after = try again.get("/api/instances/\(first)").json()["stack"] as? [String: Any]
        #expect(after?["lastRotationReason"] as? String == reason)
        #expect(after?["lastRotation"] as? String == before?["lastRotation"] as? String)
        again.stop()
        #expect(try HostStore(path: database).rotations().count == 1)
    }
}
