//  DisplayError.swift — GlimpseDisplay (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R9 — one error struct per engine module, codes additive.

/// A surface could not be shown.
public struct DisplayError: Error, CustomStringConvertible, Sendable {
    /// What went wrong. New codes may be added.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: String { case cannotWrite, renderFailed }
        private let value: Value
        private init(_ value: Value) { self.value = value }
        /// A frame could not be written where it was asked for.
        public static let cannotWrite = Code(.cannotWrite)
        /// The renderer refused a slot's archive or the picture.
        public static let renderFailed = Code(.renderFailed)
        public var description: String { value.rawValue }
    }

    public var code: Code
    public var message: String
    public var underlying: (any Error)?

    public init(_ code: Code, _ message: String, underlying: (any Error)? = nil) {
        self.code = code
        self.message = message
        self.underlying = underlying
    }

    public var description: String { message }
}
