//  PreviewCommand.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: `glimpse preview` (issue #2): start a widget bundle, ask it for placeholder,
//  snapshot and timeline of each kind and family, write a PNG and the archive per entry; with
//  `--matrix` (issue 4) every state of each family on a contact sheet; with `--previews` (issue 14)
//  the bundle's registered previews.

import GlimpseHost

/// `glimpse preview`: renders a bundle's entries to files.
enum PreviewCommand: Command {
    static let parser = ArgumentParser(
        options: [
            .init(
                name: "kind", valueName: "kind",
                help: "Only the widget or control of this kind, or the Live Activity of this attributes type "
                    + "(default: every one)."),
            ConfigurationOption.option,
            .init(
                name: "family", valueName: "family",
                help: "A family to render; repeat for several (default: every family the widget supports and the "
                    + "device has).",
                repeats: true),
            .init(
                name: "device", valueName: "device",
                help: "Device whose places and widget sizes to use (default: iphone-6.1); 'glimpse devices' "
                    + "lists them."),
            .init(
                name: "place", valueName: "place",
                help: "Where the widgets are shown: " + PlaceName.all.map(\.rawValue).joined(separator: ", ")
                    + " (default: system families on the home screen, accessory families on the lock screen "
                    + "or, on a watch, the watch face)."),
            .init(name: "scale", valueName: "scale", help: "Pixels per point: 1, 2 or 3 (default: the device's)."),
            .init(
                name: "color-scheme", valueName: "color-scheme",
                help: "light or dark (default: light on the home screen, dark where widgets are drawn over a dark "
                    + "wallpaper or face)."),
            .init(
                name: "dynamic-type", valueName: "size",
                help: "Dynamic Type size, e.g. large, xxxLarge, accessibility3; repeat for several in a matrix "
                    + "(default: large).",
                repeats: true),
            .init(
                name: "matrix", valueName: nil,
                help: "Render every state of each family (place, rendering mode, color scheme, locked, Always "
                    + "On) from the snapshot entry, and its placeholder, and a contact sheet per kind; with "
                    + "--previews, every entry of each widget preview in every state of its family."),
            .init(
                name: "timeout", valueName: "seconds",
                help: "How long the bundle may take to answer each request, more than 0 (default: 10)."),
            .init(
                name: "previews", valueName: nil,
                help: "Render the bundle's registered previews (#Preview and PreviewProvider) instead of its "
                    + "widgets' entries: every entry of each, and previews.png, their contact sheet."),
            .init(name: "list", valueName: nil, help: "With --previews: list the previews without drawing them."),
            .init(
                name: "locale", valueName: "identifier",
                help: "Locale the widgets are laid out in, a known ISO language and region, e.g. de_DE "
                    + "(default: the bundle's own)."),
            .init(
                name: "activity-attributes", valueName: "json",
                help: "A Live Activity's attributes as JSON (default: those of the bundle's first #Preview of "
                    + "the activity, else {})."),
            .init(
                name: "activity-state", valueName: "json",
                help: "A Live Activity's content state as JSON (default: the first content state of the "
                    + "bundle's first #Preview of the activity, else {})."),
            .init(
                name: "out", valueName: "dir",
                help: "Folder to write the files to; created if missing (not needed with --list)."),
        ],
        positionals: [
            .init(
                name: "bundle-executable",
                help: "The widget bundle's executable, e.g. .build/debug/EmojiRangers.")
        ])

    static var help: CommandHelp {
        CommandHelp(
            commandName: "glimpse preview",
            abstract: "Render a widget bundle's placeholder, snapshot and timeline entries to PNG files.",
            discussion: "Writes <kind>-<family>-placeholder.png, <kind>-<family>-snapshot.png and "
                + "<kind>-<family>-timeline-<n>.png (n from 0), each with its archive as .json beside it. "
                + "Files already written stay when a later request fails. With --matrix it writes "
                + "<kind>-<family>[-<place>][-<face>]-<mode>[-dark][-locked][-aod][-placeholder].png for each "
                + "state and <kind>-matrix.png, the contact sheet of them all. With --previews it writes "
                + "<Name>-<family>-<n>.png for entry n of each registered preview (its name with punctuation "
                + "turned into '-'; an unnamed #Preview is named <File>-<line>, a view preview's family is 'view') "
                + "and previews.png; with --matrix too, <Name>-<family>-...-<n>.png for each state and "
                + "<Name>-<family>-matrix.png per widget preview. Without --family, --place, --matrix or --previews it also "
                + "draws each Live Activity: <AttributesType>-activity-<presentation>.png for content (the Lock "
                + "Screen banner), dynamicIsland.compact, dynamicIsland.minimal and dynamicIsland.expanded.",
            usage: "<bundle-executable> --out <dir> [--kind <kind>] [--configuration <json>] "
                + "[--family <family> ...] [--device <device>] "
                + "[--place <place>] [--scale <scale>] [--color-scheme <color-scheme>] [--dynamic-type <size> ...] "
                + "[--matrix] [--previews [--list]] [--locale <identifier>] [--activity-attributes <json>] "
                + "[--activity-state <json>] [--timeout <seconds>]",
            arguments: parser.helpArguments, options: parser.helpOptions)
    }

    static func execute(_ arguments: [String]) throws -> Int32 {
        let parsed = try parser.parse(arguments)
        if parsed.wantsHelp { return printHelp() }
        let options = try PreviewOptions(parsed)
        if options.previews { return try PreviewsRun(options: options).run() }
        return options.matrix ? try MatrixRun(options: options).run() : try PreviewRun(options: options).run()
    }
}
