//  JSONValue.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: RFC 8259 JSON values, for the parts of the protocol whose shape the widget decides:
//  a configuration intent's parameters (Docs/ExtensionProtocol.md "Configuration") and the
//  parameters of an intent a button or toggle runs (`IntentAction`).

import Foundation

/// Any JSON value.
///
/// Numbers are kept as `Double`, as JavaScript keeps them: integers are exact up to 2⁵³.
/// Decoding tells `true`/`false` apart from numbers (Foundation's decoder does not turn `1` into
/// `true`).
public enum JSONValue: Hashable, Codable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The JSON object in `text`.
    ///
    /// - Throws: `ArchiveError` `.malformed` naming what is wrong when `text` is not JSON or not an
    ///   object, `.tooDeep` when it nests more than `ArchiveCoding.maximumJSONNesting` levels.
    public static func object(parsing text: String) throws(ArchiveError) -> [String: JSONValue] {
        let data = Data(text.utf8)
        let value: JSONValue
        do {
            try ArchiveCoding.checkJSONNesting(data, limit: ArchiveCoding.maximumJSONNesting)
            value = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch let error as ArchiveError {
            throw error
        } catch {
            throw ArchiveError(.malformed, "not JSON: \(ArchiveCoding.describe(error))")
        }
        guard case .object(let fields) = value else {
            throw ArchiveError(.malformed, "not a JSON object (it is \(value.kindName)); write {\"name\": value, …}")
        }
        return fields
    }

    /// The value as compact JSON text with sorted keys.
    public var jsonText: String {
        let data = (try? ArchiveCoding.encoder().encode(self)) ?? Data("null".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// What kind of value this is, for messages: "a string", "a number"…
    public var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByNilLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(nilLiteral: ()) { self = .null }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
