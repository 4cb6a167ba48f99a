//  LocalizedStringResource.swift — AppIntents (Glimpse)
//  Status: Partial — the text is kept as written (interpolations resolved at creation); there are
//  no string tables, so `key` is that text and `locale`/`table` are recorded but not used.
//  Behaviour: Apple Foundation "LocalizedStringResource" (iOS 16): a string to localise later,
//  created from a literal or an interpolation. Apple declares it in Foundation; Linux's
//  Foundation has no such type, so Glimpse declares it here, where intents need it.

/// A string that can be localised later, such as an intent's title.
///
/// Create one from a string literal or an interpolation (`"Heal \(name)"`).
///
/// Source: Apple Foundation "LocalizedStringResource".
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text, with interpolated values in place. Glimpse has no string tables, so the key is
    /// also the text shown.
    public var key: String
    /// The table the key would be looked up in; nil is `Localizable`.
    public var table: String?
    /// The locale to localise for.
    public var locale: Locale

    /// A resource whose key is also its default text.
    ///
    /// - Parameters:
    ///   - keyAndValue: The key, and the text when no table has it.
    ///   - table: A strings table name; nil is `Localizable`.
    ///   - locale: The locale to localise for.
    ///   - comment: Notes for translators (ignored).
    public init(
        _ keyAndValue: String, table: String? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
        self.key = keyAndValue
        self.table = table
        self.locale = locale
    }

    /// A resource with a key distinct from its default text. Glimpse shows `defaultValue`.
    public init(
        _ key: StaticString, defaultValue: String, table: String? = nil, locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        self.key = defaultValue
        self.table = table
        self.locale = locale
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        self.init(stringInterpolation.text)
    }

    /// Builds the text of an interpolated resource.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) { text += literal }

        /// Appends another resource's text.
        public mutating func appendInterpolation(_ resource: LocalizedStringResource) { text += resource.key }

        /// Appends a value's localised name (an app enum case's title, an entity's title).
        public mutating func appendInterpolation(_ value: some CustomLocalizedStringResourceConvertible) {
            text += value.localizedStringResource.key
        }

        /// Appends a format placeholder (`"\(placeholder: .int) heroes"`), written as the
        /// `printf` specifier Apple's string catalogs use (`%lld`).
        public mutating func appendInterpolation(placeholder: Placeholder) { text += placeholder.specifier }

        /// The kind of value a placeholder stands for.
        ///
        /// Source: Apple Foundation "String.LocalizationValue.Placeholder".
        public enum Placeholder: Sendable {
            case int, uint, float, double, object
            var specifier: String {
                switch self {
                case .int: return "%lld"
                case .uint: return "%llu"
                case .float: return "%f"
                case .double: return "%lf"
                case .object: return "%@"
                }
            }
        }

        /// Appends any other value as `String(describing:)` writes it.
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) {
            text += String(describing: value)
        }
    }
}

extension LocalizedStringResource: CustomLocalizedStringResourceConvertible {
    public var localizedStringResource: LocalizedStringResource { self }
}

/// A type with a localised name for each value.
///
/// Source: Apple Foundation "CustomLocalizedStringResourceConvertible".
public protocol CustomLocalizedStringResourceConvertible {
    var localizedStringResource: LocalizedStringResource { get }
}

extension String {
    /// The text of `resource`, localised (Glimpse: as written).
    ///
    /// Source: Apple Foundation "String.init(localized:)".
    public init(localized resource: LocalizedStringResource) {
        self = resource.key
    }
}
