//  HTTPRequest.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: RFC 9110 — one request as the handler sees it: method, decoded path, query
//  arguments, headers (names lower-cased), and the body read in full (at most
//  `HTTPServer.maximumBodyBytes`).

public import Foundation

/// One HTTP request, read in full.
public struct HTTPRequest: Sendable {
    /// `GET`, `POST`… as sent.
    public var method: String
    /// The path without the query, percent-decoded by libmicrohttpd (`/api/places`).
    public var path: String
    /// Query arguments, decoded; a name given twice keeps the last value.
    public var query: [String: String]
    /// Header values by lower-cased name; a header given twice keeps the last value.
    public var headers: [String: String]
    /// The body as sent.
    public var body: Data

    public init(
        method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:],
        body: Data = Data()
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// The value of the header `name` (any case), or nil.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// The path split at `/`, empty parts dropped: `/api/instances/3` → `["api", "instances", "3"]`.
    public var pathComponents: [String] { path.split(separator: "/").map(String.init) }
}
