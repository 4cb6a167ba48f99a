//  SimulateStack.swift — glimpse (Glimpse)
//  Status: Complete for entry relevance, --suggest and --script events
//  Behaviour: `glimpse simulate --stack KIND,KIND…` (issue 13 "Seeing it"): replays each other
//  kind of the stack over the same span, family and device, then GlimpseHost's StackReplay
//  decides the top minute by minute with Smart Rotate's default settings; written as stack.json
//  and drawn as strip.png (SimulatePictures.stackStrip).
//  `--script` donations and suggestions pass RelevanceIntake first, as an app's do: a
//  suggestion for a kind the bundle lacks is noted and ignored; `shortcut none` / `intent none`
//  (the app withdrew them all) ends the windows of that origin open then. A suggestion is for a
//  kind and its configuration: one of a configuration the stack's widget of that kind lacks
//  brings a member of its own (named `KIND {json}` in stack.json when the kind is there already).

import Foundation
import GlimpseArchive
import GlimpseHost
import GlimpseServer

/// The Smart Stack part of one `glimpse simulate` run.
struct SimulateStack {
    let options: SimulateOptions
    /// The first kind's plan; the others use its family and span.
    let plan: SimulationPlan

    /// The kinds of `--stack`'s value.
    /// - Throws: `UsageError` for fewer than 2 or more than 10 kinds, an empty or repeated one.
    static func parseKinds(_ list: String) throws(UsageError) -> [String] {
        let kinds = list.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard !kinds.contains(where: \.isEmpty) else {
            throw UsageError("--stack '\(list)' has an empty kind; write the kinds separated by commas")
        }
        guard (2...WidgetStack.maximumWidgets).contains(kinds.count) else {
            throw UsageError(
                "--stack needs 2 to \(WidgetStack.maximumWidgets) widget kinds, got \(kinds.count) ('\(list)')")
        }
        if let repeated = kinds.first(where: { kind in kinds.filter { $0 == kind }.count > 1 }) {
            throw UsageError("--stack names '\(repeated)' twice; a stack holds each kind once here")
        }
        return kinds
    }

    /// Why `--stack` cannot replay `family` at `place`, or nil: stacks hold Home Screen and
    /// StandBy (system) widgets; Lock Screen and watch families do not stack (issue 13), the watch
    /// Smart Stack has `--watch-stack`.
    static func refusal(family: FamilyName?, place: PlaceName?) -> String? {
        if let family, !family.isSystem {
            return "--stack replays a Home Screen or StandBy Smart Stack, and \(family) widgets do not stack: "
                + "Lock Screen widgets each take a slot of their own; for the watch Smart Stack use --watch-stack, "
                + "or pass a system family"
        }
        if let place, let reason = PlaceCapacity.stackRefusal(place) {
            return "--stack with --place \(place): \(reason); pass --place homeScreen or standBy"
        }
        return nil
    }

