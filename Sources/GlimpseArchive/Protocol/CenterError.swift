//  CenterError.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: STYLE R9 — the WidgetCenter socket's error struct, used by both ends; `Code` wraps a
//  private enum so new codes are additive. Docs/WidgetCenter.md "Errors".

/// The WidgetCenter socket could not be used: no host, a bad path, or a bad message.
public struct CenterError: Error, CustomStringConvertible, Sendable {
    /// What went wrong. New codes may be added.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: String {
            case hostUnavailable, timeout, malformedMessage, hostRefused, addressInUse, badSocketPath, socketFailed
        }
        private let value: Value
        private init(_ value: Value) { self.value = value }

        /// Nothing listens on the socket: no host is running for this user.
        public static let hostUnavailable = Code(.hostUnavailable)
        /// The host did not answer in time.
        public static let timeout = Code(.timeout)
        /// A line that is not a valid message, or one longer than the limit.
        public static let malformedMessage = Code(.malformedMessage)
        /// The host answered with a `CenterFailure`.
        public static let hostRefused = Code(.hostRefused)
        /// Another host is already listening on the socket.
        public static let addressInUse = Code(.addressInUse)
        /// The socket path is too long, relative, or its directory is unsafe or not a directory.
        public static let badSocketPath = Code(.badSocketPath)
        /// A system call on the socket failed (the message names it and the errno).
        public static let socketFailed = Code(.socketFailed)

        public var description: String { value.rawValue }
    }

    public var code: Code
    /// One line naming the socket path and the cause, and what to do about it.
    public var message: String
    /// The host's failure, for `.hostRefused`.
    public var failure: CenterFailure?
    public var underlying: (any Error)?

    public init(_ code: Code, _ message: String, failure: CenterFailure? = nil, underlying: (any Error)? = nil) {
        self.code = code
        self.message = message
        self.failure = failure
        self.underlying = underlying
    }

    public var description: String {
        if let underlying { return "\(message) (\(underlying))" }
        return message
    }
}
