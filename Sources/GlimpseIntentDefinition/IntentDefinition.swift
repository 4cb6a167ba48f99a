//  IntentDefinition.swift — GlimpseIntentDefinition
//  Status: Complete for what widget configurations use (Docs/IntentDefinition.md lists it)
//  Behaviour: an Xcode `.intentdefinition` file is a property list of custom intents
//  (`INIntents`), custom types (`INTypes`) and enums (`INEnums`); this is the part of it
//  Glimpse generates classes from, read with Foundation's property-list parser. Anything
//  malformed is an `IntentDefinitionError` naming the element.

import Foundation

/// The custom intents, types and enums of one `.intentdefinition` file.
public struct IntentDefinition: Equatable, Sendable {
    public var enums: [EnumDefinition] = []
    public var types: [TypeDefinition] = []
    public var intents: [IntentDefinitionIntent] = []

    /// A custom enum: its cases and their integer values (`unknown` is 0).
    public struct EnumDefinition: Equatable, Sendable {
        public var name: String
        public var cases: [(name: String, value: Int)]

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.name == rhs.name && lhs.cases.map(\.name) == rhs.cases.map(\.name)
                && lhs.cases.map(\.value) == rhs.cases.map(\.value)
        }
    }

    /// A custom type (an `INObject` subclass) and the properties it adds.
    public struct TypeDefinition: Equatable, Sendable {
        public var name: String
        public var properties: [Property]
    }

    /// A parameter of an intent, an output of a response, or a property of a type.
    public struct Property: Equatable, Sendable {
        public var name: String
        public var type: ValueType
        /// `SupportsMultipleValues`: an array.
        public var isArray: Bool
        /// The definition's default value, as written (`true`, `3`, `"coffee"`, a case name).
        public var defaultValue: String?
        /// `SupportsDynamicEnumeration`: the handler provides the options.
        public var isDynamic: Bool
    }

    /// The kinds of value a property holds.
    public enum ValueType: Equatable, Sendable {
        case string, integer, decimal, boolean, duration, dateComponents, url
        /// A custom enum, by name.
        case enumeration(String)
        /// A custom type, by name.
        case object(String)
    }
}

/// A custom intent: its name (the class is `<name>Intent`), title, parameters and response.
public struct IntentDefinitionIntent: Equatable, Sendable {
    public var name: String
    public var title: String
    public var description: String?
    public var parameters: [IntentDefinition.Property]
    /// The response codes the definition adds to the standard ones (in order), by name.
    public var customResponseCodes: [String]
    /// The response's output properties.
    public var responseProperties: [IntentDefinition.Property]
}

// MARK: - Reading

