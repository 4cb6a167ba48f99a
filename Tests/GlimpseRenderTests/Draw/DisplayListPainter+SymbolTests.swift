//  DisplayListPainter+SymbolTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: symbols draw their Material glyphs inside the frame in the symbol's paint
//  (colours, gradients), outline and filled forms differ, hierarchical rendering lightens the
//  secondary layer, and an unknown name draws nothing and is reported once.

import CPangoCairo
import GlimpseArchive
import GlimpseText
import Synchronization
import Testing

@testable import GlimpseRender

struct DisplayListPainterSymbolTests {
    private typealias T = TestArchives

    /// A symbol at its natural size for `pointSize`, with its top-leading corner at (`x`, `y`).
    private func symbol(
        _ name: String, pointSize: Double = 40, x: Double = 20, y: Double = 20, paint: Paint = .color(T.blue)
    )
        -> SymbolItem
    {
        let m = SymbolMetrics(symbol: name, pointSize: pointSize)
        return SymbolItem(
            frame: Rect(x: x, y: y, width: m.size.width, height: m.size.height), name: name, pointSize: pointSize,
            paint: paint)
    }

    private func render(_ items: [SymbolItem], scale: Double = 2) throws -> RasterImage {
        try T.render(T.archive(items.map { .symbol($0) }), scale: scale)
    }

    @Test func heartDrawsBlueInkInsideItsFrameAndNothingOutside() throws {
        let heart = symbol("heart")
        let image = try render([heart])
        let f = heart.frame
        let painted = image.count { $0.alpha > 0 }
        let inside = image.count(x0: Int(f.x * 2), y0: Int(f.y * 2), x1: Int(f.maxX * 2) + 1, y1: Int(f.maxY * 2) + 1) {
            $0.alpha > 0
        }
        #expect(painted > 400 && painted == inside)
        #expect(image.count { $0.alpha > 0 && ($0.red > 0 || $0.green > 0) } == 0)
        #expect(image.count { $0 == .solidBlue } > 150)
        // An outline: the middle of the heart is empty.
        #expect(image.at(f.x + f.width / 2, f.y + f.height / 2, scale: 2) == .transparent)
    }

