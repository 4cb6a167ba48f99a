//  RenderError.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R9 — one error struct per engine module; `Code` wraps a private enum so new
//  codes are additive.

/// An archive could not be rendered or the result could not be written.
public struct RenderError: Error, CustomStringConvertible, Sendable {
    /// What went wrong. New codes may be added.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: String { case invalidSize, unsupportedFormat, drawing, encoding, decoding, io }
        private let value: Value
        private init(_ value: Value) { self.value = value }
        /// The canvas is empty, not finite, or larger than `ArchiveRenderer.maximumPixelSide`
        /// pixels on a side, or the scale is not a positive finite number.
        public static let invalidSize = Code(.invalidSize)
        /// The output file's extension names no `RenderFormat` (png, svg, pdf).
        public static let unsupportedFormat = Code(.unsupportedFormat)
        /// Cairo reported an error while drawing (for example an out-of-memory surface).
        public static let drawing = Code(.drawing)
        /// The PNG, SVG or PDF encoder failed.
        public static let encoding = Code(.encoding)
        /// A PNG could not be read: not a PNG, damaged, or a kind `RasterImage(png:)` does not read.
        public static let decoding = Code(.decoding)
        /// The output file could not be written.
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
