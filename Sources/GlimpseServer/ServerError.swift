//  ServerError.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R9 — one error struct per engine module; `Code` wraps a private enum so new
//  codes are additive. Each code maps to the HTTP status the API answers with.

/// Something the web simulator could not do: listen, understand a request, or carry it out.
public struct ServerError: Error, CustomStringConvertible, Sendable {
    /// What went wrong. New codes may be added.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: String {
            case listenFailed, badRequest, forbidden, notFound, methodNotAllowed, conflict, tooLarge, unavailable
            case internalError
        }
        private let value: Value
        private init(_ value: Value) { self.value = value }

        /// The address could not be parsed, bound or listened on (in use, no permission).
        public static let listenFailed = Code(.listenFailed)
        /// The request is malformed: bad JSON, a missing or wrong field (HTTP 400).
        public static let badRequest = Code(.badRequest)
        /// A mutating call without the session token, or a cross-site request (HTTP 403).
        public static let forbidden = Code(.forbidden)
        /// No such route, file, instance or widget (HTTP 404).
        public static let notFound = Code(.notFound)
        /// The route exists with another method (HTTP 405).
        public static let methodNotAllowed = Code(.methodNotAllowed)
        /// The request is well formed but the place has no room or the state forbids it (HTTP 409).
        public static let conflict = Code(.conflict)
        /// The request body is over the limit (HTTP 413).
        public static let tooLarge = Code(.tooLarge)
        /// A bundle could not be started or did not answer (HTTP 503).
        public static let unavailable = Code(.unavailable)
        /// A bug in Glimpse (HTTP 500).
        public static let internalError = Code(.internalError)

        /// The HTTP status the API answers this code with.
        public var httpStatus: Int {
            switch value {
            case .badRequest: return 400
            case .forbidden: return 403
            case .notFound: return 404
            case .methodNotAllowed: return 405
            case .conflict: return 409
            case .tooLarge: return 413
            case .unavailable, .listenFailed: return 503
            case .internalError: return 500
            }
        }

        public var description: String { value.rawValue }
    }

    public var code: Code
    /// One line naming the thing and the fix.
    public var message: String
    public var underlying: (any Error)?

    public init(_ code: Code, _ message: String, underlying: (any Error)? = nil) {
        self.code = code
        self.message = message
        self.underlying = underlying
    }

    public var description: String {
        if let underlying { return "\(message) (\(underlying))" }
        return message
    }
}
