//  KioskServer.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: issue 10 "`glimpse host --surface NAME --serve PORT` serves a full-screen page of
//  that one surface (no controls, no inspector; the same frames and server-sent events as the
//  simulator, loopback by default) for a browser in kiosk mode": the simulator's HTTPServer,
//  EventHub and RequestGuard with a read-only router (KioskRouter) and the page in `Page/kiosk`.

import Foundation
public import GlimpseHost

/// Serves one surface's frames to a full-screen page. Whoever draws the surface writes its frames
/// to `frame` and tells `show(_:)` each time the stored surface changes.
///
/// ```swift
/// let kiosk = KioskServer(surface: .lockScreen)
/// let port = try kiosk.start(address: "127.0.0.1", port: 0)
/// let frames = SurfaceFrames(folder: kiosk.frame, scale: 3)
/// ```
// @unchecked Sendable: `http`, `security` and `shown` are only touched under `lock`.
public final class KioskServer: @unchecked Sendable {
    /// The surface shown.
    public let surface: PlaceName
    public let hub = EventHub()
    /// Where the surface's frames go; each new one is announced to the pages (`frame` event).
    public let frame: KioskFrame
    let page: PageFiles
    private let lock = NSLock()
    private var http: HTTPServer?
    private var security: RequestGuard?
    private var shown: Surface

    /// A kiosk of `surface` (an empty one on its default device until `show(_:)`).
    public init(surface: PlaceName, page: PageFiles = .bundled) {
        self.surface = surface
        self.page = page
        shown = Surface(name: surface, device: Surface.defaultDevice(for: surface))
        let hub = self.hub
        frame = KioskFrame(surface: surface.rawValue) { payload in hub.broadcast("frame", payload) }
    }

    /// Starts serving the page on `address`:`port`; `option` is the command's option that chose
    /// the port (`glimpse host --serve`), named when the port is in use.
    /// - Returns: The bound port.
    /// - Throws: `ServerError` `.listenFailed`.
    @discardableResult
    public func start(address: String, port: Int, option: String = "--serve") throws(ServerError) -> Int {
        let router = RouterBox()
        let server = HTTPServer(hub: hub) { request in
            router.value?.respond(request) ?? .failure(ServerError(.unavailable, "the kiosk is starting"))
        }
        let bound = try server.start(address: address, port: port, option: option)
        let security = RequestGuard(address: address, port: bound)
        router.value = KioskRouter(kiosk: self, security: security)
        lock.withLock {
            http = server
            self.security = security
        }
        return bound
    }

    /// The page's address, or nil before `start`.
    public var url: String? { lock.withLock { http?.url } }

    /// Records the surface as now stored and tells the pages (`surface` event).
    public func show(_ surface: Surface) {
        lock.withLock { shown = surface }
        hub.broadcast("surface", payload())
    }

    /// The surface shown and its latest frame.
    public func payload() -> KioskSurfacePayload {
        KioskSurfacePayload(lock.withLock { shown }, frame: frame.latest?.payload)
    }

    /// Stops serving and closes the pages' streams.
    public func stop() {
        let server = lock.withLock { http }
        server?.stop()
        hub.closeAll()
    }

    /// The router, set once the port is known.
    // @unchecked Sendable: written once before the first request can arrive, and read under `lock`.
    private final class RouterBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: KioskRouter?
        var value: KioskRouter? {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
    }
}
