//  SimulateEvents.swift — glimpse (Glimpse)
//  Status: Complete for donations, relevant shortcuts and relevant intents with a date window
//  Behaviour: issue 13 "`--script` events add donations, relevant shortcuts and relevant intents
//  at given times": one event a line (or `;`-separated inline), `TIME VERB ARGS [{json}]`. A
//  `hh:mm` time happens every day of the replay, in the zone of --from; an ISO 8601 date-time
//  happens once, and may come before the replay (earlier donations build the profile). The
//  events become the DonationRecords and SuggestionRecords an app sends over the WidgetCenter
//  socket, checked by GlimpseHost's RelevanceIntake as the live host checks them.

import Foundation
import GlimpseArchive
import GlimpseHost

/// `glimpse simulate --script`'s events.
struct SimulateEvents: Equatable {
    /// When an event happens.
    enum Time: Equatable {
        /// Seconds after midnight, every day of the replay.
        case daily(Int)
        /// Once, at this instant.
        case once(Date)
    }

    /// What happens.
    enum Action: Equatable {
        /// `donate TYPE [{json}]`: an intent of that type (module-qualified, as
        /// `String(reflecting:)` names it) with those parameters was donated.
        case donate(intentType: String, parameters: String)
        /// `shortcut KIND DURATION|open [{json}]` and `intent KIND …`: a relevant shortcut
        /// (`INRelevantShortcut` with an `INDateRelevanceProvider`) or relevant intent
        /// (`RelevantIntent` with `.date(from:to:)`) for the widget kind, from the event's time
        /// for the duration (nil: an open end), configured with the parameters.
        case suggest(kind: String, origin: StackSuggestion.Origin, length: TimeInterval?, parameters: String)
        /// `shortcut none` and `intent none`: the app replaced its relevant shortcuts
        /// (`setRelevantShortcuts([])`) or relevant intents (`updateRelevantIntents([])`) with none:
        /// every window of that origin still open ends at the event's time, and its widget leaves.
        case withdraw(origin: StackSuggestion.Origin)
    }

    struct Event: Equatable {
        var time: Time
        var action: Action
    }

    var events: [Event]
    /// How messages name each event, as the docs do: `--script events.txt line 3 at 09:30`, or
    /// inline `--script event 3 at 09:30` (1-based, with the time as written).
    var labels: [String] = []

    static let forms =
        "write TIME donate TYPE [{json}], TIME shortcut KIND DURATION|open [{json}] or TIME intent KIND "
        + "DURATION|open [{json}] (or TIME shortcut|intent none), e.g. '09:00 donate SmartStack.PurchasesIntent {}' "
        + "or '12:00 shortcut Trip 30m'"

    static let help =
        "Events are 'TIME donate TYPE [{json}]', 'TIME shortcut KIND DURATION|open [{json}]' or 'TIME intent KIND "
        + "DURATION|open [{json}]' ('shortcut none' or 'intent none': the app withdraws all of them), one a line "
        + "(or separated by semicolons), with '#' comments; an hh:mm TIME "
        + "happens every day of the replay, an ISO 8601 one (2024-05-07T09:00Z) once."

    // MARK: - Reading

