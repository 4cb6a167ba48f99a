//  DisplayListPainter+TextTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: pins text drawing: glyphs land at the run's position and baseline, in the run's
//  paint, with decorations when asked.

import GlimpseArchive
import GlimpseRender
import Testing

struct DisplayListPainterTextTests {
    private typealias T = TestArchives

    /// "Hello" in Inter 20 pt, left edge x = 10, baseline y = 40, in a 200×60 pt canvas.
    private func hello(paint: Paint = .color(.black), underline: Bool = false, strike: Bool = false) -> WidgetArchive {
        var run = TextRun(
            text: "Hello", font: FontDescriptor(family: "Inter", size: 20), paint: paint, x: 10, width: 50)
        run.underline = underline
        run.strikethrough = strike
        let item = TextItem(
            frame: Rect(x: 10, y: 21, width: 50, height: 24), lines: [TextLine(baseline: 40, runs: [run])],
            lineHeight: 24)
        return T.archive(width: 200, height: 60, [.text(item)])
    }

    private func isDark(_ p: RasterImage.Pixel) -> Bool { p.alpha > 128 && p.red < 100 }

    @Test(arguments: [1.0, 3.0])
    func textDrawsDarkPixelsWithinItsFrameAndNoneOutside(scale: Double) throws {
        let image = try T.render(hello(), scale: scale)
        let s = Int(scale)
        let inside = image.count(x0: 10 * s, y0: 21 * s, x1: 62 * s, y1: 45 * s, where: isDark)
        #expect(inside > 60 * s * s)
        let everywhere = image.count(where: { $0.alpha > 0 })
        let nearFrame = image.count(x0: 8 * s, y0: 18 * s, x1: 70 * s, y1: 46 * s, where: { $0.alpha > 0 })
        #expect(everywhere == nearFrame)
    }

    @Test func capitalSitsOnTheBaseline() throws {
        let image = try T.render(hello(), scale: 2)
        // The H's stems reach from about the cap height (40 − 14.5) down to the baseline.
        let rows = (0..<image.height).filter { y in image.count(x0: 20, y0: y, x1: 40, y1: y + 1, where: isDark) > 0 }
        let bottom = try #require(rows.last), top = try #require(rows.first)
        #expect(abs(Double(bottom + 1) / 2 - 40) <= 0.5)
        #expect(top / 2 >= 23 && top / 2 <= 27)
    }

    @Test func runPaintColoursTheGlyphs() throws {
        let image = try T.render(hello(paint: .color(T.red)), scale: 2)
        #expect(image.count { $0 == .solidRed } > 100)
        #expect(image.count { $0.alpha > 0 && ($0.green > 0 || $0.blue > 0) } == 0)
    }

    @Test func underlineDrawsABarJustBelowTheBaseline() throws {
        let plain = try T.render(hello(), scale: 2)
        let underlined = try T.render(hello(underline: true), scale: 2)
        // Between the glyphs of "Hello" below the baseline: only the underline.
        #expect(plain.count(x0: 20, y0: 81, x1: 120, y1: 90, where: isDark) == 0)
        #expect(underlined.count(x0: 20, y0: 81, x1: 120, y1: 90, where: isDark) > 100)
    }

    /// Rows (in points from the top) where a bar crosses the whole run, glyphs excluded.
    private func barRows(_ image: RasterImage, scale: Int) -> [Double] {
        let (x0, x1) = (11 * scale, 59 * scale)
        return (0..<image.height).filter { y in image.count(x0: x0, y0: y, x1: x1, y1: y + 1, where: isDark) == x1 - x0
        }
        .map { (Double($0) + 0.5) / Double(scale) }
    }

    @Test(arguments: [1, 2, 3])
    func strikethroughCrossesTheMiddleOfTheLowercaseLetters(scale: Int) throws {
        let plain = try T.render(hello(), scale: Double(scale))
        let struck = try T.render(hello(strike: true), scale: Double(scale))
        #expect(barRows(plain, scale: scale).isEmpty)
        // Inter's strikethrough at 20 pt: 6.5 pt above the baseline (40), 1.4 pt thick, about half
        // of the x-height (10.9 pt); at any scale (a 3× render once put it on the baseline).
        let rows = barRows(struck, scale: scale)
        let centre = try #require(rows.isEmpty ? nil : (rows.first! + rows.last!) / 2)
        #expect(centre > 40 - 7 && centre < 40 - 4.5)
    }

    @Test(arguments: [1, 2, 3])
    func underlineSitsWhereTheFontPutsItAtEveryScale(scale: Int) throws {
        let rows = barRows(try T.render(hello(underline: true), scale: Double(scale)), scale: scale)
        // Inter's underline at 20 pt: its top 3.3 pt below the baseline, 1.4 pt thick.
        let centre = try #require(rows.isEmpty ? nil : (rows.first! + rows.last!) / 2)
        #expect(centre > 40 + 3 && centre < 40 + 4.7)
    }
}
