//  SimulatorServer.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: issue 5 — `glimpse serve`: the host with its bundles, and the web page on which its
//  places live, served on 127.0.0.1 unless told otherwise.

import Foundation

/// The web simulator: a `LiveSimulator` behind an `HTTPServer`.
///
/// ```swift
/// let server = try SimulatorServer(.init(bundles: [".build/debug/EmojiRangers"]))
/// let port = try server.start(address: "127.0.0.1", port: 0)
/// ```
// @unchecked Sendable: `http` is set once in `start` under `lock`.
public final class SimulatorServer: @unchecked Sendable {
    /// The default port: 8765.
    public static let defaultPort = 8765

    public let simulator: LiveSimulator
    private let lock = NSLock()
    private var http: HTTPServer?
    private var security: RequestGuard?

    /// Opens the store and the bundles (see `LiveSimulator.init`).
    public init(_ configuration: LiveSimulator.Configuration) throws {
        simulator = try LiveSimulator(configuration)
    }

    /// Starts the host and serves the page and the API.
    /// - Returns: The bound port.
    /// - Throws: `ServerError` `.listenFailed`.
    @discardableResult
    public func start(address: String, port: Int) throws(ServerError) -> Int {
        let hub = simulator.hub
        let router = Box()
        let server = HTTPServer(hub: hub) { request in
            router.value?.respond(request) ?? .failure(ServerError(.unavailable, "the simulator is starting"))
        }
        let bound = try server.start(address: address, port: port)
        let security = RequestGuard(address: address, port: bound)
        router.value = APIRouter(simulator: simulator, security: security)
        lock.withLock {
            http = server
            self.security = security
        }
        simulator.start()
        return bound
    }

    /// The page's address, or nil before `start`.
    public var url: String? { lock.withLock { http?.url } }

    /// The session token mutating calls need.
    public var token: String? { lock.withLock { security?.token } }

    /// Responses sent so far.
    public var responsesSent: Int { lock.withLock { http?.responsesSent ?? 0 } }

    /// Whether `address` only reaches this machine.
    public static func isLoopback(_ address: String) -> Bool { ListenSocket.isLoopback(address) }

    /// Stops serving and stops the host and its bundles.
    public func stop() {
        let server = lock.withLock { http }
        server?.stop()
        simulator.stop()
    }

    /// The router, set once the port is known.
    // @unchecked Sendable: written once before the first request can arrive… and read under `lock`.
    private final class Box: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: APIRouter?
        var value: APIRouter? {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
    }
}
