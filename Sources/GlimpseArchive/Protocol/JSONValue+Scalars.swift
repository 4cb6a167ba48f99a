//  JSONValue+Scalars.swift — GlimpseArchive
//  Status: Complete for the scalars both intent kinds share
//  Behaviour: Docs/ExtensionProtocol.md "Configuration": how an intent's configuration writes a
//  scalar value — strings, whole numbers and numbers, booleans as themselves, dates as seconds
//  since 1970 or ISO 8601 text (with or without fractional seconds), URLs as text — and arrays
//  as arrays. Shared by AppIntents (IntentValueCoding) and Intents (IntentFieldCoding), which add
//  their own types (enums, entities, custom objects) around it.

import Foundation

/// Why a JSON value is not a value of the type a configuration field declares.
public struct JSONValueMismatch: Error, Hashable, Sendable {
    /// One line: what was expected and what was found (`expected a string, found a number (3)`).
    public let reason: String

    public init(_ reason: String) { self.reason = reason }

    /// `expected <what>, found <json's kind> (<json as text>)`.
    public static func expected(_ what: String, found json: JSONValue) -> Self {
        JSONValueMismatch("expected \(what), found \(json.kindName) (\(json.jsonText))")
    }
}

extension JSONValue {
    /// This value as a `String`, `Int`, `Double`, `Bool`, `Date` or `URL`, whichever `type` is; nil
    /// when `type` is none of them (the caller's own types decide then).
    ///
    /// A whole number must be exactly an `Int` (`2.5` is not); a date is seconds since 1970 (UTC)
    /// or ISO 8601 text; a URL is non-empty text that `URL(string:)` accepts.
    ///
    /// - Throws: `JSONValueMismatch` saying what `type` expects and what this value is.
    public func scalar(of type: Any.Type) throws(JSONValueMismatch) -> Any? {
        switch type {
        case is String.Type:
            guard case .string(let text) = self else { throw .expected("a string", found: self) }
            return text
        case is Int.Type:
            guard case .number(let number) = self, let value = Int(exactly: number) else {
                throw .expected("a whole number", found: self)
            }
            return value
        case is Double.Type:
            guard case .number(let number) = self else { throw .expected("a number", found: self) }
            return number
        case is Bool.Type:
            guard case .bool(let value) = self else { throw .expected("true or false", found: self) }
            return value
        case is Date.Type:
            return try date()
        case is URL.Type:
            guard case .string(let text) = self, !text.isEmpty, let url = URL(string: text) else {
                throw .expected("a URL string", found: self)
            }
            return url
        default:
            return nil
        }
    }

    /// The items of this array.
    ///
    /// - Throws: `JSONValueMismatch` when this value is not an array.
    public func arrayItems() throws(JSONValueMismatch) -> [JSONValue] {
        guard case .array(let items) = self else { throw .expected("an array", found: self) }
        return items
    }

    /// Seconds since 1970 (finite), or ISO 8601 text with or without fractional seconds.
    private func date() throws(JSONValueMismatch) -> Date {
        switch self {
        case .number(let seconds) where seconds.isFinite:
            return Date(timeIntervalSince1970: seconds)
        case .string(let text):
            let formatter = ISO8601DateFormatter()
            if let date = formatter.date(from: text) { return date }
            formatter.formatOptions.insert(.withFractionalSeconds)
            if let date = formatter.date(from: text) { return date }
            throw JSONValueMismatch("expected seconds since 1970 or an ISO 8601 date, found \"\(text)\"")
        default:
            throw .expected("seconds since 1970 or an ISO 8601 date", found: self)
        }
    }
}
