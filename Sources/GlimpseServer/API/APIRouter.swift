//  APIRouter.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: Docs/SimulatorAPI.md: every route of the simulator — the page's files, the JSON API
//  under /api/, the event stream and the frames. Unknown routes get 404 and a known path with
//  another method 405, each with a JSON message; mutating calls are POST and pass the
//  `RequestGuard`.

import Foundation
import GlimpseArchive
import GlimpseHost
import GlimpseRender

/// Answers the simulator's HTTP requests.
public struct APIRouter: Sendable {
    let simulator: LiveSimulator
    let security: RequestGuard
    let page: PageFiles

    public init(simulator: LiveSimulator, security: RequestGuard, page: PageFiles = .bundled) {
        self.simulator = simulator
        self.security = security
        self.page = page
    }

    /// The response to `request`.
    public func respond(_ request: HTTPRequest) -> HTTPResponse {
        if let refusal = security.refusal(request) { return .failure(refusal) }
        do {
            return try route(request)
        } catch {
            return .failure(error)
        }
    }

    // MARK: - Routes

    private func route(_ request: HTTPRequest) throws(ServerError) -> HTTPResponse {
        let parts = request.pathComponents
        let method = request.method == "HEAD" ? "GET" : request.method
        guard parts.first == "api" || parts.first == "frames" else {
            guard method == "GET" else { throw Self.methodNotAllowed(request, allowed: "GET") }
            return try staticFile(request.path)
        }
        if parts.first == "frames" {
            guard parts.count == 2 else { throw notFound(request) }
            guard method == "GET" else { throw Self.methodNotAllowed(request, allowed: "GET") }
            if parts[1].hasPrefix("control-") { return try controlFrame(parts[1], request: request) }
            if parts[1] == "activity.png" { return try activityFrame(request) }
            return try frame(parts[1], request: request)
        }
        let rest = Array(parts.dropFirst())
        switch (method, rest.first ?? "", rest.count) {
        case ("GET", "session", 1):
            return .json(["token": security.token])
        case ("GET", "events", 1):
            return events()
        case ("GET", "places", 1):
            return .json(simulator.placesPayload())
        case ("GET", "devices", 1):
            return .json(simulator.devicesPayload())
        case ("GET", "gallery", 1):
            return .json(simulator.galleryPayload())
        case ("GET", "parameters", 1):
            let q = request.query
            return .json(
                try simulator.parameters(
                    bundle: try required(q, "bundle"), kind: try required(q, "kind"), configuration: q["configuration"])
            )
        case ("GET", "gallery", 2) where rest[1] == "snapshot":
            let q = request.query
            let data = try simulator.snapshot(
                bundle: try required(q, "bundle"), kind: try required(q, "kind"), family: try required(q, "family"),
                place: try required(q, "place"), pixelRatio: q["dpr"].flatMap(Double.init) ?? 2)
            return .bytes(data, contentType: "image/png")
        case ("GET", "clock", 1):
            return .json(ClockPayload(simulator.clock))
        case ("POST", "clock", 1):
            try mutating(request)
            try simulator.setClock(try decode(request))
            return .json(ClockPayload(simulator.clock))
        case ("GET", "state", 1):
            return .json(PlacesPayload.Settings(simulator.currentState))
        case ("POST", "state", 1):
            try mutating(request)
            try simulator.updateState(try decode(request))
            return .json(PlacesPayload.Settings(simulator.currentState))
        case ("GET", "settings", 1):
            return .json(["developerMode": simulator.host.settings.developerMode])
        case ("POST", "settings", 1):
            try mutating(request)
            try simulator.updateSettings(try decode(request))
            return .json(["developerMode": simulator.host.settings.developerMode])
        case ("GET", "stats", 1):
            return .json(simulator.statsPayload())
        case ("GET", "bundles", 1):
            return .json(["broken": simulator.host.brokenBundles])
        case ("GET", "budget", 1):
            return .json(simulator.budgetPayload())
        case ("GET", "instances", 1):
            return .json(simulator.placesPayload().places.flatMap { $0.slots.flatMap(\.widgets) })
        case ("POST", "instances", 1):
            try mutating(request)
            return .json(try simulator.addInstance(try decode(request)), status: 201)
        case ("GET", "controls", 1):
            return .json(simulator.placesPayload().controls)
        case ("POST", "controls", 1):
            try mutating(request)
            return .json(try simulator.addControl(try decode(request)), status: 201)
        case ("GET", "activities", 1):
            return .json(simulator.activitiesPayload())
        case ("POST", "activities", 1):
            try mutating(request)
            return .json(try simulator.startActivity(try decode(request)), status: 201)
        case ("POST", "activities", 3) where rest[2] == "update":
            try mutating(request)
            return .json(try simulator.updateActivity(rest[1], try decode(request)))
        case ("POST", "activities", 3) where rest[2] == "end":
            try mutating(request)
            let body: APIBody.EndActivity =
                request.body.isEmpty
                ? APIBody.EndActivity(state: nil, dismissal: nil, dismissAt: nil) : try decode(request)
            try simulator.endActivity(rest[1], body)
            return .json(simulator.activitiesPayload())
        case (_, "controls", 2...):
            return try controlRoute(
                request, method: method, id: try instanceID(rest[1]), action: Array(rest.dropFirst(2)))
        case (_, "instances", 2...):
            return try instanceRoute(
                request, method: method, id: try instanceID(rest[1]), action: Array(rest.dropFirst(2)))
        default:
            if let allowed = Self.methods[rest.first ?? ""], rest.count == 1 {
                throw Self.methodNotAllowed(request, allowed: allowed)
            }
            throw notFound(request)
        }
    }

