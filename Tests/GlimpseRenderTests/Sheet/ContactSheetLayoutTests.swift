//  ContactSheetLayoutTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: the contact sheet's geometry (ContactSheetLayout's numbered steps) with a fixed
//  text measurer, so every number is exact.

import GlimpseArchive
import Testing

@testable import GlimpseRender

struct ContactSheetLayoutTests {
    /// Six points per character.
    private static func measure(_ text: String, _ font: SheetFont) -> Double { Double(text.count) * 6 }

    static func cell(_ width: Double, _ height: Double, _ color: RGBA = TestArchives.red) -> ContactSheet.Cell {
        let archive = TestArchives.archive(
            width: width, height: height,
            [TestArchives.rect(Rect(x: 0, y: 0, width: width, height: height), .color(color))])
        return ContactSheet.Cell(archive: archive, options: RenderOptions(scale: 2), tile: TestArchives.blue)
    }

    static let sheet = ContactSheet(
        title: "T", subtitle: "S", columns: ["A", "B"],
        rows: [
            ContactSheet.Row(title: "systemSmall", detail: ["Home"], cells: [cell(100, 100), nil]),
            ContactSheet.Row(title: "x", cells: [cell(50, 20), cell(60, 30)], group: "other"),
        ])

    @Test func columnsAreAsWideAsTheirWidestCellPlusPaddingAndAtLeastTheMinimumTile() {
        let layout = ContactSheetLayout(Self.sheet, measure: Self.measure)
        // Label column 66 ("systemSmall"), then 16: the grid starts at 28 + 66 + 16 = 110.
        #expect(layout.tiles[0].map(\.x) == [110, 244])
        #expect(layout.tiles[0].map(\.width) == [124, 96])
        #expect(layout.columnCenters == [172, 292])
    }

    @Test func rowsAreAsTallAsTheirTallestCellAndGroupsAreSeparatedByARule() {
        let layout = ContactSheetLayout(Self.sheet, measure: Self.measure)
        #expect(layout.titleBaseline == 48)
        #expect(layout.subtitleBaseline == 68)
        #expect(layout.columnHeadingBaseline == 105)
        #expect(layout.tiles.map { $0[0].y } == [116, 266])
        #expect(layout.tiles.map { $0[0].height } == [124, 54])
        #expect(layout.groupRules == [nil, 248])
        #expect(layout.rowLabelTops == [162, 284.5])
        #expect(layout.size == Size(width: 368, height: 348))
    }

    @Test func aLongHeadingWidensTheSheet() {
        var sheet = Self.sheet
        sheet.subtitle = String(repeating: "s", count: 100)  // 600 pt
        let layout = ContactSheetLayout(sheet, measure: Self.measure)
        #expect(layout.size.width == 28 + 600 + 28)
        #expect(layout.tiles[0].map(\.x) == [110, 244])
    }

    @Test func widgetsAreCentredInTheirTiles() {
        let layout = ContactSheetLayout(Self.sheet, measure: Self.measure)
        #expect(
            layout.widgetFrame(row: 0, column: 0, size: Size(width: 100, height: 100))
                == Rect(x: 122, y: 128, width: 100, height: 100))
        #expect(
            layout.widgetFrame(row: 1, column: 1, size: Size(width: 60, height: 30))
                == Rect(x: 262, y: 278, width: 60, height: 30))
    }
}
