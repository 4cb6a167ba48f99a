//  RequestGuard.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: issue 5 "Security": mutating calls are POST with a per-session token, which the
//  page gets from the server and a cross-site page cannot read; cross-site requests are refused
//  (`Sec-Fetch-Site: cross-site`, or an `Origin` that is not this server); on a loopback address
//  the `Host` header must be present and name this server, so a DNS-rebound name cannot reach it.

import Foundation

/// Decides whether a request may go on.
public struct RequestGuard: Sendable {
    /// The session's token: 32 random bytes as hex.
    public let token: String
    /// `host:port` values the `Host` header may carry; empty accepts any (a non-loopback address).
    public let allowedHosts: Set<String>

    /// A guard with a fresh token for a server bound to `address`:`port`.
    public init(address: String, port: Int, token: String? = nil) {
        self.token = token ?? (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
        if ListenSocket.isLoopback(address) {
            var hosts: Set<String> = ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"]
            hosts.insert(address.contains(":") ? "[\(address)]:\(port)" : "\(address):\(port)")
            allowedHosts = hosts
        } else {
            allowedHosts = []
        }
    }

    /// Why `request` is refused before routing (wrong host, cross-site), or nil.
    public func refusal(_ request: HTTPRequest) -> ServerError? {
        if !allowedHosts.isEmpty, request.header("Host") == nil {
            return ServerError(
                .forbidden,
                "a request without a Host header is refused; send Host: 127.0.0.1:<port> (DNS rebinding guard)")
        }
        if !allowedHosts.isEmpty, let host = request.header("Host"), !allowedHosts.contains(host.lowercased()) {
            return ServerError(
                .forbidden,
                "Host '\(host)' is not this simulator; open it as http://127.0.0.1:<port>/ (DNS rebinding guard)")
        }
        if request.header("Sec-Fetch-Site") == "cross-site" {
            return ServerError(.forbidden, "cross-site requests are refused; open the simulator's own page")
        }
        if let origin = request.header("Origin"), !isOwnOrigin(origin) {
            return ServerError(
                .forbidden, "requests from '\(origin)' are refused; only the simulator's own page may call the API")
        }
        return nil
    }

    /// Why a mutating `request` is refused (not POST, no or wrong token), or nil.
    public func mutationRefusal(_ request: HTTPRequest) -> ServerError? {
        guard let given = request.header("X-Glimpse-Token") else {
            return ServerError(
                .forbidden, "mutating calls need the session token in X-Glimpse-Token; GET /api/session gives it")
        }
        guard Self.constantTimeEqual(given, token) else {
            return ServerError(.forbidden, "the X-Glimpse-Token is not this session's; GET /api/session gives it")
        }
        return nil
    }

    private func isOwnOrigin(_ origin: String) -> Bool {
        guard origin.hasPrefix("http://") else { return false }
        let host = String(origin.dropFirst("http://".count)).lowercased()
        return allowedHosts.isEmpty || allowedHosts.contains(host)
    }

    private static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8)
        let y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for i in x.indices { difference |= x[i] ^ y[i] }
        return difference == 0
    }
}
