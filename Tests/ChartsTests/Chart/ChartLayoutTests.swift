//  ChartLayoutTests.swift — ChartsTests (Glimpse)
//  Status: Partial (the layout's other behaviour is pinned through renders in ChartRenderTests)
//  Behaviour: a bar's value is a length from its base: a bar of zero has no height (it is not
//  drawn as a band around zero), and `chartForegroundStyleScale(mapping:)` colours each series;
//  an area's base widens the scale to zero only when the domain includes zero.

import Foundation
import GlimpseRender
import GlimpseTesting
import SwiftUI
import Testing

@testable import Charts

struct ChartLayoutTests {
    @Test func aBarOfZeroHasNoHeight() throws {
        let marks = chartMarks(
            TupleChartContent(
                BarMark(x: .value("h", 0), y: .value("v", 0)), BarMark(x: .value("h", 3), y: .value("v", 2))))
        let layout = ChartLayout(marks: marks, configuration: ChartConfiguration())
        let size = CGSize(width: 100, height: 100)
        let zero = try #require(layout.rect(of: layout.placed[0], in: size))
        let two = try #require(layout.rect(of: layout.placed[1], in: size))
        #expect(zero.height == 0 && zero.maxY == 100)
        #expect(two.height == 100 && zero.width == two.width && zero.width > 0)
    }

    @Test func aStyleMappingColoursEachSeriesByItsValue() throws {
        let chart = Chart {
            BarMark(x: .value("d", "a"), y: .value("v", 1)).foregroundStyle(by: .value("t", "cold"))
            BarMark(x: .value("d", "b"), y: .value("v", 1)).foregroundStyle(by: .value("t", "hot"))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
        .chartForegroundStyleScale(mapping: { (kind: String) in kind == "hot" ? Color.red : Color.blue })
        let shown = try render(
            chart.frame(width: 100, height: 50), as: .image(size: CGSize(width: 100, height: 50), scale: 1))
        let cold = shown.image[25, 40], hot = shown.image[75, 40]
        #expect(cold.blue > 200 && cold.red < 80, "\(cold)")
        #expect(hot.red > 200 && hot.blue < 100, "\(hot)")
    }
}

extension ChartLayoutTests {
    private func areas(includesZero: Bool?, stacked: Bool) -> ChartLayout {
        var marks: [MarkRecord] = []
        for (x, y) in [(0, 50.0), (1, 60.0), (2, 70.0)] {
            marks += chartMarks(AreaMark(x: .value("x", x), y: .value("y", y)).foregroundStyle(by: .value("s", "a")))
            if stacked {
                marks += chartMarks(
                    AreaMark(x: .value("x", x), y: .value("y", 10.0)).foregroundStyle(by: .value("s", "b")))
            }
        }
        var configuration = ChartConfiguration()
        configuration.yDomain = ChartDomain(includesZero: includesZero)
        return ChartLayout(marks: marks, configuration: configuration)
    }

    @Test(
        arguments: [
            (nil, false, 0.0, 80.0),  // the default domain reaches zero (nice ticks of 20)
            (false, false, 50.0, 70.0),  // includesZero: false spans the data
            (false, true, 50.0, 80.0),  // a stack spans its lowest top to its highest
        ] as [(Bool?, Bool, Double, Double)])
    func anAreaScaleReachesZeroOnlyWhenItIncludesZero(
        includesZero: Bool?, stacked: Bool, lower: Double, upper: Double
    ) {
        let layout = areas(includesZero: includesZero, stacked: stacked)
        #expect(layout.y.lower == lower && layout.y.upper == upper, "\(layout.y.lower)…\(layout.y.upper)")
    }
}
