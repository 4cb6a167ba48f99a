//  LintCommand.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 "A checker for a good widget experience": `glimpse lint` runs every widget
//  of a bundle through the host as `glimpse preview` does, replays a day of its reload policy as
//  `glimpse simulate` does, and reports each finding with its rule, fix and Apple source; exit
//  65 when any finding is an error, 0 with only warnings.

import Foundation
import GlimpseHost
import GlimpseLint

/// `glimpse lint`: checks a bundle's widgets for a good widget experience.
enum LintCommand: Command {
    static let parser = ArgumentParser(
        options: [
            .init(name: "kind", valueName: "kind", help: "Only the widget of this kind (default: every widget)."),
            .init(
                name: "family", valueName: "family",
                help: "A family to check; repeat for several (default: every family the widget supports and the "
                    + "device has).",
                repeats: true),
            .init(
                name: "device", valueName: "device",
                help: "Device whose places and widget sizes to use (default: iphone-6.1); 'glimpse devices' "
                    + "lists them."),
            .init(
                name: "dynamic-type", valueName: "size",
                help: "Also check each family at this Dynamic Type size, e.g. accessibility3 (text clipped or "
                    + "pushed out at large sizes); repeat for several (default: the bundle's own size only).",
                repeats: true),
            .init(name: "json", valueName: nil, help: "Print the report as JSON (for CI)."),
            .init(
                name: "timeline-budget", valueName: "seconds",
                help: "How long getTimeline may take before timeline.slow fires (default: 5)."),
            .init(
                name: "no-forecast", valueName: nil,
                help: "Skip the 24-hour replay of each widget's reload policy (timeline.budgetExhausted)."),
            .init(
                name: "timeout", valueName: "seconds",
                help: "How long the bundle may take to answer each request (default: 10)."),
        ],
        positionals: [
            .init(
                name: "bundle-executable",
                help: "The widget bundle's executable, e.g. .build/debug/EmojiRangers.")
        ])

    static var help: CommandHelp {
        CommandHelp(
            commandName: "glimpse lint",
            abstract: "Check a widget bundle against Apple's guidance for a good widget experience.",
            discussion: "Asks the bundle for each widget's placeholder, snapshot and timeline in each family, "
                + "replays 24 hours of its reload policy, and reports text under 11 pt, content clipped or in "
                + "the content margins, a missing containerBackground, an empty or real-data placeholder, "
                + "entries under 5 minutes apart, an exhausted reload budget, launcher-only widgets, a slow "
                + "getTimeline and a missing display name or description, each with its fix and source. Exits "
                + "65 when a finding is an error, 0 when there are only warnings.",
            usage: "<bundle-executable> [--kind <kind>] [--family <family> ...] [--device <device>] "
                + "[--dynamic-type <size> ...] [--json] "
                + "[--timeline-budget <seconds>] [--no-forecast] [--timeout <seconds>]",
            arguments: parser.helpArguments, options: parser.helpOptions)
    }

    static func execute(_ arguments: [String]) throws -> Int32 {
        let parsed = try parser.parse(arguments)
        if parsed.wantsHelp { return printHelp() }
        let options = try LintOptions(parsed)
        let report = try LintRun(options: options).run()
        if options.json {
            do {
                Console.output(String(decoding: try report.json(), as: UTF8.self))
            } catch {
                throw CommandFailure(ExitCode.software, "internal error, please report it: \(error)")
            }
        } else {
            Console.output(report.text, terminator: "")
        }
        return report.failed ? ExitCode.dataError : ExitCode.ok
    }
}
