//  SnapshotError.swift — GlimpseTesting (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R9 — one error struct per engine module; `Code` wraps a private enum so new
//  codes are additive.

/// A snapshot could not be made, read or written.
public struct SnapshotError: Error, CustomStringConvertible, Sendable {
    /// What went wrong. New codes may be added.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: String { case layout, rendering, reference, io }
        private let value: Value
        private init(_ value: Value) { self.value = value }
        /// The layout asked for cannot be made: an unknown device, a family the device or
        /// place does not show, a rendering mode the place never uses.
        public static let layout = Code(.layout)
        /// The renderer failed (`underlying` is its `RenderError`).
        public static let rendering = Code(.rendering)
        /// A reference file could not be read as the strategy's format.
        public static let reference = Code(.reference)
        /// A reference, actual or difference file could not be written.
        public static let io = Code(.io)
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

    public var description: String {
        if let underlying { return "\(message) (\(underlying))" }
        return message
    }
}