    private func instanceRoute(_ request: HTTPRequest, method: String, id: Int64, action: [String]) throws(ServerError)
        -> HTTPResponse
    {
        switch (method, action.first, action.count) {
        case ("GET", nil, 0):
            return .json(try simulator.inspect(id))
        case ("GET", "timeline", 1):
            return .json(try simulator.inspect(id).timeline)
        case ("GET", "reloads", 1):
            return .json(try simulator.inspect(id).reloads)
        case ("GET", "parameters", 1):
            return .json(try simulator.instanceParameters(id))
        case ("POST", "configure", 1):
            try mutating(request)
            let body: APIBody.Configure = try decode(request)
            try simulator.configureInstance(id, configuration: body.configuration)
            return .json(try simulator.inspect(id).widget)
        case ("POST", "remove", 1):
            try mutating(request)
            try simulator.removeInstance(id)
            return .json(["removed": id])
        case ("POST", "keep", 1):
            try mutating(request)
            try simulator.keepSuggested(id)
            return .json(try simulator.inspect(id).widget)
        case ("POST", "move", 1):
            try mutating(request)
            try simulator.moveInstance(id, try decode(request))
            return .json(try simulator.inspect(id).widget)
        case ("POST", "top", 1):
            try mutating(request)
            let body: [String: Bool] = request.body.isEmpty ? [:] : try decode(request)
            try simulator.bringToTop(id, pinned: body["pinned"] ?? true)
            return .json(["top": id])
        case ("POST", "reload", 1):
            try mutating(request)
            try simulator.reload(id)
            return .json(["requested": id])
        case ("POST", "tap", 1):
            try mutating(request)
            let tap: APIBody.Tap = try decode(request)
            let region = try simulator.tap(id, x: tap.x, y: tap.y)
            var answer = TapAnswer(region)
            if let intent = region?.intent { answer.ran(intent, try simulator.perform(id, intent: intent)) }
            return .json(answer)
        default:
            let known: [String?: String] = [
                nil: "GET", "timeline": "GET", "reloads": "GET", "remove": "POST", "move": "POST", "top": "POST",
                "reload": "POST", "tap": "POST", "parameters": "GET", "configure": "POST",
            ]
            if action.count <= 1, let allowed = known[action.first] {
                throw Self.methodNotAllowed(request, allowed: allowed)
            }
            throw notFound(request)
        }
    }

