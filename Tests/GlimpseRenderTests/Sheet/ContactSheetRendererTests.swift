//  ContactSheetRendererTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 4 "The matrix": the sheet's pixel size, tiles and widgets where the layout
//  puts them, and each cell's own PNG at its density.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseRender

struct ContactSheetRendererTests {
    @Test func sheetIsItsLayoutAtTheSheetScale() throws {
        let sheet = ContactSheetLayoutTests.sheet
        let layout = ContactSheetRenderer.measuredLayout(sheet)
        let output = try ContactSheetRenderer().render(sheet)
        #expect(output.pixelWidth == Int((layout.size.width * 2).rounded()))
        #expect(output.pixelHeight == Int((layout.size.height * 2).rounded()))
        let image = try #require(TestArchives.decodePNG(output.png))
        #expect(image.width == output.pixelWidth && image.height == output.pixelHeight)
    }

    @Test func widgetsSitOnTheirTilesAndEmptyCellsHaveNoPNG() throws {
        let sheet = ContactSheetLayoutTests.sheet
        let layout = ContactSheetRenderer.measuredLayout(sheet)
        let output = try ContactSheetRenderer().render(sheet)
        let image = try #require(TestArchives.decodePNG(output.png))
        let widget = layout.widgetFrame(row: 0, column: 0, size: Size(width: 100, height: 100))
        #expect(image[Int(widget.midX * 2), Int(widget.midY * 2)] == RasterImage.Pixel(255, 0, 0, 255))
        // The tile's padding, between the tile's edge and the widget.
        let tile = layout.tiles[0][0]
        #expect(image[Int((tile.x + 6) * 2), Int(tile.midY * 2)] == RasterImage.Pixel(0, 0, 255, 255))
        // The page around the tiles.
        #expect(image[4, 4] == RasterImage.Pixel(242, 242, 247, 255))
        #expect(output.cellPNGs.map { $0.map { $0 == nil } } == [[false, true], [false, false]])
    }

    @Test func eachCellPNGHasItsOwnDensity() throws {
        let output = try ContactSheetRenderer().render(ContactSheetLayoutTests.sheet)
        let bytes = try #require(output.cellPNGs[1][1])
        let small = try #require(TestArchives.decodePNG(bytes))
        #expect(small.width == 120 && small.height == 60)  // 60×30 pt at 2x
        #expect(small[60, 30] == RasterImage.Pixel(255, 0, 0, 255))
    }

    @Test func iPadCellIsDrawnAtItsDeviceSize() throws {
        var cell = ContactSheetLayoutTests.cell(141, 141)
        cell.options.scale = 2 * 120 / 141
        cell.pointSize = Size(width: 120, height: 120)
        let sheet = ContactSheet(title: "iPad", columns: ["Light"], rows: [ContactSheet.Row(title: "s", cells: [cell])])
        let output = try ContactSheetRenderer().render(sheet)
        let bytes = try #require(output.cellPNGs[0][0])
        let png = try #require(TestArchives.decodePNG(bytes))
        #expect(png.width == 240 && png.height == 240)
        let layout = ContactSheetRenderer.measuredLayout(sheet)
        #expect(layout.tiles[0][0].height == 144)  // 120 + 2 × 12
    }

    @Test func sheetTooLargeForTheMaximumIsDrawnAtALowerScale() throws {
        let cells = (0..<6).map { _ in ContactSheetLayoutTests.cell(200, 1000) }
        let sheet = ContactSheet(
            title: "Tall", columns: ["A"], rows: cells.map { ContactSheet.Row(title: "r", cells: [$0], group: "g") })
        let output = try ContactSheetRenderer().render(sheet)
        #expect(output.pixelHeight <= ArchiveRenderer.maximumPixelSide)
        #expect(output.pixelHeight >= ArchiveRenderer.maximumPixelSide - 2)
    }
}