    /// The events named by `--script`'s value: the file at that path if one exists, else the
    /// value itself.
    /// - Throws: `UsageError` for a malformed event (naming the file and line); `CommandFailure`
    ///   (74) for a file that exists but cannot be read.
    static func load(_ argument: String, timeZone: TimeZone) throws -> SimulateEvents {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), !isDirectory.boolValue
        else { return try parse(argument, source: "--script", timeZone: timeZone) }
        let text: String
        do {
            text = try String(contentsOfFile: argument, encoding: .utf8)
        } catch {
            throw CommandFailure(
                ExitCode.ioError, "could not read the --script file '\(argument)': \(error.localizedDescription)")
        }
        return try parse(text, source: "--script \(argument)", lines: true, timeZone: timeZone)
    }

    /// Reads the events of `text`.
    /// - Parameters:
    ///   - source: Where it came from, for messages (`--script` or `--script events.txt`).
    ///   - lines: Name events by line number (for files); else by their place in the list.
    ///   - timeZone: The zone of an ISO 8601 date-time written without an offset.
    /// - Throws: `UsageError` naming the line or event, what is wrong and the forms.
    static func parse(_ text: String, source: String, lines: Bool = false, timeZone: TimeZone = .current)
        throws(UsageError) -> SimulateEvents
    {
        var events: [Event] = []
        var labels: [String] = []
        var number = 0
        for (lineIndex, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for entry in outsideJSON(String(line)) {
                let trimmed = entry.trimmingCharacters(in: .whitespaces)
                guard !trimmed.isEmpty else { continue }
                number += 1
                let place = lines ? "\(source) line \(lineIndex + 1)" : "\(source) event \(number)"
                events.append(try event(trimmed, place: place, timeZone: timeZone))
                labels.append("\(place) at \(trimmed.prefix { $0 != " " })")
            }
        }
        return SimulateEvents(events: events, labels: labels)
    }

    /// The line's events: split at `;` and cut at `#`, both outside `{…}` and strings.
    private static func outsideJSON(_ line: String) -> [String] {
        var entries: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var escaped = false
        for character in line {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == "{" {
                depth += 1
            } else if character == "}" {
                depth -= 1
            } else if depth == 0 && character == "#" {
                break
            } else if depth == 0 && character == ";" {
                entries.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        entries.append(current)
        return entries
    }

    private static func event(_ entry: String, place: String, timeZone: TimeZone) throws(UsageError) -> Event {
        let fail = { (what: String) in UsageError("\(place): '\(entry)' \(what); \(forms)") }
        var head = entry
        var parameters = "{}"
        if let brace = entry.firstIndex(of: "{") {
            head = String(entry[..<brace])
            parameters = String(entry[brace...]).trimmingCharacters(in: .whitespaces)
            guard let data = parameters.data(using: .utf8),
                let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            else { throw fail("has parameters that are not valid JSON (e.g. {\"item\":\"tea\"})") }
            guard json is [String: Any] else { throw fail("has parameters that are not a JSON object") }
        }
        let words = head.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard words.count >= 2 else { throw fail("is not an event") }
        // JSON that is not an object (`[1,2]`, `"tea"`) after the event's words: parameters.
        if words.dropFirst(3).contains(where: { $0.hasPrefix("[") || $0.hasPrefix("\"") }) {
            throw fail("has parameters that are not a JSON object (they must be one, e.g. {\"item\":\"tea\"})")
        }
        let time = try Self.time(words[0], entry: entry, place: place, timeZone: timeZone)
        switch words[1] {
        case "donate":
            guard words.count == 3 else { throw fail("needs one intent type after donate") }
            return Event(time: time, action: .donate(intentType: words[2], parameters: parameters))
        case "shortcut", "intent":
            let origin: StackSuggestion.Origin = words[1] == "shortcut" ? .relevantShortcut : .relevantIntent
            if words.count == 3, words[2] == "none", parameters == "{}" {
                return Event(time: time, action: .withdraw(origin: origin))
            }
            guard words.count == 4 else { throw fail("needs a widget kind and a duration (or open) after \(words[1])") }
            var length: TimeInterval?
            if words[3] != "open" {
                do {
                    length = try SimulateDuration.parse(words[3], option: "a window")
                } catch {
                    throw UsageError("\(place): '\(entry)': \(error.message)")
                }
            }
            return Event(
                time: time, action: .suggest(kind: words[2], origin: origin, length: length, parameters: parameters))
        default:
            throw fail("has no verb donate, shortcut or intent ('\(words[1])')")
        }
    }

    private static func time(_ text: String, entry: String, place: String, timeZone: TimeZone) throws(UsageError)
        -> Time
    {
        guard text.contains("-") else {
            return .daily(try SimulateScript.clock(text, entry: entry, place: place, allowsEndOfDay: false))
        }
        do {
            return .once(try SimulateDate.parse(text, option: "--script", localTimeZone: timeZone).date)
        } catch {
            throw UsageError("\(place): \(error.message)")
        }
    }

    // MARK: - Records of a replay

    /// The instants `time` happens at: once, or each day whose occurrence falls in `[start, end)`.
    private func instants(_ time: Time, from start: Date, to end: Date, timeZone: TimeZone) -> [Date] {
        switch time {
        case .once(let date):
            return [date]
        case .daily(let seconds):
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            var day = calendar.startOfDay(for: start)
            var dates: [Date] = []
            while day < end {
                let (h, m, s) = (seconds / 3600, (seconds % 3600) / 60, seconds % 60)
                if let date = calendar.date(bySettingHour: h, minute: m, second: s, of: day), date >= start,
                    date < end
                {
                    dates.append(date)
                }
                guard let next = calendar.date(byAdding: .day, value: 1, to: day) else { break }
                day = next
            }
            return dates
        }
    }

    /// The donations, as an app sends them (source `appIntents`), in order.
    func donations(from start: Date, to end: Date, timeZone: TimeZone) -> [DonationRecord] {
        labeledDonations(from: start, to: end, timeZone: timeZone).map(\.record)
    }

    /// The donations in order, each with the label of the event it came from (`labels`).
    func labeledDonations(from start: Date, to end: Date, timeZone: TimeZone) -> [(
        record: DonationRecord, label: String
    )] {
        events.enumerated().flatMap { index, event -> [(record: DonationRecord, label: String)] in
            guard case .donate(let type, let parameters) = event.action else { return [] }
            return instants(event.time, from: start, to: end, timeZone: timeZone).map {
                let record = DonationRecord(
                    source: .appIntents, intentType: type, parameters: parameters, date: $0,
                    identifier: "script-\(index + 1)-\(Int($0.timeIntervalSince1970))")
                return (record, label(index))
            }
        }.sorted { $0.record.date < $1.record.date }
    }

    /// The relevant shortcuts and relevant intents, each with one date window.
    func suggestions(
        of origin: StackSuggestion.Origin, from start: Date, to end: Date, timeZone: TimeZone
    ) -> [SuggestionRecord] {
        labeledSuggestions(of: origin, from: start, to: end, timeZone: timeZone).map(\.record)
    }

    /// The relevant shortcuts or intents whose window is open at some moment of the replay, each
    /// with the label of the event it came from. A window that opened before the replay and is
    /// still open at its start counts (from the start); one that ended before it does not
    /// (`suggestionNotes` says so). An open end lasts `openWindow` seconds.
    func labeledSuggestions(
        of origin: StackSuggestion.Origin, from start: Date, to end: Date, timeZone: TimeZone,
        openWindow: TimeInterval = SmartRotateSettings().openSuggestionWindow
    ) -> [(record: SuggestionRecord, label: String)] {
        events.enumerated().flatMap { index, event -> [(record: SuggestionRecord, label: String)] in
            guard case .suggest(let kind, origin, let length, let parameters) = event.action else { return [] }
            return openings(
                event.time, length: length, from: start, to: end, timeZone: timeZone, openWindow: openWindow
            )
            .map {
                let record = SuggestionRecord(
                    kind: kind, intentType: nil, parameters: parameters,
                    windows: [.init(start: $0, end: length.map($0.addingTimeInterval))])
                return (record, label(index))
            }
        }
    }

    /// One note per relevant shortcut or intent event (`origin`) whose window ended before the
    /// replay starts, so the replay sees none of it: `--script event 2 at 08:00: its window ends
    /// before the replay starts: ignored`.
    func suggestionNotes(
        of origin: StackSuggestion.Origin, from start: Date, to end: Date, timeZone: TimeZone,
        openWindow: TimeInterval = SmartRotateSettings().openSuggestionWindow
    ) -> [String] {
        events.enumerated().compactMap { index, event -> String? in
            guard case .suggest(_, origin, let length, _) = event.action,
                openings(event.time, length: length, from: start, to: end, timeZone: timeZone, openWindow: openWindow)
                    .isEmpty
            else { return nil }
            // A one-off after the replay is simply outside it; a daily one with no window in the
            // replay (shorter than a day) had its window that day end before the start.
            if case .once(let date) = event.time, date >= end { return nil }
            return "\(label(index)): its window ends before the replay starts: ignored"
        }
    }

    /// The instants a window of `length` seconds (nil: `openWindow`) opens at `time` and is open
    /// at some moment of `[start, end)`.
    private func openings(
        _ time: Time, length: TimeInterval?, from start: Date, to end: Date, timeZone: TimeZone,
        openWindow: TimeInterval
    ) -> [Date] {
        let reach = max(length ?? openWindow, 0)
        return instants(time, from: start.addingTimeInterval(-reach), to: end, timeZone: timeZone).filter {
            $0.addingTimeInterval(reach) > start && $0 < end
        }
    }

    /// The instants the app withdrew every relevant shortcut or relevant intent (`origin`).
    func withdrawals(of origin: StackSuggestion.Origin, from start: Date, to end: Date, timeZone: TimeZone) -> [Date] {
        events.flatMap { event -> [Date] in
            guard case .withdraw(origin) = event.action else { return [] }
            return instants(event.time, from: start, to: end, timeZone: timeZone)
        }
    }

    /// Event `index`'s label; `event N` (1-based) for events made without one.
    private func label(_ index: Int) -> String {
        index < labels.count ? labels[index] : "event \(index + 1)"
    }

    /// The kinds the shortcuts and intents name, in order, each once.
    var suggestedKinds: [String] {
        var kinds: [String] = []
        for event in events {
            if case .suggest(let kind, _, _, _) = event.action, !kinds.contains(kind) { kinds.append(kind) }
        }
        return kinds
    }
}
