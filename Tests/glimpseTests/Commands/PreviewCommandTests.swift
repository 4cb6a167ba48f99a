//  PreviewCommandTests.swift — glimpseTests (Glimpse)
//  Status: Complete against fake bundles; the end-to-end test against Examples/ is in
//  PreviewExampleTests
//  Behaviour: issue #2 — `glimpse preview` writes one PNG and one archive per entry, names the
//  cause of each failure in one line with its sysexits status, and keeps files written before.

import Foundation
import GlimpseArchive
import Testing

struct PreviewCommandTests {
    /// A bundle with one widget, "Fake", in systemSmall and accessoryInline, whose answers come
    /// from `answers` in order (describe first); after them it runs `then`.
    private func fakeBundle(in folder: TemporaryFolder, answers: [ExtensionResponse], then: String = "") throws
        -> String
    {
        var script = ""
        for (index, answer) in answers.enumerated() {
            let file = folder.url.appendingPathComponent("answer-\(index)")
            var line = try ArchiveCoding.encoder().encode(answer)
            line.append(UInt8(ascii: "\n"))
            try line.write(to: file)
            script += "read line || exit 0\ncat '\(file.path)'\n"
        }
        script += then.isEmpty ? "while read line; do :; done" : "read line\n\(then)"
        return try folder.script("Fake", script)
    }

    private static let describe = ExtensionResponse(
        id: 1,
        describe: BundleDescription(
            bundle: "Fake",
            widgets: [
                WidgetDescription(
                    kind: "Fake", displayName: "Fake", description: "",
                    supportedFamilies: ["systemSmall", "accessoryInline"])
            ]))

    private static func entry(_ seconds: Double, width: Double = 158, height: Double = 158) -> ArchivedEntry {
        let archive = WidgetArchive(
            size: Size(width: width, height: height),
            content: .group(GroupItem(frame: Rect(x: 0, y: 0, width: width, height: height), children: [])))
        return ArchivedEntry(date: Date(timeIntervalSince1970: seconds), archives: [archive])
    }

