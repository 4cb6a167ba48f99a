//  LocalizedStringResource.swift — AppIntents (Glimpse)
//  Status: Partial — `key` keeps the text as written (interpolations resolved at creation);
//  `String(localized:)` and SwiftUI's `Text(_:)` look the format key (`%lld heroes`) up in the
//  bundle's strings files and string catalogs (GlimpseResources.StringTables).
//  Behaviour: Apple Foundation "LocalizedStringResource" (iOS 16): a string to localise later,
//  created from a literal or an interpolation. Apple declares it in Foundation; Linux's
//  Foundation has no such type, so Glimpse declares it here, where intents need it.

import GlimpseResources

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
    /// The key as a strings table has it: interpolations as format specifiers (`%lld heroes`).
    package var formatKey: String
    /// The interpolated values, in order.
    package var arguments: [FormatArgument] = []
    /// The bundle whose strings tables are searched.
    public var bundle: BundleDescription = .main

    /// Where a resource's strings tables are.
    ///
    /// Source: Apple Foundation "LocalizedStringResource.BundleDescription".
    public enum BundleDescription: Hashable, Sendable {
        /// The widget's own bundle (its resources and the SwiftPM resource bundles beside it).
        case main
        /// The bundle at a file URL.
        case atURL(URL)

        /// The bundle to search; nil is the main bundle.
        var bundle: Bundle? {
            switch self {
            case .main: return nil
            case .atURL(let url): return Bundle(url: url)
            }
        }
    }

    /// A resource whose key is also its default text.
    ///
    /// - Parameters:
    ///   - keyAndValue: The key, and the text when no table has it.
    ///   - table: A strings table name; nil is `Localizable`.
    ///   - locale: The locale to localise for.
    ///   - bundle: Where the strings tables are.
    ///   - comment: Notes for translators (ignored).
    public init(
        _ keyAndValue: String, table: String? = nil, locale: Locale = .current, bundle: BundleDescription = .main,
        comment: StaticString? = nil
    ) {
        self.key = keyAndValue
        self.formatKey = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// A resource with a key distinct from its default text: `key` is looked up, and
    /// `defaultValue` shows when no table has it.
    public init(
        _ key: StaticString, defaultValue: String, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.key = defaultValue
        self.formatKey = "\(key)"
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        self.init(stringInterpolation.text)
        formatKey = stringInterpolation.formatKey
        arguments = stringInterpolation.arguments
    }

    /// The text in `locale` (default: the resource's): the format found for `formatKey` in
    /// `table` filled with the interpolated values, or the text as written when no table has it.
    package func localized(in locale: Locale? = nil) -> String {
        let locale = locale ?? self.locale
        let count = arguments.lazy.compactMap { argument -> Int64? in
            if case .int(let v) = argument { return v }
            return nil
        }.first
        let bundle = bundle.bundle
        guard
            let format = StringTables.format(
                forKey: formatKey, table: table, bundle: bundle, locale: locale, count: count)
        else {
            if StringTables.hasTables(bundle: bundle) {
                StringTables.reportMissing(formatKey, table: table, interpolated: !arguments.isEmpty)
            }
            return key
        }
        return LocalizedFormat.string(format, arguments: arguments, locale: locale)
    }

    /// Builds the text and the format key of an interpolated resource.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        var formatKey = ""
        var arguments: [FormatArgument] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
            formatKey += literal.replacingOccurrences(of: "%", with: "%%")
        }

        private mutating func add(_ shown: String, _ specifier: String, _ value: FormatArgument) {
            text += shown
            formatKey += specifier
            arguments.append(value)
        }

        /// Appends another resource's text.
        public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
            add(resource.key, "%@", .string(resource.key))
        }

        /// Appends a value's localised name (an app enum case's title, an entity's title).
        public mutating func appendInterpolation(_ value: some CustomLocalizedStringResourceConvertible) {
            let title = value.localizedStringResource.key
            add(title, "%@", .string(title))
        }

        /// Appends an integer (`%lld` in the key).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            add(String(value), "%lld", .int(Int64(truncatingIfNeeded: value)))
        }

        /// Appends a string (`%@` in the key).
        public mutating func appendInterpolation(_ value: String) { add(value, "%@", .string(value)) }

        /// Appends a format placeholder (`"\(placeholder: .int) heroes"`), written as the
        /// `printf` specifier Apple's string catalogs use (`%lld`).
        public mutating func appendInterpolation(placeholder: Placeholder) {
            text += placeholder.specifier
            formatKey += placeholder.specifier
        }

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
            let shown = String(describing: value)
            add(shown, "%@", .string(shown))
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
    /// The text of `resource`, localised for its locale from the bundle's strings files and
    /// string catalogs; as written when no table has it.
    ///
    /// Source: Apple Foundation "String.init(localized:)".
    public init(localized resource: LocalizedStringResource) {
        self = resource.localized()
    }
}
