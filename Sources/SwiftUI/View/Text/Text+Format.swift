//  Text+Format.swift — SwiftUI (Glimpse)
//  Status: Complete for Foundation's FormatStyles and Formatters; not live (as on iOS, only
//  `Text(_:style:)` and timer intervals update by themselves)
//  Behaviour: Apple SwiftUI "Text.init(_:format:)" (iOS 15), "Text.init(_:formatter:)": the
//  value is formatted when the text is laid out, in the environment's locale; date styles also
//  take the environment's time zone and calendar unless they name their own, and relative
//  styles count from the entry's date. Pinned in TextFormatTests.

public import Foundation

extension Text {
    /// The formatted value of `input`: `Text(temperature, format: .number.precision(.fractionLength(1)))`,
    /// `Text(date, format: .dateTime.hour().minute())`, `Text(names, format: .list(type: .and))`.
    ///
    /// Formatted with the view's `locale` (`\.locale`); a `Date.FormatStyle` whose time zone or
    /// calendar is the current one uses the environment's `timeZone` and `calendar`; a
    /// `Date.RelativeFormatStyle` counts from the timeline entry's date.
    ///
    /// Source: Apple SwiftUI "Text.init(_:format:)".
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(storage: .formatted(FormattedValue(input, format: format)))
    }

    /// The string `formatter` makes of `subject` (a `Date`, a `Measurement`, …).
    ///
    /// Source: Apple SwiftUI "Text.init(_:formatter:)".
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// The string `formatter` makes of `subject` (an `NSNumber`, …).
    ///
    /// Source: Apple SwiftUI "Text.init(_:formatter:)".
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// The characters of an attributed string (its attributes are not drawn yet).
    ///
    /// Source: Apple SwiftUI "Text.init(_:)" with `AttributedString` (iOS 15). Disfavoured:
    /// Linux Foundation's `AttributedString` is a string literal type, and a literal must make a
    /// `LocalizedStringKey` (looked up, Markdown), as on Apple platforms.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self.init(verbatim: String(attributedContent.characters))
    }
}

/// A value and the format style that turns it into a string in a view's environment.
// @unchecked Sendable: format styles are Sendable value types; the input is an Equatable
// value captured at creation and only read.
struct FormattedValue: @unchecked Sendable, Equatable {
    /// What the text would show where it is laid out.
    struct Context {
        var locale: Locale
        var timeZone: TimeZone
        var calendar: Calendar
        /// The instant relative styles count from: the entry's date.
        var now: Date
    }

    private let format: (Context) -> String
    private let isEqual: (FormattedValue) -> Bool
    fileprivate let input: Any
    fileprivate let style: any Hashable

    init<F: FormatStyle>(_ input: F.FormatInput, format style: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.input = input
        self.style = style
        format = { context in Self.string(input, style, in: context) }
        isEqual = { other in
            (other.input as? F.FormatInput) == input && (other.style as? F) == style
        }
    }

    /// The string for `context`.
    func string(in context: Context) -> String { format(context) }

    static func == (a: FormattedValue, b: FormattedValue) -> Bool { a.isEqual(b) }

    /// `style` set to the context's locale, time zone and calendar where it uses the current ones.
    private static func string<F: FormatStyle>(_ input: F.FormatInput, _ style: F, in context: Context) -> String
    where F.FormatOutput == String {
        let localized = style.locale(context.locale)
        if var dateStyle = localized as? Date.FormatStyle {
            if dateStyle.timeZone == TimeZone.autoupdatingCurrent { dateStyle.timeZone = context.timeZone }
            if dateStyle.calendar == Calendar.autoupdatingCurrent { dateStyle.calendar = context.calendar }
            return (dateStyle as? F).map { $0.format(input) } ?? localized.format(input)
        }
        if let relative = localized as? Date.RelativeFormatStyle, let date = input as? Date {
            var calendar = relative.calendar
            if calendar == Calendar.autoupdatingCurrent { calendar = context.calendar }
            var anchored = Date.AnchoredRelativeFormatStyle(
                anchor: date, presentation: relative.presentation, unitsStyle: relative.unitsStyle,
                locale: relative.locale, calendar: calendar, capitalizationContext: relative.capitalizationContext)
            anchored.allowedFields = relative.allowedFields
            return anchored.format(context.now)
        }
        return localized.format(input)
    }
}
