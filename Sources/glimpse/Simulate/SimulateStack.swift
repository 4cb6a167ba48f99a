//  SimulateStack.swift — glimpse (Glimpse)
//  Status: Complete for entry relevance (no strip picture yet; donations, relevant shortcuts and
//  relevant intents join when apps can deliver them to the host)
//  Behaviour: `glimpse simulate --stack KIND,KIND…` (issue 13 "Seeing it"): replays each other
//  kind of the stack over the same span, family and device, then GlimpseHost's StackReplay
//  decides the top minute by minute with Smart Rotate's default settings; written as stack.json.

import Foundation
import GlimpseHost

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

    /// Replays the other kinds and the stack.
    /// - Throws: `CommandFailure` as `glimpse simulate` does (65 for a kind the bundle lacks or
    ///   one that does not support the first kind's family).
    func replay(_ kinds: [String], first: SimulationReport) throws(CommandFailure) -> StackReplay {
        var members = [StackReplay.Member(kind: kinds[0], report: first)]
        for kind in kinds.dropFirst() {
            var memberOptions = options
            memberOptions.kind = kind
            memberOptions.family = plan.family
            let memberPlan = try SimulateRun(options: memberOptions).makePlan()
            do {
                members.append(StackReplay.Member(kind: kind, report: try Simulator.run(memberPlan) { _ in }))
            } catch {
                throw error.commandFailure
            }
        }
        return StackReplay(
            members: members, start: plan.start, duration: plan.duration, settings: SmartRotateSettings())
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
        for minute in replay.minutes where minute.rotated {
            text += "  \(context.time(minute.time))  \(minute.reason)\n"
        }
        return text
    }
}
