//  ChartLegendTests.swift — ChartsTests (Glimpse)
//  Status: Complete
//  Behaviour: `chartLegend(position:alignment:spacing:)` puts the legend below the plot by
//  default (leading), above it with `.top`, at the trailing end with `.trailing` alignment or a
//  trailing corner, beside the plot in a column with `.leading`/`.trailing`, `spacing` points
//  from the plot.

import Charts
import Foundation
import GlimpseRender
import GlimpseTesting
import SwiftUI
import Testing

struct ChartLegendTests {
    private var chart: some View {
        Chart {
            BarMark(x: .value("d", "a"), y: .value("v", 1)).foregroundStyle(by: .value("t", "Cats"))
            BarMark(x: .value("d", "b"), y: .value("v", 2)).foregroundStyle(by: .value("t", "Dogs"))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
    }

    private func frames(_ view: some View, _ name: String) throws -> [String: CGRect] {
        let shown = try render(
            view.frame(width: 200, height: 120), as: .image(size: CGSize(width: 200, height: 120), scale: 2))
        try ChartAxisTitleTests.keep(shown, name)
        return ChartAxisTitleTests.textFrames(shown)
    }

    @Test func byDefaultTheLegendIsBelowAtTheLeadingEnd() throws {
        let frames = try frames(chart, "legend-default")
        let cats = try #require(frames["Cats"]), dogs = try #require(frames["Dogs"])
        #expect(cats.minY > 100 && abs(cats.minY - dogs.minY) < 0.01)
        // The dot (7 points) and 4 points before the text.
        #expect(cats.minX == 11)
    }

    @Test func aTopLegendAlignedTrailingSitsAboveThePlotAtItsEnd() throws {
        let frames = try frames(chart.chartLegend(position: .top, alignment: .trailing, spacing: 20), "legend-top")
        let cats = try #require(frames["Cats"]), dogs = try #require(frames["Dogs"])
        #expect(cats.maxY < 20 && abs(dogs.maxX - 200) < 1)
    }

    @Test func aTrailingLegendStacksItsEntriesBesideThePlot() throws {
        let frames = try frames(chart.chartLegend(position: .trailing), "legend-trailing")
        let cats = try #require(frames["Cats"]), dogs = try #require(frames["Dogs"])
        #expect(abs(cats.minX - dogs.minX) < 0.01 && dogs.minY > cats.maxY)
        #expect(cats.minX > 140)
        // Centred beside the plot: the two rows straddle its middle.
        #expect(cats.maxY < 60 && dogs.minY > 60)
    }

    @Test func theSpacingSeparatesTheLegendFromThePlot() throws {
        /// The lowest row, in points, of the "Dogs" bar (full height) at x = 150.
        func barBottom(_ spacing: CGFloat) throws -> Int {
            let shown = try render(
                chart.chartLegend(position: .bottom, spacing: spacing).frame(width: 200, height: 120),
                as: .image(size: CGSize(width: 200, height: 120), scale: 1))
            let rows = (0..<120).filter { y in
                let pixel = shown.image[150, y]
                return pixel.alpha > 200 && pixel.green > 150 && pixel.red < 120 && pixel.blue < 150
            }
            return try #require(rows.last)
        }
        // The legend stays at the bottom; the plot gives up the 30 points.
        #expect(try barBottom(0) - barBottom(30) == 30)
    }
}
