//  ScaleRangeTests.swift — ChartsTests (Glimpse)
//  Status: Complete
//  Behaviour: `chartXScale(range:)`/`chartYScale(domain:range:type:)` put the domain on part of
//  the plot: `.plotDimension(startPadding:endPadding:)` keeps points free at the domain's start
//  and end (the bottom first for numbers on y), an explicit range is plot positions; the proxy
//  reads values back through it, and bars are drawn inside it.

import Foundation
import GlimpseRender
import GlimpseTesting
import SwiftUI
import Testing

@testable import Charts

struct ScaleRangeTests {
    private func layout(_ configure: (inout ChartConfiguration) -> Void) -> ChartLayout {
        var configuration = ChartConfiguration()
        configuration.xDomain = ChartDomain(range: 0...10)
        configuration.yDomain = ChartDomain(range: 0...100)
        configure(&configuration)
        let marks = chartMarks(PointMark(x: .value("x", 5), y: .value("y", 50)))
        return ChartLayout(marks: marks, configuration: configuration)
    }

    @Test func plotDimensionPaddingKeepsPointsFreeAtBothEnds() {
        let layout = layout { $0.xRange = ChartRange(.plotDimension(padding: 20)) }
        // 0…10 over 20…180 of a 200-point width.
        #expect(layout.x.point(0, length: 200, flipped: false) == 20)
        #expect(layout.x.point(10, length: 200, flipped: false) == 180)
        #expect(layout.x.point(5, length: 200, flipped: false) == 100)
    }

    @Test func onTheYAxisTheStartPaddingIsAtTheBottom() {
        let layout = layout { $0.yRange = ChartRange(.plotDimension(startPadding: 10, endPadding: 30)) }
        // 0 sits 10 points above the bottom of 200, 100 sits 30 points below the top.
        #expect(layout.y.point(0, length: 200, flipped: true) == 190)
        #expect(layout.y.point(100, length: 200, flipped: true) == 30)
        #expect(layout.y.point(50, length: 200, flipped: true) == 110)
    }

    @Test func anExplicitRangeIsPlotPositionsFromTheDomainsStart() {
        let layout = layout {
            $0.xRange = ChartRange(CGFloat(40)...CGFloat(140))
            $0.yRange = ChartRange(CGFloat(0)..<CGFloat(80))
        }
        #expect(layout.x.point(0, length: 200, flipped: false) == 40)
        #expect(layout.x.point(10, length: 200, flipped: false) == 140)
        // Literal positions: the domain's start goes to the range's lower bound, even on y.
        #expect(layout.y.point(0, length: 200, flipped: true) == 0)
        #expect(layout.y.point(100, length: 200, flipped: true) == 80)
    }

    @Test func theProxyReadsValuesBackThroughThePaddedRange() throws {
        let layout = layout {
            $0.xRange = ChartRange(.plotDimension(startPadding: 20, endPadding: 0))
            $0.yRange = ChartRange(.plotDimension(padding: 50))
            $0.yDomain = ChartDomain(range: 0...100, reversed: true)
        }
        let proxy = ChartProxy(layout: layout, plotSize: CGSize(width: 220, height: 300))
        #expect(proxy.position(forX: 5.0) == 120)
        #expect(try #require(proxy.value(atX: CGFloat(70), as: Double.self)) == 2.5)
        // Reversed: 0 at the top (after 50 points), 100 at the bottom (50 points above it).
        #expect(proxy.position(forY: 0.0) == 50)
        #expect(proxy.position(forY: 100.0) == 250)
        #expect(try #require(proxy.value(atY: CGFloat(100), as: Double.self)) == 25)
    }

    @Test func bandsShareTheRangeLeftAfterPadding() {
        var configuration = ChartConfiguration()
        configuration.xRange = ChartRange(.plotDimension(padding: 50))
        let marks = chartMarks(
            TupleChartContent(
                BarMark(x: .value("d", "a"), y: .value("v", 1)), BarMark(x: .value("d", "b"), y: .value("v", 2))))
        let layout = ChartLayout(marks: marks, configuration: configuration)
        // Two bands over 50…250: each 100 wide, the bars 80 of it.
        #expect(layout.x.unit(length: 300) == 100)
        let bar = layout.rect(of: layout.placed[0], in: CGSize(width: 300, height: 100))
        #expect(bar?.minX == 60 && bar?.width == 80)
    }

    @Test func aPaddedChartDrawsItsBarsInsideThePadding() throws {
        let sales = [("Mon", 20.0), ("Tue", 40.0)]
        let chart = Chart {
            ForEach(sales, id: \.0) { BarMark(x: .value("Day", $0.0), y: .value("Sales", $0.1)) }
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        .chartXScale(domain: ["Mon", "Tue"], range: .plotDimension(padding: 50))
        .chartYScale(domain: 0...40, range: .plotDimension(endPadding: 20), type: .linear)
        let shown = try render(
            chart.frame(width: 300, height: 100), as: .image(size: CGSize(width: 300, height: 100), scale: 1))
        try ChartAxisTitleTests.keep(shown, "padded-range")
        let blue = { (x: Int, y: Int) in shown.image[x, y].blue > 200 && shown.image[x, y].red < 80 }
        // Bands of 100 from 50; bars of 80 from 60 and 160. Tue (40) tops out 20 points down.
        #expect(!blue(55, 95) && blue(65, 95) && blue(135, 95) && !blue(145, 95))
        #expect(blue(200, 22) && !blue(200, 18))
        // Mon (20) reaches half of the 80 points left: 60 from the top.
        #expect(blue(100, 62) && !blue(100, 58))
    }
}
