//  AppIntent+Configuration.swift — AppIntents (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Configuration": a widget instance's configuration is a
//  JSON object of its intent's parameter values, keyed by property name (or, failing that, by
//  the parameter's title). A missing key takes the parameter's default; a value of the wrong
//  kind, or an entity that no longer exists, takes the default too, with a warning (Apple
//  resets such a configuration to its default). Apple finds parameters from build-time
//  metadata; Glimpse finds them by reflecting over the intent's `@Parameter` properties.

import Foundation
package import GlimpseArchive

/// An intent read from a configuration, and what was wrong with the configuration.
package struct DecodedIntent<Intent: AppIntent>: Sendable {
    package var intent: Intent
    /// One line per value that could not be used ("SelectCharacterIntent: parameter 'hero': …;
    /// using its default"), for the runtime to log.
    package var warnings: [String]
}

/// A configuration that leaves a parameter without any value to take.
package struct IntentConfigurationError: Error, CustomStringConvertible, Sendable {
    package var message: String
    package var description: String { message }
}

extension AppIntent {
    /// The intent whose parameters hold the values of `configuration`.
    ///
    /// - Parameters:
    ///   - configuration: A JSON object as text (`{"hero":"spouty"}`); nil, empty or `"{}"` gives
    ///     every parameter its default. Text that is not a JSON object is reported in `warnings`
    ///     and treated as `"{}"`.
    ///   - family: The widget family the intent is read for (`"systemSmall"`), for array
    ///     parameters' sizes per family; nil when not for a widget.
    /// - Returns: The intent, and a warning per value that could not be used or was brought
    ///   within its parameter's range or size (`IntentParameter.conform(family:)`).
    /// - Throws: `IntentConfigurationError` naming the parameter when one that needs a value has
    ///   none: no value in the configuration, no `default:`, no starting value for its type and,
    ///   for an entity, nothing from its query's `defaultResult()` or `suggestedEntities()`.
    package static func _decode(configuration: String?, family: String? = nil) async throws(IntentConfigurationError)
        -> DecodedIntent<Self>
    {
        let intent = Self()
        let (fields, fieldWarnings) = _configurationFields(configuration)
        let widgetFamily = family.flatMap(IntentWidgetFamily.init(rawValue:))
        var warnings = fieldWarnings
        for slot in intent._parameterSlots {
            if let json = slot.value(in: fields) {
                do {
                    try await slot.parameter.decodeValue(from: json)
                    if let change = slot.parameter.conform(family: widgetFamily) {
                        warnings.append("\(Self.self): parameter '\(slot.name)': \(change)")
                    }
                    continue
                } catch {
                    warnings.append("\(Self.self): parameter '\(slot.name)': \(error.reason); using its default")
                }
            }
            guard await slot.parameter.resolveUnsetValue() else {
                throw IntentConfigurationError(
                    message: "\(Self.self): parameter '\(slot.name)' (\(slot.parameter.valueTypeName)) has no value: "
                        + "the configuration gives none and it has no default; give it @Parameter(default:), "
                        + "make it optional, or (for an entity) return one from its query's defaultResult()")
            }
        }
        return DecodedIntent(intent: intent, warnings: warnings)
    }

    /// The intent whose parameters hold the values of `configuration`, read without waiting for
    /// any query: an entity parameter takes the entity its query returned before for the stored
    /// identifier (`RememberedEntities`); a value that cannot be used, or an entity no query has
    /// returned yet, leaves the parameter at its default, with a warning.
    ///
    /// - Parameter configuration: As for `_decode(configuration:)`.
    /// - Returns: The intent, and a warning per value that could not be used.
    package static func _decodeRemembered(configuration: String?) -> DecodedIntent<Self> {
        let intent = Self()
        let (fields, fieldWarnings) = _configurationFields(configuration)
        var warnings = fieldWarnings
        for slot in intent._parameterSlots {
            guard let json = slot.value(in: fields) else { continue }
            do {
                try slot.parameter.decodeRememberedValue(from: json)
                if let change = slot.parameter.conform(family: nil) {
                    warnings.append("\(Self.self): parameter '\(slot.name)': \(change)")
                }
            } catch {
                warnings.append("\(Self.self): parameter '\(slot.name)': \(error.reason); using its default")
            }
        }
        return DecodedIntent(intent: intent, warnings: warnings)
    }

    /// The configuration's fields, and a warning when it is not a JSON object (then no fields).
    static func _configurationFields(_ configuration: String?) -> ([String: JSONValue], [String]) {
        let text = configuration?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard !text.isEmpty else { return ([:], []) }
        do {
            return (try JSONValue.object(parsing: text), [])
        } catch {
            return ([:], ["\(Self.self): the configuration is \(error.message); using every parameter's default"])
        }
    }

    /// The parameter values (set or default) in configuration form, by property name.
    /// Parameters with neither are left out.
    package var _encodedParameters: [String: JSONValue] {
        var fields: [String: JSONValue] = [:]
        for slot in _parameterSlots {
            if let value = slot.parameter.encodedValue { fields[slot.name] = value }
        }
        return fields
    }

    /// The intent's type as the archive names it, module-qualified ("EmojiRangers.HealHeroIntent").
    package static var _typeName: String { String(reflecting: Self.self) }

    /// The `@Parameter` properties, in declaration order, by property name.
    var _parameterSlots: [ParameterSlot] {
        Mirror(reflecting: self).children.compactMap { child in
            guard let label = child.label, let parameter = child.value as? any AnyIntentParameter else { return nil }
            return ParameterSlot(name: label.hasPrefix("_") ? String(label.dropFirst()) : label, parameter: parameter)
        }
    }
}

/// One `@Parameter` of an intent, by property name.
struct ParameterSlot {
    let name: String
    let parameter: any AnyIntentParameter

    /// The parameter's value in a configuration: by property name, else by title.
    func value(in fields: [String: JSONValue]) -> JSONValue? {
        fields[name] ?? parameter.titleText.flatMap { fields[$0] }
    }
}
