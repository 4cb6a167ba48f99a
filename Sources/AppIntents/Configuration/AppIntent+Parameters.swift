//  AppIntent+Parameters.swift — AppIntents (Glimpse)
//  Status: Complete for the types of IntentValue.swift
//  Behaviour: Docs/ExtensionProtocol.md "`parameters`": what a configuration form needs of an
//  intent — each `@Parameter`'s name, title, type, value (read from a configuration as
//  AppIntent+Configuration reads it) and default, and the choices: an `AppEnum`'s cases with
//  their titles, an entity query's `suggestedEntities()` with their display representations
//  (Apple's configuration UI lists those first; reference widgetkit.md §7 "Configuration"), or
//  an options provider's results; and the parameter summary that applies to the values.

import Foundation
package import GlimpseArchive

extension AppIntent {
    /// The intent's parameters, each with its value read from `configuration` and its choices.
    ///
    /// - Parameters:
    ///   - kind: The widget or control kind the intent configures (copied into the answer).
    ///   - configuration: A JSON object as text, as for `_decode(configuration:)`. A value that
    ///     cannot be used (an entity identifier the query no longer finds) is reported in
    ///     `warnings`, and the parameter shows its default.
    /// - Returns: The parameters in declaration order.
    /// - Throws: `IntentConfigurationError` naming the parameter and the query when an entity
    ///   query's `suggestedEntities()` throws.
    package static func _parameters(kind: String, configuration: String?) async throws(IntentConfigurationError)
        -> IntentParameters
    {
        let intent = Self()
        let (fields, fieldWarnings) = _configurationFields(configuration)
        var warnings = fieldWarnings
        var parameters: [IntentParameterDescription] = []
        for slot in intent._parameterSlots {
            let parameter = slot.parameter
            if let json = slot.value(in: fields) {
                do {
                    try await parameter.decodeValue(from: json)
                } catch {
                    warnings.append("\(Self.self): parameter '\(slot.name)': \(error.reason); using its default")
                }
            }
            _ = await parameter.resolveUnsetValue()
            let options: [IntentParameterOption]?
            do {
                options = try await parameter.options()
            } catch {
                throw IntentConfigurationError(message: "\(Self.self): parameter '\(slot.name)': \(error.reason)")
            }
            let shape = IntentValueCoding.shape(of: parameter.valueType)
            parameters.append(
                IntentParameterDescription(
                    name: slot.name, title: parameter.titleText ?? slot.name, summary: parameter.summaryText,
                    type: "\(shape.type)", kind: shape.kind, isOptional: shape.isOptional, isArray: shape.isArray,
                    value: parameter.encodedValue, defaultValue: await parameter.encodedDefault(), options: options))
        }
        return IntentParameters(
            kind: kind, intent: _typeName, title: title.key, parameters: parameters, warnings: warnings,
            summary: _summarySentence(of: intent))
    }

    /// `parameterSummary`'s sentence for `intent`'s values, each parameter written `${name}`;
    /// nil when there is no sentence.
    static func _summarySentence(of intent: Self) -> String? {
        guard let resolved = (parameterSummary as? any ResolvableParameterSummary)?.resolved(for: intent),
            var sentence = resolved.sentence
        else { return nil }
        let slots = intent._parameterSlots
        for (index, keyPath) in resolved.parameters.enumerated() {
            guard let keyPath = keyPath as? PartialKeyPath<Self> else { continue }
            let parameter = intent[keyPath: keyPath] as AnyObject
            let name = slots.first { $0.parameter === parameter }?.name ?? "\(index)"
            sentence = sentence.replacingOccurrences(of: "${\(index)}", with: "${\(name)}")
        }
        return sentence
    }
}

extension IntentValueCoding {
    /// What a parameter of `type` holds, for a form: its kind, the type without optional and
    /// array wrappers, and whether it is optional or an array.
    static func shape(of type: Any.Type) -> (
        kind: IntentParameterDescription.Kind, type: Any.Type, isOptional: Bool, isArray: Bool
    ) {
        var leaf = unwrapped(type)
        let isArray = leaf is any ArrayIntentValue.Type
        if let array = leaf as? any ArrayIntentValue.Type { leaf = unwrapped(array.elementIntentType) }
        let kind: IntentParameterDescription.Kind
        switch leaf {
        case is String.Type: kind = .string
        case is Int.Type: kind = .integer
        case is Double.Type: kind = .number
        case is Bool.Type: kind = .boolean
        case is Date.Type: kind = .date
        case is URL.Type: kind = .url
        case is any AppEnum.Type: kind = .enumeration
        case is any AppEntity.Type: kind = .entity
        default: kind = .other
        }
        return (kind, leaf, isOptional(type), isArray)
    }

    /// The cases of `type` with their titles.
    static func enumOptions<E: AppEnum>(_ type: E.Type) -> [IntentParameterOption] {
        E.allCases.map { value in
            let representation = E.caseDisplayRepresentations[value]
            return IntentParameterOption(
                value: encode(value) ?? .null, title: representation?.title.key ?? value.rawValue.description,
                subtitle: representation?.subtitle?.key)
        }
    }

    /// The query's suggested entities with their display representations (an item collection's
    /// own titles first).
    ///
    /// - Throws: `ParameterValueError` naming the query when `suggestedEntities()` throws.
    static func entityOptions<E: AppEntity>(_ type: E.Type) async throws(ParameterValueError)
        -> [IntentParameterOption]
    {
        let suggested: E.DefaultQuery.Result
        do {
            suggested = try await E.defaultQuery.suggestedEntities()
        } catch {
            throw ParameterValueError("\(E.DefaultQuery.self).suggestedEntities() threw \(error)")
        }
        // An array or an item collection (sections flattened); any other `Result` offers none.
        return options(from: suggested) ?? []
    }

    /// The identifier of the query's `defaultResult()`; nil when it has none.
    static func defaultEntity<E: AppEntity>(_ type: E.Type) async -> JSONValue? {
        guard let entity = await E.defaultQuery.defaultResult() else { return nil }
        return .string(entity.id.entityIdentifierString)
    }
}