    @Test func aPaletteDrawsTheSunInItsSecondColourAndTheCloudInItsFirst() throws {
        var item = symbol("cloud.sun.fill")
        item.palette = [.color(RGBA(1, 1, 1)), .color(RGBA(1, 0.8, 0))]
        let image = try render([item])
        let yellow = image.count {
            $0.alpha == 255 && $0.red == 255 && $0.green > 190 && $0.green < 215 && $0.blue == 0
        }
        let white = image.count { $0 == RasterImage.Pixel(255, 255, 255, 255) }
        #expect(yellow > 100 && white > 300)
        #expect(image.count { $0.alpha > 0 && $0.blue > 0 && $0.blue < 255 && $0.green < 150 } == 0)  // no paint
        // The sun sits up and to the right of the cloud: its pixels' mean is right of the frame's middle.
        var sum = 0.0
        var n = 0.0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].green > 190 && image[x, y].green < 215 && image[x, y].blue == 0 {
                sum += Double(x)
                n += 1
            }
        }
        #expect(sum / n > (item.frame.x + item.frame.width / 2) * 2)
    }

    @Test func aOneGlyphSymbolTakesThePalettesFirstColour() throws {
        var item = symbol("heart.fill")
        item.palette = [.color(RGBA(1, 0, 0)), .color(RGBA(0, 1, 0))]
        let image = try render([item])
        #expect(image.count { $0 == RasterImage.Pixel(255, 0, 0, 255) } > 300)
        #expect(image.count { $0.alpha > 0 && $0.green > 0 } == 0)
    }

    @Test func aFilledEnclosureTakesTheSecondColourWithTheGlyphOverIt() throws {
        var item = symbol("heart.square.fill")  // built: a heart in a solid square
        item.palette = [.color(RGBA(1, 1, 1)), .color(RGBA(0, 1, 0))]
        let image = try render([item])
        let f = item.frame
        #expect(image.at(f.x + f.width / 2, f.y + f.height / 2, scale: 2) == RasterImage.Pixel(255, 255, 255, 255))
        #expect(image.count { $0 == RasterImage.Pixel(0, 255, 0, 255) } > 300)
    }

    @Test func heartFillIsSolidWhereTheOutlineIsEmpty() throws {
        let outline = try render([symbol("heart")])
        let filled = try render([symbol("heart.fill")])
        let f = symbol("heart").frame
        #expect(filled.at(f.x + f.width / 2, f.y + f.height / 2, scale: 2) == .solidBlue)
        #expect(filled.count { $0.alpha > 0 } > outline.count { $0.alpha > 0 } * 3 / 2)
    }

    @Test func aGradientPaintColoursTheGlyphFromEndToEnd() throws {
        var item = symbol("square.fill")
        let f = item.frame
        item.paint = .linearGradient(
            stops: [GradientStop(color: T.red, location: 0), GradientStop(color: T.blue, location: 1)],
            start: Point(x: f.x, y: f.y), end: Point(x: f.maxX, y: f.y))
        let image = try render([item])
        let left = image.at(f.x + f.width * 0.25, f.y + f.height / 2, scale: 2)
        let right = image.at(f.x + f.width * 0.75, f.y + f.height / 2, scale: 2)
        #expect(left.alpha == 255 && right.alpha == 255)
        #expect(left.red > 150 && left.blue < 100)
        #expect(right.blue > 150 && right.red < 100)
    }

    @Test func aSolidDiscHasItsGlyphCutOutAndHierarchicalDrawsItOverALighterDisc() throws {
        var item = symbol("heart.circle.fill")
        let f = item.frame
        let centre = (f.x + f.width / 2, f.y + f.height / 2)
        let near = (f.x + f.width / 2, f.y + f.height * 0.12)
        let mono = try render([item])
        #expect(mono.at(centre.0, centre.1, scale: 2) == .transparent)
        #expect(mono.at(near.0, near.1, scale: 2) == .solidBlue)
        item.hierarchical = true
        let layered = try render([item])
        #expect(layered.at(centre.0, centre.1, scale: 2) == .solidBlue)
        let disc = layered.at(near.0, near.1, scale: 2)
        #expect(disc.blue == 255 && abs(Int(disc.alpha) - 128) <= 2)
    }

    @Test func bolderWeightsDrawMoreInk() throws {
        var bold = symbol("heart")
        bold.weight = 700
        let regular = try render([symbol("heart")]).count { $0.alpha > 127 }
        let heavier = try render([bold]).count { $0.alpha > 127 }
        #expect(heavier > regular + regular / 10)
    }

    @Test func aSymbolIsFittedUndistortedIntoALargerFrame() throws {
        var item = symbol("circle.fill", pointSize: 10)
        item.frame = Rect(x: 0, y: 20, width: 100, height: 40)
        let image = try render([item], scale: 1)
        // The disc's live side is limited by the height: about 40 / 1.08 pt across, centred.
        let row = (0..<100).filter { image[$0, 40].alpha > 127 }
        let diameter = Double(row.count)
        #expect(abs(diameter - 40 / 1.08) <= 2)
        #expect(abs(Double(row.first! + row.last!) / 2 - 50) <= 1)
    }

    @Test func anUnknownNameDrawsNothingAndIsReportedOnce() throws {
        let lines = Mutex<[String]>([])
        let log = UnknownSymbolLog { line in lines.withLock { $0.append(line) } }
        let item = SymbolItem(
            frame: Rect(x: 20, y: 20, width: 60, height: 60), name: "no.such.symbol", pointSize: 40,
            paint: .color(T.blue))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 100)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        let painter = DisplayListPainter(
            cr: cr, images: [:], cache: ImageSurfaceCache(), shadowResolution: 1,
            canvas: Rect(x: 0, y: 0, width: 100, height: 100))
        painter.drawSymbol(item, log: log)
        painter.drawSymbol(item, log: log)
        #expect(lines.withLock { $0 } == ["glimpse: no SF Symbol named 'no.such.symbol'; drawn as nothing, as on iOS"])
        // As on iOS, no pixel is drawn for it.
        let image = try render([item])
        #expect(image.count { $0.alpha > 0 } == 0)
    }

    @Test func theSharedLogHearsOfAnUnknownNameTheRendererMeets() throws {
        let name = "glimpse.test.unknown.shared"
        _ = try render([symbol(name)])
        _ = try render([symbol(name)])
        #expect(UnknownSymbolLog.shared.reportedNames.contains(name))
        #expect(!UnknownSymbolLog.shared.report(name))
    }

    @Test(arguments: [RenderFormat.svg, .pdf])
    func vectorOutputsDrawSymbolsToo(format: RenderFormat) throws {
        let data = try ArchiveRenderer().render(T.archive([.symbol(symbol("cloud.sun.fill"))]), format: format)
        #expect(data.count > 500)
    }
}
