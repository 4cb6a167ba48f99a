//  ServeAPITests.swift — GlimpseServerTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 5 "API tests against a real `glimpse serve` started on a free loopback port"
//  and "Security", through Docs/SimulatorAPI.md's calls, with the `Secrets` fake bundle.

import Foundation
import GlimpseArchive
import GlimpseHost
import Testing

@Suite(.serialized)
struct ServeAPITests {
    /// A server with the fake bundle, and a scratch folder; both removed by `close`.
    struct Fixture {
        let folder: ScratchFolder
        let bundle: String
        let server: ServeProcess

        init(arguments: [String] = []) throws {
            folder = try ScratchFolder()
            bundle = try FakeBundle.write(into: folder.url)
            server = try ServeProcess(bundles: [bundle], arguments: arguments)
        }

        func close() {
            server.stop()
            folder.remove()
        }

        /// Adds a widget and returns its id.
        func add(_ family: String, to place: String, extra: [String: Any] = [:]) throws -> Int {
            var body: [String: Any] = ["bundle": "Secrets", "kind": "Secret", "family": family, "place": place]
            body.merge(extra) { $1 }
            let response = try server.post("/api/instances", body)
            guard response.status == 201 else { throw RawHTTP.Failure(message: "add failed: \(response.text)") }
            return try response.json()["id"] as! Int
        }

        /// The widget's frame version once its first timeline arrived.
        func frame(of id: Int) throws -> String {
            try server.eventually("a frame of #\(id)") {
                try widgets().first { $0["id"] as? Int == id }?["frame"] as? String
            }
        }

        /// Every widget of `GET /api/places`.
        func widgets() throws -> [[String: Any]] {
            let places = try server.get("/api/places").json()["places"] as! [[String: Any]]
            return places.flatMap { ($0["slots"] as! [[String: Any]]).flatMap { $0["widgets"] as! [[String: Any]] } }
        }

        /// The slots of `place`, each as its widget ids.
        func slots(_ place: String) throws -> [[Int]] {
            let places = try server.get("/api/places").json()["places"] as! [[String: Any]]
            let found = places.first { $0["name"] as? String == place }!
            return (found["slots"] as! [[String: Any]]).map {
                ($0["widgets"] as! [[String: Any]]).map { $0["id"] as! Int }
            }
        }
    }

    // MARK: - Places and instances

    @Test func placesListsEveryPlaceOfTheDefaultPhoneAndWatch() throws {
        let f = try Fixture()
        defer { f.close() }
        let payload = try f.server.get("/api/places").json()
        let names = (payload["places"] as! [[String: Any]]).map { $0["name"] as! String }
        #expect(names == ["homeScreen", "lockScreen", "standBy", "watchFace", "watchSmartStack"])
        #expect((payload["phone"] as! [String: Any])["name"] as? String == "iphone-6.1")
        #expect((payload["watch"] as! [String: Any])["name"] as? String == "watch-45mm")
    }

    @Test func anAddedWidgetGetsItsTimelineAndAPNGFrame() throws {
        let f = try Fixture()
        defer { f.close() }
        let id = try f.add("accessoryCircular", to: "lockScreen")
        let version = try f.frame(of: id)
        let frame = try f.server.get("/frames/\(id).png?v=\(version)&dpr=2")
        #expect(frame.status == 200)
        #expect(frame.headers["content-type"] == "image/png")
        #expect(Array(frame.body.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // 72 pt (the 6.1-inch iPhone's circular slot) at 2 pixels per point: IHDR's width.
        #expect(frame.body[16..<20].reduce(0) { $0 << 8 | Int($1) } == 144)
        let inspector = try f.server.get("/api/instances/\(id)").json()
        let timeline = inspector["timeline"] as! [String: Any]
        #expect((timeline["entries"] as! [Any]).count == 3)
        #expect(timeline["current"] as? Int == 0)
        let reloads = inspector["reloads"] as! [[String: Any]]
        #expect(reloads.first?["reason"] as? String == "initial")
        #expect(reloads.first?["charged"] as? Bool == false)
    }

