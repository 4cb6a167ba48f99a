//  SimulateParsingTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: pins `glimpse simulate`'s readers: durations (exact seconds, errors), ISO 8601
//  dates (instants and zones, errors), view scripts (spans, daily repetition, midnight,
//  merging, errors), and the summary's run grouping.

import Foundation
import GlimpseHost
import Testing

@testable import glimpse

struct SimulateParsingTests {
    private let utc = TimeZone(identifier: "UTC")!
    private let eight = Date(timeIntervalSince1970: 1_715_673_600)  // 2024-05-14 08:00 UTC

    // MARK: - Durations

    @Test(
        arguments: [
            ("90m", 5400.0),
            ("24h", 86_400),
            ("2d", 172_800),
            ("1h30m", 5400),
            ("1.5h", 5400),
            ("45s", 45),
            ("1d2h3m4s", 93_784),
            (" 24H ", 86_400),  // spaces around, upper-case unit
            ("31d", 2_678_400),  // the longest
        ] as [(String, Double)])
    func durationsReadAsExactSeconds(text: String, seconds: Double) throws {
        #expect(try SimulateDuration.parse(text) == seconds)
    }

    @Test(
        arguments: [
            ("", "--for needs a duration; write e.g. 90m, 24h, 2d or 1h30m (units s, m, h, d)"),
            ("24", "'24' has no unit after 24; write e.g. 90m, 24h, 2d or 1h30m (units s, m, h, d)"),
            ("h", "'h' is not a duration; write e.g. 90m, 24h, 2d or 1h30m (units s, m, h, d)"),
            ("5w", "'5w' is not a duration ('w' is not a unit); write e.g. 90m, 24h, 2d or 1h30m (units s, m, h, d)"),
            ("0m", "'0m' is not a positive duration; write e.g. 90m, 24h, 2d or 1h30m (units s, m, h, d)"),
            ("32d", "'32d' is longer than 31 d, the longest --for allows"),
            ("1..5h", "'1..5h' is not a duration; write e.g. 90m, 24h, 2d or 1h30m (units s, m, h, d)"),
        ] as [(String, String)])
    func badDurationsSayWhatIsWrong(text: String, message: String) {
        #expect(throws: UsageError(message)) { try SimulateDuration.parse(text) }
    }

    @Test(
        arguments: [
            (86_400.0, "24 h"), (5400, "1 h 30 min"), (45, "45 s"), (0, "0 s"), (172_800 + 3 * 3600, "2 d 3 h"),
            (3 * 3600 + 5 * 60 + 10, "3 h 5 min"),  // two units at most
            (59.6, "1 min"),  // whole seconds
        ] as [(Double, String)])
    func durationsPrintInTheTwoLargestUnits(seconds: Double, text: String) {
        #expect(SimulateDuration.describe(seconds) == text)
    }

    // MARK: - Dates

    @Test(
        arguments: [
            ("2024-05-14T08:00:00Z", 0.0, 0),
            ("2024-05-14T08:00Z", 0, 0),
            ("2024-05-14t08:00:00z", 0, 0),
            ("2024-05-14 10:00+02:00", 0, 7200),
            ("2024-05-14T10:00:00+0200", 0, 7200),
            ("2024-05-14T10:00+02", 0, 7200),
            ("2024-05-14T02:30-05:30", 0, -19_800),
            ("2024-05-14T08:00:30.25Z", 30.25, 0),
            ("2024-05-14Z", -8 * 3600, 0),  // midnight
        ] as [(String, Double, Int)])
    func isoDatesReadAsInstantAndZone(text: String, offsetFromEight: Double, zoneSeconds: Int) throws {
        let parsed = try SimulateDate.parse(text, localTimeZone: TimeZone(secondsFromGMT: 3600)!)
        #expect(parsed.date == eight.addingTimeInterval(offsetFromEight))
        #expect(parsed.timeZone.secondsFromGMT(for: parsed.date) == zoneSeconds)
    }

    @Test func aDateWithoutAnOffsetIsLocalTime() throws {
        let tokyo = TimeZone(identifier: "Asia/Tokyo")!
        let parsed = try SimulateDate.parse("2024-05-14T17:00", localTimeZone: tokyo)
        #expect(parsed.date == eight)
        #expect(parsed.timeZone == tokyo)
    }

    @Test(
        arguments: [
            ("yesterday", ""),
            ("2024-5-14", ""),
            ("2024-13-01", " (month 13)"),
            ("2023-02-29T00:00Z", " (2023-02 has no day 29)"),
            ("2024-05-14T24:00Z", " (hour 24)"),
            ("2024-05-14T08:60Z", " (minute 60)"),
            ("2024-05-14T08:00:61Z", " (second 61)"),
            ("2024-05-14T08:00+25:00", " (offset +25:00)"),
            ("2024-05-14T08:00Zulu", ""),
            ("2024-05-14T8:00Z", ""),
        ] as [(String, String)])
    func badDatesNameThePartThatIsWrong(text: String, what: String) {
        let message =
            "'\(text)' is not an ISO 8601 date\(what); write ISO 8601, e.g. 2024-05-14T08:00:00Z or "
            + "2024-05-14T08:00+02:00"
        #expect(throws: UsageError(message)) { try SimulateDate.parse(text, localTimeZone: utc) }
    }

