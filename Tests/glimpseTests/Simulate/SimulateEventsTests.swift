//  SimulateEventsTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: `glimpse simulate --script` events (issue 13): each form read, daily and one-off
//  times placed on the replay's days, JSON kept whole (with `;` and `#` inside), and each bad
//  event a usage error naming its line and the forms.

import Foundation
import GlimpseArchive
import GlimpseHost
import Testing

@testable import glimpse

struct SimulateEventsTests {
    private let utc = TimeZone(identifier: "UTC")!
    private let six = Date(timeIntervalSince1970: 1_715_666_400)  // 2024-05-14 06:00 UTC

    @Test func eachFormIsRead() throws {
        let script = try SimulateEvents.parse(
            """
            # a day of an app
            09:00 donate Shop.OrderIntent {"size": "large; #1"}   # kept whole
            12:00 shortcut Purchases 30m; 18:00:30 intent Trip open {"flight":"LH 1234"}
            2024-05-07T09:00Z donate Shop.OrderIntent
            """, source: "--script", lines: true, timeZone: utc)
        #expect(
            script.events == [
                .init(
                    time: .daily(9 * 3600),
                    action: .donate(intentType: "Shop.OrderIntent", parameters: #"{"size": "large; #1"}"#)),
                .init(
                    time: .daily(12 * 3600),
                    action: .suggest(kind: "Purchases", origin: .relevantShortcut, length: 1800, parameters: "{}")),
                .init(
                    time: .daily(18 * 3600 + 30),
                    action: .suggest(
                        kind: "Trip", origin: .relevantIntent, length: nil, parameters: #"{"flight":"LH 1234"}"#)),
                .init(
                    time: .once(six.addingTimeInterval(-7 * 86_400 + 3 * 3600)),
                    action: .donate(intentType: "Shop.OrderIntent", parameters: "{}")),
            ])
        #expect(script.suggestedKinds == ["Purchases", "Trip"])
    }

    @Test func dailyEventsHappenEachDayOfTheReplayAndOneOffsOnce() throws {
        let script = try SimulateEvents.parse(
            "05:00 donate A; 09:00 donate A; 2024-05-07T09:00Z donate A; 10:00 shortcut K 1h", source: "--script",
            timeZone: utc)
        let end = six.addingTimeInterval(2 * 86_400)
        // 05:00 falls before the start on the first day only (then Wed and Thu 05:00, before the
        // Thu 06:00 end); the one-off comes a week before.
        let donations = script.donations(from: six, to: end, timeZone: utc).map {
            $0.date.timeIntervalSince(six) / 3600
        }
        #expect(donations == [-7 * 24 + 3, 3, 23, 27, 47])
        let windows = script.suggestions(of: .relevantShortcut, from: six, to: end, timeZone: utc).flatMap(\.windows)
        #expect(windows.map { $0.start.timeIntervalSince(six) / 3600 } == [4, 28])
        #expect(windows.map { $0.end.map { $0.timeIntervalSince(six) / 3600 } } == [5, 29])
        #expect(script.suggestions(of: .relevantIntent, from: six, to: end, timeZone: utc).isEmpty)
    }

    @Test func aWindowOpenAtTheStartCountsAndOneEndedBeforeItIsNoted() throws {
        // The replay runs 06:00–12:00: 05:30 for 1h is open at the start, 05:00 for 30m ended
        // before it, the one-off 04:00 open window (an hour) ended at 05:00, the one-off 05:45
        // open window is still open, 23:00 for 8h opened the day before.
        let script = try SimulateEvents.parse(
            "05:30 shortcut A 1h; 05:00 shortcut B 30m; 2024-05-14T04:00Z shortcut C open; "
                + "2024-05-14T05:45Z shortcut D open; 23:00 shortcut E 8h; 2024-05-14T13:00Z shortcut F 1h",
            source: "--script", timeZone: utc)
        let end = six.addingTimeInterval(6 * 3600)
        let shortcuts = script.labeledSuggestions(of: .relevantShortcut, from: six, to: end, timeZone: utc)
        #expect(shortcuts.map(\.record.kind) == ["A", "D", "E"])
        #expect(
            shortcuts.flatMap(\.record.windows).map { $0.start.timeIntervalSince(six) / 60 } == [-30, -15, -7 * 60])
        #expect(
            script.suggestionNotes(of: .relevantShortcut, from: six, to: end, timeZone: utc) == [
                "--script event 2 at 05:00: its window ends before the replay starts: ignored",
                "--script event 3 at 2024-05-14T04:00Z: its window ends before the replay starts: ignored",
            ])
        #expect(script.suggestionNotes(of: .relevantIntent, from: six, to: end, timeZone: utc).isEmpty)
    }

    @Test func eachEventIsNamedOneBasedWithItsTimeInTheNotesOfTheChecks() throws {
        let inline = try SimulateEvents.parse(
            "08:00 donate A; 09:30 intent Weather 1h; 10:00 donate B", source: "--script", timeZone: utc)
        #expect(
            inline.labels == ["--script event 1 at 08:00", "--script event 2 at 09:30", "--script event 3 at 10:00"])
        let file = try SimulateEvents.parse(
            "# a comment\n\n2024-05-07T09:00Z donate A", source: "--script e.txt", lines: true, timeZone: utc)
        #expect(file.labels == ["--script e.txt line 3 at 2024-05-07T09:00Z"])
        let end = six.addingTimeInterval(86_400)
        let intents = inline.labeledSuggestions(of: .relevantIntent, from: six, to: end, timeZone: utc)
        let (_, notes) = RelevanceIntake.suggestions(
            intents.map(\.record), origin: .relevantIntent, knownKinds: ["A"], names: intents.map(\.label))
        #expect(
            notes == [
                "--script event 2 at 09:30: relevant intent is for widget kind 'Weather', which no bundle has: ignored"
            ])
    }

    @Test(arguments: [
        ("09:00 donate", "--script line 2: '09:00 donate' needs one intent type after donate"),
        ("9am donate A", "--script line 2: '9am' in '9am donate A' is not a time of day"),
        ("09:00 shortcut Trip", "--script line 2: '09:00 shortcut Trip' needs a widget kind and a duration (or open)"),
        ("09:00 intent Trip 5x", "--script line 2: '09:00 intent Trip 5x': "),
        ("09:00 donate A {\"a\":", "--script line 2: '09:00 donate A {\"a\":' has parameters that are not valid JSON"),
        (
            "09:00 donate A {\"a\": NaN}",
            "--script line 2: '09:00 donate A {\"a\": NaN}' has parameters that are not valid"
        ),
        ("09:00 donate A [1,2]", "--script line 2: '09:00 donate A [1,2]' has parameters that are not a JSON object"),
        ("09:00 relevant Trip 1h", "--script line 2: '09:00 relevant Trip 1h' has no verb donate, shortcut or intent"),
        ("2024-13-01T09:00Z donate A", "--script line 2: '2024-13-01T09:00Z' is not an ISO 8601 date"),
    ])
    func badEventsNameTheirLine(line: String, message: String) {
        #expect {
            try SimulateEvents.parse("08:00 donate A\n" + line, source: "--script", lines: true, timeZone: utc)
        } throws: { error in
            (error as? UsageError)?.message.hasPrefix(message) == true
        }
    }
}
