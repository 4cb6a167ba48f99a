//  IntentValueCoding.swift — AppIntents (Glimpse)
//  Status: Complete for the types of IntentValue.swift
//  Behaviour: Docs/ExtensionProtocol.md "Configuration": how a parameter value is written in a
//  configuration (JSON): strings, numbers and booleans as themselves, dates as seconds since
//  1970 (or ISO 8601 text), URLs as text, app enums by raw value, entities by identifier
//  (resolved through the entity's `defaultQuery`, as the system resolves a stored
//  configuration), optionals as null, arrays as arrays. The scalars and arrays, and their
//  messages, are GlimpseArchive's (JSONValue+Scalars), shared with Intents.

import Foundation
internal import GlimpseArchive

/// Why a JSON value is not a value of a parameter's type.
struct ParameterValueError: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
    init(_ mismatch: JSONValueMismatch) { self.reason = mismatch.reason }
}

/// Reads and writes parameter values in their configuration form, for any `_IntentValue` type.
enum IntentValueCoding {
    // MARK: - Decoding

    /// The value of `type` that `json` stands for.
    ///
    /// - Throws: `ParameterValueError` saying what was expected, or that no entity has the
    ///   identifier, or what the entity query threw.
    static func decode(_ type: Any.Type, from json: JSONValue) async throws(ParameterValueError) -> Any {
        if let optional = type as? any OptionalIntentValue.Type {
            if json == .null { return optional.noneValue }
            return try await decode(optional.wrappedIntentType, from: json)
        }
        if let array = type as? any ArrayIntentValue.Type {
            let items: [JSONValue]
            do { items = try json.arrayItems() } catch { throw ParameterValueError(error) }
            var values: [Any] = []
            for item in items { values.append(try await decode(array.elementIntentType, from: item)) }
            return array.makeArray(values)
        }
        if let entityType = type as? any AppEntity.Type { return try await decodeEntity(entityType, json) }
        return try decodeLeaf(type, json)
    }

    /// The value of `type` that `json` stands for, read without waiting: an entity is the one
    /// its query returned before for that identifier (`RememberedEntities`).
    ///
    /// - Throws: `ParameterValueError` as `decode(_:from:)` does, and when no query has returned
    ///   the entity yet.
    static func decodeRemembered(_ type: Any.Type, from json: JSONValue) throws(ParameterValueError) -> Any {
        if let optional = type as? any OptionalIntentValue.Type {
            if json == .null { return optional.noneValue }
            return try decodeRemembered(optional.wrappedIntentType, from: json)
        }
        if let array = type as? any ArrayIntentValue.Type {
            let items: [JSONValue]
            do { items = try json.arrayItems() } catch { throw ParameterValueError(error) }
            return array.makeArray(
                try items.map { item throws(ParameterValueError) in
                    try decodeRemembered(array.elementIntentType, from: item)
                })
        }
        if let entityType = type as? any AppEntity.Type { return try rememberedEntity(entityType, json) }
        return try decodeLeaf(type, json)
    }

    /// A scalar or app enum value of `type`.
    private static func decodeLeaf(_ type: Any.Type, _ json: JSONValue) throws(ParameterValueError) -> Any {
        do {
            if let scalar = try json.scalar(of: type) { return scalar }
        } catch {
            throw ParameterValueError(error)
        }
        if let enumType = type as? any AppEnum.Type { return try decodeEnum(enumType, json) }
        throw ParameterValueError("\(type) is not a type a parameter can hold")
    }

    private static func decodeEnum<E: AppEnum>(_ type: E.Type, _ json: JSONValue) throws(ParameterValueError) -> E {
        let cases = E.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard let text = identifierText(json), let raw = E.RawValue(text), let value = E(rawValue: raw) else {
            throw ParameterValueError("expected one of \(cases) (\(E.self)), found \(json.jsonText)")
        }
        return value
    }

    private static func decodeEntity<E: AppEntity>(_ type: E.Type, _ json: JSONValue) async throws(ParameterValueError)
        -> E
    {
        guard let text = identifierText(json), let id = E.ID.entityIdentifier(for: text) else {
            throw ParameterValueError("expected the identifier of a \(E.self), found \(json.jsonText)")
        }
        let found: [E]
        do {
            found = try await E.defaultQuery.entities(for: [id])
        } catch {
            throw ParameterValueError("\(E.DefaultQuery.self).entities(for: [\"\(text)\"]) threw \(error)")
        }
        RememberedEntities.remember(found)
        guard let entity = found.first(where: { $0.id == id }) ?? found.first else {
            throw ParameterValueError("no \(E.self) has identifier \"\(text)\" (\(E.DefaultQuery.self) found none)")
        }
        return entity
    }

