//  ServeSuggestionTests.swift — GlimpseServerTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "Suggestions … inserts a widget of that kind, configured with that intent,
//  into a stack of the right size that lacks it, for its window; it leaves when the window ends
//  unless the user keeps it": a relevant intent sent over the WidgetCenter socket puts its widget
//  into a Home Screen stack of EmojiRangers with its configuration, on top (its suggestion scores
//  1); it leaves when the simulated clock passes the window's end; a kept one stays; one the app
//  withdraws (its relevant intents replaced, `[]` included) leaves at once, and a suggestion of
//  the same kind configured otherwise brings a widget of that configuration.

import Foundation
import GlimpseArchive
import GlimpseHost
import Testing

@Suite(.serialized)
struct ServeSuggestionTests {
    static var emojiRangers: String {
        URL(fileURLWithPath: ServeProcess.glimpsePath).deletingLastPathComponent().appendingPathComponent(
            "EmojiRangers"
        )
        .path
    }

    /// The Home Screen's first slot.
    private static func slot(_ server: ServeProcess) throws -> [String: Any] {
        let places = try server.get("/api/places").json()["places"] as! [[String: Any]]
        let home = places.first { $0["name"] as? String == "homeScreen" }!
        return (home["slots"] as! [[String: Any]])[0]
    }

    private static func widgets(_ server: ServeProcess) throws -> [[String: Any]] {
        try slot(server)["widgets"] as! [[String: Any]]
    }

    /// Sends a relevant intent for ChosenRangerWidget from `start` for `minutes` (none: `[]`).
    private static func suggest(
        _ server: ServeProcess, from start: Date, minutes: Double, parameters: String? = #"{"showsLevel":false}"#
    ) throws {
        let client = CenterClient(socket: CenterSocketPath(path: server.socket), timeout: 5)
        let suggestions = parameters.map {
            [
                SuggestionRecord(
                    kind: "ChosenRangerWidget", intentType: "EmojiRangers.SelectCharacterIntent", parameters: $0,
                    windows: [.init(start: start, end: start.addingTimeInterval(minutes * 60))])
            ]
        }
        let answer = try client.send(
            CenterRequest(
                id: 1, method: .relevantIntents, bundle: "EmojiRangers", foreground: false,
                relevance: RelevancePayload(suggestions: suggestions ?? [])))
        #expect(answer.ok)
    }

    /// A serve with a Home Screen stack of two EmojiRangerWidgets and its clock paused.
    private static func stacked() throws -> (ServeProcess, [Int]) {
        let server = try ServeProcess(bundles: [Self.emojiRangers])
        var ids: [Int] = []
        for extra in [[:], ["stackWith": 0]] as [[String: Any]] {
            var body: [String: Any] = [
                "bundle": "EmojiRangers", "kind": "EmojiRangerWidget", "family": "systemMedium", "place": "homeScreen",
            ]
            if extra["stackWith"] != nil { body["stackWith"] = ids[0] }
            ids.append(try server.post("/api/instances", body).json()["id"] as! Int)
        }
        #expect(try server.post("/api/clock", ["mode": "paused"]).status == 200)
        return (server, ids)
    }

