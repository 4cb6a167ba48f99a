//  SimulateScript.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: `glimpse simulate --views` and `--foreground` (issue 3): the times of day when the
//  widget is looked at, or its app is in the foreground, repeated every day of the replay. The
//  format is documented in `help` below and in Docs/CLI.md.

import Foundation
import GlimpseHost

/// Daily spans of time: `08:00-08:30, 12:00 +15m, 22:30-01:00`.
///
/// Entries are separated by commas, semicolons or new lines; `#` starts a comment. Each entry
/// is `hh:mm-hh:mm` (an end before the start runs past midnight; `24:00` is the end of the day)
/// or `hh:mm +<duration>` (`+30m`, `+1h30m`, at most 24 h). Seconds may be given (`08:00:30`).
/// Clock times are in the time zone `--from` was written in.
struct SimulateScript: Equatable {
    /// One daily span: seconds after local midnight, and its length in seconds.
    struct Span: Equatable {
        var start: Int
        var length: Double
    }

    var spans: [Span]

    /// The format, for `glimpse simulate --help`.
    static let help =
        "Spans are 'hh:mm-hh:mm' or 'hh:mm +<duration>', separated by commas, semicolons or new lines, with "
        + "'#' comments; they repeat every day of the replay, in the time zone of --from."

    // MARK: - Reading

    /// The script named by an option's value: the file at that path if one exists, else the
    /// value itself.
    /// - Throws: `UsageError` for a malformed script (naming the file and line); `CommandFailure`
    ///   (74) for a file that exists but cannot be read.
    static func load(_ argument: String, option: String) throws -> SimulateScript {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), !isDirectory.boolValue
        else {
            do {
                return try parse(argument, source: option)
            } catch {
                // No digit at all: a file name that names no file rather than a malformed span.
                guard !argument.contains(where: \.isNumber) || argument.contains("/") else { throw error }
                throw UsageError(
                    "\(option): no file '\(argument)' (and it is not an inline script); "
                        + "give the path of a script file, or spans inline, e.g. '08:00-08:30, 12:00 +15m'")
            }
        }
        let text: String
        do {
            text = try String(contentsOfFile: argument, encoding: .utf8)
        } catch {
            throw CommandFailure(
                ExitCode.ioError, "could not read the \(option) script '\(argument)': \(error.localizedDescription)")
        }
        return try parse(text, source: "\(option) \(argument)", lines: true)
    }

    /// Reads the script `text`.
    /// - Parameters:
    ///   - source: Where it came from, for messages (`--views` or `--views views.txt`).
    ///   - lines: Name entries by line number in messages (for files).
    /// - Throws: `UsageError` naming the entry, what is wrong and the two forms.
    static func parse(_ text: String, source: String, lines: Bool = false) throws(UsageError) -> SimulateScript {
        var spans: [Span] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            for entry in content.split(whereSeparator: { $0 == "," || $0 == ";" }) {
                let trimmed = entry.trimmingCharacters(in: .whitespaces)
                guard !trimmed.isEmpty else { continue }
                let place = lines ? "line \(number + 1) of \(source)" : source
                spans.append(try span(trimmed, place: place))
            }
        }
        return SimulateScript(spans: spans)
    }

    private static func span(_ entry: String, place: String) throws(UsageError) -> Span {
        let forms = "write hh:mm-hh:mm or hh:mm +<duration>, e.g. 08:00-08:30 or 12:00 +15m"
        if let plus = entry.firstIndex(of: "+") {
            let startText = entry[..<plus].trimmingCharacters(in: .whitespaces)
            let lengthText = entry[entry.index(after: plus)...].trimmingCharacters(in: .whitespaces)
            let start = try clock(startText, entry: entry, place: place, allowsEndOfDay: false)
            let length: Double
            do {
                length = try SimulateDuration.parse(lengthText, option: "a span", maximum: 86_400)
            } catch {
                throw UsageError("\(place): '\(entry)': \(error.message)")
            }
            return Span(start: start, length: length)
        }
        let parts = entry.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw UsageError("\(place): '\(entry)' is not a span; \(forms)") }
        let start = try clock(
            parts[0].trimmingCharacters(in: .whitespaces), entry: entry, place: place, allowsEndOfDay: false)
        let end = try clock(
            parts[1].trimmingCharacters(in: .whitespaces), entry: entry, place: place, allowsEndOfDay: true)
        guard end != start else {
            throw UsageError("\(place): '\(entry)' is empty (it ends where it starts); \(forms)")
        }
        let length = end > start ? end - start : end + 86_400 - start
        return Span(start: start, length: Double(length))
    }

    /// Seconds after midnight of `hh:mm` or `hh:mm:ss` (`24:00` only as an end).
    static func clock(_ text: String, entry: String, place: String, allowsEndOfDay: Bool) throws(UsageError)
        -> Int
    {
        let fail = UsageError(
            "\(place): '\(text)' in '\(entry)' is not a time of day; write hh:mm (24-hour clock), e.g. 08:00 or 19:30")
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(fields.count), fields.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
            let hour = Int(fields[0]), let minute = Int(fields[1]), let second = fields.count == 3 ? Int(fields[2]) : 0,
            hour >= 0, minute >= 0, second >= 0, minute < 60, second < 60
        else { throw fail }
        if hour == 24 && minute == 0 && second == 0 && allowsEndOfDay { return 86_400 }
        guard hour < 24 else { throw fail }
        return hour * 3600 + minute * 60 + second
    }

    // MARK: - Spans of a replay

    /// The spans falling in `[start, end)`, every day, in `timeZone`: sorted, overlapping and
    /// touching spans merged, clipped to the replay.
    func timeSpans(from start: Date, to end: Date, timeZone: TimeZone) -> [TimeSpan] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        // A span that began the day before can reach into the replay.
        var day = calendar.startOfDay(for: start.addingTimeInterval(-86_400))
        var spans: [TimeSpan] = []
        while day < end {
            for span in self.spans {
                let h = span.start / 3600, m = (span.start % 3600) / 60, s = span.start % 60
                guard let from = calendar.date(bySettingHour: h, minute: m, second: s, of: day) else { continue }
                let to = from.addingTimeInterval(span.length)
                let clipped = TimeSpan(start: max(from, start), end: min(to, end))
                if clipped.duration > 0 { spans.append(clipped) }
            }
            guard let next = calendar.date(byAdding: .day, value: 1, to: day) else { break }
            day = next
        }
        var merged: [TimeSpan] = []
        for span in spans.sorted(by: { $0.start < $1.start }) {
            if let last = merged.last, span.start <= last.end {
                merged[merged.count - 1] = TimeSpan(start: last.start, end: max(last.end, span.end))
            } else {
                merged.append(span)
            }
        }
        return merged
    }
}
