//  TextFormatTests.swift — SwiftUITests
//  Text(_:format:) and friends under fixed locales and time zones (en_US, de_DE; UTC, Berlin).
//  Expected strings are CLDR's, as Foundation (ICU) formats them on iOS too.

import Foundation
import Testing

@testable import SwiftUI

/// 2023-11-14 22:13:20 UTC, a Tuesday.
private let instant = Date(timeIntervalSince1970: 1_700_000_000)

/// The string `text` shows in `locale` and `zone`, laid out for an entry dated `now`.
private func shown(_ text: Text, _ locale: String, zone: String = "UTC", now: Date = instant) -> String {
    var env = EnvironmentValues()
    env.locale = Locale(identifier: locale)
    env.timeZone = TimeZone(identifier: zone)!
    env.calendar = Calendar(identifier: .gregorian)
    env.timelineDate = now
    return text.pieces(in: env).map(\.text).joined()
}

/// One formatting case: a text, where it is shown, what it shows.
struct FormatCase: Sendable, CustomTestStringConvertible {
    let name: String
    let text: Text
    let locale: String
    let zone: String
    let now: Date
    let expected: String
    var testDescription: String { "\(name) (\(locale), \(zone))" }

    init(
        _ name: String, _ text: Text, _ locale: String, zone: String = "UTC", now: Date = instant, _ expected: String
    ) {
        self.name = name
        self.text = text
        self.locale = locale
        self.zone = zone
        self.now = now
        self.expected = expected
    }
}

struct TextFormatTests {
    static let cases: [FormatCase] = [
        // dates follow the environment's locale and time zone
        FormatCase("hour and minute", Text(instant, format: .dateTime.hour().minute()), "en_US", "10:13\u{202F}PM"),
        FormatCase("hour and minute", Text(instant, format: .dateTime.hour().minute()), "de_DE", "22:13"),
        FormatCase(
            "hour and minute", Text(instant, format: .dateTime.hour().minute()), "en_US", zone: "Europe/Berlin",
            "11:13\u{202F}PM"),
        FormatCase(
            "date and time styles", Text(instant, format: Date.FormatStyle(date: .abbreviated, time: .shortened)),
            "de_DE", "14. Nov. 2023, 22:13"),
        FormatCase("weekday", Text(instant, format: .dateTime.weekday(.wide)), "de_DE", "Dienstag"),
        // a style that names its own time zone keeps it (Tokyo's 7:13, not Berlin's 23:13)
        FormatCase(
            "own time zone",
            Text(instant, format: Date.FormatStyle(time: .shortened, timeZone: TimeZone(identifier: "Asia/Tokyo")!)),
            "de_DE", zone: "Europe/Berlin", "7:13"),
        // relative styles count from the entry's date, not the wall clock
        FormatCase(
            "relative named", Text(instant, format: .relative(presentation: .named)), "en_US",
            now: instant + 86_400, "yesterday"),
        FormatCase(
            "relative named", Text(instant, format: .relative(presentation: .named)), "de_DE",
            now: instant + 86_400, "gestern"),
        FormatCase(
            "relative numeric", Text(instant + 7_200, format: .relative(presentation: .numeric)), "en_US",
            "in 2 hours"),
        // numbers
        FormatCase("precision", Text(3.14159, format: .number.precision(.fractionLength(1))), "en_US", "3.1"),
        FormatCase("precision", Text(3.14159, format: .number.precision(.fractionLength(1))), "de_DE", "3,1"),
        FormatCase("grouping", Text(1_234_567, format: .number), "de_DE", "1.234.567"),
        FormatCase("percent", Text(0.42, format: .percent), "en_US", "42%"),
        FormatCase("percent", Text(0.42, format: .percent), "de_DE", "42\u{00A0}%"),
        FormatCase("currency", Text(12.5, format: .currency(code: "USD")), "en_US", "$12.50"),
        FormatCase("currency", Text(12.5, format: .currency(code: "EUR")), "de_DE", "12,50\u{00A0}€"),
        // lists and durations
        FormatCase("list and", Text(["a", "b", "c"], format: .list(type: .and)), "en_US", "a, b, and c"),
        FormatCase("list or", Text(["a", "b", "c"], format: .list(type: .or)), "de_DE", "a, b oder c"),
        FormatCase(
            "duration", Text(Duration.seconds(3_725), format: .time(pattern: .hourMinuteSecond)), "en_US", "1:02:05"),
        // interpolated into a key, formatted where the text is shown
        FormatCase("interpolated number", Text("Temp \(21.5, format: .number)°"), "de_DE", "Temp 21,5°"),
        FormatCase(
            "interpolated date", Text("At \(instant, format: .dateTime.hour().minute())"), "de_DE", "At 22:13"),
        // the other initialisers widget code writes
        FormatCase("verbatim", Text(verbatim: "50%"), "de_DE", "50%"),
        FormatCase("comment", Text("Battery", comment: "The widget's title"), "de_DE", "Battery"),
        FormatCase("table", Text("Battery", tableName: "Widget", bundle: .main, comment: "title"), "en_US", "Battery"),
        // LocalizedStringResource is visible through `import SwiftUI` alone (this file imports no AppIntents)
        FormatCase("resource", Text(LocalizedStringResource("Battery")), "en_US", "Battery"),
        FormatCase("attributed", Text(AttributedString("Battery")), "en_US", "Battery"),
    ]

    @Test(arguments: cases)
    func formattedTextShowsTheStringOfItsLocaleAndZone(_ c: FormatCase) {
        #expect(shown(c.text, c.locale, zone: c.zone, now: c.now) == c.expected)
    }

    @Test func formatterTextUsesTheFormattersOwnSettings() {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "de_DE")
        #expect(shown(Text(NSNumber(value: 1234.5), formatter: formatter), "en_US") == "1.234,5")
    }

    @Test func sameValueAndStyleMakeEqualTextsAndDifferentValuesDoNot() {
        #expect(Text(1.5, format: .number) == Text(1.5, format: .number))
        #expect(Text(1.5, format: .number) != Text(2.5, format: .number))
        #expect(Text(1.5, format: .number) != Text(1.5, format: .percent))
    }
}
