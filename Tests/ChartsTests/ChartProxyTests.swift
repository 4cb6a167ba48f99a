//  ChartProxyTests.swift — ChartsTests (Glimpse)
//  Status: Complete
//  Behaviour: ChartProxy converts between values and plot points with the chart's scales;
//  scales choose nice domains; `.symbol(.circle)` is Charts' circle.

import Foundation
import SwiftUI
import Testing

@testable import Charts

struct ChartProxyTests {
    private func layout(_ marks: [MarkRecord]) -> ChartLayout {
        ChartLayout(marks: marks, configuration: ChartConfiguration())
    }

    private var bars: [MarkRecord] {
        chartMarks(
            TupleChartContent(
                BarMark(x: .value("Day", "Mon"), y: .value("Sales", 20)),
                BarMark(x: .value("Day", "Tue"), y: .value("Sales", 40)),
                BarMark(x: .value("Day", "Wed"), y: .value("Sales", 10))))
    }

    @Test func positionsAreBandCentresAndLinearPointsFromTheBottom() throws {
        let proxy = ChartProxy(layout: layout(bars), plotSize: CGSize(width: 300, height: 100))
        #expect(proxy.position(forX: "Tue") == 150)
        #expect(proxy.position(forX: "Sun") == nil)
        #expect(proxy.position(forY: 20.0) == 50)
        #expect(proxy.position(forY: 40) == 0)
        #expect(proxy.value(atX: 20, as: String.self) == "Mon")
        #expect(proxy.value(atY: 75, as: Double.self) == 10)
    }

    @Test func numbersGetANiceDomainThatIncludesZero() {
        let scale = ChartScale.make(values: [.number(3), .number(97)], domain: nil, desiredTicks: 5)
        #expect(scale.lower == 0 && scale.upper == 100)
        #expect(scale.ticks.map(\.label) == ["0", "20", "40", "60", "80", "100"])
        let offZero = ChartScale.make(
            values: [.number(12), .number(19)], domain: ChartDomain(includesZero: false), desiredTicks: 5)
        #expect(offZero.lower == 12 && offZero.upper == 20)
    }

    @Test func anInferredDomainCanBeSortedOrWidened() {
        let sorted = AutomaticScaleDomain.automatic(dataType: String.self) { $0.sort() }.chartDomain
        let band = ChartScale.make(
            values: [.category("Wed"), .category("Mon"), .category("Tue")], domain: sorted, desiredTicks: 5)
        #expect(band.categories == ["Mon", "Tue", "Wed"])
        let widened = AutomaticScaleDomain.automatic(dataType: Double.self) { $0.append(150) }.chartDomain
        let linear = ChartScale.make(values: [.number(10), .number(40)], domain: widened, desiredTicks: 5)
        #expect(linear.upper == 150 && linear.lower == 0)
    }

    @Test func barsAtOneCategoryStackAndSideBySideBarsDoNot() throws {
        let stacked = layout(
            chartMarks(
                TupleChartContent(
                    BarMark(x: .value("Day", "Mon"), y: .value("n", 10)),
                    BarMark(x: .value("Day", "Mon"), y: .value("n", 30)))))
        #expect(stacked.placed.map { $0.y?.high } == [.number(10), .number(40)])
        #expect(stacked.y.upper == 40)
        let dodged = layout(
            chartMarks(
                TupleChartContent(
                    BarMark(x: .value("Day", "Mon"), y: .value("n", 10)).position(by: .value("Shop", "A")),
                    BarMark(x: .value("Day", "Mon"), y: .value("n", 30)).position(by: .value("Shop", "B")))))
        let size = CGSize(width: 100, height: 100)
        let rects = dodged.placed.compactMap { dodged.rect(of: $0, in: size) }
        // One band of 100 points, 80 of them split between two bars.
        #expect(rects.map(\.minX) == [10, 50] && rects.map(\.width) == [40, 40])
    }

    @Test func symbolCircleIsChartsCircleAndClipShapeRoundsBars() {
        let marks = chartMarks(
            TupleChartContent(
                PointMark(x: .value("x", 1), y: .value("y", 1)).symbol(.square),
                BarMark(x: .value("x", "a"), y: .value("y", 1)).clipShape(RoundedRectangle(cornerRadius: 4))))
        #expect(marks[0].symbol == .square)
        #expect(marks[1].cornerRadius == 4)
    }
}
