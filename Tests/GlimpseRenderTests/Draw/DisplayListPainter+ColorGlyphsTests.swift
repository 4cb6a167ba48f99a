//  DisplayListPainter+ColorGlyphsTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: emoji follow the rendering mode like every other pixel (reference §5.1).

import GlimpseArchive
import GlimpseRender
import Testing

struct DisplayListPainterColorGlyphsTests {
    private typealias T = TestArchives

    /// "A😀" in black on a 100 × 80 pt canvas.
    private func emojiArchive() -> WidgetArchive {
        let run = TextRun(
            text: "A😀", font: FontDescriptor(family: "Inter", size: 40), paint: .color(.black), x: 5, width: 90)
        let text = TextItem(
            frame: Rect(x: 5, y: 10, width: 90, height: 50), lines: [TextLine(baseline: 50, runs: [run])],
            lineHeight: 48)
        return T.archive(width: 100, height: 80, [.text(text)])
    }

    private func colouredPixels(_ image: RasterImage) -> Int {
        image.count { $0.alpha > 0 && !($0.red == $0.green && $0.green == $0.blue) }
    }

    @Test func emojiAreInColourInFullColourMode() throws {
        #expect(colouredPixels(try T.render(emojiArchive())) > 100)
    }

    @Test func emojiBecomeGreyInVibrantMode() throws {
        let image = try T.render(emojiArchive(), options: RenderOptions(renderingMode: .vibrant(VibrantRendering())))
        #expect(colouredPixels(image) == 0)
        // The emoji keeps its shading: several grey levels, not one silhouette.
        let levels = Set(
            (0..<image.height).flatMap { y in (50..<image.width).map { image[$0, y] } }
                .filter { $0.alpha == 255 }.map(\.red))
        #expect(levels.count > 10)
    }

    @Test func emojiBecomeSilhouettesInTheirGroupsColourInAccentedMode() throws {
        let mode = RenderingMode.accented(AccentedRendering(primary: RGBA(1, 0, 0), backdrop: .none))
        let image = try T.render(emojiArchive(), options: RenderOptions(renderingMode: mode))
        let off = image.count { $0.alpha > 0 && !$0.isClose(to: RasterImage.Pixel(255, 0, 0, $0.alpha), tolerance: 1) }
        #expect(off == 0)
        #expect(image.count { $0.alpha == 255 } > 300)
    }

    /// "😀 A" in black on a curved label: a circle of radius 60 about (100, 100), 200 × 200 pt.
    private func bentEmojiArchive() -> WidgetArchive {
        let run = TextRun(
            text: "😀 A", font: FontDescriptor(family: "Inter", size: 24), paint: .color(.black), x: 40, width: 50)
        let text = TextItem(
            frame: Rect(x: 40, y: 0, width: 50, height: 30), lines: [TextLine(baseline: 20, runs: [run])],
            lineHeight: 28)
        let arc = Arc(
            center: Point(x: 100, y: 100), radius: 60, angle: -.pi / 2, origin: Point(x: 60, y: 20), clockwise: true)
        return T.archive(
            width: 200, height: 200,
            [.group(GroupItem(frame: Rect(x: 0, y: 0, width: 200, height: 200), children: [.text(text)], arc: arc))])
    }

    @Test func emojiOnACurveBecomeGreyInVibrantModeAndKeepTheirColoursInFullColour() throws {
        #expect(colouredPixels(try T.render(bentEmojiArchive())) > 100)
        let vibrant = try T.render(
            bentEmojiArchive(), options: RenderOptions(renderingMode: .vibrant(VibrantRendering())))
        #expect(colouredPixels(vibrant) == 0)
        #expect(vibrant.count { $0.alpha == 255 } > 100)
    }
}
