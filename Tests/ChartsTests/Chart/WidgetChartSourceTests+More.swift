//  WidgetChartSourceTests+More.swift — ChartsTests (Glimpse)
//  Status: Complete
//  Behaviour: more widget chart source — date strides and formats, ranged bars and rules, a
//  donut, gradients under a line, circle symbols on a line — compiles, draws its labels, and
//  puts a symbol on each point of a line that has one.

import Charts
import Foundation
import GlimpseRender
import GlimpseTesting
import SwiftUI
import Testing

extension WidgetChartSourceTests {
    struct Sleep: Identifiable {
        var start: Date
        var end: Date
        var stage: String
        var id: Date { start }
    }

    /// A sleep widget: bars from a start to an end date, hour marks every two hours.
    struct SleepChart: View {
        let nights: [Sleep]

        var body: some View {
            Chart {
                ForEach(nights) { night in
                    BarMark(
                        xStart: .value("Start", night.start), xEnd: .value("End", night.end),
                        y: .value("Stage", night.stage)
                    )
                    .cornerRadius(3)
                    .foregroundStyle(by: .value("Stage", night.stage))
                }
                RuleMark(x: .value("Alarm", nights.last?.end ?? .now))
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [2]))
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .hour, count: 2)) { _ in
                    AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2]))
                    AxisValueLabel(format: .dateTime.hour(), centered: false)
                }
            }
            .chartForegroundStyleScale(["Deep": Color.indigo, "Light": Color.cyan])
            .chartLegend(.hidden)
        }
    }

    /// A ring widget: a donut of sectors with insets.
    struct RingChart: View {
        var body: some View {
            Chart {
                SectorMark(angle: .value("Done", 7), innerRadius: .ratio(0.6), angularInset: 1.5)
                    .foregroundStyle(.green)
                    .cornerRadius(2)
                SectorMark(angle: .value("Left", 3), innerRadius: .ratio(0.6), angularInset: 1.5)
                    .foregroundStyle(.gray.opacity(0.3))
            }
            .chartBackground { _ in Text("70%").font(.caption) }
        }
    }

    /// A trend widget: a gradient area under a line with circle symbols.
    struct TrendChart: View {
        let values: [Double]

        var body: some View {
            Chart(Array(values.enumerated()), id: \.offset) { index, value in
                AreaMark(x: .value("Day", index), y: .value("Value", value))
                    .foregroundStyle(
                        LinearGradient(colors: [.blue.opacity(0.4), .clear], startPoint: .top, endPoint: .bottom)
                    )
                    .interpolationMethod(.monotone)
                LineMark(x: .value("Day", index), y: .value("Value", value))
                    .interpolationMethod(.monotone)
                    .symbol(.circle)
                    .symbolSize(20)
            }
            .chartYScale(domain: .automatic(includesZero: false))
            .chartXAxis(.hidden)
            .chartYAxis {
                AxisMarks(position: .leading, values: .automatic(desiredCount: 3))
            }
        }
    }

    @Test func sleepRingAndTrendWidgetsDraw() throws {
        let start = Date(timeIntervalSince1970: 1_699_999_200)  // on the hour
        let nights = [
            Sleep(start: start, end: start + 5400, stage: "Light"),
            Sleep(start: start + 5400, end: start + 12600, stage: "Deep"),
        ]
        let size = CGSize(width: 160, height: 100)
        let sleep = try render(
            SleepChart(nights: nights).frame(width: 160, height: 100), as: .image(size: size, scale: 2))
        try ChartAxisTitleTests.keep(sleep, "widget-sleep")
        #expect(sleep.sExpression.contains("\"Deep\"") && sleep.sExpression.contains("\"Light\""))
        let ring = try render(RingChart().frame(width: 100, height: 100), as: .image(size: size, scale: 2))
        try ChartAxisTitleTests.keep(ring, "widget-ring")
        #expect(ring.sExpression.contains("\"70%\""))
        let trend = try render(
            TrendChart(values: [3, 5, 4, 8, 7]).frame(width: 160, height: 100), as: .image(size: size, scale: 2))
        try ChartAxisTitleTests.keep(trend, "widget-trend")
        // `includesZero: false`: the area's base does not widen the domain, which spans the
        // values 3…8; three marks at 4, 6 and 8, none at 0.
        #expect(trend.sExpression.contains("\"6\"") && !trend.sExpression.contains("\"0\""))
        // The line's circle symbols (20 square points: about 4.5 wide) sit on its 5 points.
        let values = [3.0, 5, 4, 8, 7]
        let plain = Chart(Array(values.enumerated()), id: \.offset) { index, value in
            LineMark(x: .value("Day", index), y: .value("Value", value))
        }
        let marked = Chart(Array(values.enumerated()), id: \.offset) { index, value in
            LineMark(x: .value("Day", index), y: .value("Value", value)).symbol(.circle).symbolSize(20)
        }
        let shapes = { (chart: any View) throws -> Int in
            let shown = try render(AnyView(chart).frame(width: 160, height: 100), as: .image(size: size, scale: 1))
            return shown.sExpression.components(separatedBy: "(shape").count - 1
        }
        #expect(try shapes(marked) - shapes(plain) == 5)
    }
}