extension IntentDefinition {
    /// Reads the property list `data` (XML or binary).
    ///
    /// - Throws: `IntentDefinitionError` naming the element that is missing, of the wrong kind,
    ///   not a Swift name, or of a type the file does not define.
    public init(propertyList data: Data) throws(IntentDefinitionError) {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw IntentDefinitionError("", "not a property list (\(error.localizedDescription))")
        }
        guard let dict = root as? [String: Any] else {
            throw IntentDefinitionError("", "the property list's root is not a dictionary")
        }
        let reader = Reader(path: "")
        for (element, item) in try reader.array(dict, "INEnums", optional: true) {
            enums.append(try Self.readEnum(element, item))
        }
        for (element, item) in try reader.array(dict, "INTypes", optional: true) {
            types.append(try Self.readType(element, item))
        }
        for (element, item) in try reader.array(dict, "INIntents", optional: true) {
            intents.append(try Self.readIntent(element, item))
        }
        try checkReferences()
    }

    private static func readEnum(_ reader: Reader, _ dict: [String: Any]) throws(IntentDefinitionError)
        -> EnumDefinition
    {
        let name = try reader.identifier(dict, "INEnumName")
        let reader = reader.named(name)
        var cases: [(String, Int)] = []
        var next = 0
        for (valueReader, value) in try reader.array(dict, "INEnumValues") {
            let caseName = try valueReader.identifier(value, "INEnumValueName")
            let index = try valueReader.integer(value, "INEnumValueIndex") ?? next
            cases.append((caseName, index))
            next = index + 1
        }
        return EnumDefinition(name: name, cases: cases)
    }

    /// The properties every `INObject` has, which a type lists but does not add.
    private static let objectProperties: Set<String> = [
        "identifier", "displayString", "pronunciationHint", "subtitleString", "displayImage",
        "alternativeSpeakableMatches",
    ]

    private static func readType(_ reader: Reader, _ dict: [String: Any]) throws(IntentDefinitionError)
        -> TypeDefinition
    {
        let name = try reader.identifier(dict, "INTypeName")
        let reader = reader.named(name)
        var properties: [Property] = []
        for (element, item) in try reader.array(dict, "INTypeProperties", optional: true) {
            if let propertyName = item["INTypePropertyName"] as? String, objectProperties.contains(propertyName) {
                continue
            }
            properties.append(try readProperty(element, item, prefix: "INTypeProperty"))
        }
        return TypeDefinition(name: name, properties: properties)
    }

    private static func readIntent(_ reader: Reader, _ dict: [String: Any]) throws(IntentDefinitionError)
        -> IntentDefinitionIntent
    {
        let name = try reader.identifier(dict, "INIntentName")
        let reader = reader.named(name)
        var parameters: [Property] = []
        for (element, item) in try reader.array(dict, "INIntentParameters", optional: true) {
            parameters.append(try readProperty(element, item, prefix: "INIntentParameter"))
        }
        var codes: [String] = []
        var outputs: [Property] = []
        if let response = try reader.dictionary(dict, "INIntentResponse") {
            let responseReader = reader.key("INIntentResponse")
            for (codeReader, code) in try responseReader.array(response, "INIntentResponseCodes", optional: true) {
                let codeName = try codeReader.identifier(code, "INIntentResponseCodeName")
                if !standardResponseCodes.contains(codeName) { codes.append(codeName) }
            }
            for (element, item) in try responseReader.array(response, "INIntentResponseParameters", optional: true) {
                outputs.append(try readProperty(element, item, prefix: "INIntentResponseParameter"))
            }
        }
        return IntentDefinitionIntent(
            name: name, title: try reader.string(dict, "INIntentTitle") ?? name,
            description: try reader.string(dict, "INIntentDescription"), parameters: parameters,
            customResponseCodes: codes, responseProperties: outputs)
    }

    /// The codes every generated response has, in Apple's order from 0.
    public static let standardResponseCodes = [
        "unspecified", "ready", "continueInApp", "inProgress", "success", "failure", "failureRequiringAppLaunch",
    ]

    private static func readProperty(_ reader: Reader, _ dict: [String: Any], prefix: String)
        throws(IntentDefinitionError)
        -> Property
    {
        let name = try reader.identifier(dict, prefix + "Name")
        let reader = reader.named(name)
        let typeName = try reader.string(dict, prefix + "Type") ?? ""
        let type: ValueType
        if let enumName = try reader.string(dict, prefix + "EnumType") {
            type = .enumeration(enumName)
        } else {
            switch typeName {
            case "String": type = .string
            case "Integer": type = .integer
            case "Decimal", "Number": type = .decimal
            case "Boolean": type = .boolean
            case "Duration": type = .duration
            case "DateComponents", "Date": type = .dateComponents
            case "URL": type = .url
            case "Object", "Custom":
                guard let objectName = try reader.string(dict, prefix + "ObjectType") else {
                    throw IntentDefinitionError(
                        reader.path, "an Object parameter needs \(prefix)ObjectType naming its type")
                }
                type = .object(objectName)
            case "":
                throw IntentDefinitionError(reader.path, "missing \(prefix)Type (String, Integer, Decimal, Boolean, …)")
            default:
                throw IntentDefinitionError(
                    reader.path,
                    "type '\(typeName)' is not one Glimpse generates (String, Integer, Decimal, Boolean, Duration, "
                        + "DateComponents, URL, Object of a custom type, or an enum); see Docs/IntentDefinition.md")
            }
        }
        var defaultValue: String?
        if let metadata = try reader.dictionary(dict, prefix + "Metadata") {
            defaultValue = Reader.text(metadata[prefix + "MetadataDefaultValue"])
        }
        defaultValue = defaultValue ?? Reader.text(dict[prefix + "EnumDefaultValue"])
        return Property(
            name: name, type: type, isArray: try reader.bool(dict, prefix + "SupportsMultipleValues"),
            defaultValue: defaultValue, isDynamic: try reader.bool(dict, prefix + "SupportsDynamicEnumeration"))
    }

    /// Every enum and object type named is defined in the file.
    private func checkReferences() throws(IntentDefinitionError) {
        let enumNames = Set(enums.map(\.name))
        let typeNames = Set(types.map(\.name))
        func check(_ property: Property, in element: String) throws(IntentDefinitionError) {
            switch property.type {
            case .enumeration(let name) where !enumNames.contains(name):
                throw IntentDefinitionError(
                    "\(element) '\(property.name)'", "enum '\(name)' is not defined in INEnums")
            case .object(let name) where !typeNames.contains(name):
                throw IntentDefinitionError(
                    "\(element) '\(property.name)'", "type '\(name)' is not defined in INTypes")
            default: break
            }
        }
        for type in types {
            for property in type.properties { try check(property, in: "INTypes (\(type.name)) property") }
        }
        for intent in intents {
            for property in intent.parameters { try check(property, in: "INIntents (\(intent.name)) parameter") }
            for property in intent.responseProperties {
                try check(property, in: "INIntents (\(intent.name)) response parameter")
            }
        }
    }
}

