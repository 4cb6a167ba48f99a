//  ServeErrorMarkTests.swift — GlimpseServerTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 14 "Diagnostics": a widget whose reload failed carries the reason in
//  `GET /api/places` (what the page draws as a red "!" mark on the tile, the reason as its
//  tooltip, places.js `widgetNode`; seen in headless Chromium) and in its inspector; the tile
//  shows the placeholder's frame under the mark, not a blank tile.

import Foundation
import Testing

struct ServeErrorMarkTests {
    @Test func aWidgetWhoseReloadFailedCarriesTheReasonForTheErrorMark() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let bundle = try FakeBundle.write(into: folder.url, failing: true)
        let log = folder.url.appendingPathComponent("serve.log")
        let server = try ServeProcess(bundles: [bundle], errorLog: log)
        defer { server.stop() }
        let added = try server.post(
            "/api/instances", ["bundle": "Secrets", "kind": "Secret", "family": "systemSmall", "place": "homeScreen"])
        #expect(added.status == 201, "\(added.text)")
        let id = try #require(try added.json()["id"] as? Int)
        func widget() throws -> [String: Any]? {
            let places = try server.get("/api/places").json()["places"] as! [[String: Any]]
            return places.flatMap { ($0["slots"] as! [[String: Any]]).flatMap { $0["widgets"] as! [[String: Any]] } }
                .first { $0["id"] as? Int == id }
        }
        let error = try server.eventually("the failure of #\(id)") { try widget()?["error"] as? String }
        #expect(error.contains(FakeBundle.failure), "\(error)")
        // The log says which widget failed and why, in one line.
        let logged = try server.eventually("the log line of #\(id)") {
            ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n")
                .first { $0.hasPrefix("glimpse serve: widget \(id): ") }
        }
        #expect(logged.contains(FakeBundle.failure), "\(logged)")
        // The tile is not blank: it shows the placeholder under the mark.
        #expect(try widget()?["frame"] as? String != nil)
        let inspector = try server.get("/api/instances/\(id)").json()
        let lastError = try #require(inspector["lastError"] as? [String: Any])
        #expect((lastError["message"] as? String)?.contains(FakeBundle.failure) == true)
        // The page served draws the mark from that field.
        let places = try server.get("/places.js")
        #expect(places.status == 200)
        #expect(
            places.text.contains(
                "if (widget.error) node.append(el('span.flag.error', { text: '!', title: widget.error }))"))
    }
}
