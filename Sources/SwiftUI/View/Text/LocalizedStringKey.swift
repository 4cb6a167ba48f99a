//  LocalizedStringKey.swift — SwiftUI (Glimpse)
//  Status: Partial — strings, Text, numbers, format styles; lookup in Localizable.strings not yet
//  Behaviour: Apple SwiftUI "LocalizedStringKey". Interpolated numbers format as the key's
//  format specifiers do on iOS: integers plainly ("%lld"), floating point with six decimals
//  ("%lf") unless a `specifier:` is given.

public import Foundation

/// The key of a localized string; `Text("Level \(n)")` builds one.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// A piece of the key: literal text or an interpolated `Text`.
    enum Segment: Hashable, Sendable {
        case literal(String)
        case text(Text)
    }
    let segments: [Segment]
    /// The key as it would appear in a strings file, with `%@`-style placeholders.
    let key: String

    public init(_ value: String) {
        segments = [.literal(value)]
        key = value
    }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
        key = stringInterpolation.key
    }

    /// Collects the literal and interpolated parts of `"… \(value) …"`.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []
        var key = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            segments.append(.literal(literal))
            key += literal.replacingOccurrences(of: "%", with: "%%")
        }
        public mutating func appendInterpolation(_ string: String) {
            segments.append(.literal(string))
            key += "%@"
        }
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) { appendInterpolation(String(string)) }
        public mutating func appendInterpolation(_ text: Text) {
            segments.append(.text(text))
            key += "%@"
        }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            segments.append(.literal(String(value)))
            key += "%lld"
        }
        public mutating func appendInterpolation(_ value: Double) {
            segments.append(.literal(String(format: "%lf", value)))
            key += "%lf"
        }
        public mutating func appendInterpolation(_ value: Float) {
            segments.append(.literal(String(format: "%f", Double(value))))
            key += "%f"
        }
        public mutating func appendInterpolation(_ value: CGFloat) { appendInterpolation(Double(value)) }
        /// `"\(value, specifier: "%.1f")"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            segments.append(.literal(String(format: specifier, value)))
            key += specifier
        }
        /// `"ready in \(date, style: .timer)"`: a live date inside the text.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            segments.append(.text(Text(date, style: style)))
            key += "%@"
        }
        /// `"\(start...end)"`: a date interval.
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
            segments.append(.text(Text(dates)))
            key += "%@"
        }
        /// `"\(value, format: .percent)"` and any other `FormatStyle` producing a string.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            segments.append(.literal(format.format(input)))
            key += "%@"
        }
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(
            _ subject: Subject, formatter: Formatter
        ) {
            segments.append(.literal(formatter.string(for: subject) ?? ""))
            key += "%@"
        }
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
            segments.append(.literal(formatter.string(for: subject) ?? ""))
            key += "%@"
        }
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) {
            segments.append(.literal(String(describing: value)))
            key += "%@"
        }
    }
}
