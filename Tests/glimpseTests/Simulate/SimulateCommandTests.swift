//  SimulateCommandTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 3 "glimpse simulate" end to end through the built tool: the four files and
//  their sizes, a 24-hour replay of a widget that spends its budget (reload and staleness
//  figures asserted), the example bundle, and each kind of bad input with its exit status.

import Foundation
import GlimpseArchive
import Testing

struct SimulateCommandTests {
    private let from = "2024-05-14T08:00:00Z"

    /// report.json as loose JSON.
    private func report(_ folder: TemporaryFolder) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.url.appendingPathComponent("out/report.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func writesReportSummaryFilmstripAndBudgetPlot() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try SimulateFakeBundle.greedy(in: folder, reloadAfter: 3600)
        let run = try GlimpseBinary.run(
            ["simulate", bundle, "--from", from, "--for", "6h", "--out", "out"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(folder.files(in: "out") == ["budget.png", "filmstrip.png", "report.json", "summary.txt"])
        let summary = try String(contentsOf: folder.url.appendingPathComponent("out/summary.txt"), encoding: .utf8)
        #expect(run.stdout == summary + "\nWrote out/report.json, out/summary.txt, out/filmstrip.png, out/budget.png\n")
        #expect(summary.hasPrefix("glimpse simulate · Greedy · systemSmall on the Home Screen of iphone-6.1\n"))
        #expect(summary.contains("6 h from Tue 14 May 2024 08:00 to Tue 14 May 2024 14:00 (UTC)"))
        // Progress goes to stderr (not a terminal here: a line per tenth, ending at 100%).
        #expect(run.stderr.hasPrefix("Simulating 08:00 · 0% · "))
        #expect(run.stderr.split(separator: "\n").last?.hasPrefix("Simulating 14:00 · 100% · ") == true)

        let report = try report(folder)
        let totals = try #require(report["totals"] as? [String: Any])
        // The first load at 08:00, then a charged reload every hour: 09:00 … 14:00 (the last instant
        // of the replay still runs what is due).
        #expect(totals["reloadsGranted"] as? Int == 7)
        #expect(totals["chargedReloads"] as? Int == 6)
        #expect(totals["budgetRemaining"] as? Int == 66)
        let plan = try #require(report["plan"] as? [String: Any])
        #expect(plan["start"] as? String == "2024-05-14T08:00:00.000Z")
        #expect(plan["duration"] as? Double == 21_600)

        // Six frames (08:00 … 13:00) in one row of 158 pt frames at 2x, under a two-line header.
        let filmstrip = try SimulateFakeBundle.pngSize(folder.url.appendingPathComponent("out/filmstrip.png"))
        #expect(filmstrip == ((24 + 6 * 158 + 5 * 16 + 24) * 2, (24 + 58 + 158 + 42 + 24) * 2))
        #expect(try SimulateFakeBundle.pngSize(folder.url.appendingPathComponent("out/budget.png")) == (1920, 800))
    }

    @Test func datesDurationsAndScriptsReachThePlanExactly() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try SimulateFakeBundle.greedy(in: folder, reloadAfter: 3600)
        let run = try GlimpseBinary.run(
            [
                "simulate", bundle, "--from", "2024-05-14T10:00+02:00", "--for", "1h30m", "--views",
                "09:55-10:30; 11:00 +10m # local times", "--foreground", "23:30-00:15", "--out", "out",
            ], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let plan = try #require(try report(folder)["plan"] as? [String: Any])
        #expect(plan["start"] as? String == "2024-05-14T08:00:00.000Z")
        #expect(plan["duration"] as? Double == 5400)
        // 09:55 local is before the replay: that span starts with it, at 10:00 (08:00 UTC).
        let views = try #require(plan["views"] as? [[String: String]])
        #expect(
            views == [
                ["start": "2024-05-14T08:00:00.000Z", "end": "2024-05-14T08:30:00.000Z"],
                ["start": "2024-05-14T09:00:00.000Z", "end": "2024-05-14T09:10:00.000Z"],
            ])
        // The night-time foreground span falls outside the replay.
        #expect((plan["foreground"] as? [Any])?.isEmpty == true)
        #expect(run.stdout.contains("1 h 30 min from Tue 14 May 2024 10:00 to Tue 14 May 2024 11:30 (UTC+02:00)"))
    }

    @Test func aWidgetAskingEveryMinuteSpendsItsBudgetByTheAfternoonAndGoesStale() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try SimulateFakeBundle.greedy(in: folder, reloadAfter: 60, timer: true)
        let run = try GlimpseBinary.run(
            ["simulate", bundle, "--from", from, "--for", "24h", "--views", "08:00-09:00, 20:00 +1h", "--out", "out"],
            in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let totals = try #require(try report(folder)["totals"] as? [String: Any])
        // Policy reloads are 5 minutes apart: the 72 charged ones run 08:05 … 14:00, then the
        // budget is spent and the widget stays stale to the end of the day.
        #expect(totals["chargedReloads"] as? Int == 72)
        #expect(totals["freeReloads"] as? Int == 1)
        #expect((totals["reloadsRefused"] as? Int ?? 0) >= 1)
        #expect(totals["budgetRemaining"] as? Int == 0)
        let stale = try #require(totals["staleSeconds"] as? Double)
        // While viewed: 12 × ~4 min between 08:00 and 09:00, and all of 20:00–21:00.
        #expect(stale > 3600 + 12 * 230 && stale < 3600 + 12 * 250, "stale \(stale) s")
        #expect(run.stdout.contains("policy   charged  succeeded ×72  71 → 0       every 5 min"))
        #expect(run.stdout.contains("REFUSED"))
    }

    /// Staleness does not depend on whether the widget has live content: without a timer the host
    /// has no wake-up between eligibility (08:01) and the reload (08:05), and the stale span is
    /// still counted, from the host's events.
    @Test func stalenessIsCountedWithoutLiveContentToo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try SimulateFakeBundle.greedy(in: folder, reloadAfter: 60)
        let run = try GlimpseBinary.run(
            ["simulate", bundle, "--from", from, "--for", "1h", "--out", "out"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let report = try report(folder)
        let totals = try #require(report["totals"] as? [String: Any])
        let stale = try #require(totals["staleSeconds"] as? Double)
        // Twelve spans of ~4 minutes: 08:01–08:05, 08:06–08:10 … 08:56–09:00 (the bundle dates its
        // answers in whole wall-clock seconds, hence the tolerance).
        let spans = try #require((report["staleness"] as? [String: Any])?["spans"] as? [[String: Any]])
        #expect(spans.count == 12)
        #expect(stale > 12 * 230 && stale < 12 * 250, "stale \(stale) s")
    }

    /// An example bundle built next to `glimpse`.
    private func example(_ name: String) throws -> String {
        let path = URL(fileURLWithPath: GlimpseBinary.path).deletingLastPathComponent().appendingPathComponent(name)
            .path
        try #require(
            FileManager.default.isExecutableFile(atPath: path), "build the example: swift build --product \(name)")
        return path
    }

    /// The bundle reads the simulated time from its own clock, so its calendar-aligned policy
    /// (the next of 06:00, 12:00, 19:00) lands on those times of the simulated day.
    @Test func catPhotosReloadsAtSixNoonAndSevenOfTheSimulatedDay() throws {
        let catPhotos = try example("CatPhotos")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(
            ["simulate", catPhotos, "--from", "2024-05-14T08:00:00Z", "--for", "24h", "--out", "out"], in: folder.url,
            environment: ["TZ": "UTC"])
        #expect(run.status == 0, "\(run.stderr)")
        let report = try report(folder)
        let reloads = try #require(report["reloads"] as? [[String: Any]])
        #expect(
            reloads.map { "\($0["reason"] ?? "") \($0["time"] ?? "")" } == [
                "initial 2024-05-14T08:00:00.000Z", "policy 2024-05-14T12:00:00.000Z",
                "policy 2024-05-14T19:00:00.000Z",
                "policy 2024-05-15T06:00:00.000Z",
            ])
        let timelines = try #require(report["timelines"] as? [[String: Any]])
        #expect(
            timelines.map { ($0["eligible"] as? String) ?? "" } == [
                "2024-05-14T12:00:00.000Z", "2024-05-14T19:00:00.000Z", "2024-05-15T06:00:00.000Z",
                "2024-05-15T12:00:00.000Z",
            ])
        let totals = try #require(report["totals"] as? [String: Any])
        #expect(totals["staleSeconds"] as? Double == 0)
        #expect(totals["chargedReloads"] as? Int == 3)
    }

    @Test func simulatesTheEmojiRangersExampleForADay() throws {
        let emojiRangers = try example("EmojiRangers")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(
            ["simulate", emojiRangers, "--family", "systemMedium", "--from", from, "--for", "24h", "--out", "out"],
            in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let report = try report(folder)
        let totals = try #require(report["totals"] as? [String: Any])
        #expect(totals["reloadsRefused"] as? Int == 0)
        #expect((totals["reloadsGranted"] as? Int ?? 0) >= 2)
        // The recovery timer ticks every second without a reload.
        #expect((report["liveUpdates"] as? Int ?? 0) > 10_000)
        #expect(try SimulateFakeBundle.pngSize(folder.url.appendingPathComponent("out/filmstrip.png")).0 > 0)
    }

    // MARK: - Bad input

    @Test(arguments: [
        (["--for", "24"], "Error: '24' has no unit after 24; write e.g. 90m, 24h, 2d or 1h30m (units s, m, h, d)"),
        (
            ["--for", "0h"],
            "Error: '0h' is not a positive duration; write e.g. 90m, 24h, 2d or 1h30m (units s, m, h, d)"
        ),
        (
            ["--from", "2024-02-30T08:00Z"],
            "Error: '2024-02-30T08:00Z' is not an ISO 8601 date (2024-02 has no day 30); write ISO 8601, e.g. "
                + "2024-05-14T08:00:00Z or 2024-05-14T08:00+02:00"
        ),
        (
            ["--views", "8am-9am"],
            "Error: --views: '8am' in '8am-9am' is not a time of day; write hh:mm (24-hour clock), e.g. 08:00 or 19:30"
        ),
        (["--family", "huge"], "Error: 'huge' is not a widget family (systemSmall, systemMedium, systemLarge, "),
    ])
    func badOptionsAreUsageErrorsInThreeLines(arguments: [String], error: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try SimulateFakeBundle.greedy(in: folder, reloadAfter: 3600)
        let run = try GlimpseBinary.run(["simulate", bundle, "--out", "out"] + arguments, in: folder.url)
        #expect(run.status == 64)
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4 && lines[3].isEmpty)
        #expect(lines.first?.hasPrefix(error) == true, "\(run.stderr)")
        #expect(lines[1].hasPrefix("Usage: glimpse simulate <bundle-executable> --out <dir> "))
        #expect(lines[2] == "  See 'glimpse simulate --help' for more information.")
        #expect(run.stdout.isEmpty)
        #expect(folder.files(in: "out").isEmpty)
    }

    @Test func aWidgetThatNeverGetsATimelineIsReportedSoAndItsPrintsShown() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let describe = ExtensionResponse(
            id: 1,
            describe: BundleDescription(
                bundle: "Failing",
                widgets: [
                    WidgetDescription(
                        kind: "Failing", displayName: "Failing", description: "", supportedFamilies: ["systemSmall"])
                ]))
        let line = String(decoding: try ArchiveCoding.encoder().encode(describe), as: UTF8.self)
        let bundle = try folder.script(
            "Failing",
            """
            while read line; do
              id=$(printf '%s' "$line" | sed -n 's/.*"id":\\([0-9]*\\).*/\\1/p')
              case "$line" in
                *'"describe"'*) printf '%s\\n' '\(line)' | sed 's/"id":1\\([,}]\\)/"id":'"$id"'\\1/' ;;
                *) echo 'no network' >&2
                   printf '{"id":%s,"error":{"code":"providerFailed","message":"no network"}}\\n' "$id" ;;
              esac
            done
            """)
        let run = try GlimpseBinary.run(
            ["simulate", bundle, "--from", from, "--for", "3h", "--out", "out"], in: folder.url)
        // The files are written, and the run fails for CI: the widget never loaded.
        #expect(run.status == 69, "\(run.stderr)")
        #expect(folder.files(in: "out") == ["budget.png", "filmstrip.png", "report.json", "summary.txt"])
        #expect(run.stderr.contains("Error: the widget never got a timeline: all 4 reloads failed"))
        // The same failure every hour is one row with its count, as the bundle reported it (its
        // own failure, not a line the host could not read).
        #expect(run.stdout.contains("08:00–11:00 ×4  providerFailed  no network\n"), "\(run.stdout)")
        // The reloads name the failure's code; its message is printed once, under Errors.
        #expect(run.stdout.contains("failed ×4  72 → 72      every 1 h; providerFailed (see Errors)\n"))
        #expect(run.stdout.components(separatedBy: "no network").count == 2)
        #expect(run.stderr.contains("[Failing] no network\n"))
        #expect(run.stdout.contains("Reloads granted  4  (0 charged, 4 free, 4 failed)\n"))
        #expect(
            run.stdout.contains(
                "Stale            all the time: the widget never got a timeline (4 failed reloads), so it never "
                    + "showed an entry\n"))
        #expect(
            run.stdout.contains("Stale spans\n  all of the replay: no reload ever brought a timeline (see Errors)\n"))
    }

    @Test func aMissingBundleIsNoInput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(["simulate", "./NoSuchBundle", "--out", "out"], in: folder.url)
        #expect(run.status == 66)
        #expect(run.stderr.hasPrefix("Error: "))
        #expect(run.stderr.contains("NoSuchBundle"))
    }

    @Test func anUnknownKindIsBadData() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try SimulateFakeBundle.greedy(in: folder, reloadAfter: 3600)
        let run = try GlimpseBinary.run(["simulate", bundle, "--kind", "Nope", "--out", "out"], in: folder.url)
        #expect(run.status == 65)
        #expect(run.stderr == "Error: bundle 'Greedy' has no widget of kind 'Nope' (kinds: 'Greedy')\n")
    }

    @Test func aFolderWhereAReportFileGoesIsNamedAsAFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try SimulateFakeBundle.greedy(in: folder, reloadAfter: 3600)
        let blocked = folder.url.appendingPathComponent("out/filmstrip.png")
        try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)
        let run = try GlimpseBinary.run(["simulate", bundle, "--out", "out"], in: folder.url)
        #expect(run.status == 74)
        // Not Foundation's "(NSCocoaErrorDomain error 512.)": what stands there, and the fix.
        // The progress line comes first; the error is the last line.
        let last = run.stderr.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("Error: '/"), "\(run.stderr)")
        #expect(last.hasSuffix("/out/filmstrip.png' is a folder; remove it or choose another --out"))
    }

    @Test func anOutputFolderThatCannotBeMadeIsAnIOError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try SimulateFakeBundle.greedy(in: folder, reloadAfter: 3600)
        try Data().write(to: folder.url.appendingPathComponent("file"))
        let run = try GlimpseBinary.run(["simulate", bundle, "--out", "file/out"], in: folder.url)
        #expect(run.status == 74)
        #expect(run.stderr.hasPrefix("Error: could not create the output folder 'file/out': "))
        // It names what is in the way, not Foundation's "error 512".
        #expect(run.stderr.contains("/file' is a file, not a folder; choose another --out"))
        // A folder that takes no folders is named too, not only "The file doesn't exist".
        let proc = try GlimpseBinary.run(["simulate", bundle, "--out", "/proc/glimpse-out"], in: folder.url)
        #expect(proc.status == 74)
        #expect(proc.stderr.contains("'/proc' takes no new folders ("), "\(proc.stderr)")
        #expect(proc.stderr.hasSuffix("); choose another --out\n"))
    }

    @Test(.enabled(if: geteuid() != 0, "root reads any file"))
    func anUnreadableScriptFileIsAnIOError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try SimulateFakeBundle.greedy(in: folder, reloadAfter: 3600)
        let script = folder.url.appendingPathComponent("views.txt")
        try Data("08:00-09:00\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: script.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: script.path) }
        let run = try GlimpseBinary.run(["simulate", bundle, "--views", "views.txt", "--out", "out"], in: folder.url)
        #expect(run.status == 74)
        #expect(run.stderr.hasPrefix("Error: could not read the --views script 'views.txt': "))
    }

    @Test func aScriptFileNamesTheLineThatIsWrong() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try SimulateFakeBundle.greedy(in: folder, reloadAfter: 3600)
        try Data("# mornings\n08:00-08:30\n12:00 +2x\n".utf8).write(to: folder.url.appendingPathComponent("views.txt"))
        let run = try GlimpseBinary.run(["simulate", bundle, "--views", "views.txt", "--out", "out"], in: folder.url)
        #expect(run.status == 64)
        #expect(
            run.stderr.hasPrefix(
                "Error: line 3 of --views views.txt: '12:00 +2x': '2x' is not a duration ('x' is not a unit)"))
    }
}