    @Test func theLockScreenRefusesAStackNamingTheField() throws {
        let f = try Fixture()
        defer { f.close() }
        let a = try f.add("accessoryCircular", to: "lockScreen")
        var body: [String: Any] = [
            "bundle": "Secrets", "kind": "Secret", "family": "accessoryCircular", "place": "lockScreen",
        ]
        body["stackWith"] = a
        let added = try f.server.post("/api/instances", body)
        #expect(added.status == 400)
        #expect(added.text.contains("stackWith: the Lock Screen does not stack widgets"), "\(added.text)")
        let b = try f.add("accessoryCircular", to: "lockScreen")
        let moved = try f.server.post("/api/instances/\(b)/move", ["stackWith": a])
        #expect(moved.status == 400)
        #expect(try f.slots("lockScreen") == [[a], [b]])
    }

    @Test func stackingMovingAndRemovingChangeTheSlots() throws {
        let f = try Fixture()
        defer { f.close() }
        let a = try f.add("systemSmall", to: "homeScreen")
        let b = try f.add("systemSmall", to: "homeScreen")
        #expect(try f.slots("homeScreen") == [[a], [b]])
        #expect(try f.server.post("/api/instances/\(b)/move", ["stackWith": a]).status == 200)
        #expect(try f.slots("homeScreen") == [[b, a]])
        #expect(try f.server.post("/api/instances/\(a)/move", ["place": "standBy"]).status == 200)
        #expect(try f.slots("homeScreen") == [[b]])
        #expect(try f.slots("standBy") == [[a]])
        let wrong = try f.server.post("/api/instances/\(b)/move", ["place": "lockScreen"])
        #expect(wrong.status == 409)
        #expect(wrong.text.contains("shows no systemSmall on the Lock Screen"))
        #expect(try f.server.post("/api/instances/\(a)/remove").status == 200)
        #expect(try f.slots("standBy") == [])
        #expect(try f.server.get("/api/instances/\(a)").status == 404)
    }

    @Test func theLockScreenHasRoomForFourCircularUnits() throws {
        let f = try Fixture()
        defer { f.close() }
        _ = try f.add("accessoryRectangular", to: "lockScreen")
        _ = try f.add("accessoryCircular", to: "lockScreen")
        _ = try f.add("accessoryCircular", to: "lockScreen")
        let refused = try f.server.post(
            "/api/instances",
            ["bundle": "Secrets", "kind": "Secret", "family": "accessoryCircular", "place": "lockScreen"])
        #expect(refused.status == 409)
        #expect(refused.text.contains("four circular widgets"))
        _ = try f.add("accessoryInline", to: "lockScreen")
    }

