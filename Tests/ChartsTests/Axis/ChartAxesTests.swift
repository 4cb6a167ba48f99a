//  ChartAxesTests.swift — ChartsTests (Glimpse)
//  Status: Complete
//  Behaviour: the y axis's automatic values thin to what fits: at accessibility text sizes a
//  linear axis takes a longer nice step, other axes drop labels that would overlap, and the
//  grid lines follow the labels.

import Foundation
import GlimpseRender
import GlimpseTesting
import SwiftUI
import Testing

@testable import Charts

struct ChartAxesTests {
    private let linear = ChartScale.make(values: [.number(0), .number(40)], domain: nil, desiredTicks: 5)

    private func values(_ scale: ChartScale) -> [(coordinate: Double, value: PlotValue, label: String)] {
        ChartAxes.values(.automatic(desiredCount: nil), scale: scale)
    }

    @Test(arguments: [
        // room for all five: 25 points apart, labels 13.1 tall
        (100.0, 13.1, ["0", "10", "20", "30", "40"]),
        // 47.7-point labels (caption 2 at AX5): 0, 20, 40 are 50 apart
        (100, 47.7, ["0", "20", "40"]),
        // no room for three: the ends alone
        (60, 47.7, ["0", "40"]),
    ])
    func aLinearAxisTakesALongerNiceStepWhenItsLabelsWouldOverlap(height: Double, line: Double, labels: [String]) {
        let fitted = ChartAxes.fitting(values(linear), scale: linear, height: height, lineHeight: line)
        #expect(fitted.map(\.label) == labels)
    }

    @Test func otherAxesDropTheLabelsThatWouldTouchTheOneBefore() {
        let log = ChartScale.make(values: [.number(1), .number(1e4)], domain: nil, type: .log, desiredTicks: 5)
        // Five marks 25 points apart over 100 points; labels need 30.
        let fitted = ChartAxes.fitting(values(log), scale: log, height: 100, lineHeight: 28)
        #expect(fitted.map(\.label) == ["1", "100", "10,000"])
    }

    @Test func atTheLargestTextSizeTheYLabelsAndGridLinesThinTogether() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 20))
            BarMark(x: .value("Day", "Tue"), y: .value("Sales", 40))
        }
        .environment(\.dynamicTypeSize, .accessibility5)
        let shown = try render(
            chart.frame(width: 200, height: 200), as: .image(size: CGSize(width: 200, height: 200), scale: 1))
        try ChartAxisTitleTests.keep(shown, "ax5-y")
        let frames = ChartAxisTitleTests.textFrames(shown)
        let numbers = frames.filter { Double($0.key) != nil }.sorted { $0.value.minY < $1.value.minY }
        #expect(numbers.map(\.key) == ["40", "20", "0"], "\(numbers.map(\.key))")
        let rects = numbers.map(\.value)
        #expect(zip(rects, rects.dropFirst()).allSatisfy { $0.maxY <= $1.minY }, "\(rects)")
        #expect(rects[0].minY >= -1, "the top label stays inside the chart: \(rects[0])")
        let gridLines = shown.sExpression.matches(of: /\(path "M 0 [-0-9.]+ L [0-9.]+ [-0-9.]+"\) \(stroke/).count
        #expect(gridLines == 3)
    }
}
