//  IntentParameter+Engine.swift — AppIntents (Glimpse)
//  Status: Complete
//  Behaviour: what the runtime asks of every `@Parameter`, whatever its value type: read a
//  configuration value, fall back to the default (for entities, the query's `defaultResult()`,
//  as WidgetKit does for a widget nobody configured), and write the value back as JSON.

import Foundation
internal import GlimpseArchive

/// A `@Parameter` with its value type erased.
protocol AnyIntentParameter: AnyObject {
    /// The declared title's text, if any.
    var titleText: String? { get }
    /// The value type's name, for messages.
    var valueTypeName: String { get }
    /// The value (set or default) in configuration form; nil when neither.
    var encodedValue: JSONValue? { get }
    /// Sets the value `json` stands for.
    /// - Throws: `ParameterValueError` when it stands for no value of the type.
    func decodeValue(from json: JSONValue) async throws(ParameterValueError)
    /// Sets the value `json` stands for, without waiting: an entity must be one a query returned
    /// before (`RememberedEntities`).
    /// - Throws: `ParameterValueError` when it stands for no value of the type, or for an entity
    ///   no query has returned yet.
    func decodeRememberedValue(from json: JSONValue) throws(ParameterValueError)
    /// Gives a parameter that was not set its default; false when it stays without a value.
    func resolveUnsetValue() async -> Bool
    /// The declared description's text, if any.
    var summaryText: String? { get }
    /// The declared value type (`Value`), optional and array wrappers included.
    var valueType: Any.Type { get }
    /// The `default:` in configuration form, else for an entity its query's `defaultResult()`.
    func encodedDefault() async -> JSONValue?
    /// The values a form offers (an options provider's results, an enum's cases, an entity
    /// query's suggestions); nil for others.
    /// - Throws: `ParameterValueError` naming the query when `suggestedEntities()` throws, or
    ///   the provider when `results()` throws.
    func options() async throws(ParameterValueError) -> [IntentParameterOption]?
    /// Brings a set value within the declared range and size; what changed, else nil.
    func conform(family: IntentWidgetFamily?) -> String?
}

extension IntentParameter: AnyIntentParameter {
    var titleText: String? { title?.key }

    var valueTypeName: String { "\(Value.self)" }

    var summaryText: String? { description?.key }

    var valueType: Any.Type { Value.self }

    func encodedDefault() async -> JSONValue? {
        if let value = defaultValue.flatMap({ IntentValueCoding.encode($0) }) { return value }
        let leaf = IntentValueCoding.shape(of: Value.self).type
        guard let entityType = leaf as? any AppEntity.Type,
            !(IntentValueCoding.unwrapped(Value.self) is any ArrayIntentValue.Type)
        else { return nil }
        return await IntentValueCoding.defaultEntity(entityType)
    }

    func options() async throws(ParameterValueError) -> [IntentParameterOption]? {
        if let providedOptions {
            do {
                return try await providedOptions()
            } catch let error as ParameterValueError {
                throw error
            } catch {
                throw ParameterValueError("its options provider's results() threw \(error)")
            }
        }
        let leaf = IntentValueCoding.shape(of: Value.self).type
        if let enumType = leaf as? any AppEnum.Type { return IntentValueCoding.enumOptions(enumType) }
        if let entityType = leaf as? any AppEntity.Type { return try await IntentValueCoding.entityOptions(entityType) }
        return nil
    }

    var encodedValue: JSONValue? { explicitOrDefaultValue.flatMap { IntentValueCoding.encode($0) } }

    func decodeValue(from json: JSONValue) async throws(ParameterValueError) {
        let decoded = try await IntentValueCoding.decode(Value.self, from: json)
        guard let value = decoded as? Value else {
            throw ParameterValueError("decoded a \(type(of: decoded)), not a \(Value.self)")
        }
        store(value)
    }

    func decodeRememberedValue(from json: JSONValue) throws(ParameterValueError) {
        let decoded = try IntentValueCoding.decodeRemembered(Value.self, from: json)
        guard let value = decoded as? Value else {
            throw ParameterValueError("decoded a \(type(of: decoded)), not a \(Value.self)")
        }
        store(value)
    }

    func resolveUnsetValue() async -> Bool {
        if isSet || defaultValue != nil { return true }
        if let provided = await providedDefault?(), let value = provided as? Value {
            store(value)
            return true
        }
        let required = !IntentValueCoding.isOptional(Value.self)
        if let entityType = IntentValueCoding.unwrapped(Value.self) as? any AppEntity.Type,
            let entity = await Self.startingEntity(entityType, required: required),
            let value = entity as? Value
        {
            store(value)
            return true
        }
        return IntentValueCoding.startingValue(of: Value.self) != nil
    }

    /// The query's `defaultResult()`; for a parameter that needs a value, else the first
    /// suggested entity (Glimpse's choice, as a configuration UI would preselect it).
    private static func startingEntity<E: AppEntity>(_ type: E.Type, required: Bool) async -> E? {
        let query = E.defaultQuery
        if let entity = await query.defaultResult() {
            RememberedEntities.remember([entity])
            return entity
        }
        guard required, let suggested = try? await query.suggestedEntities() as? [E] else { return nil }
        RememberedEntities.remember(suggested)
        return suggested.first
    }
}