    private static func rememberedEntity<E: AppEntity>(_ type: E.Type, _ json: JSONValue) throws(ParameterValueError)
        -> E
    {
        guard let text = identifierText(json), E.ID.entityIdentifier(for: text) != nil else {
            throw ParameterValueError("expected the identifier of a \(E.self), found \(json.jsonText)")
        }
        guard let entity = RememberedEntities.entity(E.self, identifier: text) else {
            throw ParameterValueError(
                "no \(E.DefaultQuery.self) in this process has returned the \(E.self) \"\(text)\" yet")
        }
        return entity
    }

    /// An enum raw value or entity identifier as text: a string, or a whole number written out.
    private static func identifierText(_ json: JSONValue) -> String? {
        switch json {
        case .string(let text): return text
        case .number(let number): return Int(exactly: number).map(String.init) ?? "\(number)"
        default: return nil
        }
    }

    // MARK: - Encoding

    /// `value` in its configuration form; nil for a value of a type no parameter can hold.
    static func encode(_ value: Any) -> JSONValue? {
        if let optional = value as? any OptionalIntentValue {
            guard let wrapped = optional.wrappedAny else { return .null }
            return encode(wrapped)
        }
        switch value {
        case let text as String: return .string(text)
        case let number as Int: return .number(Double(number))
        case let number as Double: return .number(number)
        case let flag as Bool: return .bool(flag)
        case let date as Date: return .number(date.timeIntervalSince1970)
        case let url as URL: return .string(url.absoluteString)
        case let appEnum as any AppEnum: return encodeEnum(appEnum)
        case let entity as any AppEntity: return .string(entity.id.entityIdentifierString)
        case let array as [Any]:
            var items: [JSONValue] = []
            for item in array {
                guard let encoded = encode(item) else { return nil }
                items.append(encoded)
            }
            return .array(items)
        default: return nil
        }
    }

    private static func encodeEnum<E: AppEnum>(_ value: E) -> JSONValue {
        if let number = value.rawValue as? Int { return .number(Double(number)) }
        return .string(value.rawValue.description)
    }

    // MARK: - Starting values

    /// The value a parameter of `type` starts from when it has neither a value nor a default,
    /// or nil when there is none to pick: nil for optionals, `""`, `0`, `false`, the first case
    /// of an enum, an empty array. Glimpse's choice: Apple publishes no rule.
    static func startingValue(of type: Any.Type) -> Any? {
        if let optional = type as? any OptionalIntentValue.Type { return optional.noneValue }
        if let array = type as? any ArrayIntentValue.Type { return array.makeArray([]) }
        switch type {
        case is String.Type: return ""
        case is Int.Type: return 0
        case is Double.Type: return 0.0
        case is Bool.Type: return false
        default: break
        }
        if let enumType = type as? any AppEnum.Type { return firstCase(enumType) }
        return nil
    }

    private static func firstCase<E: AppEnum>(_ type: E.Type) -> Any? { E.allCases.first }

    /// `type` without its optional wrapper.
    static func unwrapped(_ type: Any.Type) -> Any.Type {
        (type as? any OptionalIntentValue.Type)?.wrappedIntentType ?? type
    }

    /// Whether a parameter of `type` may be without a value.
    static func isOptional(_ type: Any.Type) -> Bool { type is any OptionalIntentValue.Type }
}

// MARK: - Optionals and arrays, seen through their type

/// `Optional` seen through its metatype.
protocol OptionalIntentValue {
    static var wrappedIntentType: Any.Type { get }
    static var noneValue: Any { get }
    var wrappedAny: Any? { get }
}

extension Optional: OptionalIntentValue {
    static var wrappedIntentType: Any.Type { Wrapped.self }
    static var noneValue: Any { Self.none as Any }
    var wrappedAny: Any? { self.map { $0 as Any } }
}

/// `Array` seen through its metatype.
protocol ArrayIntentValue {
    static var elementIntentType: Any.Type { get }
    static func makeArray(_ elements: [Any]) -> Any
    /// The number of elements.
    var anyCount: Int { get }
    /// The first `count` elements, as an array of the same type.
    func anyPrefix(_ count: Int) -> Any
}

extension Array: ArrayIntentValue {
    static var elementIntentType: Any.Type { Element.self }
    static func makeArray(_ elements: [Any]) -> Any { elements.compactMap { $0 as? Element } }
    var anyCount: Int { count }
    func anyPrefix(_ count: Int) -> Any { Array(prefix(Swift.max(count, 0))) }
}