    // MARK: - Scripts

    @Test func scriptEntriesReadAsDailySpans() throws {
        let script = try SimulateScript.parse(
            "08:00-08:30, 12:00 +15m; 22:30-01:00\n# evening\n19:00:30 +1h30m  # with seconds", source: "--views")
        #expect(
            script.spans == [
                .init(start: 8 * 3600, length: 1800), .init(start: 12 * 3600, length: 900),
                .init(start: 22 * 3600 + 1800, length: 9000),  // past midnight
                .init(start: 19 * 3600 + 30, length: 5400),
            ])
    }

    @Test func anEndOf2400ClosesTheDay() throws {
        #expect(try SimulateScript.parse("23:00-24:00", source: "x").spans == [.init(start: 82_800, length: 3600)])
    }

    @Test func scriptSpansRepeatDailyInTheZoneMergedAndClipped() throws {
        let script = try SimulateScript.parse("07:30-08:30, 08:15 +30m, 23:00-01:00", source: "--views")
        let zone = TimeZone(secondsFromGMT: 2 * 3600)!  // 08:00 UTC is 10:00 here
        let spans = script.timeSpans(from: eight, to: eight.addingTimeInterval(86_400), timeZone: zone)
        let hour = { (h: Double) in self.eight.addingTimeInterval(h * 3600) }
        // Local 23:00–01:00 is 21:00–23:00 UTC; the next morning's 07:30–08:45 (merged) is
        // 05:30–06:45 UTC; the first morning's spans are before the replay.
        #expect(
            spans == [TimeSpan(start: hour(13), end: hour(15)), TimeSpan(start: hour(21.5), end: hour(22.75))])
    }

    @Test func aSpanRunningIntoTheReplayFromTheDayBeforeIsClipped() throws {
        let script = try SimulateScript.parse("07:00-09:00", source: "--views")
        let spans = script.timeSpans(from: eight, to: eight.addingTimeInterval(7200), timeZone: utc)
        #expect(spans == [TimeSpan(start: eight, end: eight.addingTimeInterval(3600))])
    }

    @Test(
        arguments: [
            (
                "8am-9am",
                "--views: '8am' in '8am-9am' is not a time of day; write hh:mm (24-hour clock), e.g. 08:00 or 19:30"
            ),
            (
                "08:00",
                "--views: '08:00' is not a span; write hh:mm-hh:mm or hh:mm +<duration>, e.g. 08:00-08:30 or 12:00 +15m"
            ),
            (
                "08:00-08:00",
                "--views: '08:00-08:00' is empty (it ends where it starts); write hh:mm-hh:mm or hh:mm +<duration>, e.g. "
                    + "08:00-08:30 or 12:00 +15m"
            ),
            (
                "24:00-01:00",
                "--views: '24:00' in '24:00-01:00' is not a time of day; write hh:mm (24-hour clock), e.g. 08:00 or 19:30"
            ),
            ("08:00 +25h", "--views: '08:00 +25h': '25h' is longer than 24 h, the longest a span allows"),
            (
                "08:61-09:00",
                "--views: '08:61' in '08:61-09:00' is not a time of day; write hh:mm (24-hour clock), e.g. 08:00 or 19:30"
            ),
        ] as [(String, String)])
    func badScriptEntriesAreNamed(text: String, message: String) {
        #expect(throws: UsageError(message)) { try SimulateScript.parse(text, source: "--views") }
    }

    @Test func aFileScriptNamesTheLine() {
        let message =
            "line 2 of --views v.txt: '9-10': '9' in '9-10' is not a time of day; write hh:mm (24-hour clock), "
            + "e.g. 08:00 or 19:30"
        #expect(throws: UsageError(message.replacingOccurrences(of: "'9-10': ", with: ""))) {
            try SimulateScript.parse("08:00-09:00\n9-10", source: "--views v.txt", lines: true)
        }
    }

    @Test func aScriptFileThatDoesNotExistIsNamedAsAMissingFile() {
        let message =
            "--views: no file 'no-such-views.txt' (and it is not an inline script); give the path of a script "
            + "file, or spans inline, e.g. '08:00-08:30, 12:00 +15m'"
        #expect(throws: UsageError(message)) { try SimulateScript.load("no-such-views.txt", option: "--views") }
        // Something with digits is read as an inline script, and its own mistake is named.
        let inline = #expect(throws: UsageError.self) { try SimulateScript.load("08:00-0x", option: "--views") }
        #expect(inline?.message.contains("'0x' in '08:00-0x' is not a time of day") == true)
    }

    // MARK: - Summary runs

    @Test func alikeNeighboursOfFourOrMoreBecomeOneRun() {
        let runs = SimulateRuns.group([1, 1, 1, 1, 2, 3, 3, 3]) { $0 == $1 }
        #expect(runs.map(Array.init) == [[1, 1, 1, 1], [2], [3], [3], [3]])
    }

    @Test func cadenceSaysHowOftenARunRepeats() {
        let times = (0..<4).map { eight.addingTimeInterval(Double($0) * 300) }
        #expect(SimulateRuns.cadence(times) == "every 5 min")
        #expect(
            SimulateRuns.cadence([eight, eight.addingTimeInterval(300), eight.addingTimeInterval(900)])
                == "every 5 min–10 min")
    }
}
