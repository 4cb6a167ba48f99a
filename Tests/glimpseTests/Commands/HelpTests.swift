//  HelpTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R18 — exact help text and exit statuses, as argument-parser prints them.

import Testing

struct HelpTests {
    @Test func rootHelpListsTheSubcommands() throws {
        let run = try GlimpseBinary.run(["--help"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(
            run.stdout == """
                OVERVIEW: WidgetKit widgets on Linux: preview, simulate and host them, and
                measure it all.

                USAGE: glimpse <subcommand>

                OPTIONS:
                  -h, --help              Show help information.

                SUBCOMMANDS:
                  preview                 Render a widget bundle's placeholder, snapshot and
                                          timeline entries to PNG files.
                  simulate                Replay a span of a widget's life in seconds:
                                          timelines, reloads, budget and staleness.
                  lint                    Check a widget bundle against Apple's guidance for a
                                          good widget experience.
                  devices                 List the devices, their places and the size of each
                                          widget family.
                  serve                   Run the host with widget bundles and serve the live
                                          simulator page.
                  host                    Run the widget host on a database: keep every
                                          instance's timeline up to date.
                  bench                   Run fixed benchmark workloads and print their figures.

                  See 'glimpse help <subcommand>' for detailed help.

                """)
    }

    @Test func noSubcommandIsAUsageErrorWithTheRootHelpOnStderr() throws {
        let run = try GlimpseBinary.run([])
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr == (try GlimpseBinary.run(["--help"])).stdout)
    }

    @Test func benchWithoutASubcommandIsAUsageErrorToo() throws {
        let run = try GlimpseBinary.run(["bench"])
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("OVERVIEW: Run fixed benchmark workloads"))
    }

