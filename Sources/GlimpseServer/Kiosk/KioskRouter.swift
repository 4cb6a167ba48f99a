//  KioskRouter.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: Docs/SimulatorAPI.md "Kiosk page": a kiosk page's routes, all read-only — the page
//  (`Page/kiosk`), `GET /api/surface`, `GET /api/events` (`surface` and `frame` events) and
//  `GET /frames/<surface>.png`. Anything else is 404, another method 405, each with a JSON
//  message; the simulator's `RequestGuard` refuses other hosts and cross-site requests.

import Foundation
import GlimpseHost

/// Answers a kiosk page's HTTP requests.
struct KioskRouter: Sendable {
    let kiosk: KioskServer
    let security: RequestGuard

    /// The page's files: `/` is `kiosk/index.html`; `/kiosk.js` is `kiosk/kiosk.js`.
    static func pagePath(_ path: String) -> String {
        path == "/" ? "/kiosk/index.html" : "/kiosk" + path
    }

    func respond(_ request: HTTPRequest) -> HTTPResponse {
        if let refusal = security.refusal(request) { return .failure(refusal) }
        let method = request.method == "HEAD" ? "GET" : request.method
        guard method == "GET" else {
            return .failure(
                ServerError(
                    .methodNotAllowed,
                    "\(request.method) is not allowed on \(request.path); a kiosk page only reads (use GET)"))
        }
        let parts = request.pathComponents
        switch (parts.first ?? "", parts.count) {
        case ("api", 2) where parts[1] == "surface":
            return .json(kiosk.payload())
        case ("api", 2) where parts[1] == "events":
            return events()
        case ("frames", 2):
            return frame(parts[1])
        case ("api", _), ("frames", _):
            return .failure(notFound(request))
        default:
            return staticFile(request)
        }
    }

    private func staticFile(_ request: HTTPRequest) -> HTTPResponse {
        guard let file = kiosk.page.file(at: Self.pagePath(request.path)) else {
            return .failure(notFound(request))
        }
        var response = HTTPResponse.bytes(file.data, contentType: file.contentType)
        response.headers["Content-Security-Policy"] =
            "default-src 'self'; img-src 'self'; style-src 'self'; connect-src 'self'; frame-ancestors 'none'"
        response.headers["X-Frame-Options"] = "DENY"
        return response
    }

    private func frame(_ name: String) -> HTTPResponse {
        guard name == "\(kiosk.surface.rawValue).png" else {
            return .failure(
                ServerError(.notFound, "this kiosk shows /frames/\(kiosk.surface.rawValue).png, not '\(name)'"))
        }
        guard let latest = kiosk.frame.latest else {
            return .failure(ServerError(.notFound, "the \(kiosk.surface) surface has no frame yet; it is being drawn"))
        }
        var response = HTTPResponse.bytes(latest.png, contentType: "image/png")
        response.headers["Cache-Control"] = "no-store"
        response.headers["X-Glimpse-Frame"] = latest.payload.version
        return response
    }

    private func events() -> HTTPResponse {
        let stream = kiosk.hub.open()
        if let data = try? JSONCoding.encoder.encode(kiosk.payload()) {
            stream.send("surface", data: String(decoding: data, as: UTF8.self))
        }
        return HTTPResponse(
            headers: ["Content-Type": "text/event-stream", "Cache-Control": "no-store", "X-Accel-Buffering": "no"],
            body: .events(stream))
    }

    private func notFound(_ request: HTTPRequest) -> ServerError {
        ServerError(
            .notFound,
            "no route \(request.method) \(request.path) on a kiosk page (/, /api/surface, /api/events, "
                + "/frames/\(kiosk.surface.rawValue).png)")
    }
}
