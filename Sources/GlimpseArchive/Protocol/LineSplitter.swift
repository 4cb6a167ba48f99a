//  LineSplitter.swift — GlimpseArchive (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Framing": messages are lines ending in "\n"; a line
//  longer than the limit is reported once and skipped up to its end. Both sides use it: the
//  extension for requests, the host for responses and WidgetCenter requests.

public import Foundation

/// Cuts a byte stream into lines, refusing lines longer than a limit.
public struct LineSplitter {
    /// What the next bytes made.
    public enum Event: Equatable, Sendable {
        /// A complete line, without its "\n" (and without a "\r" before it).
        case line(Data)
        /// A line passed `limit` bytes; its bytes up to the next "\n" are dropped.
        case tooLong
    }

    /// Longest line accepted, in bytes.
    public let limit: Int
    private var buffer = Data()
    private var skipping = false

    public init(limit: Int) { self.limit = limit }

    /// Feeds `bytes` and returns the lines they complete, in order.
    public mutating func feed(_ bytes: Data) -> [Event] {
        var events: [Event] = []
        var start = bytes.startIndex
        while start < bytes.endIndex {
            guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else {
                append(bytes[start...], &events)
                break
            }
            append(bytes[start..<newline], &events)
            if skipping {
                skipping = false
            } else {
                var line = buffer
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                events.append(.line(line))
            }
            buffer = Data()
            start = bytes.index(after: newline)
        }
        return events
    }

    /// Bytes left without a final "\n" when the stream ended (empty if none).
    public var remainder: Data { skipping ? Data() : buffer }

    private mutating func append(_ bytes: Data, _ events: inout [Event]) {
        guard !skipping else { return }
        if buffer.count + bytes.count > limit {
            skipping = true
            buffer = Data()
            events.append(.tooLong)
        } else {
            buffer.append(bytes)
        }
    }
}