    /// The suggestions of `--suggest`'s value: `KIND@SPAN` items separated by commas or
    /// semicolons, each span as in `--views` (repeating every day).
    /// - Throws: `UsageError` for an item without `@`, an empty kind, or a malformed span.
    static func parseSuggestions(_ text: String) throws(UsageError) -> [(kind: String, script: SimulateScript)] {
        var result: [(String, SimulateScript)] = []
        for item in text.split(whereSeparator: { $0 == "," || $0 == ";" }) {
            let parts = item.split(separator: "@", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty else {
                throw UsageError(
                    "--suggest item '\(item.trimmingCharacters(in: .whitespaces))' is not KIND@SPAN, e.g. 'Trip@12:30-17:05'"
                )
            }
            result.append((parts[0], try SimulateScript.parse(parts[1], source: "--suggest")))
        }
        return result
    }

    /// Replays the other kinds (and suggested ones) and the stack.
    /// - Throws: `CommandFailure` as `glimpse simulate` does (65 for a kind the bundle lacks or
    ///   one that does not support the first kind's family).
    func replay(_ kinds: [String], first: SimulationReport) throws(CommandFailure) -> StackReplay {
        try replayWithReports(kinds, first: first).replay
    }

    /// The replay and each member's own report, by kind (for the filmstrip of the stack's top).
    func replayWithReports(_ kinds: [String], first: SimulationReport) throws(CommandFailure)
        -> (replay: StackReplay, reports: [String: SimulationReport])
    {
        let description = try describe()
        let intentType = { (kind: String) in description.widgets.first { $0.kind == kind }?.intentType }
        var members = [StackReplay.Member(kind: kinds[0], report: first, intentType: intentType(kinds[0]))]
        var reports = [kinds[0]: first]
        let offered = options.suggestions ?? []
        // `--suggest` offers a kind as the run configures it; a script's suggestion carries its own.
        let configured = options.configuration ?? "{}"
        var suggestions = offered.flatMap { kind, script in
            script.timeSpans(from: plan.start, to: plan.end, timeZone: options.start.timeZone).map {
                StackSuggestion(
                    kind: kind, start: $0.start, end: $0.end, origin: .relevantIntent, configuration: configured)
            }
        }
        let events = scriptEvents(knownKinds: Set(description.widgets.map(\.kind)))
        suggestions += events.suggestions
        // The stack's members, then one for each suggestion no member is for (its kind and
        // configuration, `StackSuggestion.isFor`): a second widget of a kind is named with its
        // configuration.
        var planned = kinds.map { (kind: $0, configuration: configured, name: $0) }
        for suggestion in suggestions
        where !planned.contains(where: { suggestion.isFor(kind: $0.kind, configuration: $0.configuration) }) {
            let name =
                planned.contains { $0.name == suggestion.kind }
                ? "\(suggestion.kind) \(suggestion.configuration)" : suggestion.kind
            planned.append((suggestion.kind, suggestion.configuration, name))
        }
        for member in planned.dropFirst() {
            var memberOptions = options
            memberOptions.kind = member.kind
            memberOptions.family = plan.family
            if member.configuration != configured { memberOptions.configuration = member.configuration }
            let memberPlan = try SimulateRun(options: memberOptions).makePlan()
            do {
                let report = try Simulator.run(memberPlan) { _ in }
                members.append(
                    StackReplay.Member(
                        kind: member.kind, report: report, intentType: intentType(member.kind), name: member.name))
                reports[member.name] = report
            } catch {
                throw error.commandFailure
            }
        }
        var replay = StackReplay(
            members: members, stackCount: kinds.count, suggestions: suggestions, donations: events.donations,
            start: plan.start, duration: plan.duration, settings: SmartRotateSettings())
        replay.ignoredSuggestions = events.notes + replay.ignoredSuggestions
        return (replay, reports)
    }

    /// `--script`'s donations and suggestions for the replay's span, checked as an app's are,
    /// and one note per event set aside or changed.
    private func scriptEvents(knownKinds: Set<String>) -> (
        donations: [DonationRecord], suggestions: [StackSuggestion], notes: [String]
    ) {
        guard let script = options.events else { return ([], [], []) }
        let zone = options.start.timeZone
        // Notes name the script's event and time (`--script event 3 at 09:30`), not a batch index.
        let scripted = script.labeledDonations(from: plan.start, to: plan.end, timeZone: zone)
        let (donations, donationNotes) = RelevanceIntake.donations(
            scripted.map(\.record), now: plan.end, names: scripted.map(\.label))
        var suggestions: [StackSuggestion] = []
        var notes = donationNotes
        for origin in [StackSuggestion.Origin.relevantShortcut, .relevantIntent] {
            let records = script.labeledSuggestions(of: origin, from: plan.start, to: plan.end, timeZone: zone)
            var (kept, set) = RelevanceIntake.suggestions(
                records.map(\.record), origin: origin, knownKinds: knownKinds, names: records.map(\.label))
            // `shortcut none` / `intent none`: the app replaced the set with none, so each window
            // open then ends then, and its widget leaves (as in serve and host).
            let open = SmartRotateSettings().openSuggestionWindow
            for withdrawn in script.withdrawals(of: origin, from: plan.start, to: plan.end, timeZone: zone) {
                for index in kept.indices
                where kept[index].start < withdrawn && kept[index].end(openWindow: open) > withdrawn {
                    kept[index].end = withdrawn
                }
            }
            suggestions += kept
            notes += script.suggestionNotes(of: origin, from: plan.start, to: plan.end, timeZone: zone) + set
        }
        return (donations, suggestions, notes)
    }

    /// The bundle's description (its kinds and their configuring intents).
    private func describe() throws(CommandFailure) -> BundleDescription {
        do {
            let process = try ExtensionProcess(
                executable: options.bundlePath, timeout: .milliseconds(Int64(options.timeout * 1000)))
            defer { process.terminate() }
            return try process.describe()
        } catch {
            throw error.commandFailure
        }
    }

    /// The kind on top at `time` (the last minute at or before it) and its report.
    static func top<Report>(
        at time: Date, in replay: StackReplay, reports: [String: Report]
    ) -> (kind: String, report: Report)? {
        guard let minute = replay.minutes.last(where: { $0.time <= time }) ?? replay.minutes.first,
            let report = reports[minute.top]
        else { return nil }
        return (minute.top, report)
    }

    /// stack.json: sorted keys, indented, dates in ISO 8601.
    static func encode(_ replay: StackReplay) throws(CommandFailure) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        do {
            return try encoder.encode(replay) + Data("\n".utf8)
        } catch {
            throw CommandFailure(
                ExitCode.software, "internal error, please report it: could not encode stack.json: \(error)")
        }
    }

    /// A few lines for the terminal: each rotation with its time and reason.
    static func summary(_ replay: StackReplay, context: SimulateContext) -> String {
        var text = "\nSmart Stack (\(replay.kinds.joined(separator: ", "))): \(replay.rotations) rotation"
        text += replay.rotations == 1 ? "\n" : "s\n"
        for note in RelevanceIntake.summarised(replay.ignoredSuggestions) { text += "  \(note)\n" }
        var previous: [String] = replay.kinds.isEmpty ? [] : replay.minutes.first?.members ?? []
        var top = replay.minutes.first?.top
        for minute in replay.minutes {
            for kind in minute.members where !previous.contains(kind) {
                text += "  \(context.time(minute.time))  \(kind) suggested: joins the stack\n"
            }
            for kind in previous where !minute.members.contains(kind) {
                text += "  \(context.time(minute.time))  \(kind)'s suggestion ended: leaves the stack\n"
            }
            // A rotation, or the top given back when a suggested widget on top left.
            if minute.rotated || minute.top != top { text += "  \(context.time(minute.time))  \(minute.reason)\n" }
            previous = minute.members
            top = minute.top
        }
        return text
    }
}