    /// Width and height from a PNG's IHDR chunk.
    private func pngSize(_ url: URL) throws -> (Int, Int) {
        let data = try Data(contentsOf: url)
        let int = { (offset: Int) in data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    @Test func writesAPNGAndAnArchivePerEntryAtTheDevicesScale() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try fakeBundle(
            in: folder,
            answers: [
                Self.describe,
                ExtensionResponse(id: 2, entries: [Self.entry(0)]),
                ExtensionResponse(id: 3, entries: [Self.entry(1)]),
                ExtensionResponse(id: 4, entries: [Self.entry(2), Self.entry(3)], policy: .atEnd),
            ])
        let run = try GlimpseBinary.run(
            ["preview", bundle, "--family", "systemSmall", "--out", "out"], in: folder.url)
        #expect(run.stderr == "")
        #expect(run.status == 0)
        #expect(
            folder.files(in: "out") == [
                "Fake-systemSmall-placeholder.json", "Fake-systemSmall-placeholder.png",
                "Fake-systemSmall-snapshot.json", "Fake-systemSmall-snapshot.png",
                "Fake-systemSmall-timeline-0.json", "Fake-systemSmall-timeline-0.png",
                "Fake-systemSmall-timeline-1.json", "Fake-systemSmall-timeline-1.png",
            ])
        #expect(
            run.stdout == """
                out/Fake-systemSmall-placeholder.png  474×474 px
                out/Fake-systemSmall-snapshot.png  474×474 px
                out/Fake-systemSmall-timeline-0.png  474×474 px
                out/Fake-systemSmall-timeline-1.png  474×474 px
                Wrote 4 PNG files and their archives to out

                """)
        let (width, height) = try pngSize(folder.url.appendingPathComponent("out/Fake-systemSmall-snapshot.png"))
        #expect(width == 474 && height == 474)
        let archive = try ArchiveCoding.decodeArchive(
            Data(contentsOf: folder.url.appendingPathComponent("out/Fake-systemSmall-timeline-1.json")))
        // The bundle answered without variant keys: the host named the archive by its position.
        var expected = Self.entry(3).archives[0]
        expected.variant = "light-homeScreen-fullColor"
        #expect(archive == expected)
    }

    @Test func aFolderWhereAPNGGoesIsNamedAsAFolderAndTheFilesBeforeAreKept() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try fakeBundle(
            in: folder,
            answers: [
                Self.describe,
                ExtensionResponse(id: 2, entries: [Self.entry(0)]),
                ExtensionResponse(id: 3, entries: [Self.entry(1)]),
                ExtensionResponse(id: 4, entries: [Self.entry(2)], policy: .atEnd),
            ])
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("out/Fake-systemSmall-snapshot.png"),
            withIntermediateDirectories: true)
        let run = try GlimpseBinary.run(
            ["preview", bundle, "--family", "systemSmall", "--out", "out"], in: folder.url)
        #expect(run.status == 74)
        #expect(run.stderr.hasPrefix("Error: '/"), "\(run.stderr)")
        #expect(
            run.stderr.hasSuffix("/out/Fake-systemSmall-snapshot.png' is a folder; remove it or choose another --out\n")
        )
        #expect(folder.files(in: "out").contains("Fake-systemSmall-placeholder.png"))
    }

    @Test func unknownKindNamesTheBundlesKinds() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try fakeBundle(in: folder, answers: [Self.describe])
        let run = try GlimpseBinary.run(["preview", bundle, "--kind", "Weather", "--out", "out"], in: folder.url)
        #expect(run.status == 65)
        #expect(run.stderr == "Error: bundle 'Fake' has no widget of kind 'Weather' (kinds: 'Fake')\n")
    }

    @Test func unsupportedFamilyOfTheChosenKindIsBadWidgetData() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try fakeBundle(in: folder, answers: [Self.describe])
        let run = try GlimpseBinary.run(
            ["preview", bundle, "--kind", "Fake", "--family", "systemLarge", "--out", "out"], in: folder.url)
        #expect(run.status == 65)
        #expect(
            run.stderr
                == "Error: widget 'Fake' does not support systemLarge; it supports systemSmall, accessoryInline\n")
    }

    @Test func aFamilyNoWidgetSupportsNamesWhatEachSupports() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try fakeBundle(in: folder, answers: [Self.describe])
        let run = try GlimpseBinary.run(["preview", bundle, "--family", "systemLarge", "--out", "out"], in: folder.url)
        #expect(run.status == 65)
        #expect(
            run.stderr
                == "Error: no widget of bundle 'Fake' supports systemLarge (Fake supports systemSmall, accessoryInline);"
                + " pass --family with one of those\n")
    }

    @Test func missingBundleIsNoInput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(["preview", "missing/Widgets", "--out", "out"], in: folder.url)
        #expect(run.status == 66)
        #expect(
            run.stderr
                == "Error: no widget bundle at 'missing/Widgets'; check the path, or build it first (swift build --product Widgets)\n"
        )
    }

    @Test func crashingBundleIsUnavailableAndItsCrashIsPrintedOnceInTheError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try fakeBundle(
            in: folder, answers: [Self.describe],
            then: "echo 'loading heroes' >&2\necho 'Fatal error: boom' >&2\n"
                + "echo '' >&2\necho '*** Signal 4' >&2\nexit 3")
        let run = try GlimpseBinary.run(["preview", bundle, "--family", "systemSmall", "--out", "out"], in: folder.url)
        #expect(run.status == 69)
        // The bundle's own line as it came; Swift's message once, in the error (not echoed live,
        // nor again under it as the bundle's last lines).
        #expect(
            run.stderr == """
                [Fake] loading heroes
                Error: bundle 'Fake' exited with status 3 before answering placeholder for 'Fake' (systemSmall): \
                Fatal error: boom

                """)
        #expect(folder.files(in: "out") == [])
    }

    @Test func bundleThatDoesNotAnswerInTimeFailsAndKeepsWhatWasWritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try fakeBundle(
            in: folder,
            answers: [Self.describe, ExtensionResponse(id: 2, entries: [Self.entry(0)])], then: "sleep 30")
        let run = try GlimpseBinary.run(
            ["preview", bundle, "--family", "systemSmall", "--timeout", "0.3", "--out", "out"], in: folder.url)
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "Error: bundle 'Fake' did not answer snapshot for 'Fake' (systemSmall) within 0.3 s; it was stopped\n"
        )
        #expect(folder.files(in: "out") == ["Fake-systemSmall-placeholder.json", "Fake-systemSmall-placeholder.png"])
        #expect(run.stdout.hasSuffix("Wrote 1 PNG file before the error.\n"))
    }

    @Test func garbageOnStdoutIsBadWidgetData() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try folder.script("Fake", "read line\necho 'Hello, widget!'\nsleep 30")
        let run = try GlimpseBinary.run(["preview", bundle, "--out", "out"], in: folder.url)
        #expect(run.status == 65)
        #expect(
            run.stderr.hasPrefix(
                "Error: '\(bundle)' is not a Glimpse widget bundle, or its code printed to stdout: it does not speak "
                    + "the extension protocol (bundle 'Fake' wrote a line that is not a protocol response"))
        #expect(run.stderr.split(separator: "\n").count == 1)
    }
}

