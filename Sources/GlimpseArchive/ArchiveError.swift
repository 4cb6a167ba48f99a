//  ArchiveError.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: STYLE R9 — one error struct per engine module, codes additive.

/// An archive or protocol message could not be read or written.
public struct ArchiveError: Error, CustomStringConvertible, Sendable {
    /// What went wrong. New codes may be added.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: String { case malformed, tooDeep, tooLarge, unsupportedVersion, outOfRange }
        private let value: Value
        private init(_ value: Value) { self.value = value }
        /// The bytes are not a valid archive or message.
        public static let malformed = Code(.malformed)
        /// The display list nests deeper than `WidgetArchive.maximumDepth`.
        public static let tooDeep = Code(.tooDeep)
        /// The input is larger than `WidgetArchive.maximumBytes`.
        public static let tooLarge = Code(.tooLarge)
        /// The format version is newer than this build reads.
        public static let unsupportedVersion = Code(.unsupportedVersion)
        /// A number is outside its range (`ArchiveRanges`); the message names the field.
        public static let outOfRange = Code(.outOfRange)
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
