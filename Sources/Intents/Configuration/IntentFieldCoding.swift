//  IntentFieldCoding.swift — Intents (Glimpse)
//  Status: Complete for the value types of an intent definition's parameters
//  Behaviour: Docs/ExtensionProtocol.md "Configuration": an INIntent's configuration is a JSON
//  object of its stored properties by name, like an AppIntent's. Strings, numbers, booleans,
//  `NSNumber`, dates (seconds since 1970 or ISO 8601), `DateComponents` (an object of
//  year/month/day/hour/minute/second), URLs, enums by raw value, custom `INObject`s as objects
//  (identifier, displayString, subtitleString, pronunciationHint and their own properties; a bare
//  string is an identifier), optionals as null, arrays as arrays. Properties are found and
//  written through the runtime's field metadata (`_forEachField`), since Swift on Linux has no
//  key-value coding and the properties are plain stored properties. The scalars it shares with
//  AppIntents (strings, whole numbers, numbers, booleans, dates, URLs, arrays) and their messages
//  are GlimpseArchive's (JSONValue+Scalars).

internal import GlimpseArchive
@_spi(Reflection) import Swift

/// Why a JSON value is not a value of a property's type.
struct FieldValueError: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
    init(_ mismatch: JSONValueMismatch) { self.reason = mismatch.reason }
}

/// Reads and writes the stored properties of intents and custom objects in configuration form.
enum IntentFieldCoding {
    // MARK: - Fields

    /// A stored property of a class: its name, byte offset in the instance and declared type.
    struct Field {
        let name: String
        let offset: Int
        let type: Any.Type
    }

    /// The stored properties `object`'s class and its superclasses below `base` declare, in
    /// declaration order, superclasses first. Lazy storage and underscored names are left out.
    static func fields(of object: AnyObject, below base: AnyClass) -> [Field] {
        let baseCount = allFields(of: base).count
        return allFields(of: type(of: object)).dropFirst(baseCount).filter {
            !$0.name.hasPrefix("$") && !$0.name.hasPrefix("_")
        }
    }

    /// `_EachFieldOptions.classType`, which the standard library declares as a mutable static.
    private static var classOnly: _EachFieldOptions { _EachFieldOptions(rawValue: 1 << 0) }

    private static func allFields(of type: AnyClass) -> [Field] {
        var fields: [Field] = []
        _ = _forEachField(of: type, options: classOnly) { name, offset, fieldType, _ in
            fields.append(Field(name: String(cString: name), offset: offset, type: fieldType))
            return true
        }
        return fields
    }

    /// The current value of `field` in `object`.
    static func read(_ field: Field, of object: AnyObject) -> Any {
        mirrorValue(field.name, in: Mirror(reflecting: object))
    }

    private static func mirrorValue(_ name: String, in mirror: Mirror) -> Any {
        if let child = mirror.children.first(where: { $0.label == name }) { return child.value }
        if let superMirror = mirror.superclassMirror { return mirrorValue(name, in: superMirror) }
        return Optional<Any>.none as Any
    }

    /// Writes `value` into `field` of `object`; false when `value` is not of the field's type.
    static func write(_ value: Any, to field: Field, of object: AnyObject) -> Bool {
        func store<Value>(_ value: Value) -> Bool {
            guard field.type == Value.self else { return false }
            let address = UnsafeMutableRawPointer(Unmanaged.passUnretained(object).toOpaque()) + field.offset
            address.assumingMemoryBound(to: Value.self).pointee = value
            return true
        }
        return _openExistential(value, do: store)
    }

    // MARK: - Decoding

    /// The value of `type` that `json` stands for.
    ///
    /// - Throws: `FieldValueError` saying what was expected.
    static func decode(_ type: Any.Type, from json: JSONValue) throws(FieldValueError) -> Any {
        if let optional = type as? any OptionalField.Type {
            if json == .null { return optional.noneValue }
            return optional.wrap(try decode(optional.wrappedFieldType, from: json))
        }
        if let array = type as? any ArrayField.Type {
            let items: [JSONValue]
            do { items = try json.arrayItems() } catch { throw FieldValueError(error) }
            var values: [Any] = []
            for item in items { values.append(try decode(array.elementFieldType, from: item)) }
            return array.makeArray(values)
        }
        do {
            if let scalar = try json.scalar(of: type) { return scalar }
        } catch {
            throw FieldValueError(error)
        }
        switch type {
        case is Float.Type:
            guard case .number(let number) = json else { throw expected("a number", json) }
            return Float(number)
        case is NSNumber.Type:
            switch json {
            case .bool(let value): return NSNumber(value: value)
            case .number(let number): return Int(exactly: number).map { NSNumber(value: $0) } ?? NSNumber(value: number)
            default: throw expected("a number or a boolean", json)
            }
        case is Decimal.Type:
            guard case .number(let number) = json else { throw expected("a number", json) }
            return Decimal(number)
        case is DateComponents.Type:
            return try decodeDateComponents(json)
        default:
            break
        }
        if let objectType = type as? INObject.Type { return try decodeObject(objectType, json) }
        if let rawType = type as? any RawRepresentable.Type { return try decodeRaw(rawType, json) }
        throw FieldValueError("\(type) is not a type a configuration can hold")
    }

