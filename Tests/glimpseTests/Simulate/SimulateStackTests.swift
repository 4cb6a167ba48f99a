//  SimulateStackTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "glimpse simulate --stack": a day of the SmartStack example's purchases,
//  workout and trip widgets in one stack, read back from stack.json; bad `--stack` values are
//  usage errors (64) with the fix.

import Foundation
import GlimpseHost
import GlimpseRender
import Testing

@testable import glimpse

struct SimulateStackTests {
    private var example: String {
        URL(fileURLWithPath: GlimpseBinary.path).deletingLastPathComponent().appendingPathComponent("SmartStack").path
    }

    /// `glimpse simulate` of the example's three kinds in one stack for 1 December 2026, into `out`.
    private func dayOfTheExampleStack(in folder: TemporaryFolder) throws -> ToolRun {
        try GlimpseBinary.run(
            [
                "simulate", example, "--stack", "Purchases,Workout,Trip", "--from", "2026-12-01T00:00:00Z", "--for",
                "24h", "--out", "out",
            ], in: folder.url)
    }

    @Test func aDayOfTheExampleStackRotatesByRelevanceWithinTheCaps() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try dayOfTheExampleStack(in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("out/stack.json"))
        let data = try Data(contentsOf: folder.url.appendingPathComponent("out/stack.json"))
        let stack = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(stack["kinds"] as? [String] == ["Purchases", "Workout", "Trip"])
        let minutes = try #require(stack["minutes"] as? [[String: Any]])
        #expect(minutes.count == 1440)
        let rotations = minutes.filter { $0["rotated"] as? Bool == true }.map {
            "\(($0["time"] as? String ?? "").dropFirst(11).prefix(5)) \($0["top"] as? String ?? "")"
        }
        // Workout in zone 3 of 5 (07:10) and zone 4 (18:10); the trip from 2 h before its 14:30
        // departure; purchases only for the day's biggest (19:50), as scores are relative.
        #expect(rotations == ["07:10 Workout", "12:30 Trip", "18:10 Workout", "19:50 Purchases"])
        let noon = minutes[12 * 60 + 30]
        #expect(noon["reason"] as? String == "rotated to Trip: 1.00 (entry) over Purchases 0.44, Workout 0.00")
        #expect(minutes[7 * 60 + 12]["top"] as? String == "Workout")
        #expect(minutes[(7 * 60 + 12)]["reason"] as? String == "held: Workout is on top and the most relevant")
        // summary.txt holds what the terminal printed, the stack's rotations included.
        let summary = try String(contentsOf: folder.url.appendingPathComponent("out/summary.txt"), encoding: .utf8)
        #expect(summary.contains("Smart Stack (Purchases, Workout, Trip): 4 rotations"), "\(summary)")
        #expect(run.stdout.hasPrefix(summary), "\(run.stdout)")
    }

    @Test func theFilmstripOfAStackShowsTheWidgetOnTopAtEachFrame() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try dayOfTheExampleStack(in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let replay = try decoder.decode(
            StackReplay.self, from: Data(contentsOf: folder.url.appendingPathComponent("out/stack.json")))
        let reports = ["Purchases": 1, "Workout": 2, "Trip": 3]
        // Each frame takes the top of the last minute at or before it, as stack.json has it.
        for minute in replay.minutes {
            let top = SimulateStack.top(at: minute.time.addingTimeInterval(30), in: replay, reports: reports)
            #expect(top?.kind == minute.top)
            #expect(top?.report == reports[minute.top])
        }
        // Before the first minute, the first one's top.
        let first = try #require(replay.minutes.first)
        let before = SimulateStack.top(at: first.time.addingTimeInterval(-60), in: replay, reports: reports)
        #expect(before?.kind == first.top)
        #expect(Set(replay.minutes.map(\.top)).count > 1, "the day rotates, so frames show several kinds")
    }

    /// The words a frame's archive shows.
    private func words(_ frame: Filmstrip.Frame) -> [String] {
        (frame.archive?.sExpression ?? "").matches(of: /\(run [-0-9.]+ [-0-9.]+ "([^"]*)"/).map {
            String($0.output.1)
        }
    }

    @Test func eachRotationHasAFilmstripFrameShowingTheWidgetAsItWentOnTop() throws {
        // Hourly frames alone missed the 07:10–07:45 run: the workout was seen resting at 08:00.
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let arguments = [
            example, "--stack", "Purchases,Workout,Trip", "--from", "2024-05-14T06:00:00Z", "--for", "24h", "--out",
            folder.url.appendingPathComponent("out").path,
        ]
        let options = try SimulateOptions(SimulateCommand.parser.parse(arguments))
        let plan = try SimulateRun(options: options).makePlan()
        let report = try Simulator.run(plan) { _ in }
        let stack = try SimulateStack(options: options, plan: plan).replayWithReports(
            ["Purchases", "Workout", "Trip"], first: report)
        let rotations = stack.replay.minutes.filter(\.rotated).map(\.time)
        let frames = SimulatePictures.frames(
            report, context: SimulateContext(options: options, plan: plan),
            stack: SimulatePictures.StackFrames(
                top: { SimulateStack.top(at: $0, in: stack.replay, reports: stack.reports) }, rotations: rotations))
        #expect(frames.count == 24 + rotations.count)
        let run = try #require(frames.first { $0.label == "Tue 07:10" })
        #expect(run.detail == "→ Workout · since 07:10")
        #expect(words(run).starts(with: ["Morning run"]) && words(run).contains("3"), "\(words(run))")
        let evening = try #require(frames.first { $0.label == "Tue 18:10" })
        #expect(words(evening).starts(with: ["Intervals"]) && words(evening).contains("4"), "\(words(evening))")
        // An hourly frame is not marked as a rotation.
        #expect(frames.first { $0.label == "Tue 08:00" }?.detail == "Workout · since 07:45")
    }

    @Test func theStripShowsEachStepsTopInItsKindsColour() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try dayOfTheExampleStack(in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("out/strip.png"))
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let replay = try decoder.decode(
            StackReplay.self, from: Data(contentsOf: folder.url.appendingPathComponent("out/stack.json")))
        let image = try RasterImage(png: Data(contentsOf: folder.url.appendingPathComponent("out/strip.png")))
        // 1440 minutes: 288 cells of 5 minutes, each the colour of the top at its first minute.
        let options = StackStrip.Options(kinds: replay.kinds, start: replay.minutes[0].time, step: 300)
        let strip = StackStrip.stripArea(cells: 288, options: options)
        #expect(image.width == Int(StackStrip.size(cells: 288, options: options).width * 2))
        var seen: Set<String> = []
        for cell in 0..<288 {
            let top = replay.minutes[cell * 5].top
            let pixel = image[Int((strip.x + (Double(cell) + 0.5) * 4) * 2), Int((strip.y + 3) * 2)]
            let want = StackStrip.color(of: top, in: options)
            let close = { (value: UInt8, component: Double) in abs(Double(value) - component * 255) <= 2 }
            #expect(
                close(pixel.red, want.red) && close(pixel.green, want.green) && close(pixel.blue, want.blue),
                "cell \(cell) (\(top)): \(pixel)")
            seen.insert(top)
        }
        #expect(seen == ["Purchases", "Workout", "Trip"])
    }

    @Test(arguments: [
        ("Purchases", "--stack needs 2 to 10 widget kinds, got 1 ('Purchases')"),
        ("Purchases,,Trip", "--stack 'Purchases,,Trip' has an empty kind; write the kinds separated by commas"),
        ("Trip,Trip", "--stack names 'Trip' twice; a stack holds each kind once here"),
    ])
    func badStacksAreUsageErrors(stack: String, message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(["simulate", example, "--stack", stack, "--out", "out"], in: folder.url)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: \(message)\n"), "\(run.stderr)")
    }

    @Test(arguments: [
        (["--family", "accessoryRectangular"], "--stack replays a Home Screen or StandBy Smart Stack, and "),
        (["--place", "lockScreen"], "--stack with --place lockScreen: the Lock Screen does not stack widgets"),
    ])
    func aLockScreenOrWatchStackIsAUsageError(options: [String], message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(
            ["simulate", example, "--stack", "Purchases,Trip", "--out", "out"] + options, in: folder.url)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: \(message)"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out").path))
    }

    @Test func aSuggestedWidgetJoinsTheStackForItsSpanAndLeaves() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(
            [
                "simulate", example, "--stack", "Purchases,Workout", "--suggest", "Trip@12:30-17:05", "--from",
                "2026-12-01T00:00:00Z", "--for", "24h", "--out", "out",
            ], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("  12:30  Trip suggested: joins the stack\n"))
        #expect(run.stdout.contains("  17:05  Trip's suggestion ended: leaves the stack\n"))
        // Workout was on top before Trip (from 07:10): it comes back, not Purchases, the first.
        #expect(run.stdout.contains("  17:05  Workout back on top: Trip left the stack\n"))
        let data = try Data(contentsOf: folder.url.appendingPathComponent("out/stack.json"))
        let stack = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let minutes = try #require(stack["minutes"] as? [[String: Any]])
        #expect(minutes[12 * 60 + 29]["members"] as? [String] == ["Purchases", "Workout"])
        #expect(minutes[12 * 60 + 30]["members"] as? [String] == ["Purchases", "Workout", "Trip"])
        #expect(minutes[12 * 60 + 30]["top"] as? String == "Trip")
        #expect(minutes[17 * 60 + 5]["members"] as? [String] == ["Purchases", "Workout"])
        #expect(minutes[17 * 60 + 5]["top"] as? String == "Workout")
    }

    @Test func scriptedEventsMoveTheTopAtTheirMinute() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Three donations of the Purchases widget's intent at 09:20 clear the profile's threshold
        // then; a relevant shortcut brings Trip in for 10:00–10:30; Weather is no kind of the bundle.
        let script = """
            09:20 donate SmartStack.PurchasesIntent {}
            09:20 donate SmartStack.PurchasesIntent
            09:20 donate SmartStack.PurchasesIntent   # a third: two fade below 2 within the minute
            09:20 donate SmartStack.OtherIntent
            10:00 shortcut Trip 30m {"flight": "LH 1234"}
            11:00 intent Weather 1h
            2024-05-14T05:00Z shortcut Trip 30m
            """
        try script.write(to: folder.url.appendingPathComponent("events.txt"), atomically: true, encoding: .utf8)
        let run = try GlimpseBinary.run(
            [
                "simulate", example, "--stack", "Purchases,Workout", "--script", "events.txt", "--from",
                "2024-05-14T06:00:00Z", "--for", "24h", "--out", "out",
            ], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        // The note names the script's line and time, as the docs describe the script.
        #expect(
            run.stdout.contains(
                "  --script events.txt line 6 at 11:00: relevant intent is for widget kind 'Weather', which no bundle "
                    + "has: ignored\n"), "\(run.stdout)")
        #expect(
            run.stdout.contains(
                "  --script events.txt line 7 at 2024-05-14T05:00Z: its window ends before the replay starts: ignored\n"
            ), "\(run.stdout)")
        let data = try Data(contentsOf: folder.url.appendingPathComponent("out/stack.json"))
        let stack = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let minutes = try #require(stack["minutes"] as? [[String: Any]])
        let at = { (hour: Int, minute: Int) in minutes[(hour - 6) * 60 + minute] }
        #expect(at(9, 19)["top"] as? String == "Workout")
        #expect(at(9, 20)["top"] as? String == "Purchases")
        #expect(at(9, 20)["reason"] as? String == "rotated to Purchases: 0.75 (donation) over Workout 0.00")
        #expect(at(9, 59)["members"] as? [String] == ["Purchases", "Workout"])
        #expect(at(10, 0)["members"] as? [String] == ["Purchases", "Workout", "Trip"])
        #expect(
            at(10, 0)["reason"] as? String == "rotated to Trip: 1.00 (suggestion) over Purchases 0.00, Workout 0.00")
        #expect(at(10, 30)["members"] as? [String] == ["Purchases", "Workout"])
    }

    // Issue 13 trial: a shortcut for Trip BA 915 raised the stack's Trip (LH 1234) and inserted nothing.
    @Test(
        arguments: [
            // (the script's suggestion parameters, the member that joins at 10:00 or nil, the top then)
            (#"{"flight":"BA 915"}"#, #"Trip {"flight":"BA 915"}"#, #"Trip {"flight":"BA 915"}"#),
            ("{}", nil, "Trip"),  // the stack's Trip is configured {}: it is raised
        ] as [(String, String?, String)])
    func aSuggestionIsForItsKindAndConfiguration(parameters: String, joins: String?, top: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(
            [
                "simulate", example, "--stack", "Purchases,Trip", "--script", "10:00 shortcut Trip 30m \(parameters)",
                "--from", "2024-05-14T09:50:00Z", "--for", "20m", "--out", "out",
            ], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let data = try Data(contentsOf: folder.url.appendingPathComponent("out/stack.json"))
        let stack = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let minutes = try #require(stack["minutes"] as? [[String: Any]])
        #expect(minutes[10]["members"] as? [String] == ["Purchases", "Trip"] + (joins.map { [$0] } ?? []))
        #expect(minutes[10]["top"] as? String == top)
        #expect((minutes[10]["scores"] as? [String: Double])?["Trip"] == (joins == nil ? 1 : 0))
    }

    // Issue 13 trial: a suggestion the app withdraws (`updateRelevantIntents([])`) stayed.
    @Test func aSuggestionTheAppWithdrawsLeavesTheStackAtOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(
            [
                "simulate", example, "--stack", "Purchases,Workout", "--script",
                "10:00 intent Trip 1h; 10:10 intent none; 10:20 shortcut Trip 1h; 10:30 intent none", "--from",
                "2024-05-14T10:00:00Z", "--for", "1h", "--out", "out",
            ], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("10:10  Trip's suggestion ended: leaves the stack\n"), "\(run.stdout)")
        let data = try Data(contentsOf: folder.url.appendingPathComponent("out/stack.json"))
        let stack = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let minutes = try #require(stack["minutes"] as? [[String: Any]])
        // (minute after 10:00, members): withdrawn at 10:10; `intent none` leaves a shortcut's window.
        for (minute, members) in [
            (9, ["Purchases", "Workout", "Trip"]), (10, ["Purchases", "Workout"]),
            (20, ["Purchases", "Workout", "Trip"]), (35, ["Purchases", "Workout", "Trip"]),
        ] {
            #expect(minutes[minute]["members"] as? [String] == members, "10:\(minute)")
        }
    }

    @Test(arguments: [
        (
            ["--script", "09:00 donate"],
            "--script event 1: '09:00 donate' needs one intent type after donate; write TIME"
        ),
        (
            ["--script", "08:00 donate A; 12:00 shortcut Trip 30m {oops}"],
            "--script event 2: '12:00 shortcut Trip 30m {oops}' has parameters that are not valid JSON"
        ),
    ])
    func badScriptsAreUsageErrors(arguments: [String], message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let stack = ["--stack", "Purchases,Workout"]
        let run = try GlimpseBinary.run(["simulate", example] + stack + arguments + ["--out", "out"], in: folder.url)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: \(message)"), "\(run.stderr)")
    }

    @Test func scriptsNeedAStack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(
            ["simulate", example, "--script", "09:00 donate A", "--out", "out"], in: folder.url)
        #expect(run.status == 64)
        #expect(
            run.stderr.hasPrefix("Error: --script needs --stack: its donations and suggestions go to a Smart Stack\n"))
    }

    @Test func suggestionsNeedAStack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(
            ["simulate", example, "--suggest", "Trip@12:00 +1h", "--out", "out"], in: folder.url)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: --suggest needs --stack: suggestions go into a Smart Stack\n"))
    }

    @Test(arguments: [
        // a kind the bundle lacks, nothing close: the kinds there are and the option to fix
        (
            "Purchases,Weather",
            "bundle 'SmartStack' has no widget of kind 'Weather' (kinds: 'Purchases', 'PurchasesByKind', 'Workout', "
                + "'Trip', 'UpcomingTrips'); fix --stack or --suggest\n"
        ),
        // the first kind in another case: the nearest kind
        (
            "purchases,Workout",
            "bundle 'SmartStack' has no widget of kind 'purchases' (kinds: 'Purchases', 'PurchasesByKind', 'Workout', "
                + "'Trip', 'UpcomingTrips'); did you mean 'Purchases'?\n"
        ),
        // a later kind misspelt
        ("Purchases,Wrkout", "bundle 'SmartStack' has no widget of kind 'Wrkout' (kinds: "),
        // a watch relevance widget: the watch Smart Stack's
        (
            "Purchases,UpcomingTrips",
            "widget 'UpcomingTrips' is a watch relevance widget (RelevanceConfiguration): it has no timeline to "
                + "stack on the Home Screen; it joins the watch Smart Stack by itself when relevant, so replay it "
                + "with --watch-stack <timeline kinds> (and leave it out of --stack)\n"
        ),
        ("UpcomingTrips,Purchases", "widget 'UpcomingTrips' is a watch relevance widget (RelevanceConfiguration)"),
    ])
    func aKindTheBundleCannotStackIsNamedWithTheFixAndNothingIsWritten(stack: String, message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(
            ["simulate", example, "--stack", stack, "--for", "1h", "--out", "out/day"], in: folder.url)
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("Error: \(message)"), "\(run.stderr)")
        if stack == "Purchases,Wrkout" { #expect(run.stderr.hasSuffix("; did you mean 'Workout'?\n")) }
        // Refused before the day is replayed: no summary printed, no folder made.
        #expect(!run.stdout.contains("Reloads"), "\(run.stdout)")
        #expect(folder.files(in: ".").isEmpty, "\(folder.files(in: "."))")
    }
}