extension PreviewCommandTests {
    @Test func aWidgetThatCrashesTheBundleIsReportedAndTheOthersAreStillDrawn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let canvas = Rect(x: 0, y: 0, width: 158, height: 158)
        let archive = WidgetArchive(size: canvas.size, content: .group(GroupItem(frame: canvas, children: [])))
        let widgets = ["Crashy", "Fine"].map {
            WidgetDescription(kind: $0, displayName: $0, description: "", supportedFamilies: ["systemSmall"])
        }
        let bundle = try ScriptBundle.write(
            "Pair", describe: BundleDescription(bundle: "Pair", widgets: widgets),
            archives: ["systemSmall": archive], crashingTimelines: ["Crashy"], in: folder.url)
        let run = try GlimpseBinary.run(["preview", bundle, "--out", "out"], in: folder.url)
        #expect(run.status == 69)
        #expect(
            folder.files(in: "out") == [
                "Crashy-systemSmall-placeholder.json", "Crashy-systemSmall-placeholder.png",
                "Crashy-systemSmall-snapshot.json", "Crashy-systemSmall-snapshot.png",
                "Fine-systemSmall-placeholder.json", "Fine-systemSmall-placeholder.png",
                "Fine-systemSmall-snapshot.json", "Fine-systemSmall-snapshot.png",
                "Fine-systemSmall-timeline-0.json", "Fine-systemSmall-timeline-0.png",
            ])
        #expect(run.stdout.hasSuffix("Wrote 5 PNG files and their archives to out\n"))
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.first { $0.hasPrefix("Failed ") }
                == "Failed Crashy: bundle 'Pair' exited with status 11 before answering timeline for 'Crashy' "
                + "(systemSmall); its last stderr line: boom")
        #expect(lines.last == "Error: widget 'Crashy' failed (see above); the other widgets were drawn")
    }
}

extension PreviewCommandTests {
    @Test func aFootprintSpikeWhileTheBundleWorksIsWarnedAbout() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // 40 MB while the timeline request is out, freed before the answer: a host would kill it.
        let bundle = try ScriptBundle.spiky(megabytes: 40, in: folder.url)
        let run = try GlimpseBinary.run(["preview", bundle, "--out", "out"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("Warning: widget 'Spiky' used "), "\(run.stderr)")
        #expect(run.stderr.contains("footprint limit (over the limit: a host kills it)"), "\(run.stderr)")
    }
}