    private static var componentKeys: [(String, WritableKeyPath<DateComponents, Int?>)] {
        [
            ("year", \.year), ("month", \.month), ("day", \.day), ("hour", \.hour), ("minute", \.minute),
            ("second", \.second),
        ]
    }

    private static func decodeDateComponents(_ json: JSONValue) throws(FieldValueError) -> DateComponents {
        guard case .object(let fields) = json else { throw expected("an object of year, month, day…", json) }
        var components = DateComponents()
        for (key, path) in componentKeys {
            guard let value = fields[key] else { continue }
            guard case .number(let number) = value, let whole = Int(exactly: number) else {
                throw FieldValueError("'\(key)' must be a whole number, found \(value.jsonText)")
            }
            components[keyPath: path] = whole
        }
        return components
    }

    private static func decodeRaw<R: RawRepresentable>(_ type: R.Type, _ json: JSONValue) throws(FieldValueError) -> R {
        let raw: Any?
        switch (R.RawValue.self, json) {
        case (is Int.Type, .number(let number)): raw = Int(exactly: number)
        case (is String.Type, .string(let text)): raw = text
        default: raw = nil
        }
        guard let value = (raw as? R.RawValue).flatMap(R.init(rawValue:)) else {
            throw FieldValueError("expected a raw value of \(R.self), found \(json.jsonText)")
        }
        return value
    }

    private static func decodeObject(_ type: INObject.Type, _ json: JSONValue) throws(FieldValueError) -> INObject {
        let object = type._makeEmpty()
        switch json {
        case .string(let identifier):
            object.identifier = identifier
            object.displayString = identifier
        case .object(let fields):
            var warnings: [String] = []
            object._apply(fields, warnings: { warnings.append($0) })
            if let first = warnings.first { throw FieldValueError(first) }
        default:
            throw expected("an object with an identifier and a displayString, or an identifier", json)
        }
        return object
    }

    private static func expected(_ what: String, _ json: JSONValue) -> FieldValueError {
        FieldValueError(.expected(what, found: json))
    }

    // MARK: - Encoding

    /// `value` in its configuration form; nil for a value of a type a configuration cannot hold.
    static func encode(_ value: Any) -> JSONValue? {
        if let optional = value as? any OptionalField {
            guard let wrapped = optional.wrappedAny else { return .null }
            return encode(wrapped)
        }
        switch value {
        case let text as String: return .string(text)
        case let flag as Bool: return .bool(flag)
        case let number as Int: return .number(Double(number))
        case let number as Double: return .number(number)
        case let number as Float: return .number(Double(number))
        case let number as NSNumber: return .number(number.doubleValue)
        case let number as Decimal: return .number(NSDecimalNumber(decimal: number).doubleValue)
        case let date as Date: return .number(date.timeIntervalSince1970)
        case let components as DateComponents:
            var fields: [String: JSONValue] = [:]
            for (key, path) in componentKeys {
                if let part = components[keyPath: path] { fields[key] = .number(Double(part)) }
            }
            return .object(fields)
        case let url as URL: return .string(url.absoluteString)
        case let object as INObject: return .object(encodeObject(object))
        case let array as [Any]:
            var items: [JSONValue] = []
            for item in array {
                guard let encoded = encode(item) else { return nil }
                items.append(encoded)
            }
            return .array(items)
        default: break
        }
        if let raw = value as? any RawRepresentable { return encodeRaw(raw) }
        return nil
    }

    private static func encodeRaw<R: RawRepresentable>(_ value: R) -> JSONValue? {
        switch value.rawValue {
        case let number as Int: return .number(Double(number))
        case let text as String: return .string(text)
        default: return nil
        }
    }

    /// A custom object's fields: its identity and the properties its class declares.
    static func encodeObject(_ object: INObject) -> [String: JSONValue] {
        var result: [String: JSONValue] = ["displayString": .string(object.displayString)]
        if let identifier = object.identifier { result["identifier"] = .string(identifier) }
        if let subtitle = object.subtitleString { result["subtitleString"] = .string(subtitle) }
        if let hint = object.pronunciationHint { result["pronunciationHint"] = .string(hint) }
        for field in fields(of: object, below: INObject.self) {
            if let value = encode(read(field, of: object)) { result[field.name] = value }
        }
        return result
    }
}

// MARK: - Optionals and arrays, seen through their type

/// `Optional` seen through its metatype.
protocol OptionalField {
    static var wrappedFieldType: Any.Type { get }
    static var noneValue: Any { get }
    static func wrap(_ value: Any) -> Any
    var wrappedAny: Any? { get }
}

extension Optional: OptionalField {
    static var wrappedFieldType: Any.Type { Wrapped.self }
    static var noneValue: Any { Self.none as Any }
    static func wrap(_ value: Any) -> Any { (value as? Wrapped) as Any }
    var wrappedAny: Any? { self.map { $0 as Any } }
}

/// `Array` seen through its metatype.
protocol ArrayField {
    static var elementFieldType: Any.Type { get }
    static func makeArray(_ elements: [Any]) -> Any
}

extension Array: ArrayField {
    static var elementFieldType: Any.Type { Element.self }
    static func makeArray(_ elements: [Any]) -> Any { elements.compactMap { $0 as? Element } }
}