    // Issue 13 trial: `updateRelevantIntents` replacing the set left the suggested widget; a
    // suggestion of another configuration raised the widget of its kind and inserted nothing.
    @Test func aWithdrawnSuggestionLeavesAtOnceAndAnotherConfigurationBringsItsOwnWidget() throws {
        let (server, ids) = try Self.stacked()
        defer { server.stop() }
        let start = try Self.now(server)
        let chosen = { () throws -> [[String: Any]] in
            try Self.widgets(server).filter { $0["kind"] as? String == "ChosenRangerWidget" }
        }
        try Self.suggest(server, from: start.addingTimeInterval(-60), minutes: 60)
        let first = try server.eventually("the suggested widget in the stack") { try chosen().first }["id"] as! Int

        // The app replaces its relevant intents with another configuration: the first widget
        // leaves now (its window had 59 minutes left) and one of the new configuration joins.
        try Self.suggest(server, from: start.addingTimeInterval(-60), minutes: 60, parameters: #"{"showsLevel":true}"#)
        let second = try server.eventually("the other configuration's widget") {
            try chosen().map { $0["id"] as! Int }.first { $0 != first }
        }
        #expect(try chosen().map { $0["id"] as! Int } == [second])
        #expect(try server.get("/api/instances/\(first)").status == 404)
        let configurations = try CenterClient(socket: CenterSocketPath(path: server.socket), timeout: 5).send(
            CenterRequest(id: 2, method: .currentConfigurations, bundle: "EmojiRangers", foreground: true))
        #expect(
            configurations.configurations?.first { $0.id == String(second) }?.configuration == #"{"showsLevel":true}"#)

        // `updateRelevantIntents([])`: it leaves, with the clock still inside its window.
        try Self.suggest(server, from: start, minutes: 0, parameters: nil)
        _ = try server.eventually("the withdrawn widget gone") {
            try Self.widgets(server).map { $0["id"] as! Int }.sorted() == ids.sorted() ? 1 : nil
        }
    }

    private static func now(_ server: ServeProcess) throws -> Date {
        let text = try server.get("/api/clock").json()["now"] as! String
        return try Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)
    }

    @Test func aSuggestedWidgetJoinsAStackForItsWindowAndLeavesUnlessKept() throws {
        let (server, ids) = try Self.stacked()
        defer { server.stop() }
        let start = try Self.now(server)

        // The window opens: ChosenRangerWidget joins the stack, configured, and goes on top.
        try Self.suggest(server, from: start.addingTimeInterval(-60), minutes: 10)
        let joined = try server.eventually("the suggested widget in the stack") {
            try Self.widgets(server).first { $0["kind"] as? String == "ChosenRangerWidget" }
        }
        let id = joined["id"] as! Int
        #expect(try Self.widgets(server).count == 3)
        #expect(joined["suggestedUntil"] as? String != nil)
        let inspected = try server.get("/api/instances/\(id)").json()
        #expect((inspected["widget"] as? [String: Any])?["suggestedUntil"] != nil)
        let configurations = try CenterClient(socket: CenterSocketPath(path: server.socket), timeout: 5).send(
            CenterRequest(id: 2, method: .currentConfigurations, bundle: "EmojiRangers", foreground: true))
        #expect(configurations.configurations?.first { $0.id == String(id) }?.configuration == #"{"showsLevel":false}"#)
        _ = try server.eventually("the suggested widget on top") {
            try Self.slot(server)["top"] as? Int == id ? 1 : nil
        }

        // The window ends: it leaves.
        #expect(try server.post("/api/clock", ["advance": 600]).status == 200)
        _ = try server.eventually("the suggested widget gone") {
            try Self.widgets(server).map { $0["id"] as! Int } == ids.reversed() ? 1 : nil
        }
        #expect(try server.get("/api/instances/\(id)").status == 404)

        // Another window; kept, it stays after the window ends.
        try Self.suggest(server, from: start.addingTimeInterval(600), minutes: 10)
        let again = try server.eventually("the suggested widget again") {
            try Self.widgets(server).first { $0["kind"] as? String == "ChosenRangerWidget" }?["id"] as? Int
        }
        // Only a suggested widget can be kept.
        #expect(try server.post("/api/instances/\(ids[0])/keep").status == 409)
        #expect(try server.post("/api/instances/\(again)/keep").status == 200)
        // Keeping it again is no conflict, as `glimpse host --keep` says "already kept".
        #expect(try server.post("/api/instances/\(again)/keep").status == 200)
        #expect(try Self.widgets(server).first { $0["id"] as? Int == again }?["suggestedUntil"] == nil)
        #expect(try server.post("/api/clock", ["advance": 900]).status == 200)
        #expect(try server.post("/api/clock", ["advance": 1]).status == 200)
        #expect(try Self.widgets(server).contains { $0["id"] as? Int == again })
    }
}