extension SimulateCommandTests {
    @Test func aCrashingWidgetsMessageIsPrintedOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let describe = ExtensionResponse(
            id: 1,
            describe: BundleDescription(
                bundle: "Crashy",
                widgets: [
                    WidgetDescription(
                        kind: "Crashy", displayName: "Crashy", description: "", supportedFamilies: ["systemSmall"])
                ]))
        let line = String(decoding: try ArchiveCoding.encoder().encode(describe), as: UTF8.self)
        // Swift's message, the blank line and the backtracer's first line, as a fatalError writes them.
        let bundle = try folder.script(
            "Crashy",
            """
            while read line; do
              id=$(printf '%s' "$line" | sed -n 's/.*"id":\\([0-9]*\\).*/\\1/p')
              case "$line" in
                *'"describe"'*) printf '%s\\n' '\(line)' | sed 's/"id":1\\([,}]\\)/"id":'"$id"'\\1/' ;;
                *) echo 'loading heroes' >&2
                   printf 'Crashy/Provider.swift:2: Fatal error: boom\\n\\n*** Signal 4: Backtracing\\n' >&2
                   exit 132 ;;
              esac
            done
            """)
        let run = try GlimpseBinary.run(
            ["simulate", bundle, "--from", from, "--for", "2h", "--out", "out"], in: folder.url)
        #expect(run.status == 69, "\(run.stderr)")
        #expect(run.stderr.contains("[Crashy] loading heroes\n"))
        #expect(!run.stderr.contains("[Crashy] \n"))
        let output = run.stdout + run.stderr
        #expect(output.components(separatedBy: "Fatal error: boom").count == 2, "\(output)")
    }

    @Test func aConfigurationReachesTheSimulatedWidget() throws {
        let emojiRangers = try example("EmojiRangers")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(
            [
                "simulate", emojiRangers, "--kind", "ChosenRangerWidget", "--configuration", #"{"hero":"Inkwell"}"#,
                "--from", from, "--for", "1h", "--out", "out",
            ], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        // The plan the host replays (its instance's configuration) is the one given.
        let report = try self.report(folder)
        #expect((report["plan"] as? [String: Any])?["configuration"] as? String == #"{"hero":"Inkwell"}"#)
    }

    @Test func aConfigurationThatIsNotAJSONObjectIsAUsageError() throws {
        let run = try GlimpseBinary.run(["simulate", "W", "--out", "o", "--configuration", #""spouty""#])
        #expect(run.status == 64)
        #expect(
            run.stderr.hasPrefix(
                #"Error: --configuration takes the widget's intent parameters as a JSON object, e.g. '{"hero":"spouty"}', "#
                    + #"not '"spouty"': not a JSON object (it is a string)"#))
    }
}
