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
    /// - Complexity: O(n) in `bytes`; a line that arrives whole is copied once.
    public mutating func feed(_ bytes: Data) -> [Event] {
        var events: [Event] = []
        bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            guard let base = raw.baseAddress else { return }
            var start = 0
            while start < raw.count {
                guard let found = memchr(base + start, Int32(UInt8(ascii: "\n")), raw.count - start) else {
                    append(UnsafeRawBufferPointer(rebasing: raw[start...]), &events)
                    break
                }
                let newline = base.distance(to: UnsafeRawPointer(found))
                finishLine(UnsafeRawBufferPointer(rebasing: raw[start..<newline]), &events)
                start = newline + 1
            }
        }
        return events
    }

    /// Bytes left without a final "\n" when the stream ended (empty if none).
    public var remainder: Data { skipping ? Data() : buffer }

    /// The last bytes of a line (before its "\n"): the line, unless it was or now is too long.
    private mutating func finishLine(_ bytes: UnsafeRawBufferPointer, _ events: inout [Event]) {
        if skipping {
            skipping = false
        } else if buffer.count + bytes.count > limit {
            events.append(.tooLong)
        } else {
            var line = buffer
            buffer = Data()
            Self.append(bytes, to: &line)
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            events.append(.line(line))
        }
        buffer = Data()
    }

    private mutating func append(_ bytes: UnsafeRawBufferPointer, _ events: inout [Event]) {
        guard !skipping else { return }
        if buffer.count + bytes.count > limit {
            skipping = true
            buffer = Data()
            events.append(.tooLong)
        } else {
            Self.append(bytes, to: &buffer)
        }
    }

    private static func append(_ bytes: UnsafeRawBufferPointer, to data: inout Data) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        data.append(base.assumingMemoryBound(to: UInt8.self), count: bytes.count)
    }
}
