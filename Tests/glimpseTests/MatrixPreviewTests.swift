//  MatrixPreviewTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 4 — `--device`, `--place`, `--dynamic-type` and `--matrix` on `glimpse
//  preview`: usage errors (64) naming the valid values, and the EmojiRangers matrix end to end
//  (file names per state, PNG sizes, the contact sheet).

import Foundation
import GlimpseArchive
import Testing

struct MatrixPreviewTests {
    @Test(arguments: [
        // unknown place
        (
            ["--place", "desk"],
            "Error: 'desk' is not a place (homeScreen, lockScreen, standBy, watchFace, watchSmartStack)"
        ),
        // a place the device does not have
        (
            ["--device", "watch-45mm", "--place", "lockScreen"],
            "Error: watch-45mm has no lockScreen (it has watchFace, watchSmartStack); choose another --device or --place"
        ),
        // a family the place cannot hold
        (
            ["--place", "lockScreen", "--family", "systemMedium"],
            "Error: lockScreen on iphone-6.1 cannot hold systemMedium widgets (it holds accessoryCircular, "
                + "accessoryRectangular, accessoryInline); choose another --place or --family"
        ),
        (
            ["--device", "watch-40mm", "--place", "watchSmartStack", "--family", "accessoryCircular"],
            "Error: watchSmartStack on watch-40mm cannot hold accessoryCircular widgets (it holds "
                + "accessoryRectangular); choose another --place or --family"
        ),
        // a family the device has nowhere
        (
            ["--device", "watch-45mm", "--family", "systemSmall"],
            "Error: watch-45mm has no systemSmall widgets (it has accessoryCorner, accessoryCircular, "
                + "accessoryRectangular, accessoryInline); choose another --device"
        ),
        // the matrix shows both schemes
        (
            ["--matrix", "--color-scheme", "dark"],
            "Error: --matrix renders both color schemes; leave out --color-scheme"
        ),
        // Dynamic Type
        (
            ["--dynamic-type", "huge"],
            "Error: 'huge' is not a Dynamic Type size (xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, "
                + "accessibility1, accessibility2, accessibility3, accessibility4, accessibility5)"
        ),
        (
            ["--dynamic-type", "small"],
            "Error: Dynamic Type size 'small' does not apply to widgets on iOS (they use large to accessibility5)"
        ),
    ])
    func wrongPlaceFamilyOrSizeIsAUsageErrorNamingTheValidOnes(arguments: [String], error: String) throws {
        let run = try GlimpseBinary.run(["preview", "W", "--out", "o"] + arguments)
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.split(separator: "\n").first.map(String.init) == error)
    }

    // MARK: - EmojiRangers

    private var emojiRangers: String {
        URL(fileURLWithPath: GlimpseBinary.path).deletingLastPathComponent().appendingPathComponent("EmojiRangers").path
    }

    private func pngSize(_ url: URL) throws -> (Int, Int) {
        let data = try Data(contentsOf: url)
        let int = { (offset: Int) in data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    @Test func matrixWritesOneImagePerStateAndAContactSheet() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: emojiRangers),
            "build the example first: swift build --product EmojiRangers")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(
            ["preview", emojiRangers, "--matrix", "--kind", "EmojiRangerWidget", "--out", "out"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let kind = "EmojiRangerWidget"
        var expected: [String] = ["\(kind)-matrix.png"]
        for family in ["systemSmall", "systemMedium", "systemLarge"] {
            for mode in ["fullColor", "accented"] {
                expected += ["", "-dark", "-placeholder"].map { "\(kind)-\(family)-\(mode)\($0).png" }
            }
        }
        // The Lock Screen and StandBy show only the dark appearance, so their names do not say it.
        for state in ["", "-locked", "-placeholder"] {
            expected.append("\(kind)-systemSmall-standBy-fullColor\(state).png")
            expected.append("\(kind)-systemSmall-standBy-vibrant\(state).png")
            expected.append(
                "\(kind)-systemSmall-standBy-vibrant" + (state == "-placeholder" ? "-aod\(state)" : "\(state)-aod")
                    + ".png")
            for family in ["accessoryCircular", "accessoryRectangular", "accessoryInline"] {
                expected.append("\(kind)-\(family)-vibrant\(state).png")
            }
        }
        #expect(folder.files(in: "out") == expected.sorted())
        #expect(run.stdout.hasSuffix("Wrote 36 PNG files and 1 contact sheet to out\n"))

        let out = folder.url.appendingPathComponent("out")
        let circular = try pngSize(out.appendingPathComponent("\(kind)-accessoryCircular-vibrant-locked.png"))
        #expect(circular == (216, 216))  // 72 pt at 3x
        let standBy = try pngSize(out.appendingPathComponent("\(kind)-systemSmall-standBy-vibrant-aod.png"))
        #expect(standBy == (474, 474))
        let sheet = try pngSize(out.appendingPathComponent("\(kind)-matrix.png"))
        #expect(run.stdout.contains("out/\(kind)-matrix.png  \(sheet.0)×\(sheet.1) px\n"))
        // Four columns (light, dark, dark locked, placeholder) of at least a large widget's width
        // (338 pt) at 2x, twelve rows.
        #expect(sheet.0 > 4 * 338 * 2)
        #expect(sheet.1 > (158 * 5 + 158 * 2 + 354 * 2 + 72 * 2 + 26) * 2)
    }

    @Test func matrixAtOnePlaceAndTwoDynamicTypeSizes() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: emojiRangers),
            "build the example first: swift build --product EmojiRangers")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(
            [
                "preview", emojiRangers, "--matrix", "--kind", "EmojiRangerWidget", "--place", "lockScreen",
                "--family", "accessoryInline",
                "--dynamic-type", "accessibility3", "--dynamic-type", "large", "--out", "out",
            ], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let names = ["", "-locked", "-placeholder"].flatMap { state in
            ["", "-AX3"].map { "EmojiRangerWidget-accessoryInline-vibrant\(state)\($0).png" }
        }
        #expect(folder.files(in: "out") == (names + ["EmojiRangerWidget-matrix.png"]).sorted())
    }

    @Test func previewAtAWatchSmartStackUsesItsSize() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: emojiRangers),
            "build the example first: swift build --product EmojiRangers")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(
            [
                "preview", emojiRangers, "--device", "watch-45mm", "--place", "watchSmartStack", "--out", "out",
            ], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let snapshot = folder.url.appendingPathComponent("out/EmojiRangerWidget-accessoryRectangular-snapshot")
        #expect(try pngSize(snapshot.appendingPathExtension("png")) == (368, 161))  // 184×80.5 pt at 2x
        let archive = try ArchiveCoding.decodeArchive(Data(contentsOf: snapshot.appendingPathExtension("json")))
        #expect(archive.size == Size(width: 184, height: 80.5))
        #expect(archive.displayScale == 2)
    }

    @Test func watchCornerAndInfographSlotsAreShownWithTheirCurvedLabels() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: emojiRangers),
            "build the example first: swift build --product EmojiRangers")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(
            [
                "preview", emojiRangers, "--matrix", "--kind", "EmojiRangerWidget", "--device", "watch-45mm",
                "--family", "accessoryCorner", "--family", "accessoryCircular", "--out", "out",
            ], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let out = folder.url.appendingPathComponent("out")
        let files = folder.files(in: "out")
        #expect(files.contains("EmojiRangerWidget-accessoryCircular-infograph-fullColor.png"))
        #expect(files.contains("EmojiRangerWidget-accessoryCircular-infograph-accented-placeholder.png"))
        #expect(!files.contains("EmojiRangerWidget-accessoryCircular-infograph-fullColor-aod.png"))
        // The corner and the Infograph slot are drawn with the face around them, where the label
        // lies (LabelPlacement viewports at 2x); other circular slots are the slot alone.
        let corner = try pngSize(out.appendingPathComponent("EmojiRangerWidget-accessoryCorner-fullColor.png"))
        #expect(corner.0 > 38 * 2 + 20 && corner.1 > 38 * 2 + 20)
        let infograph = try pngSize(
            out.appendingPathComponent("EmojiRangerWidget-accessoryCircular-infograph-fullColor.png"))
        #expect(infograph.0 > 150 * 2)
        let circular = try pngSize(out.appendingPathComponent("EmojiRangerWidget-accessoryCircular-fullColor.png"))
        #expect(circular == (100, 100))
    }
}
