//  INIntent+Configuration.swift — Intents (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Configuration": a widget instance's configuration is a
//  JSON object of its intent's stored properties by name. A missing key keeps the property's
//  starting value; a value of the wrong kind keeps it too, with a warning (Apple resets such a
//  configuration to its default). Keys that name no property are reported.

package import GlimpseArchive

/// An intent read from a configuration, and what was wrong with the configuration.
package struct DecodedINIntent<Intent: INIntent> {
    package var intent: Intent
    /// One line per value that could not be used, for the runtime to log.
    package var warnings: [String]
}

extension INIntent {
    /// An intent of this class holding the values of `configuration`.
    ///
    /// - Parameter configuration: A JSON object as text (`{"category":"coffee"}`); nil, empty or
    ///   `"{}"` leaves every property at its starting value. Text that is not a JSON object is
    ///   reported in `warnings` and treated as `"{}"`.
    /// - Returns: The intent, and a warning per value that could not be used.
    package static func _decode(configuration: String?) -> DecodedINIntent<INIntent> {
        let intent = _makeEmpty()
        var warnings: [String] = []
        let text = configuration?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        if !text.isEmpty {
            do {
                intent._apply(try JSONValue.object(parsing: text), warnings: { warnings.append($0) })
            } catch {
                warnings.append("\(self): the configuration is \(error.message); using every property's default")
            }
        }
        return DecodedINIntent(intent: intent, warnings: warnings)
    }

    /// The stored properties in configuration form, by name. Values of types a configuration
    /// cannot hold are left out.
    package var _configurationFields: [String: JSONValue] {
        var fields: [String: JSONValue] = [:]
        for field in IntentFieldCoding.fields(of: self, below: INIntent.self) {
            if let value = IntentFieldCoding.encode(IntentFieldCoding.read(field, of: self)) {
                fields[field.name] = value
            }
        }
        return fields
    }

    /// `_configurationFields` as JSON object text with sorted keys.
    package var _configurationText: String { JSONValue.object(_configurationFields).jsonText }

    /// Writes each of `fields` into the property of that name; `warnings` gets one line per
    /// value that names no property or does not fit its type.
    package func _apply(_ fields: [String: JSONValue], warnings: (String) -> Void) {
        let properties = IntentFieldCoding.fields(of: self, below: INIntent.self)
        IntentFieldCoding.apply(
            fields, to: self, properties: properties, owner: "\(type(of: self))", warnings: warnings)
    }
}

extension INObject {
    /// Writes the identity fields and each property of `fields`.
    func _apply(_ fields: [String: JSONValue], warnings: (String) -> Void) {
        var rest = fields
        if case .string(let text)? = rest.removeValue(forKey: "identifier") { identifier = text }
        if case .string(let text)? = rest.removeValue(forKey: "displayString") { displayString = text }
        if case .string(let text)? = rest.removeValue(forKey: "subtitleString") { subtitleString = text }
        if case .string(let text)? = rest.removeValue(forKey: "pronunciationHint") { pronunciationHint = text }
        if displayString.isEmpty, let identifier { displayString = identifier }
        let properties = IntentFieldCoding.fields(of: self, below: INObject.self)
        IntentFieldCoding.apply(rest, to: self, properties: properties, owner: "\(type(of: self))", warnings: warnings)
    }
}

extension IntentFieldCoding {
    /// Writes `fields` into `properties` of `object`, reporting what does not fit.
    static func apply(
        _ fields: [String: JSONValue], to object: AnyObject, properties: [Field], owner: String,
        warnings: (String) -> Void
    ) {
        for (name, json) in fields.sorted(by: { $0.key < $1.key }) {
            guard let field = properties.first(where: { $0.name == name }) else {
                let known = properties.map { "'\($0.name)'" }.joined(separator: ", ")
                warnings("\(owner): no property '\(name)' (it has \(known.isEmpty ? "none" : known)); ignored")
                continue
            }
            do {
                let value = try decode(field.type, from: json)
                if !write(value, to: field, of: object) {
                    warnings("\(owner): property '\(name)': a \(type(of: value)) does not fit \(field.type); ignored")
                }
            } catch {
                warnings("\(owner): property '\(name)': \(error.reason); using its default")
            }
        }
    }
}