    private func controlRoute(_ request: HTTPRequest, method: String, id: Int64, action: [String]) throws(ServerError)
        -> HTTPResponse
    {
        switch (method, action.first, action.count) {
        case ("GET", nil, 0):
            return .json(try simulator.controlPayload(id))
        case ("GET", "parameters", 1):
            return .json(try simulator.controlParameters(id))
        case ("POST", "tap", 1):
            try mutating(request)
            return .json(try simulator.tapControl(id))
        case ("POST", "refresh", 1):
            try mutating(request)
            try simulator.refreshControl(id)
            return .json(["requested": id])
        case ("POST", "remove", 1):
            try mutating(request)
            try simulator.removeControl(id)
            return .json(["removed": id])
        default:
            let known: [String?: String] = [
                nil: "GET", "tap": "POST", "refresh": "POST", "remove": "POST", "parameters": "GET",
            ]
            if action.count <= 1, let allowed = known[action.first] {
                throw Self.methodNotAllowed(request, allowed: allowed)
            }
            throw notFound(request)
        }
    }

    /// What a tap did: open a URL (the page says it would), run an intent, or open the app.
    struct TapAnswer: Encodable {
        var url: String?
        var intent: IntentAction?
        var message: String
        /// What the intent's `perform()` returned, when it ran.
        var performed: PerformedIntent?
        /// Why the intent did not run.
        var error: String?

        /// Records the outcome of running `intent` (the widget reloads after a success).
        mutating func ran(_ intent: IntentAction, _ outcome: Result<PerformedIntent, HostError>) {
            switch outcome {
            case .success(let performed):
                self.performed = performed
                let dialog = performed.dialog.map { ": \"\($0)\"" } ?? ""
                message = "ran \(intent.title) (\(intent.type))\(dialog); reloading the widget"
            case .failure(let failure):
                error = failure.message
                message = "could not run \(intent.title) (\(intent.type)): \(failure.message)"
            }
        }

        init(_ region: HitRegion?) {
            url = region?.url
            intent = region?.intent
            if let url {
                message = "would open \(url)"
            } else if let intent {
                message =
                    "would run \(intent.title) (\(intent.type)) and reload the widget; Glimpse does not run intents yet"
            } else {
                message = "would open the app (no widgetURL or Link here)"
            }
        }
    }

    /// The methods of the one-part API routes, for 405 answers.
    private static let methods: [String: String] = [
        "session": "GET", "events": "GET", "places": "GET", "devices": "GET", "gallery": "GET", "clock": "GET, POST",
        "state": "GET, POST", "settings": "GET, POST", "budget": "GET", "stats": "GET", "instances": "GET, POST",
        "bundles": "GET", "controls": "GET, POST", "parameters": "GET", "activities": "GET, POST",
    ]

    // MARK: - Steps

    private func staticFile(_ path: String) throws(ServerError) -> HTTPResponse {
        guard let file = page.file(at: path) else {
            throw ServerError(.notFound, "no file '\(path)' in the simulator's page")
        }
        var data = file.data
        if file.contentType.hasPrefix("text/html") {
            let text = String(decoding: data, as: UTF8.self).replacingOccurrences(
                of: "__GLIMPSE_TOKEN__", with: security.token)
            data = Data(text.utf8)
        }
        var response = HTTPResponse.bytes(data, contentType: file.contentType)
        response.headers["Content-Security-Policy"] =
            "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'"
        response.headers["X-Frame-Options"] = "DENY"
        return response
    }

