//  ArchiveCoding.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: the one JSON configuration both sides use, and decoding with the limits the map
//  requires (size, depth, version), each rejected with a clear error.

public import Foundation

/// JSON encoding and guarded decoding for archives and protocol messages.
public enum ArchiveCoding {
    /// A JSON encoder with sorted keys and dates as seconds since 1970 (UTC).
    public static func encoder(pretty: Bool = false) -> JSONEncoder {
        let e = JSONEncoder()
        e.outputFormatting =
            pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        e.dateEncodingStrategy = .secondsSince1970
        e.nonConformingFloatEncodingStrategy = .throw
        return e
    }

    /// The matching decoder.
    public static func decoder() -> JSONDecoder {
        let d = JSONDecoder()
        d.dateDecodingStrategy = .secondsSince1970
        return d
    }

    /// Encodes `response` to exactly the bytes `encoder().encode(response)` gives, faster: the
    /// entries of a timeline, snapshot or placeholder answer (the display lists) are written by
    /// `ArchiveJSONWriter` (issue 9, a request's round trip); any other answer, and one the writer
    /// cannot write (a NaN or infinite number, nesting past its limit), is encoded by Foundation.
    /// - Throws: Foundation's `EncodingError` (with its coding path) for what JSON cannot carry.
    public static func encode(_ response: ExtensionResponse) throws -> Data {
        if let entries = response.entries {
            var rest = response
            (rest.entries, rest.policy, rest.clock, rest.id) = (nil, nil, nil, 0)
            if rest == ExtensionResponse(id: 0) {
                var writer = ArchiveJSONWriter()
                if (try? writer.write(entriesOf: response, entries: entries)) != nil { return Data(writer.bytes) }
            }
        }
        return try encoder().encode(response)
    }

    /// Encodes `archive` to exactly the bytes `encoder().encode(archive)` gives, with
    /// `ArchiveJSONWriter` (Foundation for what the writer cannot write).
    /// - Throws: Foundation's `EncodingError` for a NaN or infinite number.
    public static func encode(_ archive: WidgetArchive) throws -> Data {
        var writer = ArchiveJSONWriter()
        if (try? writer.write(archive)) != nil { return Data(writer.bytes) }
        return try encoder().encode(archive)
    }

    /// Decodes a bundle's answer to exactly the value (or the error) `decoder()` gives, faster: a
    /// timeline, snapshot or placeholder answer is read by `ArchiveJSONReader` (issue 9, a
    /// request's round trip); any other answer, and any input the reader is not sure of, is
    /// checked for nesting deeper than `maximumJSONNesting` and decoded by Foundation, whose
    /// error names the coding path. (The reader reads nothing nested that deep.)
    /// - Throws: `ArchiveError` `.tooDeep`; Foundation's `DecodingError`, or an `ArchiveError`
    ///   from an archive type's decoding.
    public static func decodeResponse(_ data: Data) throws -> ExtensionResponse {
        if let response = ArchiveJSONReader.response(from: data) { return response }
        // Deeper than Foundation's decoder reads (512) is a display list too deep, not bad JSON.
        try checkJSONNesting(data, limit: maximumJSONNesting)
        return try decoder().decode(ExtensionResponse.self, from: data)
    }

    /// Decodes an archive, rejecting input over `WidgetArchive.maximumBytes`, nested deeper than
    /// `WidgetArchive.maximumDepth` display-list levels, or of a newer format version.
    /// - Throws: `ArchiveError` (`.tooLarge`, `.tooDeep`, `.unsupportedVersion`, `.malformed`).
    public static func decodeArchive(_ data: Data) throws -> WidgetArchive {
        guard data.count <= WidgetArchive.maximumBytes else {
            throw ArchiveError(
                .tooLarge, "archive is \(data.count) bytes; the limit is \(WidgetArchive.maximumBytes) (10 MB)")
        }
        // Checking the raw nesting first keeps a hostile input from recursing deep inside the
        // decoder. Each display-list level costs 3 JSON levels ({"group":{"children":[), and
        // Foundation's decoder stops at 512, so this is the effective limit for encoded input.
        try checkJSONNesting(data, limit: maximumJSONNesting)
        let archive: WidgetArchive
        do {
            archive = try ArchiveJSONReader.archive(from: data) ?? decoder().decode(WidgetArchive.self, from: data)
        } catch let error as ArchiveError {
            throw error
        } catch {
            throw ArchiveError(.malformed, "archive is not valid: \(describe(error))", underlying: error)
        }
        try validate(archive)
        return archive
    }

    /// Checks an archive decoded or received by other means against the same limits, and every
    /// number in it against `ArchiveRanges` (what the host accepts, the renderer draws).
    /// - Throws: `ArchiveError` (`.tooDeep`, `.unsupportedVersion`, `.outOfRange` naming the field).
    public static func validate(_ archive: WidgetArchive) throws {
        guard archive.formatVersion <= WidgetArchive.currentFormatVersion else {
            throw ArchiveError(
                .unsupportedVersion,
                "archive format \(archive.formatVersion) is newer than this Glimpse reads (\(WidgetArchive.currentFormatVersion)); update glimpse"
            )
        }
        let depth = archive.layers.map(\.depth).max() ?? 0
        guard depth <= WidgetArchive.maximumDepth else {
            throw ArchiveError(
                .tooDeep, "display list nests \(depth) levels; the limit is \(WidgetArchive.maximumDepth)")
        }
        try ArchiveRangeCheck.check(archive)
    }

    /// Deepest JSON nesting accepted (Foundation's JSON decoder refuses more than 512 levels).
    public static let maximumJSONNesting = 500

    /// Throws `.tooDeep` when the JSON text nests objects/arrays more than `limit` levels.
    public static func checkJSONNesting(_ data: Data, limit: Int) throws {
        var depth = 0
        var inString = false
        var escaped = false
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            for byte in raw {
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                    if depth > limit {
                        throw ArchiveError(
                            .tooDeep,
                            "input nests more than \(limit) JSON levels (display lists are limited to \(WidgetArchive.maximumDepth) levels)"
                        )
                    }
                case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
                default: break
                }
            }
        }
    }

    /// A one-line description of a decoding error, naming the coding path.
    public static func describe(_ error: any Error) -> String {
        guard let e = error as? DecodingError else { return "\(error)" }
        func path(_ p: [any CodingKey]) -> String {
            p.isEmpty ? "top level" : p.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch e {
        case .typeMismatch(_, let c): return "wrong type at \(path(c.codingPath)): \(c.debugDescription)"
        case .valueNotFound(_, let c): return "missing value at \(path(c.codingPath))"
        case .keyNotFound(let k, let c): return "missing key '\(k.stringValue)' at \(path(c.codingPath))"
        case .dataCorrupted(let c): return "\(c.debugDescription) at \(path(c.codingPath))"
        @unknown default: return "\(e)"
        }
    }
}
