//  SymbolSheetTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: every name in SymbolNameMap draws ink through the renderer. With
//  GLIMPSE_SYMBOL_SHEET=/path/sheet.png set, the sheets (80 names each, drawn at 24 pt with their
//  names under them and their frames outlined) are written as /path/sheet-1.png, -2.png, … for
//  checking by eye that each Material glyph reads as the SF Symbol it stands for.

import Foundation
import GlimpseArchive
import GlimpseRender
import GlimpseText
import Testing

struct SymbolSheetTests {
    private typealias T = TestArchives
    static let columns = 8
    static let perSheet = 80
    static let cell = Size(width: 150, height: 64)

    @Test func everyMappedNameDrawsInkInItsCell() throws {
        let names = SymbolNameMap.recipes.keys.sorted()
        let output = ProcessInfo.processInfo.environment["GLIMPSE_SYMBOL_SHEET"].map(URL.init(fileURLWithPath:))
        var blank: [String] = []
        for (page, start) in stride(from: 0, to: names.count, by: Self.perSheet).enumerated() {
            let sheetNames = Array(names[start..<min(names.count, start + Self.perSheet)])
            let (archive, frames) = Self.sheet(sheetNames)
            let image = try T.render(archive, scale: 1)
            for (name, f) in zip(sheetNames, frames) {
                let ink = image.count(
                    x0: Int(f.x) - 1, y0: Int(f.y) - 1, x1: Int(f.maxX) + 2, y1: Int(f.maxY) + 2
                ) { $0.alpha > 0 && $0.red < 60 && $0.green < 60 }
                if ink < 8 { blank.append(name) }
            }
            if let output {
                var options = RenderOptions()
                options.scale = 2
                let url = output.deletingPathExtension().appendingPathExtension("").deletingPathExtension()
                let file = URL(fileURLWithPath: url.path + "-\(page + 1).png")
                try ArchiveRenderer().render(archive, to: file, options: options)
            }
        }
        #expect(blank == [])
        #expect(names.allSatisfy { ResolvedSymbol.resolve($0) != nil })
    }

    /// A white sheet of `names` in a grid: each symbol at its natural 24 pt size with a faint
    /// frame outline, its name in 9 pt under it. Returns the archive and the symbols' frames.
    static func sheet(_ names: [String]) -> (WidgetArchive, [Rect]) {
        let rows = (names.count + columns - 1) / columns
        let size = Size(width: Double(columns) * cell.width, height: Double(rows) * cell.height)
        var items: [DisplayItem] = [
            T.rect(Rect(x: 0, y: 0, width: size.width, height: size.height), .color(RGBA(1, 1, 1)))
        ]
        var frames: [Rect] = []
        let label = FontDescriptor(family: FontResolver.systemFamily, size: 9)
        for (i, name) in names.enumerated() {
            let x = Double(i % columns) * cell.width
            let y = Double(i / columns) * cell.height
            let m = SymbolMetrics(symbol: name, pointSize: 24)
            let frame = Rect(
                x: x + (cell.width - m.size.width) / 2, y: y + 6, width: m.size.width, height: m.size.height)
            frames.append(frame)
            items.append(
                .shape(
                    ShapeItem(
                        frame: frame, path: T.rectPath(frame),
                        stroke: StrokeData(paint: .color(RGBA(1, 0.75, 0.75)), lineWidth: 0.5))))
            items.append(.symbol(SymbolItem(frame: frame, name: name, pointSize: 24, paint: .color(RGBA(0, 0, 0)))))
            let width = TextLayout.singleLineWidth([StyledRun(text: name, font: label)])
            let run = TextRun(
                text: name, font: label, paint: .color(RGBA(0.3, 0.3, 0.3)), x: x + (cell.width - width) / 2,
                width: width)
            items.append(
                .text(
                    TextItem(
                        frame: Rect(x: x, y: y + 42, width: cell.width, height: 14),
                        lines: [TextLine(baseline: y + cell.height - 12, runs: [run])], lineHeight: 11)))
        }
        return (T.archive(width: size.width, height: size.height, items), frames)
    }
}
