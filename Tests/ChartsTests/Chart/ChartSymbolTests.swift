//  ChartSymbolTests.swift — ChartsTests (Glimpse)
//  Status: Complete
//  Behaviour: `symbolSize(by:)` sizes points on the symbol size scale (16…256 square points by
//  default, or `chartSymbolSizeScale(domain:range:)`'s), and `symbol(symbol:)` draws a view,
//  centred, at each point instead of the symbol shape; `ChartProxy.symbolSize(for:)` reads the
//  scale.

import Foundation
import GlimpseRender
import GlimpseTesting
import SwiftUI
import Testing

@testable import Charts

struct ChartSymbolTests {
    private func points(sized sizes: [Double]) -> [MarkRecord] {
        var marks: [MarkRecord] = []
        for (index, size) in sizes.enumerated() {
            marks += chartMarks(
                PointMark(x: .value("x", index), y: .value("y", index)).symbolSize(by: .value("s", size)))
        }
        return marks
    }

    @Test func symbolSizeByValueSpreadsTheValuesFromZeroOverTheDefaultAreas() {
        let layout = ChartLayout(marks: points(sized: [0, 50, 100]), configuration: ChartConfiguration())
        let sides = layout.placed.map { layout.symbolSide(of: $0.mark, automatic: 8).width }
        // Areas 16, 136 and 256 square points: squares of 4, √136 and 16 points.
        #expect(sides[0] == 4 && sides[2] == 16)
        #expect(abs(sides[1] - 136.0.squareRoot()) < 1e-9)
    }

    @Test func aSymbolSizeScaleSetsTheDomainAndTheAreas() {
        var configuration = ChartConfiguration()
        configuration.symbolSizeDomain = ChartDomain(range: 50...100)
        configuration.symbolSizeRange = 100...400
        let layout = ChartLayout(marks: points(sized: [50, 75, 100, 200]), configuration: configuration)
        let sides = layout.placed.map { layout.symbolSide(of: $0.mark, automatic: 8).width }
        // 50 → 100 (10 points), 75 → 250, 100 → 400 (20 points); beyond the domain clamps.
        #expect(sides[0] == 10 && sides[2] == 20 && sides[3] == 20)
        #expect(abs(sides[1] - 250.0.squareRoot()) < 1e-9)
    }

    @Test func categoriesTakeTheAreasInTurn() {
        let marks = ["a", "b", "c"].flatMap { name in
            chartMarks(PointMark(x: .value("x", name), y: .value("y", 1)).symbolSize(by: .value("k", name)))
        }
        let layout = ChartLayout(marks: marks, configuration: ChartConfiguration())
        let areas = layout.placed.map { layout.symbolSizes.area(of: $0.mark.symbolSizeKey!)! }
        #expect(areas == [16, 136, 256])
    }

    @Test func theProxyGivesAValuesSymbolAreaOnlyWhenMarksAreSizedByValue() {
        let sized = ChartProxy(
            layout: ChartLayout(marks: points(sized: [0, 100]), configuration: ChartConfiguration()),
            plotSize: CGSize(width: 100, height: 100))
        #expect(sized.symbolSize(for: 50) == 136 && sized.symbolSize(for: 100) == 256)
        let plain = ChartProxy(
            layout: ChartLayout(
                marks: chartMarks(PointMark(x: .value("x", 1), y: .value("y", 1))), configuration: ChartConfiguration()),
            plotSize: CGSize(width: 100, height: 100))
        #expect(plain.symbolSize(for: 50) == nil)
    }

    @Test func theLastSizeModifierWins() {
        let byValue = chartMarks(
            PointMark(x: .value("x", 1), y: .value("y", 1)).symbolSize(100).symbolSize(by: .value("s", 1)))
        let fixed = chartMarks(
            PointMark(x: .value("x", 1), y: .value("y", 1)).symbolSize(by: .value("s", 1)).symbolSize(100))
        #expect(byValue[0].symbolSizeKey != nil && byValue[0].symbolSize == nil)
        #expect(fixed[0].symbolSizeKey == nil && fixed[0].symbolSize == CGSize(width: 10, height: 10))
    }

    @Test func pointsSizedByValueAreDrawnAtTheirSize() throws {
        let chart = Chart {
            PointMark(x: .value("x", 0), y: .value("y", 0)).symbolSize(by: .value("s", 0)).symbol(.square)
            PointMark(x: .value("x", 10), y: .value("y", 10)).symbolSize(by: .value("s", 100)).symbol(.square)
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
        .chartXScale(domain: -10...20).chartYScale(domain: -10...20)
        let shown = try render(
            chart.frame(width: 300, height: 300), as: .image(size: CGSize(width: 300, height: 300), scale: 1))
        try keep(shown, "symbol-size")
        // The large point is at (200, 100): a 16-point symbol, a square inset by 10 %, ±6.4 points.
        let filled = { (x: Int, y: Int) in shown.image[x, y].alpha > 200 }
        #expect(filled(200, 100) && filled(205, 100) && !filled(209, 100))
        // The small one at (100, 200): 4 points, ±1.6.
        #expect(filled(100, 200) && !filled(104, 200))
    }

    @Test func aSymbolViewIsDrawnCentredOnEachPointInsteadOfTheShape() throws {
        let chart = Chart {
            PointMark(x: .value("x", 0), y: .value("y", 0))
                .symbol { Rectangle().fill(Color.red).frame(width: 20, height: 10) }
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        .chartXScale(domain: -1...1).chartYScale(domain: -1...1)
        let shown = try render(
            chart.frame(width: 100, height: 100), as: .image(size: CGSize(width: 100, height: 100), scale: 1))
        try keep(shown, "symbol-view")
        let isRed = { (p: RasterImage.Pixel) in p.red > 200 && p.green < 60 && p.blue < 60 && p.alpha > 200 }
        #expect(isRed(shown.image[50, 50]) && isRed(shown.image[41, 46]) && isRed(shown.image[58, 53]))
        #expect(!isRed(shown.image[50, 42]) && !isRed(shown.image[38, 50]), "20 by 10, centred")
        #expect(shown.image[50, 50].blue < 60, "no accent circle under the view")
    }

    /// Writes `shown` to $GLIMPSE_CHART_PNGS/name.png when set, to look at.
    private func keep(_ shown: RenderedView, _ name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["GLIMPSE_CHART_PNGS"] else { return }
        try shown.pngData().write(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
    }
}