    @Test func previewHelpHasOverviewUsageArgumentsAndOptions() throws {
        let run = try GlimpseBinary.run(["preview", "--help"])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                OVERVIEW: Render a widget bundle's placeholder, snapshot and timeline entries to
                PNG files.

                Writes <kind>-<family>-placeholder.png, <kind>-<family>-snapshot.png and
                <kind>-<family>-timeline-<n>.png (n from 0), each with its archive as .json
                beside it. Files already written stay when a later request fails. With --matrix
                it writes
                <kind>-<family>[-<place>][-<face>]-<mode>[-dark][-locked][-aod][-placeholder].png
                for each state and <kind>-matrix.png, the contact sheet of them all. With
                --previews it writes <Name>-<family>-<n>.png for entry n of each registered
                preview (its name with punctuation turned into '-'; an unnamed #Preview is named
                <File>-<line>, a view preview's family is 'view') and previews.png; with
                --matrix too, <Name>-<family>-...-<n>.png for each state and
                <Name>-<family>-matrix.png per widget preview. Without --family, --place,
                --matrix or --previews it also draws each Live Activity:
                <AttributesType>-activity-<presentation>.png for content (the Lock Screen
                banner), dynamicIsland.compact, dynamicIsland.minimal and
                dynamicIsland.expanded.

                USAGE: glimpse preview <bundle-executable> --out <dir> [--kind <kind>]
                       [--configuration <json>] [--family <family> ...] [--device <device>]
                       [--place <place>] [--scale <scale>] [--color-scheme <color-scheme>]
                       [--dynamic-type <size> ...] [--matrix] [--previews [--list]]
                       [--locale <identifier>] [--activity-attributes <json>]
                       [--activity-state <json>] [--timeout <seconds>]

                ARGUMENTS:
                  <bundle-executable>     The widget bundle's executable, e.g.
                                          .build/debug/EmojiRangers.

                OPTIONS:
                  --kind <kind>           Only the widget or control of this kind, or the Live
                                          Activity of this attributes type (default: every one).
                  --configuration <json>  The widget's configuration: its intent's parameters as
                                          a JSON object, e.g. '{"hero":"spouty"}', as 'glimpse
                                          serve' takes it (default: the parameters' defaults).
                  --family <family>       A family to render; repeat for several (default: every
                                          family the widget supports and the device has).
                  --device <device>       Device whose places and widget sizes to use (default:
                                          iphone-6.1); 'glimpse devices' lists them.
                  --place <place>         Where the widgets are shown: homeScreen, lockScreen,
                                          standBy, watchFace, watchSmartStack (default: system
                                          families on the home screen, accessory families on the
                                          lock screen or, on a watch, the watch face).
                  --scale <scale>         Pixels per point: 1, 2 or 3 (default: the device's).
                  --color-scheme <color-scheme>
                                          light or dark (default: light on the home screen, dark
                                          where widgets are drawn over a dark wallpaper or
                                          face).
                  --dynamic-type <size>   Dynamic Type size, e.g. large, xxxLarge,
                                          accessibility3; repeat for several in a matrix
                                          (default: large).
                  --matrix                Render every state of each family (place, rendering
                                          mode, color scheme, locked, Always On) from the
                                          snapshot entry, and its placeholder, and a contact
                                          sheet per kind; with --previews, every entry of each
                                          widget preview in every state of its family.
                  --timeout <seconds>     How long the bundle may take to answer each request,
                                          more than 0 (default: 10).
                  --previews              Render the bundle's registered previews (#Preview and
                                          PreviewProvider) instead of its widgets' entries:
                                          every entry of each, and previews.png, their contact
                                          sheet.
                  --list                  With --previews: list the previews without drawing
                                          them.
                  --locale <identifier>   Locale the widgets are laid out in, a known ISO
                                          language and region, e.g. de_DE (default: the bundle's
                                          own).
                  --activity-attributes <json>
                                          A Live Activity's attributes as JSON (default: those
                                          of the bundle's first #Preview of the activity, else
                                          {}).
                  --activity-state <json>
                                          A Live Activity's content state as JSON (default: the
                                          first content state of the bundle's first #Preview of
                                          the activity, else {}).
                  --out <dir>             Folder to write the files to; created if missing (not
                                          needed with --list).
                  -h, --help              Show help information.

                """)
    }

    @Test func helpSubcommandShowsTheNestedCommandsHelp() throws {
        let run = try GlimpseBinary.run(["help", "bench", "render"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("OVERVIEW: Measure archive-to-PNG rendering on fixed widget workloads.\n"))
        #expect(run.stdout.contains("USAGE: glimpse bench render [--iterations <n>]\n"))
    }

    @Test func missingArgumentIsAUsageErrorInThreeLines() throws {
        let run = try GlimpseBinary.run(["preview"])
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(
            run.stderr == """
                Error: Missing expected argument '<bundle-executable>'
                Usage: glimpse preview <bundle-executable> --out <dir> [--kind <kind>] [--configuration <json>] [--family <family> ...] [--device <device>] [--place <place>] [--scale <scale>] [--color-scheme <color-scheme>] [--dynamic-type <size> ...] [--matrix] [--previews [--list]] [--locale <identifier>] [--activity-attributes <json>] [--activity-state <json>] [--timeout <seconds>]
                  See 'glimpse preview --help' for more information.

                """)
    }

    @Test(arguments: [
        // not a family
        (
            ["preview", "W", "--out", "o", "--family", "huge"],
            "Error: 'huge' is not a widget family (systemSmall, systemMedium, systemLarge, systemExtraLarge, "
                + "accessoryCorner, accessoryCircular, accessoryRectangular, accessoryInline, systemExtraLargePortrait)"
        ),
        // a family the device does not have
        (
            ["preview", "W", "--out", "o", "--family", "systemExtraLarge"],
            "Error: iphone-6.1 has no systemExtraLarge widgets (it has systemSmall, systemMedium, systemLarge, "
                + "accessoryCircular, accessoryRectangular, accessoryInline); choose another --device"
        ),
        // unknown device
        (
            ["preview", "W", "--out", "o", "--device", "pixel-7"],
            "Error: 'pixel-7' is not a device (iphone-6.1, iphone-6.1-island, iphone-6.7, iphone-6.7-notch, iphone-6.5, "
                + "iphone-5.8, iphone-5.4, iphone-5.5, iphone-se, iphone-4.0, ipad-mini, ipad-9.7, ipad-10.2, ipad-10.5, "
                + "ipad-10.9, ipad-11, ipad-12.9, watch-40mm, watch-41mm, watch-44mm, watch-45mm, watch-49mm)"
        ),
        // scale out of range
        (["preview", "W", "--out", "o", "--scale", "4"], "Error: '4' is not a scale; use 1, 2 or 3"),
        // colour scheme
        (
            ["preview", "W", "--out", "o", "--color-scheme", "sepia"],
            "Error: 'sepia' is not a color scheme; use light or dark"
        ),
        // no --out
        (["preview", "W"], "Error: Missing expected argument '--out <dir>'"),
        // option without its value
        (["preview", "W", "--out"], "Error: Missing value for '--out <dir>'"),
        // unknown option
        (["preview", "W", "--out", "o", "--frob"], "Error: Unknown option '--frob'"),
        // one argument too many
        (["preview", "W", "X", "--out", "o"], "Error: Unexpected argument 'X'"),
        // a configuration that is not a JSON object
        (
            ["preview", "W", "--out", "o", "--configuration", "[1]"],
            #"Error: --configuration takes the widget's intent parameters as a JSON object, e.g. '{"hero":"spouty"}', "#
                + #"not '[1]': not a JSON object (it is an array); write {"name": value, …}"#
        ),
        // a configuration that is not JSON
        (
            ["preview", "W", "--out", "o", "--configuration", "hero=spouty"],
            #"Error: --configuration takes the widget's intent parameters as a JSON object, e.g. '{"hero":"spouty"}', "#
                + "not 'hero=spouty': not JSON: "
        ),
        // a configuration for previews, which bring their own
        (
            ["preview", "W", "--out", "o", "--previews", "--configuration", "{}"],
            "Error: --configuration sets the widgets' parameters; a preview brings its own, so leave it out"
        ),
    ])
    func badPreviewCommandLineIsAUsageError(arguments: [String], firstLine: String) throws {
        let run = try GlimpseBinary.run(arguments)
        #expect(run.status == 64)
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // A message that ends in the parser's own words is compared up to them.
        #expect(firstLine.hasSuffix(": ") ? lines.first?.hasPrefix(firstLine) == true : lines.first == firstLine)
        #expect(lines.dropFirst().first?.hasPrefix("Usage: glimpse preview <bundle-executable> --out <dir>") == true)
        #expect(lines.dropFirst(2).first == "  See 'glimpse preview --help' for more information.")
    }

    @Test func unknownSubcommandNamesTheKnownOnes() throws {
        let run = try GlimpseBinary.run(["frob"])
        #expect(run.status == 64)
        #expect(
            run.stderr == """
                Error: Unknown subcommand 'frob' (preview, simulate, lint, devices, serve, host, bench)
                Usage: glimpse <subcommand>
                  See 'glimpse --help' for more information.

                """)
    }

    @Test func benchRenderRejectsANonNumberOfIterations() throws {
        let run = try GlimpseBinary.run(["bench", "render", "--iterations", "many"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: 'many' is not a positive number of iterations\n"))
    }
}
