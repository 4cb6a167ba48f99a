//  HostCommandTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R18 — `glimpse host` exits with the sysexits status of the store's failure:
//  a database that cannot be opened or written is an I/O error (74); a file that is not a Glimpse
//  database is bad data (65) and is left as it was. Issue 10: a surface that does not exist, a
//  family that does not fit it, or a `--frames` folder that cannot be written is refused in one
//  line before anything is stored; a kiosk places its widget and writes the surface's frame.

import Foundation
import GlimpseHost
import Testing

struct HostCommandTests {
    @Test func aDatabaseThatCannotBeOpenedIsAnIOError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(["host", "--db", "missing/host.sqlite", "--list"], in: folder.url)
        #expect(run.status == 74)
        #expect(
            run.stderr
                == "Error: the folder 'missing' of the host database 'missing/host.sqlite' does not exist; "
                + "create it (mkdir -p missing) or pass another database file\n")
        #expect(run.stdout.isEmpty)
    }

    @Test func listingADatabaseThatIsNotThereIsNoInputAndCreatesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        let run = try GlimpseBinary.run(["host", "--db", "out/fresh.sqlite", "--list"], in: folder.url)
        #expect(run.status == 66)
        #expect(
            run.stderr
                == "Error: no host database at 'out/fresh.sqlite'; "
                + "run 'glimpse host --db out/fresh.sqlite --bundle …' to create one\n")
        #expect(run.stdout.isEmpty)
        #expect(folder.files(in: "out").isEmpty)
    }

    @Test func aFileWhereTheDatabasesFolderMustBeIsNamedAsAFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("out/t"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: folder.url.appendingPathComponent("out/t/afile"))
        for database in ["out/t/afile/h.sqlite", "out/t/afile/deeper/h.sqlite"] {
            let run = try GlimpseBinary.run(["host", "--db", database, "--list"], in: folder.url)
            #expect(run.status == 74)
            #expect(
                run.stderr
                    == "Error: 'out/t/afile' is a file, not a folder, so the host database '\(database)' cannot be there; "
                    + "pass another database file\n")
        }
    }

    @Test func aFileThatIsNotAHostDatabaseIsBadDataAndIsLeftAlone() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = Data("shopping list\n".utf8)
        try text.write(to: folder.url.appendingPathComponent("notes.txt"))
        let run = try GlimpseBinary.run(["host", "--db", "notes.txt", "--list"], in: folder.url)
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("Error: 'notes.txt' is not a SQLite database"))
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("notes.txt")) == text)
    }

    /// The EmojiRangers executable in the same build folder as `glimpse`.
    static var emojiRangers: String {
        URL(fileURLWithPath: GlimpseBinary.path).deletingLastPathComponent().appendingPathComponent("EmojiRangers").path
    }

    /// Bad kiosk input: the arguments, the first line of the error, the status.
    static let badSurfaceInput: [([String], String, Int32)] = [
        // no such family, said as `preview` says it
        (
            ["--family", "systemHuge"],
            "Error: 'systemHuge' is not a widget family (systemSmall, systemMedium, systemLarge, systemExtraLarge, ", 64
        ),
        // no such surface
        (
            ["--surface", "desk"],
            "Error: 'desk' is not a surface (homeScreen, lockScreen, standBy, watchFace, watchSmartStack, display)",
            64
        ),
        // a family the surface cannot hold
        (
            ["--surface", "lockScreen", "--family", "systemMedium"],
            "Error: the lockScreen surface on iphone-6.1 cannot hold systemMedium widgets (it holds "
                + "accessoryCircular, accessoryRectangular, accessoryInline); choose another --surface or --family", 64
        ),
        // frames without a surface
        (["--frames", "out"], "Error: --frames needs --surface <name>: the surface to draw", 64),
        // a page without a surface
        (["--serve", "0"], "Error: --serve needs --surface <name>: the surface to draw", 64),
        // a port that is no port
        (
            ["--surface", "lockScreen", "--family", "accessoryRectangular", "--serve", "99999"],
            "Error: '99999' is not a port; use 0…65535 (0 picks a free one)", 64
        ),
        // a folder and a page at once
        (
            ["--surface", "lockScreen", "--family", "accessoryRectangular", "--frames", "f", "--serve", "0"],
            "Error: --frames and --serve are two ways to show the surface; pass one of them", 64
        ),
        // an address without a page
        (["--listen", "0.0.0.0"], "Error: --listen needs --serve <port>: the page's port", 64),
        // an address that is no IP address
        (
            ["--surface", "lockScreen", "--family", "accessoryRectangular", "--serve", "0", "--listen", "wall"],
            "Error: 'wall' is not an IP address; use e.g. 127.0.0.1 (the default), ::1 or 0.0.0.0", 64
        ),
        // a frames folder that is a file
        (
            ["--surface", "homeScreen", "--frames", "host.sqlite/frames"],
            "Error: cannot write frames to 'host.sqlite/frames' (", 74
        ),
    ]

    @Test(arguments: badSurfaceInput)
    func badSurfaceInputIsOneLineAndStoresNothing(arguments: [String], error: String, status: Int32) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let database = folder.url.appendingPathComponent("host.sqlite").path
        _ = try HostStore(path: database)
        let run = try GlimpseBinary.run(
            ["host", "--db", "host.sqlite", "--bundle", Self.emojiRangers, "--kind", "EmojiRangerWidget"] + arguments,
            in: folder.url)
        #expect(run.status == status)
        #expect(run.stderr.split(separator: "\n").first.map(String.init)?.hasPrefix(error) == true)
        #expect(run.stdout.isEmpty)
        let store = try HostStore(path: database)
        #expect(try store.instances().isEmpty)
        #expect(try store.surfaces().isEmpty)
    }

    @Test func aBundleGivenByARelativePathIsStoredAbsoluteSoTheHostStartsFromAnyFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let binaries = URL(fileURLWithPath: Self.emojiRangers).deletingLastPathComponent()
        // Placed from the binaries' folder as "./EmojiRangers", as the README's examples do.
        let database = folder.url.appendingPathComponent("host.sqlite").path
        let placed = try GlimpseBinary.run(
            ["host", "--db", database, "--bundle", "./EmojiRangers", "--kind", "EmojiRangerWidget", "--for", "0"],
            in: binaries)
        #expect(placed.status == 0, "\(placed.stderr)")
        let stored = try HostStore(path: database).instances().map(\.bundle)
        #expect(stored == [Self.emojiRangers], "\(stored)")
        // A later host started elsewhere finds it.
        let later = try GlimpseBinary.run(["host", "--db", "host.sqlite", "--for", "1"], in: folder.url)
        #expect(later.status == 0, "\(later.stderr)")
        #expect(!later.stderr.contains("no widget bundle at"), "\(later.stderr)")
    }

    @Test func aKioskPlacesItsWidgetOnTheSurfaceAndWritesTheSurfacesFrame() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(
            [
                "host", "--db", "host.sqlite", "--bundle", Self.emojiRangers, "--kind", "EmojiRangerWidget",
                "--family", "accessoryRectangular", "--surface", "lockScreen", "--frames", "frames", "--scale", "1",
                "--for", "2",
            ], in: folder.url)
        #expect(run.status == 0)
        // The bundle's `started` line comes from its own thread, before or after this one.
        #expect(run.stdout.contains("added #1 EmojiRangers EmojiRangerWidget accessoryRectangular lockScreen\n"))
        let store = try HostStore(path: folder.url.appendingPathComponent("host.sqlite").path)
        let surface = try #require(try store.surface(.lockScreen))
        #expect(surface.stacks.map(\.instances) == [[InstanceID(1)]])
        let png = try Data(contentsOf: folder.url.appendingPathComponent("frames/lockScreen.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // The 6.1-inch iPhone's screen at 1 pixel per point.
        #expect(png[16..<24] == Data([0, 0, 1, 0x86, 0, 0, 3, 0x4C]))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("frames").path) == [
                "lockScreen.png"
            ])
    }

    /// A database whose Home Screen has one stack of `count` small EmojiRangers widgets.
    private static func stackedHome(_ count: Int, in folder: URL) throws -> (HostStore, Surface) {
        let store = try HostStore(path: folder.appendingPathComponent("host.sqlite").path)
        let ids = try (0..<count).map { _ in
            try store.insertInstance(
                bundle: emojiRangers, kind: "EmojiRangerWidget", family: .systemSmall, place: .homeScreen,
                configuration: "{}", created: Date(), schedule: InstanceSchedule()
            ).id
        }
        let surface = Surface(name: .homeScreen, device: "iphone-6.1", stacks: [WidgetStack(instances: ids)])
        try store.saveSurfaces([surface])
        return (store, surface)
    }

    @Test func aStackOverTenWidgetsIsRefusedAndNothingStoredChanges() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (store, surface) = try Self.stackedHome(10, in: folder.url)
        let run = try GlimpseBinary.run(
            [
                "host", "--db", "host.sqlite", "--bundle", Self.emojiRangers, "--kind", "EmojiRangerWidget",
                "--surface", "homeScreen", "--stack", "1", "--for", "0",
            ], in: folder.url)
        #expect(run.status == 64)
        #expect(
            run.stderr.split(separator: "\n").first.map(String.init)
                == "Error: slot 1 of the homeScreen surface holds 10 widgets and a stack holds at most 10 "
                + "(adding 1 makes 11); pass another --stack, or --slot")
        #expect(try store.instances().count == 10)
        #expect(try store.surface(.homeScreen) == surface)
    }

    @Test func aKioskAddsItsWidgetToAnExistingStack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (store, _) = try Self.stackedHome(1, in: folder.url)
        let run = try GlimpseBinary.run(
            [
                "host", "--db", "host.sqlite", "--bundle", Self.emojiRangers, "--kind", "EmojiRangerWidget",
                "--surface", "homeScreen", "--stack", "1", "--for", "1",
            ], in: folder.url)
        #expect(run.status == 0)
        #expect(try store.surface(.homeScreen)?.stacks.map(\.instances) == [[InstanceID(1), InstanceID(2)]])
    }

    @Test func theListNumbersEachWidgetsSlotAndItsPlaceInItsStack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (store, _) = try Self.stackedHome(2, in: folder.url)
        let loose = try store.insertInstance(
            bundle: Self.emojiRangers, kind: "EmojiRangerWidget", family: .systemSmall, place: .homeScreen,
            configuration: "{}", created: Date(), schedule: InstanceSchedule())
        var surface = try #require(try store.surface(.homeScreen))
        surface.stacks.append(WidgetStack(instances: [loose.id]))
        try store.saveSurfaces([surface])
        let run = try GlimpseBinary.run(["host", "--db", "host.sqlite", "--list"], in: folder.url)
        #expect(run.status == 0)
        #expect(
            run.stdout
                == """
                #1 EmojiRangers EmojiRangerWidget systemSmall homeScreen slot=1 stacked=1/2 shown entries=0 ledger=0
                #2 EmojiRangers EmojiRangerWidget systemSmall homeScreen slot=1 stacked=2/2 entries=0 ledger=0
                #3 EmojiRangers EmojiRangerWidget systemSmall homeScreen slot=2 entries=0 ledger=0

                """)
    }

    @Test(arguments: [["--keep", "4"], ["--remove", "4"], ["--tap", "4"]])
    func actingOnAWidgetOfADatabaseThatIsNotThereCreatesNothing(_ action: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(["host", "--db", "nothere.sqlite"] + action, in: folder.url)
        #expect(run.status == 66)
        #expect(run.stderr.contains("no host database at 'nothere.sqlite'"), "\(run.stderr)")
        #expect(folder.files(in: ".").isEmpty)
    }

    @Test func aRelevanceWidgetIsNotPlacedByHandAndNothingIsStored() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let smartStack = URL(fileURLWithPath: GlimpseBinary.path).deletingLastPathComponent()
            .appendingPathComponent("SmartStack").path
        let run = try GlimpseBinary.run(
            [
                "host", "--db", "host.sqlite", "--bundle", smartStack, "--kind", "UpcomingTrips", "--family",
                "accessoryRectangular", "--surface", "watchSmartStack", "--for", "0",
            ], in: folder.url)
        #expect(run.status == 65)
        #expect(run.stderr.contains("'UpcomingTrips' of bundle 'SmartStack' is a relevance widget"), "\(run.stderr)")
        #expect(try HostStore(path: folder.url.appendingPathComponent("host.sqlite").path).instances().isEmpty)
    }

    @Test func aSuggestedWidgetIsKeptOrRemovedFromTheCommandLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (store, _) = try Self.stackedHome(3, in: folder.url)
        let end = Date(timeIntervalSince1970: 1_900_000_000)
        for id in [InstanceID(2), InstanceID(3)] {
            try store.addSuggestedWidget(
                SuggestedWidget(instance: id, kind: "EmojiRangerWidget", configuration: "{}", start: Date(), end: end))
        }
        let list = try GlimpseBinary.run(["host", "--db", "host.sqlite", "--list"], in: folder.url)
        #expect(
            list.stdout.contains(
                "#2 EmojiRangers EmojiRangerWidget systemSmall homeScreen slot=1 stacked=2/3 "
                    + "suggested-until=2030-03-17T17:46:40Z entries=0"))

        // Keep and remove together are a usage error; nothing changes.
        let both = try GlimpseBinary.run(
            ["host", "--db", "host.sqlite", "--keep", "2", "--remove", "3"], in: folder.url)
        #expect(both.status == 64)
        #expect(
            both.stderr.hasPrefix(
                "Error: --keep and --remove each act on one widget and exit; give one of them at a time\n"))
        let listToo = try GlimpseBinary.run(["host", "--db", "host.sqlite", "--list", "--keep", "2"], in: folder.url)
        #expect(listToo.status == 64)
        #expect(
            listToo.stderr.hasPrefix(
                "Error: --list prints the database and exits; give --list or --keep, not both\n"))
        #expect(try store.suggestedWidgets().map(\.instance) == [InstanceID(2), InstanceID(3)])

        // The instance as --list prints it.
        let keep = try GlimpseBinary.run(["host", "--db", "host.sqlite", "--keep", "#2"], in: folder.url)
        #expect(keep.status == 0, "\(keep.stderr)")
        #expect(keep.stdout == "kept widget 2: it stays in its stack when its suggestion ends\n")
        #expect(try store.suggestedWidgets().map(\.instance) == [InstanceID(3)])
        let again = try GlimpseBinary.run(["host", "--db", "host.sqlite", "--keep", "2"], in: folder.url)
        #expect(again.status == 0)
        #expect(again.stdout == "widget 2 is already kept: it stays in its stack; nothing to do\n")
        let byHand = try GlimpseBinary.run(["host", "--db", "host.sqlite", "--keep", "1"], in: folder.url)
        #expect(byHand.status == 65)
        #expect(byHand.stderr.contains("widget 1 is not a suggested widget (it was placed by hand)"))

        let remove = try GlimpseBinary.run(["host", "--db", "host.sqlite", "--remove", "3"], in: folder.url)
        #expect(remove.status == 0)
        #expect(try store.instances().map(\.id) == [InstanceID(1), InstanceID(2)])
        #expect(try store.surface(.homeScreen)?.stacks.map(\.instances) == [[InstanceID(1), InstanceID(2)]])
        // Its suggestion's window does not bring it back.
        #expect(try store.dismissedSuggestions().count == 1)

        // Kept, then removed while its suggestion is still open: that window is dismissed too.
        try store.saveSuggestions(
            [
                StackSuggestion(
                    kind: "EmojiRangerWidget", start: Date().addingTimeInterval(-60), end: end, origin: .relevantIntent,
                    configuration: "{}")
            ], origin: .relevantIntent, bundle: "EmojiRangers")
        let removeKept = try GlimpseBinary.run(["host", "--db", "host.sqlite", "--remove", "2"], in: folder.url)
        #expect(removeKept.status == 0)
        #expect(try store.dismissedSuggestions().count == 2)

        let unknown = try GlimpseBinary.run(["host", "--db", "host.sqlite", "--remove", "9"], in: folder.url)
        #expect(unknown.status == 65)
        #expect(unknown.stderr.contains("no widget instance 9; list them with 'glimpse host --list'"))
        let malformed = try GlimpseBinary.run(["host", "--db", "host.sqlite", "--keep", "two"], in: folder.url)
        #expect(malformed.status == 64)
        #expect(
            malformed.stderr.hasPrefix("Error: 'two' is not a widget instance number; e.g. --keep 3 or --keep '#3'"))
        #expect(try store.instances().count == 1)
    }

    @Test func theListShowsEachPlacedControlWithTheIntentsItRanFromTheLedger() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try HostStore(path: folder.url.appendingPathComponent("host.sqlite").path)
        let control = try store.addControl(
            bundle: "/b/Productivity", kind: "Timer", spot: .controlCenter, place: .controlCenterSmall,
            configuration: "{}")
        let time = Date(timeIntervalSince1970: 1_780_000_000)
        try store.appendControlLedger(
            ControlLedgerEntry(
                control: control.id, kind: "Timer", time: time, intent: "Productivity.ToggleTimerIntent",
                title: "Toggle Timer", outcome: .succeeded, duration: 0.0125))
        try store.appendControlLedger(
            ControlLedgerEntry(
                control: control.id, kind: "Timer", time: time.addingTimeInterval(60),
                intent: "Productivity.ToggleTimerIntent", title: "Toggle Timer", outcome: .failed,
                detail: "perform threw: disk full", duration: 2))
        let run = try GlimpseBinary.run(["host", "--db", "host.sqlite", "--list"], in: folder.url)
        #expect(run.status == 0)
        #expect(
            run.stdout
                == """
                control #1 Productivity Timer controlCenter controlCenterSmall ledger=2
                  2026-05-28T20:26:40Z Toggle Timer (Productivity.ToggleTimerIntent) succeeded 0.013 s
                  2026-05-28T20:27:40Z Toggle Timer (Productivity.ToggleTimerIntent) failed 2.000 s: perform threw: disk full

                """)
    }

    @Test func aKioskOnASurfaceWithNoWidgetsSaysHowToAddThem() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(
            [
                "host", "--db", "host.sqlite", "--surface", "homeScreen", "--frames", "frames", "--scale", "1", "--for",
                "0",
            ],
            in: folder.url)
        #expect(run.status == 0)
        #expect(
            run.stderr.contains(
                "Note: the homeScreen surface has no widgets yet, so the kiosk draws it empty; add some with "
                    + "--bundle <path> --kind <kind>"))
    }
}