    @Test func aConfigurationThatIsNotJSONObjectTextIsABadRequestAndStoresNothing() throws {
        let f = try Fixture()
        defer { f.close() }
        for configuration in ["not json", "[1]"] {
            let refused = try f.server.post(
                "/api/instances",
                [
                    "bundle": "Secrets", "kind": "Secret", "family": "systemSmall", "place": "homeScreen",
                    "configuration": configuration,
                ])
            #expect(refused.status == 400)
            #expect(refused.text.contains("'configuration' is the intent's parameters as JSON object text"))
            #expect(refused.text.contains("badRequest"))
        }
        #expect(try f.widgets().isEmpty)
        _ = try f.add("systemSmall", to: "homeScreen", extra: ["configuration": #"{"city":"Oslo"}"#])
        #expect(try f.widgets().count == 1)
    }

    @Test func aTapAnswersTheLinkUnderItOrTheWidgetURL() throws {
        let f = try Fixture()
        defer { f.close() }
        let id = try f.add("systemSmall", to: "homeScreen")
        _ = try f.frame(of: id)
        let onDot = try f.server.post("/api/instances/\(id)/tap", ["x": 5, "y": 5]).json()
        #expect(onDot["url"] as? String == "fake://secrets/dot")
        #expect(onDot["message"] as? String == "would open fake://secrets/dot")
        let elsewhere = try f.server.post("/api/instances/\(id)/tap", ["x": 100, "y": 100]).json()
        #expect(elsewhere["url"] as? String == "fake://secrets/home")
    }

    @Test func aTapOnAnIntentButtonRunsTheIntentAndAnswersNoURL() throws {
        let f = try Fixture()
        defer { f.close() }
        let id = try f.add("systemSmall", to: "homeScreen")
        _ = try f.frame(of: id)
        let widget = try #require(try f.widgets().first { $0["id"] as? Int == id })
        let width = try #require(widget["width"] as? Double)
        let height = try #require(widget["height"] as? Double)
        let corner = try f.server.post("/api/instances/\(id)/tap", ["x": width - 5, "y": height - 5]).json()
        #expect(corner["url"] == nil)
        let intent = try #require(corner["intent"] as? [String: Any])
        #expect(intent["type"] as? String == "Secrets.RevealIntent")
        #expect((intent["parameters"] as? [String: Any])?["code"] as? Double == 4242)
        // The fixture's bundle predates `perform`: the tap tries the intent and says why it did not run.
        #expect(
            corner["message"] as? String
                == "could not run Reveal (Secrets.RevealIntent): bundle 'Secrets' answered perform "
                + "Secrets.RevealIntent with no 'performed'")
        #expect(corner["error"] as? String != nil)
    }

    @Test func aStackShowsTheFlickedWidgetUntilRelevanceIsAskedBack() throws {
        let f = try Fixture()
        defer { f.close() }
        let a = try f.add("systemSmall", to: "homeScreen")
        let b = try f.add("systemSmall", to: "homeScreen", extra: ["stackWith": a])
        func slot() throws -> [String: Any] {
            let places = try f.server.get("/api/places").json()["places"] as! [[String: Any]]
            let home = places.first { $0["name"] as? String == "homeScreen" }!
            return (home["slots"] as! [[String: Any]])[0]
        }
        #expect(try slot()["pinned"] as? Bool == false)
        #expect(try f.server.post("/api/instances/\(a)/top", ["pinned": true]).status == 200)
        #expect(try slot()["top"] as? Int == a)
        #expect(try slot()["pinned"] as? Bool == true)
        #expect(try f.server.post("/api/instances/\(a)/top", ["pinned": false]).status == 200)
        #expect(try slot()["pinned"] as? Bool == false)
        #expect([a, b].contains(try slot()["top"] as! Int))
    }

    @Test func aStackRotatesToTheWidgetWhoseDonationsClearTheThresholdWithItsReason() throws {
        let f = try Fixture()
        defer { f.close() }
        let a = try f.add("systemSmall", to: "homeScreen", extra: ["configuration": #"{"code":"a","relevance":0}"#])
        let b = try f.add(
            "systemSmall", to: "homeScreen", extra: ["stackWith": a, "configuration": #"{"code":"b","relevance":0}"#])
        _ = try f.frame(of: a)
        _ = try f.frame(of: b)
        func slot() throws -> [String: Any] {
            let places = try f.server.get("/api/places").json()["places"] as! [[String: Any]]
            let home = places.first { $0["name"] as? String == "homeScreen" }!
            return (home["slots"] as! [[String: Any]])[0]
        }
        // No member scores: the first widget of the stack stays on top.
        let order = try (slot()["widgets"] as! [[String: Any]]).map { $0["id"] as! Int }
        let (first, second) = (order[0], order[1])
        #expect(try slot()["top"] as? Int == first)
        #expect(try slot()["reason"] as? String == "held: no member above the threshold")

        // Three donations of the second widget's configuration this hour: its profile clears the
        // threshold (2 decayed donations) and scores 0.75.
        #expect(try f.server.post("/api/clock", ["mode": "paused"]).status == 200)
        let now = try f.server.get("/api/clock").json()["now"] as! String
        let date = try Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(now).addingTimeInterval(-0.01)
        let code = second == a ? "a" : "b"
        let donations = (0..<3).map {
            DonationRecord(
                source: .appIntents, intentType: "Secrets.AgentIntent",
                parameters: "{\"relevance\":0,\"code\":\"\(code)\"}", date: date, identifier: "d\($0)")
        }
        let client = CenterClient(socket: CenterSocketPath(path: f.server.socket), timeout: 5)
        _ = try client.send(
            CenterRequest(
                id: 1, method: .donate, bundle: "Secrets", foreground: false,
                relevance: RelevancePayload(donations: donations)))

        #expect(try slot()["top"] as? Int == second)
        let reason = "rotated to #\(second): 0.75 (donation) over #\(first) 0.00"
        let held = "held: #\(second) is on top and the most relevant"
        #expect([reason, held].contains(try slot()["reason"] as? String ?? ""))
        let stack = try f.server.get("/api/instances/\(first)").json()["stack"] as? [String: Any]
        #expect(stack?["lastRotationReason"] as? String == reason)
        #expect(stack?["source"] as? String == "donation")
    }

    @Test func appsReachTheSimulatorsHostThroughWidgetCenter() throws {
        let f = try Fixture()
        defer { f.close() }
        let id = try f.add("accessoryRectangular", to: "watchSmartStack")
        _ = try f.frame(of: id)
        let client = CenterClient(socket: CenterSocketPath(path: f.server.socket), timeout: 5)
        let list = try client.send(
            CenterRequest(id: 1, method: .currentConfigurations, bundle: "Secrets", foreground: true))
        #expect(list.configurations?.map(\.family) == ["accessoryRectangular"])
        let reload = try client.send(
            CenterRequest(id: 2, method: .reloadTimelines, bundle: "Secrets", kind: "Secret", foreground: true))
        #expect(reload.ok)
        // WidgetCenter reloads wait 5 minutes after the last reload (here the first load).
        #expect(try f.server.post("/api/clock", ["advance": 301]).status == 200)
        let reasons = try f.server.eventually("the WidgetCenter reload in the log") { () -> [String]? in
            let rows = try f.server.get("/api/instances/\(id)/reloads").body
            let reasons = ((try JSONSerialization.jsonObject(with: rows)) as! [[String: Any]]).map {
                $0["reason"] as! String
            }
            return reasons.contains("widgetCenter") ? reasons : nil
        }
        #expect(reasons.first == "widgetCenter")
    }

    @Test func theStatsCountFramesAndEvents() throws {
        let f = try Fixture()
        defer { f.close() }
        let id = try f.add("systemSmall", to: "homeScreen")
        _ = try f.frame(of: id)
        _ = try f.server.get("/frames/\(id).png")
        let stats = try f.server.get("/api/stats").json()
        #expect(stats["framesRendered"] as? Int ?? 0 >= 1)
        #expect(stats["renderSeconds"] as? Double ?? 0 > 0)
        #expect(stats["eventsSent"] as? Int ?? 0 >= 1)
    }

    @Test func theBundlesListsNoBrokenBundleWhileTheyAnswer() throws {
        let f = try Fixture()
        defer { f.close() }
        let id = try f.add("systemSmall", to: "homeScreen")
        _ = try f.frame(of: id)
        let bundles = try f.server.get("/api/bundles").json()
        #expect((bundles["broken"] as? [Any])?.isEmpty == true, "\(bundles)")
        #expect(try f.server.post("/api/bundles", [:]).status == 405)
    }

    // MARK: - Clock and state

    @Test func theClockJumpsPausesAndRunsFastAsAsked() throws {
        let f = try Fixture()
        defer { f.close() }
        func now() throws -> Date {
            let text = try f.server.get("/api/clock").json()["now"] as! String
            return try Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)
        }
        let before = try now()
        #expect(try f.server.post("/api/clock", ["mode": "paused"]).status == 200)
        let paused = try now()
        #expect(try now() == paused)
        #expect(try f.server.post("/api/clock", ["advance": 3600]).status == 200)
        #expect(abs(try now().timeIntervalSince(paused) - 3600) < 0.001)
        #expect(try f.server.post("/api/clock", ["date": "2030-01-01T09:00:00Z"]).status == 200)
        #expect(try now() == Date(timeIntervalSince1970: 1_893_488_400))
        let fast = try f.server.post("/api/clock", ["rate": 3600]).json()
        #expect(fast["mode"] as? String == "running")
        #expect(fast["rate"] as? Double == 3600)
        #expect(try f.server.post("/api/clock", ["rate": 0]).status == 400)
        #expect(try f.server.post("/api/clock", ["date": "99999-01-01T00:00:00Z"]).status == 400)
        #expect(try f.server.post("/api/clock", ["date": "9999-12-31T00:00:00Z"]).status == 200)
        #expect(try f.server.post("/api/clock", ["advance": 86_400 * 3]).status == 400)
        #expect(try f.server.post("/api/clock", ["date": "2030-01-01T09:00:00Z"]).status == 200)
        #expect(try f.server.post("/api/clock", [:]).status == 400)
        #expect(try f.server.post("/api/clock", ["mode": "live"]).status == 200)
        #expect(abs(try now().timeIntervalSince(before)) < 60)
    }

    @Test func stateChangesAreValidatedAndReported() throws {
        let f = try Fixture()
        defer { f.close() }
        let dark = try f.server.post("/api/state", ["colorScheme": "dark", "homeStyle": "tinted", "tint": "#ff0000"])
            .json()
        #expect(dark["colorScheme"] as? String == "dark")
        #expect(dark["tint"] as? String == "#FF0000")
        let places = try f.server.get("/api/places").json()["places"] as! [[String: Any]]
        let home = places.first { $0["name"] as? String == "homeScreen" }!
        #expect(home["renderingMode"] as? String == "accented")
        #expect(home["colorScheme"] as? String == "dark")
        let bad = try f.server.post("/api/state", ["dynamicType": "enormous"])
        #expect(bad.status == 400)
        #expect(bad.text.contains("accessibility5"))
        #expect(try f.server.post("/api/state", ["phone": "watch-45mm"]).status == 400)
        // A field of the wrong type says what it wants; conditions are MapKit's names.
        for wrong in ["poi:cafe", [1]] as [Any] {
            let notStrings = try f.server.post("/api/state", ["conditions": wrong])
            #expect(notStrings.status == 400)
            #expect(notStrings.text.contains("'conditions' in the JSON body of"), "\(notStrings.text)")
            #expect(notStrings.text.contains("has the wrong type; it wants an array of strings"), "\(notStrings.text)")
        }
        let notBool = try f.server.post("/api/state", ["locked": "yes"])
        #expect(notBool.text.contains("'locked' in the JSON body of"), "\(notBool.text)")
        #expect(notBool.text.contains("has the wrong type; it wants true or false"), "\(notBool.text)")
        let typo = try f.server.post("/api/state", ["conditions": ["location:home", "poi:airprot"]])
        #expect(typo.status == 400)
        #expect(
            typo.text.contains("'poi:airprot' names no MapKit point-of-interest category; did you mean 'poi:airport'?"))
        let airport = try f.server.post("/api/state", ["conditions": ["poi:airport"]]).json()
        #expect(airport["conditions"] as? [String] == ["poi:airport"])
        #expect(try f.server.post("/api/settings", ["developerMode": true]).json()["developerMode"] as? Bool == true)
    }

    @Test func restartingWithTheSameDatabaseBringsBackTheSameScreens() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let bundle = try FakeBundle.write(into: folder.url)
        let database = folder.path("host.sqlite")
        let first = try ServeProcess(bundles: [bundle], arguments: ["--db", database])
        func add(_ server: ServeProcess, _ family: String, _ place: String, _ extra: [String: Any] = [:]) throws -> Int
        {
            var body: [String: Any] = ["bundle": "Secrets", "kind": "Secret", "family": family, "place": place]
            body.merge(extra) { $1 }
            return try server.post("/api/instances", body).json()["id"] as! Int
        }
        let a = try add(first, "systemMedium", "homeScreen")
        let b = try add(first, "systemSmall", "homeScreen")
        let c = try add(first, "systemSmall", "homeScreen", ["stackWith": b])
        let d = try add(first, "accessoryCircular", "watchFace")
        _ = try first.post("/api/state", ["colorScheme": "dark", "watch": "watch-41mm"])
        let before = try first.get("/api/places").json()
        first.stop()
        // The screens are the host's surfaces, in the store; nothing is written beside it.
        #expect(!FileManager.default.fileExists(atPath: database + ".simulator.json"))
        let stored = try HostStore(path: database).surfaces()
        #expect(stored.first { $0.name == .watchFace }?.device == "watch-41mm")
        #expect(stored.first { $0.name == .homeScreen }?.state.colorScheme == "dark")
        #expect(
            stored.first { $0.name == .homeScreen }?.stacks.map { $0.instances.map(\.rawValue) } == [
                [Int64(a)], [Int64(c), Int64(b)],
            ])

        let second = try ServeProcess(bundles: [bundle], arguments: ["--db", database])
        defer { second.stop() }
        let after = try second.get("/api/places").json()
        func layout(_ payload: [String: Any]) -> [String: [[Int]]] {
            var out: [String: [[Int]]] = [:]
            for place in payload["places"] as! [[String: Any]] {
                out[place["name"] as! String] = (place["slots"] as! [[String: Any]]).map {
                    ($0["widgets"] as! [[String: Any]]).map { $0["id"] as! Int }
                }
            }
            return out
        }
        #expect(layout(after) == layout(before))
        #expect(layout(after)["homeScreen"] == [[a], [c, b]])
        #expect(layout(after)["watchFace"] == [[d]])
        let settings = after["settings"] as! [String: Any]
        #expect(settings["colorScheme"] as? String == "dark")
        #expect(settings["watch"] as? String == "watch-41mm")
    }

    // MARK: - Security

    @Test func mutatingCallsNeedPOSTAndTheSessionToken() throws {
        let f = try Fixture()
        defer { f.close() }
        let body = Data(#"{"locked":true}"#.utf8)
        let none = try RawHTTP.send(port: f.server.port, method: "POST", path: "/api/state", body: body)
        #expect(none.status == 403)
        #expect(none.text.contains("X-Glimpse-Token"))
        let wrong = try RawHTTP.send(
            port: f.server.port, method: "POST", path: "/api/state", headers: ["X-Glimpse-Token": "0123"], body: body)
        #expect(wrong.status == 403)
        let viaGet = try f.server.get("/api/instances/1/remove")
        #expect(viaGet.status == 405)
        #expect(try f.server.get("/api/state").json()["locked"] as? Bool == false)
        let page = try f.server.get("/")
        #expect(page.text.contains(try f.server.token()))
    }

    @Test func crossSiteRequestsAreRefused() throws {
        let f = try Fixture()
        defer { f.close() }
        let port = f.server.port
        let crossSite = try RawHTTP.send(port: port, path: "/api/session", headers: ["Sec-Fetch-Site": "cross-site"])
        #expect(crossSite.status == 403)
        let foreign = try RawHTTP.send(port: port, path: "/api/places", headers: ["Origin": "http://evil.example"])
        #expect(foreign.status == 403)
        let rebound = try RawHTTP.send(port: port, path: "/api/session", headers: ["Host": "evil.example:\(port)"])
        #expect(rebound.status == 403)
        #expect(rebound.text.contains("DNS rebinding"))
        let own = try RawHTTP.send(port: port, path: "/api/places", headers: ["Origin": "http://127.0.0.1:\(port)"])
        #expect(own.status == 200)
    }

    @Test func bodiesOverOneMegabyteAreRefused() throws {
        let f = try Fixture()
        defer { f.close() }
        let big = Data(repeating: UInt8(ascii: " "), count: (1 << 20) + 1)
        let response = try RawHTTP.send(
            port: f.server.port, method: "POST", path: "/api/state",
            headers: ["X-Glimpse-Token": try f.server.token()], body: big)
        #expect(response.status == 413)
        #expect(response.text.contains("1 MB"))
    }

    @Test func unknownRoutesAreRefusedWithAStatusAndAMessage() throws {
        let f = try Fixture()
        defer { f.close() }
        let api = try f.server.get("/api/nothing-here")
        #expect(api.status == 404)
        let error = try api.json()["error"] as! [String: Any]
        #expect(error["code"] as? String == "notFound")
        #expect((error["message"] as? String)?.contains("/api/nothing-here") == true)
        #expect(try f.server.get("/frames/abc.png").status == 404)
        #expect(try f.server.get("/frames/1.gif").status == 404)
        #expect(try RawHTTP.send(port: f.server.port, method: "DELETE", path: "/api/places").status == 405)
    }

    @Test(arguments: [
        "/../Package.swift",  // parent folder
        "/..%2fPackage.swift",  // encoded slash
        "/%2e%2e/%2e%2e/etc/passwd",  // encoded dots
        "/Page/../../GlimpseServer.swift",  // up from a subfolder
        "//etc/passwd",  // absolute
        "/%2e%2e%2fPackage.swift",  // encoded dots and slash
        "/index.html%00.png",  // an encoded NUL cutting the name short
        "/style.css%00",  // a NUL at the end
    ])
    func staticFilesComeOnlyFromThePageFolder(path: String) throws {
        let f = try Fixture()
        defer { f.close() }
        let response = try f.server.get(path)
        #expect(response.status == 404)
        #expect(!response.text.contains("passwd") || response.text.contains("no file"))
        #expect(try f.server.get("/style.css").status == 200)
    }

    @Test func aLockedPlaceNeverSendsTheSensitiveText() throws {
        let f = try Fixture()
        defer { f.close() }
        let id = try f.add("accessoryRectangular", to: "lockScreen")
        let version = try f.frame(of: id)
        let secret = Data(FakeBundle.secret.utf8)
        // Unlocked, the inspector's archive shows the text (the fixture does carry it).
        #expect(try f.server.get("/api/instances/\(id)").body.range(of: secret) != nil)
        let unlockedFrame = try f.server.get("/frames/\(id).png?v=\(version)&dpr=2").body

        #expect(try f.server.post("/api/state", ["locked": true]).status == 200)
        var responses: [RawResponse] = [
            try f.server.get("/frames/\(id).png?dpr=2"), try f.server.get("/frames/\(id).png?dpr=3"),
            try f.server.get("/frames/\(id).svg"), try f.server.get("/api/instances/\(id)"),
            try f.server.get("/api/instances/\(id)/timeline"), try f.server.get("/api/places"),
            try f.server.get("/api/instances"), try f.server.post("/api/instances/\(id)/tap", ["x": 40, "y": 10]),
        ]
        let stream = try RawHTTP.events(port: f.server.port) { $0.contains("event: places") }
        responses.append(RawResponse(status: 200, headers: [:], body: Data(stream.utf8)))
        for response in responses {
            #expect(response.status == 200)
            #expect(response.body.range(of: secret) == nil)
            #expect(response.body.range(of: Data("4242".utf8)) == nil)
        }
        // The locked frame is drawn differently (bars where the text was).
        #expect(responses[0].body != unlockedFrame)
        // The Home Screen is never locked: the same widget there shows its text.
        let home = try f.add("systemSmall", to: "homeScreen")
        _ = try f.frame(of: home)
        #expect(try f.server.get("/api/instances/\(home)").body.range(of: secret) != nil)
    }

    @Test func theEventStreamStartsWithThePlacesAndCarriesFrames() throws {
        let f = try Fixture()
        defer { f.close() }
        let id = try f.add("accessoryInline", to: "lockScreen")
        _ = try f.frame(of: id)
        let stream = try RawHTTP.events(port: f.server.port) { $0.contains("event: frames") }
        #expect(stream.hasPrefix("HTTP/1.1 200"))
        #expect(stream.contains("Content-Type: text/event-stream"))
        let places = try #require(stream.range(of: "event: places\ndata: {"))
        let frames = try #require(stream.range(of: "event: frames\ndata: {\"frames\":{\"\(id)\":"))
        #expect(places.lowerBound < frames.lowerBound)
    }

    @Test func theBudgetAndTheGalleryDescribeTheWidgets() throws {
        let f = try Fixture()
        defer { f.close() }
        let id = try f.add("accessoryCircular", to: "watchFace")
        _ = try f.frame(of: id)
        let budget = try f.server.get("/api/budget").json()
        let row = (budget["widgets"] as! [[String: Any]]).first!
        #expect(row["limit"] as? Int == 75)
        #expect(row["remaining"] as? Int == 75)
        let gallery = try f.server.get("/api/gallery").json()
        let widget = ((gallery["bundles"] as! [[String: Any]])[0]["widgets"] as! [[String: Any]])[0]
        #expect(widget["displayName"] as? String == "Secret Agent")
        let places = widget["places"] as! [String: [String]]
        #expect(places["accessoryRectangular"] == ["lockScreen", "watchFace", "watchSmartStack"])
        #expect(places["accessoryCorner"] == ["watchFace"])
        let snapshot = try f.server.get(
            "/api/gallery/snapshot?bundle=Secrets&kind=Secret&family=accessoryCorner&place=watchFace&dpr=2")
        #expect(snapshot.status == 200)
        #expect(snapshot.headers["content-type"] == "image/png")
    }
}