/// Reads typed values out of property-list dictionaries, naming the element when one is wrong.
private struct Reader {
    let path: String

    func key(_ key: String) -> Reader { Reader(path: path.isEmpty ? key : "\(path).\(key)") }
    func named(_ name: String) -> Reader { Reader(path: "\(path) (\(name))") }

    func string(_ dict: [String: Any], _ key: String) throws(IntentDefinitionError) -> String? {
        guard let value = dict[key] else { return nil }
        guard let text = value as? String else { throw IntentDefinitionError(self.key(key).path, "must be a string") }
        return text
    }

    func identifier(_ dict: [String: Any], _ key: String) throws(IntentDefinitionError) -> String {
        guard let text = try string(dict, key), !text.isEmpty else {
            throw IntentDefinitionError(path.isEmpty ? key : path, "missing \(key)")
        }
        let valid =
            text.first.map { $0.isLetter || $0 == "_" } == true
            && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        guard valid else {
            throw IntentDefinitionError(self.key(key).path, "'\(text)' is not a Swift name (letters, digits and _)")
        }
        return text
    }

    func integer(_ dict: [String: Any], _ key: String) throws(IntentDefinitionError) -> Int? {
        guard let value = dict[key] else { return nil }
        if let number = value as? Int { return number }
        if let number = value as? NSNumber { return number.intValue }
        throw IntentDefinitionError(self.key(key).path, "must be an integer")
    }

    func bool(_ dict: [String: Any], _ key: String) throws(IntentDefinitionError) -> Bool {
        guard let value = dict[key] else { return false }
        if let flag = value as? Bool { return flag }
        throw IntentDefinitionError(self.key(key).path, "must be <true/> or <false/>")
    }

    func dictionary(_ dict: [String: Any], _ key: String) throws(IntentDefinitionError) -> [String: Any]? {
        guard let value = dict[key] else { return nil }
        guard let inner = value as? [String: Any] else {
            throw IntentDefinitionError(self.key(key).path, "must be a dictionary")
        }
        return inner
    }

    /// The dictionaries of the array at `key`, each with a reader for its element.
    func array(_ dict: [String: Any], _ key: String, optional: Bool = false) throws(IntentDefinitionError)
        -> [(Reader, [String: Any])]
    {
        guard let value = dict[key] else {
            if optional { return [] }
            throw IntentDefinitionError(path.isEmpty ? key : path, "missing \(key)")
        }
        guard let items = value as? [Any] else { throw IntentDefinitionError(self.key(key).path, "must be an array") }
        var result: [(Reader, [String: Any])] = []
        for (index, item) in items.enumerated() {
            let element = self.key("\(key)[\(index)]")
            guard let inner = item as? [String: Any] else {
                throw IntentDefinitionError(element.path, "must be a dictionary")
            }
            result.append((element, inner))
        }
        return result
    }

    /// A default value as text: strings as they are, booleans as true/false, numbers written out.
    static func text(_ value: Any?) -> String? {
        switch value {
        case let text as String: return text
        case let flag as Bool: return flag ? "true" : "false"
        case let number as Int: return String(number)
        case let number as Double: return String(number)
        default: return nil
        }
    }
}
