//  LiveActivityPreviewTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/CLI.md "Live Activities" — plain `glimpse preview` of the real WidgetTemplate
//  bundle also draws its Live Activity in the four presentations, from its `#Preview`'s first
//  content state or from `--activity-attributes`/`--activity-state`; JSON that does not decode
//  or parse is a clear error.

import Foundation
import GlimpseRender
import Testing

@testable import glimpse

struct LiveActivityPreviewTests {
    /// The WidgetTemplate executable in the same build folder as `glimpse`.
    private var template: String {
        URL(fileURLWithPath: GlimpseBinary.path).deletingLastPathComponent().appendingPathComponent("WidgetTemplate")
            .path
    }

    private let kind = ["--kind", "TemplateWidgetAttributes"]

    @Test func theBannerAndTheIslandAreWrittenFromThePreviewsFirstState() throws {
        try #require(FileManager.default.isExecutableFile(atPath: template), "swift build --product WidgetTemplate")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(["preview", template, "--out", "out"] + kind, in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.hasPrefix(
                "TemplateWidgetAttributes: attributes and content state from #Preview \"Notification\"\n"))
        let stem = "TemplateWidgetAttributes-activity-"
        let names = ["content", "dynamicIsland.compact", "dynamicIsland.expanded", "dynamicIsland.minimal"]
        #expect(folder.files(in: "out") == names.flatMap { ["\(stem)\($0).json", "\(stem)\($0).png"] })
        let out = folder.url.appendingPathComponent("out")
        let banner = try RasterImage(png: Data(contentsOf: out.appendingPathComponent("\(stem)content.png")))
        // 371 × 84 pt at 3×; cyan (the activityBackgroundTint) at the left edge's middle, a
        // transparent rounded corner.
        #expect(banner.width == 1113 && banner.height == 252)
        let tint = banner[30, 126]
        #expect(tint.alpha == 255 && tint.blue > 200 && tint.green > 150 && tint.red < 120, "\(tint)")
        #expect(banner[1, 1].alpha == 0)
        let compact = try RasterImage(
            png: Data(contentsOf: out.appendingPathComponent("\(stem)dynamicIsland.compact.png")))
        // The island is black in the middle of the strip (the camera), clear beside it.
        #expect(compact.width == 1179 && compact.height == 176)
        #expect(compact[589, 88] == RasterImage.Pixel(0, 0, 0, 255))
        #expect(compact[20, 88].alpha == 0)
    }

    @Test func givenJSONIsDrawnAndReported() throws {
        try #require(FileManager.default.isExecutableFile(atPath: template), "swift build --product WidgetTemplate")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let given = ["--activity-attributes", #"{"name":"X"}"#, "--activity-state", #"{"emoji":"🚀"}"#]
        let run = try GlimpseBinary.run(["preview", template, "--out", "out"] + kind + given, in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("from --activity-attributes/--activity-state"))
        let json = try String(
            contentsOf: folder.url.appendingPathComponent("out/TemplateWidgetAttributes-activity-content.json"),
            encoding: .utf8)
        #expect(json.contains("🚀"))
    }

    @Test func aStateThatDoesNotDecodeIsBadDataNamingTheField() throws {
        try #require(FileManager.default.isExecutableFile(atPath: template), "swift build --product WidgetTemplate")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(
            ["preview", template, "--out", "out", "--activity-state", #"{"emoji":3}"#] + kind, in: folder.url)
        #expect(run.status == 65)
        #expect(
            run.stderr.hasPrefix(
                "Error: Live Activity TemplateWidgetAttributes: the content state does not decode as "
                    + "TemplateWidgetAttributes.ContentState: emoji: expected String; pass --activity-attributes"))
    }

    @Test func aStateOfOtherFieldsIsToldToPassTheTypesOwnFieldsWithoutAMadeUpExample() throws {
        try #require(FileManager.default.isExecutableFile(atPath: template), "swift build --product WidgetTemplate")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(
            ["preview", template, "--out", "out", "--activity-state", #"{"nope":1}"#] + kind, in: folder.url)
        #expect(run.status == 65)
        #expect(
            run.stderr.contains(
                "; pass --activity-attributes as a JSON object of the fields of TemplateWidgetAttributes and "
                    + "--activity-state as a JSON object of the fields of TemplateWidgetAttributes.ContentState\n"))
        #expect(!run.stderr.contains("minutesLeft"))
    }

    @Test func stateThatIsNotJSONIsAUsageError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(
            ["preview", template, "--out", "out", "--activity-state", "nope"], in: folder.url)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: --activity-state 'nope' is not JSON ("))
    }
}