    private func frame(_ name: String, request: HTTPRequest) throws(ServerError) -> HTTPResponse {
        let stem = (name as NSString).deletingPathExtension
        let format: RenderFormat
        switch (name as NSString).pathExtension {
        case "png": format = .png
        case "svg": format = .svg
        default: throw ServerError(.notFound, "frames are /frames/<id>.png or /frames/<id>.svg, not '\(name)'")
        }
        let id = try instanceID(stem)
        let data = try simulator.frame(id, pixelRatio: request.query["dpr"].flatMap(Double.init) ?? 2, format: format)
        return .bytes(data, contentType: format == .png ? "image/png" : "image/svg+xml")
    }

    private func controlFrame(_ name: String, request: HTTPRequest) throws(ServerError) -> HTTPResponse {
        let stem = (name as NSString).deletingPathExtension
        guard (name as NSString).pathExtension == "png" else {
            throw ServerError(.notFound, "a control's frame is /frames/control-<id>.png, not '\(name)'")
        }
        let id = try instanceID(String(stem.dropFirst("control-".count)))
        let data = try simulator.controlFrame(id, pixelRatio: request.query["dpr"].flatMap(Double.init) ?? 2)
        return .bytes(data, contentType: "image/png")
    }

    private func activityFrame(_ request: HTTPRequest) throws(ServerError) -> HTTPResponse {
        let id = try required(request.query, "id")
        let presentation = request.query["presentation"] ?? "content"
        let data = try simulator.activityFrame(
            id, presentation: presentation, pixelRatio: request.query["dpr"].flatMap(Double.init) ?? 2)
        return .bytes(data, contentType: "image/png")
    }

    private func events() -> HTTPResponse {
        let stream = simulator.hub.open()
        if let data = try? JSONCoding.encoder.encode(simulator.placesPayload()) {
            stream.send("places", data: String(decoding: data, as: UTF8.self))
        }
        return HTTPResponse(
            headers: ["Content-Type": "text/event-stream", "Cache-Control": "no-store", "X-Accel-Buffering": "no"],
            body: .events(stream))
    }

    private func mutating(_ request: HTTPRequest) throws(ServerError) {
        if let refusal = security.mutationRefusal(request) { throw refusal }
    }

    private func decode<T: Decodable>(_ request: HTTPRequest) throws(ServerError) -> T {
        guard !request.body.isEmpty else {
            throw ServerError(.badRequest, "\(request.path) needs a JSON body; see Docs/SimulatorAPI.md")
        }
        do {
            return try JSONCoding.decoder.decode(T.self, from: request.body)
        } catch let DecodingError.keyNotFound(key, _) {
            throw ServerError(.badRequest, "the JSON body of \(request.path) lacks '\(key.stringValue)'")
        } catch let DecodingError.typeMismatch(type, context) {
            let (field, form) = APIBody.form(of: type, at: context.codingPath)
            throw ServerError(
                .badRequest,
                "'\(field)' in the JSON body of \(request.path) has the wrong type"
                    + (form.map { "; it wants \($0)" } ?? ""))
        } catch let DecodingError.dataCorrupted(context) {
            throw ServerError(.badRequest, "the body of \(request.path) is not valid: \(context.debugDescription)")
        } catch {
            throw ServerError(.badRequest, "the body of \(request.path) is not the JSON expected: \(error)")
        }
    }

    private func instanceID(_ text: String) throws(ServerError) -> Int64 {
        guard let id = Int64(text), id > 0 else {
            throw ServerError(.notFound, "'\(text)' is not a widget id; ids are positive whole numbers")
        }
        return id
    }

    private func required(_ query: [String: String], _ name: String) throws(ServerError) -> String {
        guard let value = query[name], !value.isEmpty else {
            throw ServerError(.badRequest, "the query lacks '\(name)'")
        }
        return value
    }

    private func notFound(_ request: HTTPRequest) -> ServerError {
        ServerError(.notFound, "no route \(request.method) \(request.path); Docs/SimulatorAPI.md lists the API")
    }

    private static func methodNotAllowed(_ request: HTTPRequest, allowed: String) -> ServerError {
        ServerError(.methodNotAllowed, "\(request.method) is not allowed on \(request.path); use \(allowed)")
    }
}
