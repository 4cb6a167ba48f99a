//  KioskServerTests.swift — GlimpseServerTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 10 "`--serve PORT` serves a full-screen page of that one surface (no
//  controls, no inspector; the same frames and server-sent events as the simulator, loopback by
//  default)": the page, the surface's state, its latest frame, a `frame` event for each new one;
//  every route read-only; the simulator's Host guard.

import Foundation
import GlimpseHost
import Testing

@testable import GlimpseServer

struct KioskServerTests {
    private static let png = Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3])

    private func start() throws -> (KioskServer, Int) {
        let kiosk = KioskServer(surface: .lockScreen)
        return (kiosk, try kiosk.start(address: "127.0.0.1", port: 0))
    }

    @Test func thePageIsOnlyTheSurfacesPictureWithItsScript() throws {
        let (kiosk, port) = try start()
        defer { kiosk.stop() }
        let page = try RawHTTP.send(port: port, path: "/")
        #expect(page.status == 200)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.text.contains("<img id=\"frame\""))
        #expect(page.text.contains("<script type=\"module\" src=\"kiosk.js\">"))
        // No controls, no inspector.
        #expect(!page.text.contains("<button"))
        #expect(try RawHTTP.send(port: port, path: "/kiosk.js").text.contains("new EventSource('/api/events')"))
        // The simulator's own page is not served here.
        #expect(try RawHTTP.send(port: port, path: "/app.js").status == 404)
    }

    @Test func theSurfaceAndItsLatestFrameAreServedOnceDrawn() throws {
        let (kiosk, port) = try start()
        defer { kiosk.stop() }
        let before = try RawHTTP.send(port: port, path: "/frames/lockScreen.png")
        #expect(before.status == 404)
        #expect(try before.json()["error"] as? [String: String] != nil)
        var surface = Surface(
            name: .lockScreen, device: "iphone-6.1", stacks: [WidgetStack(instances: [InstanceID(1)])])
        surface.state.locked = true
        kiosk.show(surface)
        #expect(try kiosk.frame.write(Self.png))
        #expect(try !kiosk.frame.write(Self.png))  // the same bytes are no new frame
        #expect(kiosk.frame.writes == 1)

        let state = try RawHTTP.send(port: port, path: "/api/surface").json()
        #expect(state["name"] as? String == "lockScreen")
        #expect(state["device"] as? String == "iphone-6.1")
        #expect(state["locked"] as? Bool == true)
        #expect(state["slots"] as? Int == 1)
        let frame = try #require(state["frame"] as? [String: String])
        let version = try #require(frame["version"])
        #expect(version.hasSuffix("-1"))
        #expect(frame["url"] == "/frames/lockScreen.png?v=\(version)")

        let image = try RawHTTP.send(port: port, path: try #require(frame["url"]))
        #expect(image.status == 200)
        #expect(image.headers["content-type"] == "image/png")
        #expect(image.headers["x-glimpse-frame"] == version)
        #expect(image.body == Self.png)
        #expect(try RawHTTP.send(port: port, path: "/frames/homeScreen.png").status == 404)
    }

    @Test func aNewFrameIsAnnouncedToTheOpenPages() throws {
        let (kiosk, port) = try start()
        defer { kiosk.stop() }
        let writer = Thread {
            // Once the stream is open (its first event is the surface), a new frame is drawn.
            while kiosk.hub.count == 0 { Thread.sleep(forTimeInterval: 0.01) }
            _ = try? kiosk.frame.write(Self.png)
        }
        writer.start()
        let text = try RawHTTP.events(port: port) { text in
            guard let event = text.range(of: "event: frame\n") else { return false }
            return text[event.upperBound...].contains("\"}")
        }
        #expect(text.contains("event: surface\ndata: {"))
        #expect(text.contains("\"name\":\"lockScreen\""))
        #expect(text.contains("event: frame\ndata: {\"url\":\"/frames/lockScreen.png?v="))
    }

    @Test(arguments: [
        ("POST", "/api/surface", 405),  // read-only
        ("DELETE", "/frames/lockScreen.png", 405),  // read-only
        ("GET", "/api/state", 404),  // the simulator's API is not here
        ("GET", "/api/surface/extra", 404),  // no such route
    ])
    func everyOtherRouteIsRefusedWithAJSONMessage(method: String, path: String, status: Int) throws {
        let (kiosk, port) = try start()
        defer { kiosk.stop() }
        let answer = try RawHTTP.send(port: port, method: method, path: path)
        #expect(answer.status == status)
        let error = try #require(try answer.json()["error"] as? [String: String])
        #expect(error["message"]?.isEmpty == false)
    }

    @Test func anotherHostNameIsRefusedOnLoopback() throws {
        let (kiosk, port) = try start()
        defer { kiosk.stop() }
        let answer = try RawHTTP.send(port: port, path: "/api/surface", headers: ["Host": "evil.example:\(port)"])
        #expect(answer.status == 403)
    }
}
