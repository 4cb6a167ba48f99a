//  VectorizedPlotTests.swift — ChartsTests (Glimpse)
//  Status: Complete
//  Behaviour: the iOS 18 plots draw exactly as a ForEach of their marks; key-path modifiers
//  style each element's mark from the element.

import Charts
import Foundation
import GlimpseRender
import GlimpseTesting
import SwiftUI
import Testing

struct VectorizedPlotTests {
    struct Sale: Identifiable {
        var day: String
        var shop: String
        var amount: Double
        var low: Double { amount / 2 }
        var id: String { day + shop }
    }

    static let sales = [
        Sale(day: "Mon", shop: "A", amount: 20), Sale(day: "Tue", shop: "A", amount: 40),
        Sale(day: "Mon", shop: "B", amount: 10), Sale(day: "Tue", shop: "B", amount: 5),
    ]

    private func drawn(_ chart: some View) throws -> String {
        try render(chart.frame(width: 200, height: 120), as: .image(size: CGSize(width: 200, height: 120), scale: 1))
            .sExpression
    }

    @Test func aBarPlotDrawsAsAForEachOfBarMarksWithItsKeyPathStyles() throws {
        let plot = Chart {
            BarPlot(Self.sales, x: .value("Day", \.day), y: .value("Sales", \.amount))
                .foregroundStyle(by: .value("Shop", \.shop))
                .cornerRadius(2)
        }
        let marks = Chart(Self.sales) {
            BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.amount))
                .foregroundStyle(by: .value("Shop", $0.shop))
                .cornerRadius(2)
        }
        let shown = try drawn(plot)
        #expect(shown == (try drawn(marks)))
        // Two shops stack at each day, with a legend.
        #expect(shown.contains("\"A\"") && shown.contains("\"B\""))
    }

    @Test func lineAreaPointRuleAndRectanglePlotsDrawAsTheirMarks() throws {
        let plots = Chart {
            AreaPlot(Self.sales, x: .value("Day", \.day), yStart: .value("Low", \.low), yEnd: .value("Sales", \.amount))
            LinePlot(Self.sales, x: .value("Day", \.day), y: .value("Sales", \.amount), series: .value("Shop", \.shop))
            PointPlot(Self.sales, x: .value("Day", \.day), y: .value("Sales", \.amount)).symbol(
                by: .value("Shop", \.shop))
            RulePlot(Self.sales, y: .value("Sales", \.amount)).opacity(\.low)
            RectanglePlot(Self.sales, x: .value("Day", \.day), y: .value("Sales", \.amount), width: .fixed(6))
        }
        let marks = Chart {
            ForEach(Self.sales) {
                AreaMark(x: .value("Day", $0.day), yStart: .value("Low", $0.low), yEnd: .value("Sales", $0.amount))
            }
            ForEach(Self.sales) {
                LineMark(x: .value("Day", $0.day), y: .value("Sales", $0.amount), series: .value("Shop", $0.shop))
            }
            ForEach(Self.sales) {
                PointMark(x: .value("Day", $0.day), y: .value("Sales", $0.amount)).symbol(by: .value("Shop", $0.shop))
            }
            ForEach(Self.sales) { RuleMark(y: .value("Sales", $0.amount)).opacity($0.low) }
            ForEach(Self.sales) {
                RectangleMark(x: .value("Day", $0.day), y: .value("Sales", $0.amount), width: .fixed(6))
            }
        }
        #expect(try drawn(plots) == (try drawn(marks)))
    }

    @Test func aKeyPathStyleColoursEachElementsMark() throws {
        struct Cell {
            var x: String
            var colour: Color
            var value: Double
        }
        let chart = Chart {
            BarPlot(
                [Cell(x: "a", colour: .red, value: 1), Cell(x: "b", colour: .blue, value: 1)], x: .value("x", \.x),
                y: .value("v", \.value)
            )
            .foregroundStyle(\.colour)
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        let shown = try render(
            chart.frame(width: 100, height: 50), as: .image(size: CGSize(width: 100, height: 50), scale: 1))
        let left = shown.image[25, 25], right = shown.image[75, 25]
        #expect(left.red > 200 && left.blue < 100, "\(left)")
        #expect(right.blue > 200 && right.red < 100, "\(right)")
    }
}
