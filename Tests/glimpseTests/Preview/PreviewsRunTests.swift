//  PreviewsRunTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 14 "Previews → PNGs" end to end — `glimpse preview --previews` asks the real
//  WidgetTemplate bundle (Examples/WidgetTemplate, built next to this test bundle) for the
//  previews found in its executable: two `#Preview`s and a `PreviewProvider` of two views.

import Foundation
import Testing

@testable import glimpse

struct PreviewsRunTests {
    /// The WidgetTemplate executable in the same build folder as `glimpse`.
    private var template: String {
        URL(fileURLWithPath: GlimpseBinary.path).deletingLastPathComponent().appendingPathComponent("WidgetTemplate")
            .path
    }

    private func pngSize(_ url: URL) throws -> (Int, Int) {
        let data = try Data(contentsOf: url)
        let int = { (offset: Int) in data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    @Test func listPrintsEveryRegisteredPreviewWithoutDrawing() throws {
        try #require(FileManager.default.isExecutableFile(atPath: template), "swift build --product WidgetTemplate")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(["preview", template, "--previews", "--list"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout == """
                0  TemplateWidget.swift:76  widget  systemSmall  TemplateWidget (timeline)  WidgetTemplate/TemplateWidget.swift:76
                1  Notification  activity  content  TemplateWidgetLiveActivity  WidgetTemplate/TemplateWidgetLiveActivity.swift:76
                2  Dynamic Island  activity  dynamicIsland.compact  TemplateWidgetLiveActivity  WidgetTemplate/TemplateWidgetLiveActivity.swift:83
                3  Expanded  activity  dynamicIsland.expanded  TemplateWidgetLiveActivity  WidgetTemplate/TemplateWidgetLiveActivity.swift:90
                4  Minimal  activity  dynamicIsland.minimal  TemplateWidgetLiveActivity  WidgetTemplate/TemplateWidgetLiveActivity.swift:96
                5  Medium, provider's timeline  widget  systemMedium  TemplateWidget (intentTimelineProvider)  WidgetTemplate/TemplateWidgetPreviews.swift:24
                6  TemplateWidget_Previews 1  previewProvider  systemSmall  WidgetTemplate.TemplateWidget_Previews
                7  Lock Screen  previewProvider  accessoryRectangular  WidgetTemplate.TemplateWidget_Previews

                """)
        #expect(folder.files(in: ".").isEmpty)
    }

    @Test func everyEntryOfEveryPreviewIsWrittenWithAContactSheet() throws {
        try #require(FileManager.default.isExecutableFile(atPath: template), "swift build --product WidgetTemplate")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(["preview", template, "--previews", "--out", "out"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            folder.files(in: "out") == [
                "Dynamic-Island-dynamicIsland.compact-0.png", "Dynamic-Island-dynamicIsland.compact-1.png",
                "Expanded-dynamicIsland.expanded-0.png",
                "Lock-Screen-accessoryRectangular-0.png",
                "Medium-providers-timeline-systemMedium-0.png", "Medium-providers-timeline-systemMedium-1.png",
                "Medium-providers-timeline-systemMedium-2.png", "Medium-providers-timeline-systemMedium-3.png",
                "Medium-providers-timeline-systemMedium-4.png", "Minimal-dynamicIsland.minimal-0.png",
                "Notification-content-0.png", "Notification-content-1.png",
                "TemplateWidget-76-systemSmall-0.png", "TemplateWidget-76-systemSmall-1.png",
                "TemplateWidget_Previews-1-systemSmall-0.png", "previews.png",
            ])
        #expect(run.stdout.hasSuffix("Wrote 15 PNG files of 8 previews and their contact sheet to out\n"))
        let out = folder.url.appendingPathComponent("out")
        // A Live Activity's Lock Screen banner: 371 × 84 pt; its compact island on the screen's top strip.
        #expect(try pngSize(out.appendingPathComponent("Notification-content-0.png")) == (1113, 252))
        #expect(try pngSize(out.appendingPathComponent("Dynamic-Island-dynamicIsland.compact-0.png")) == (1179, 176))
        // Each at the family's size on a 6.1-inch iPhone, 3 pixels a point.
        #expect(try pngSize(out.appendingPathComponent("TemplateWidget-76-systemSmall-1.png")) == (474, 474))
        #expect(
            try pngSize(out.appendingPathComponent("Medium-providers-timeline-systemMedium-4.png")) == (1014, 474))
        // The two `#Preview` entries differ (😀, 🤩); the provider's timeline entries an hour apart differ.
        let first = try Data(contentsOf: out.appendingPathComponent("TemplateWidget-76-systemSmall-0.png"))
        let second = try Data(contentsOf: out.appendingPathComponent("TemplateWidget-76-systemSmall-1.png"))
        #expect(first != second)
        let (width, height) = try pngSize(out.appendingPathComponent("previews.png"))
        #expect(width > 1014 && height > 474 * 2)
    }

    @Test func withMatrixEachWidgetPreviewIsDrawnInEveryStateOfItsPlaces() throws {
        try #require(FileManager.default.isExecutableFile(atPath: template), "swift build --product WidgetTemplate")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(
            ["preview", template, "--previews", "--matrix", "--place", "lockScreen", "--out", "out"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            folder.files(in: "out") == [
                "Lock-Screen-accessoryRectangular-matrix.png", "Lock-Screen-accessoryRectangular-vibrant-0.png",
                "Lock-Screen-accessoryRectangular-vibrant-locked-0.png",
            ])
        #expect(
            run.stdout.contains(
                "Skipped Medium, provider's timeline: iphone-6.1 has no systemMedium widgets in lockScreen\n"))
        // 160×72 pt at 3 pixels a point, as the Lock Screen shows it.
        let out = folder.url.appendingPathComponent("out")
        #expect(try pngSize(out.appendingPathComponent("Lock-Screen-accessoryRectangular-vibrant-0.png")) == (480, 216))
        #expect(run.stdout.hasSuffix("Wrote 2 PNG files of 1 preview and their contact sheet to out\n"))
    }

    @Test func fileNamesAreReadable() {
        #expect(PreviewsRun.readable("Medium, provider's timeline") == "Medium-providers-timeline")
        #expect(PreviewsRun.readable("Café — Dark (2)") == "Cafe-Dark-2")
        #expect(PreviewsRun.readable("TemplateWidget_Previews 1") == "TemplateWidget_Previews-1")
        #expect(PreviewsRun.readable("../..") == "preview")
        #expect(PreviewsRun.readable("🌧️") == "preview")
    }

    @Test func anUnknownLocaleIsAUsageErrorNamingKnownOnes() throws {
        let run = try GlimpseBinary.run(["preview", template, "--previews", "--locale", "xx_YY", "--out", "out"])
        #expect(run.status == 64)
        #expect(
            run.stderr.hasPrefix(
                "Error: 'xx_YY' is not a known locale: 'xx' is not an ISO 639 language; use a language and region "
                    + "such as en_US, de_DE, fr_FR or ja_JP\n"), "\(run.stderr)")
        #expect(
            throws: UsageError(
                "'de_XQ' is not a known locale: 'XQ' is not an ISO 3166 region; use a language and region such as "
                    + "en_US, de_DE, fr_FR or ja_JP")
        ) { try PreviewOptions.checkLocale("de_XQ") }
        for known in ["de_DE", "en", "zh_Hans_CN", "pt-BR", "es_419", "en_DE"] {
            #expect(throws: Never.self) { try PreviewOptions.checkLocale(known) }
        }
    }

    @Test func listWithoutPreviewsIsAUsageError() throws {
        let run = try GlimpseBinary.run(["preview", template, "--list"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: --list lists previews; use it with --previews\n"))
    }

    @Test func aBundleWithoutPreviewsIsBadData() throws {
        let emojiRangers =
            URL(fileURLWithPath: GlimpseBinary.path).deletingLastPathComponent().appendingPathComponent("EmojiRangers")
            .path
        try #require(FileManager.default.isExecutableFile(atPath: emojiRangers), "swift build --product EmojiRangers")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(["preview", emojiRangers, "--previews", "--out", "out"], in: folder.url)
        #expect(run.status == 65)
        #expect(
            run.stderr.hasPrefix(
                "Error: bundle 'EmojiRangers' has no previews to draw: add a #Preview (or a PreviewProvider) to its "
                    + "sources and build it again\n"))
    }
}
