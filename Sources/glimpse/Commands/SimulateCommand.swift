//  SimulateCommand.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: `glimpse simulate` (issue 3 "The clock and glimpse simulate"): replay a span of
//  simulated time for one widget instance and write what happened, readable and as pictures.

import GlimpseHost

/// `glimpse simulate`: replays a day (or any span) of a widget's life in seconds.
enum SimulateCommand: Command {
    static let parser = ArgumentParser(
        options: [
            .init(name: "kind", valueName: "kind", help: "The widget of this kind (default: the bundle's first)."),
            ConfigurationOption.option,
            .init(
                name: "family", valueName: "family",
                help: "The family to simulate (default: systemSmall if the widget supports it, else its first "
                    + "family the device shows)."),
            .init(
                name: "from", valueName: "date",
                help: "The first simulated instant, ISO 8601: 2024-05-14T08:00:00Z, 2024-05-14T08:00+02:00, or "
                    + "2024-05-14T08:00 (local time) (default: the start of the current hour)."),
            .init(
                name: "for", valueName: "duration",
                help: "How much time to replay: 90m, 24h, 2d, 1h30m; at most 31d (default: 24h)."),
            .init(
                name: "views", valueName: "script",
                help: "When a person looks at the widget, a file or inline script, e.g. '08:00-08:30, 12:00 +15m' "
                    + "(default: all the time). Staleness counts while viewed."),
            .init(
                name: "foreground", valueName: "script",
                help: "When the bundle's app is in the foreground, in the same format; reloads then are free "
                    + "(default: never)."),
            .init(
                name: "device", valueName: "device",
                help: "Device whose widget sizes to use: " + DeviceProfile.all.map(\.name).joined(separator: ", ")
                    + " (default: iphone-6.1)."),
            .init(
                name: "place", valueName: "place",
                help: "homeScreen, lockScreen, standBy or watchFace (default: the family's usual place)."),
            .init(
                name: "color-scheme", valueName: "color-scheme",
                help: "light or dark (default: light on the Home Screen, dark elsewhere)."),
            .init(
                name: "timeout", valueName: "seconds",
                help: "Real seconds the provider has for each timeline (default: 15)."),
            .init(name: "scale", valueName: "scale", help: "Pixels per point of the pictures: 1, 2 or 3 (default: 2)."),
            .init(
                name: "stack", valueName: "kinds",
                help: "Also replay these widgets (2 to 10 kinds, comma-separated, the first one simulated) in one "
                    + "Smart Stack of the same family and write stack.json: each minute's top widget, why, and "
                    + "every member's score."),
            .init(
                name: "suggest", valueName: "suggestions",
                help: "With --stack: relevant intents that suggest a widget for a while, 'KIND@SPAN' items "
                    + "separated by commas, spans as in --views, e.g. 'Trip@12:30-17:05'; a kind the stack lacks "
                    + "joins it for the span."),
            .init(
                name: "script", valueName: "events",
                help: "With --stack: a file or inline script of donations, relevant shortcuts and relevant "
                    + "intents at given times, e.g. '09:00 donate SmartStack.PurchasesIntent {}; 12:00 shortcut "
                    + "Trip 30m'; they feed the stack's replay as an app's would."),
            .init(
                name: "watch-stack", valueName: "kinds",
                help: "Replay the watch Smart Stack instead (device watch-45mm unless --device says): these "
                    + "timeline widgets (0 to 10 kinds, comma-separated) and the bundle's relevance widgets, "
                    + "whose relevant configurations join as cards and replace their associatedKind; writes "
                    + "watch-stack.json and watch-stack.png."),
            .init(
                name: "conditions", valueName: "conditions",
                help: "With --watch-stack: simulated conditions on for the whole span, comma-separated: "
                    + "location:home|work|school|commute, region:ID, fitness:workoutActive|activityRingsIncomplete, "
                    + "sleep:bedtime|wakeup, headphones:connected, poi:CATEGORY (at a place of a MapKit "
                    + "point-of-interest category, e.g. poi:airport) (default: none)."),
            .init(name: "out", valueName: "dir", help: "Folder to write the report to; created if missing."),
        ],
        positionals: [
            .init(
                name: "bundle-executable",
                help: "The widget bundle's executable, e.g. .build/debug/EmojiRangers.")
        ])

    static var help: CommandHelp {
        CommandHelp(
            commandName: "glimpse simulate",
            abstract: "Replay a span of a widget's life in seconds: timelines, reloads, budget and staleness.",
            discussion: "Runs the bundle under a simulated clock and writes report.json (everything that "
                + "happened), summary.txt (the same, readable; also printed), filmstrip.png (what a person "
                + "would have seen, hour by hour; stale frames ringed in orange) and budget.png (the reload "
                + "budget over time, reloads marked, refused ones in red). " + SimulateScript.help + " "
                + SimulateEvents.help
                + " Exits 69 after writing the files when the widget never got a timeline (every reload "
                + "failed), so CI notices a widget that cannot load.",
            usage: "<bundle-executable> --out <dir> [--kind <kind>] [--configuration <json>] [--family <family>] "
                + "[--from <date>] "
                + "[--for <duration>] [--views <script>] [--foreground <script>] [--device <device>] "
                + "[--place <place>] [--color-scheme <color-scheme>] [--timeout <seconds>] [--scale <scale>] "
                + "[--stack <kinds>] [--suggest <suggestions>] [--script <events>] "
                + "[--watch-stack <kinds> [--conditions <conditions>]]",
            arguments: parser.helpArguments, options: parser.helpOptions)
    }

    static func execute(_ arguments: [String]) throws -> Int32 {
        let parsed = try parser.parse(arguments)
        if parsed.wantsHelp { return printHelp() }
        if let list = parsed.value("watch-stack") {
            return try SimulateWatchStack(parsed, list: list).run()
        }
        if parsed.value("conditions") != nil {
            throw UsageError("--conditions needs --watch-stack: the conditions make relevance widgets relevant there")
        }
        let options = try SimulateOptions(parsed)
        return try SimulateRun(options: options).run()
    }
}
