//  LocalizedStringKey.swift — SwiftUI (Glimpse)
//  Status: Complete for strings, Text, numbers, format styles and lookup in the bundle's
//  strings files and string catalogs (Text+Localize.swift)
//  Behaviour: Apple SwiftUI "LocalizedStringKey". Interpolated numbers format as the key's
//  format specifiers do on iOS: integers plainly ("%lld"), floating point with six decimals
//  ("%lf") unless a `specifier:` is given. `"\(n) items"` has the key `%lld items`.

public import Foundation
import GlimpseResources

/// The key of a localized string; `Text("Level \(n)")` builds one.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// A piece of the key: literal text or an interpolated `Text`.
    enum Segment: Hashable, Sendable {
        case literal(String)
        case text(Text)
    }
    /// An interpolated value: what a localised format's specifier is filled with, and the
    /// segment it shows as.
    struct Argument: Hashable, Sendable {
        var value: FormatArgument
        var segment: Segment
    }
    let segments: [Segment]
    /// The key as it would appear in a strings file, with `%@`-style placeholders.
    let key: String
    /// The interpolated values, in order.
    let arguments: [Argument]
    /// The strings table to look in (nil: `Localizable`), set by `Text(_:tableName:bundle:comment:)`.
    var tableName: String?
    /// The bundle to look in (nil: the widget's).
    var bundle: Bundle?

    init(key: String, segments: [Segment], arguments: [Argument]) {
        self.key = key
        self.segments = segments
        self.arguments = arguments
    }

    public init(_ value: String) {
        segments = [.literal(value)]
        key = value
        arguments = []
    }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
    }

    /// Collects the literal and interpolated parts of `"… \(value) …"`.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []
        var key = ""
        var arguments: [Argument] = []

        /// Records an interpolation: its segment, its specifier in the key and its value.
        private mutating func add(_ segment: Segment, _ specifier: String, _ value: FormatArgument) {
            segments.append(segment)
            key += specifier
            arguments.append(Argument(value: value, segment: segment))
        }

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            segments.append(.literal(literal))
            key += literal.replacingOccurrences(of: "%", with: "%%")
        }
        public mutating func appendInterpolation(_ string: String) { add(.literal(string), "%@", .string(string)) }
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) { appendInterpolation(String(string)) }
        public mutating func appendInterpolation(_ text: Text) { add(.text(text), "%@", .opaque) }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            let argument: FormatArgument =
                T.isSigned ? .int(Int64(truncatingIfNeeded: value)) : .uint(UInt64(truncatingIfNeeded: value))
            add(.literal(String(value)), T.isSigned ? "%lld" : "%llu", argument)
        }
        public mutating func appendInterpolation(_ value: Double) {
            add(.literal(String(format: "%lf", value)), "%lf", .double(value))
        }
        public mutating func appendInterpolation(_ value: Float) {
            add(.literal(String(format: "%f", Double(value))), "%f", .double(Double(value)))
        }
        public mutating func appendInterpolation(_ value: CGFloat) { appendInterpolation(Double(value)) }
        /// `"\(value, specifier: "%.1f")"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            let text = String(format: specifier, value)
            let argument: FormatArgument
            switch value {
            case let v as any BinaryInteger: argument = .int(Int64(truncatingIfNeeded: v))
            case let v as Double: argument = .double(v)
            case let v as Float: argument = .double(Double(v))
            case let v as CGFloat: argument = .double(Double(v))
            default: argument = .string(text)
            }
            add(.literal(text), specifier, argument)
        }
        /// `"ready in \(date, style: .timer)"`: a live date inside the text.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            add(.text(Text(date, style: style)), "%@", .opaque)
        }
        /// `"\(start...end)"`: a date interval.
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) { add(.text(Text(dates)), "%@", .opaque) }
        /// `"\(value, format: .percent)"` and any other `FormatStyle` producing a string.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            add(.text(Text(input, format: format)), "%@", .opaque)
        }
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(
            _ subject: Subject, formatter: Formatter
        ) {
            let text = formatter.string(for: subject) ?? ""
            add(.literal(text), "%@", .string(text))
        }
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
            let text = formatter.string(for: subject) ?? ""
            add(.literal(text), "%@", .string(text))
        }
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) {
            let text = String(describing: value)
            add(.literal(text), "%@", .string(text))
        }
    }
}
