//  SimulateDate.swift — glimpse (Glimpse)
//  Status: Complete for the ISO 8601 extended calendar forms people type
//  Behaviour: ISO 8601 "date and time" in extended format: `YYYY-MM-DD`, optionally followed by
//  `T` (or a space) and `hh:mm`, `hh:mm:ss` or `hh:mm:ss.fff`, optionally followed by `Z` or an
//  offset `±hh:mm`, `±hhmm`, `±hh`. Without an offset the time is local (the TZ environment).

import Foundation

/// An instant typed on the command line, with the time zone it was written in.
struct SimulateDate: Equatable {
    var date: Date
    /// The offset written (`Z` is UTC), or the local time zone when none was.
    var timeZone: TimeZone

    /// Reads `text`.
    /// - Parameters:
    ///   - option: The option's name for messages, e.g. `"--from"`.
    ///   - localTimeZone: The zone of a date written without an offset.
    /// - Throws: `UsageError` naming the part that is wrong (the form, a month, a day of the
    ///   month, an hour, a minute, a second, an offset) and showing a valid example.
    static func parse(_ text: String, option: String = "--from", localTimeZone: TimeZone = .current)
        throws(UsageError) -> SimulateDate
    {
        let example = "write ISO 8601, e.g. 2024-05-14T08:00:00Z or 2024-05-14T08:00+02:00"
        func fail(_ what: String? = nil) -> UsageError {
            UsageError("'\(text)' is not an ISO 8601 date\(what.map { " (\($0))" } ?? ""); \(example)")
        }
        var scanner = Scanner(Array(text.trimmingCharacters(in: .whitespaces)))
        guard let year = scanner.digits(4), scanner.take("-"), let month = scanner.digits(2), scanner.take("-"),
            let day = scanner.digits(2)
        else { throw fail() }
        var (hour, minute, second, fraction) = (0, 0, 0, 0.0)
        if scanner.take("T") || scanner.take("t") || scanner.take(" ") {
            guard let h = scanner.digits(2), scanner.take(":"), let m = scanner.digits(2) else { throw fail() }
            (hour, minute) = (h, m)
            if scanner.take(":") {
                guard let s = scanner.digits(2) else { throw fail() }
                second = s
                if scanner.take(".") || scanner.take(",") {
                    let digits = scanner.allDigits()
                    guard !digits.isEmpty, let value = Double("0." + digits) else { throw fail() }
                    fraction = value
                }
            }
        }
        var zone = localTimeZone
        if scanner.take("Z") || scanner.take("z") {
            zone = TimeZone(identifier: "UTC")!
        } else if let sign = scanner.take(oneOf: "+-") {
            guard let hh = scanner.digits(2) else { throw fail("offset") }
            _ = scanner.take(":")
            let mm = scanner.digits(2) ?? 0
            guard hh <= 18, mm < 60 else { throw fail("offset \(sign)\(String(format: "%02d:%02d", hh, mm))") }
            let seconds = (hh * 3600 + mm * 60) * (sign == "-" ? -1 : 1)
            guard let offset = TimeZone(secondsFromGMT: seconds) else { throw fail("offset") }
            zone = offset
        }
        guard scanner.atEnd else { throw fail() }
        guard (1...12).contains(month) else { throw fail("month \(month)") }
        guard (0...23).contains(hour) else { throw fail("hour \(hour)") }
        guard (0...59).contains(minute) else { throw fail("minute \(minute)") }
        guard (0...59).contains(second) else { throw fail("second \(second)") }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        guard let date = calendar.date(from: components),
            calendar.component(.day, from: date) == day, calendar.component(.month, from: date) == month
        else { throw fail("\(year)-\(String(format: "%02d", month)) has no day \(day)") }
        return SimulateDate(date: date.addingTimeInterval(fraction), timeZone: zone)
    }

    /// A character-by-character reader of the date text.
    private struct Scanner {
        let characters: [Character]
        var index = 0
        init(_ characters: [Character]) { self.characters = characters }

        var atEnd: Bool { index == characters.count }

        /// Consumes `c` if it is next.
        mutating func take(_ c: Character) -> Bool {
            guard index < characters.count, characters[index] == c else { return false }
            index += 1
            return true
        }

        mutating func take(oneOf set: String) -> Character? {
            guard index < characters.count, set.contains(characters[index]) else { return nil }
            index += 1
            return characters[index - 1]
        }

        /// Exactly `count` ASCII digits as a number.
        mutating func digits(_ count: Int) -> Int? {
            guard index + count <= characters.count else { return nil }
            let slice = characters[index..<index + count]
            guard slice.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(String(slice)) else { return nil }
            index += count
            return value
        }

        /// Every ASCII digit from here on, as text.
        mutating func allDigits() -> String {
            var text = ""
            while index < characters.count, characters[index].isASCII, characters[index].isNumber {
                text.append(characters[index])
                index += 1
            }
            return text
        }
    }
}
