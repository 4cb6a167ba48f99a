//  PreviewExampleTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: issue #2 end to end — `glimpse preview` starts the real EmojiRangers bundle
//  (Examples/EmojiRangers, built next to this test bundle), which lays its entries out with
//  SwiftUI and answers over the extension protocol; the tool renders the archives to PNG.

import Foundation
import GlimpseArchive
import Testing

struct PreviewExampleTests {
    /// The EmojiRangers executable in the same build folder as `glimpse`.
    private var emojiRangers: String {
        URL(fileURLWithPath: GlimpseBinary.path).deletingLastPathComponent().appendingPathComponent("EmojiRangers").path
    }

    private func pngSize(_ url: URL) throws -> (Int, Int) {
        let data = try Data(contentsOf: url)
        let int = { (offset: Int) in data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    @Test func previewsEmojiRangersSmallWidgetWithItsTimeline() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: emojiRangers),
            "build the example first: swift build --product EmojiRangers")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(
            ["preview", emojiRangers, "--family", "systemSmall", "--out", "out"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let files = folder.files(in: "out")
        let timeline = files.filter { $0.hasPrefix("EmojiRangerWidget-systemSmall-timeline-") && $0.hasSuffix(".png") }
        #expect(files.contains("EmojiRangerWidget-systemSmall-placeholder.png"))
        #expect(files.contains("EmojiRangerWidget-systemSmall-snapshot.json"))
        #expect(timeline.count >= 2)
        #expect(files.count == (2 + timeline.count) * 2)
        #expect(run.stdout.hasSuffix("Wrote \(2 + timeline.count) PNG files and their archives to out\n"))

        let snapshot = folder.url.appendingPathComponent("out/EmojiRangerWidget-systemSmall-snapshot")
        let (width, height) = try pngSize(snapshot.appendingPathExtension("png"))
        #expect(width == 474 && height == 474)
        let archive = try ArchiveCoding.decodeArchive(Data(contentsOf: snapshot.appendingPathExtension("json")))
        #expect(archive.size == Size(width: 158, height: 158))
        #expect(archive.colorScheme == "light")
        #expect(archive.displayScale == 3)
        #expect(archive.content.nodeCount > 3)
    }

    @Test func darkSchemeAndDeviceScaleReachTheBundleAndTheRenderer() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: emojiRangers),
            "build the example first: swift build --product EmojiRangers")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(
            [
                "preview", emojiRangers, "--family", "accessoryRectangular", "--device", "iphone-se",
                "--color-scheme", "dark", "--out", "out",
            ], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let placeholder = folder.url.appendingPathComponent("out/EmojiRangerWidget-accessoryRectangular-placeholder")
        let (width, height) = try pngSize(placeholder.appendingPathExtension("png"))
        #expect(width == 306 && height == 136)  // 153×68 pt at 2x
        let archive = try ArchiveCoding.decodeArchive(Data(contentsOf: placeholder.appendingPathExtension("json")))
        #expect(archive.colorScheme == "dark")
        #expect(archive.displayScale == 2)
        #expect(archive.size == Size(width: 153, height: 68))
    }
}

extension PreviewExampleTests {
    @Test func aConfigurationReachesTheWidgetsIntent() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: emojiRangers),
            "build the example first: swift build --product EmojiRangers")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // The Chosen Ranger widget follows its intent's 'hero' (the first ranger, Pandora, by default).
        let run = try GlimpseBinary.run(
            [
                "preview", emojiRangers, "--kind", "ChosenRangerWidget", "--family", "systemMedium",
                "--configuration", #"{"hero":"Glimmer"}"#, "--out", "out",
            ], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        for name in ["snapshot", "timeline-0"] {
            let json = try String(
                contentsOf: folder.url.appendingPathComponent("out/ChosenRangerWidget-systemMedium-\(name).json"),
                encoding: .utf8)
            #expect(json.contains("Glimmer"), "\(name)")
            #expect(!json.contains("Pandora"), "\(name)")
        }
    }
}
