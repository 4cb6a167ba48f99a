//  ChartRenderTests.swift — ChartsTests (Glimpse)
//  Status: Complete
//  Behaviour: Swift Charts drawn: bars grow from zero to their value and stack; lines join a
//  series; a pie's sectors share the circle; axes put labels at nice values; hidden axes and
//  legends leave the space to the plot.

import Charts
import Foundation
import GlimpseRender
import GlimpseTesting
import SwiftUI
import Testing

struct ChartRenderTests {
    struct Sale: Identifiable {
        var day: String
        var amount: Double
        var id: String { day }
    }

    static let sales = [Sale(day: "Mon", amount: 20), Sale(day: "Tue", amount: 40), Sale(day: "Wed", amount: 10)]

    /// Writes `shown` to $GLIMPSE_CHART_PNGS/name.png when set, to look at.
    private func keep(_ shown: RenderedView, _ name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["GLIMPSE_CHART_PNGS"] else { return }
        try shown.pngData().write(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
    }

    private func isBlue(_ pixel: RasterImage.Pixel) -> Bool { pixel.blue > 200 && pixel.red < 80 && pixel.alpha > 200 }

    @Test func barsGrowFromZeroToTheirValueInTheirCategorysBand() throws {
        let chart = Chart(Self.sales) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.amount)) }
            .chartYAxis(.hidden).chartXAxis(.hidden)
        let shown = try render(
            chart.frame(width: 300, height: 100), as: .image(size: CGSize(width: 300, height: 100), scale: 1))
        try keep(shown, "bars")
        // The y domain is 0…40 over 100 points: Tue reaches the top, Mon half way, Wed a quarter.
        // Bands are 100 points wide; bars take 80 of them, centred.
        #expect(isBlue(shown.image[150, 2]))
        #expect(isBlue(shown.image[50, 52]) && !isBlue(shown.image[50, 48]))
        #expect(isBlue(shown.image[250, 77]) && !isBlue(shown.image[250, 73]))
        #expect(isBlue(shown.image[12, 95]) && !isBlue(shown.image[8, 95]))
        #expect(!isBlue(shown.image[100, 95]), "a gap between bands")
    }

    @Test func barsAtOnePositionStackInTheirSeriesColours() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 10)).foregroundStyle(by: .value("Shop", "A"))
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 30)).foregroundStyle(by: .value("Shop", "B"))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
        let shown = try render(
            chart.frame(width: 100, height: 100), as: .image(size: CGSize(width: 100, height: 100), scale: 1))
        try keep(shown, "stacked")
        // 0…40: A (blue) from 100 to 75, B (green) from 75 to 0.
        #expect(isBlue(shown.image[50, 90]))
        let top = shown.image[50, 30]
        #expect(top.green > 150 && top.red < 120 && top.blue < 150, "\(top)")
    }

    @Test func theYAxisWritesNiceValuesOnTheTrailingEdge() throws {
        let chart = Chart(Self.sales) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.amount)) }
        let shown = try render(
            chart.frame(width: 300, height: 150), as: .image(size: CGSize(width: 300, height: 150), scale: 2))
        try keep(shown, "axes")
        #expect(
            shown.texts == ["0", "10", "20", "30", "40", "Mon", "Tue", "Wed"]
                || shown.texts.sorted() == ["0", "10", "20", "30", "40", "Mon", "Tue", "Wed"].sorted(), "\(shown.texts)"
        )
    }

    @Test func atTheLargestTextSizeXLabelsKeepToTheirBands() throws {
        let chart = Chart(Self.sales) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.amount)) }
            .environment(\.dynamicTypeSize, .accessibility5)
        let shown = try render(
            chart.frame(width: 150, height: 150), as: .image(size: CGSize(width: 150, height: 150), scale: 1))
        try keep(shown, "ax5")
        // The x row comes first. 40-point day names are wider than the 31-point bands: each is
        // truncated inside its band rather than drawn over its neighbours.
        let runs = shown.sExpression.matches(of: /\(run ([-0-9.]+) ([-0-9.]+) "([^"]*)"/).map {
            (x: Double($0.output.1)!, width: Double($0.output.2)!, text: String($0.output.3))
        }
        let row = Array(runs.prefix(3))
        #expect(row.map(\.text) == ["…", "…", "…"], "\(row)")
        #expect(row.allSatisfy { $0.width < 40 })
    }

    @Test func aLineJoinsItsSeriesAndAPieSharesTheCircle() throws {
        let line = Chart {
            LineMark(x: .value("x", 0), y: .value("y", 0))
            LineMark(x: .value("x", 10), y: .value("y", 10))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        let drawn = try render(
            line.frame(width: 100, height: 100), as: .image(size: CGSize(width: 100, height: 100), scale: 1))
        try keep(drawn, "line")
        #expect(isBlue(drawn.image[50, 50]), "the diagonal passes the middle")
        #expect(!isBlue(drawn.image[80, 50]))

        let pie = Chart {
            SectorMark(angle: .value("n", 1)).foregroundStyle(.red)
            SectorMark(angle: .value("n", 3)).foregroundStyle(.blue)
        }
        let shown = try render(
            pie.frame(width: 100, height: 100), as: .image(size: CGSize(width: 100, height: 100), scale: 1))
        try keep(shown, "pie")
        // A quarter from 12 o'clock clockwise is red (the top right), the rest blue.
        let topRight = shown.image[70, 30], bottomLeft = shown.image[30, 70]
        #expect(topRight.red > 200 && topRight.blue < 100, "\(topRight)")
        #expect(isBlue(bottomLeft), "\(bottomLeft)")
    }
}

/// Charts as widgets draw them, written to $GLIMPSE_CHART_PNGS to look at.
struct ChartGalleryTests {
    struct Day: Identifiable {
        var date: Date
        var steps: Int
        var id: Date { date }
    }

    static let week: [Day] = (0..<7).map {
        Day(
            date: Date(timeIntervalSince1970: 1_780_000_000 + Double($0) * 86_400),
            steps: [4200, 8100, 6500, 12000, 3000, 9400, 7600][$0])
    }

    @Test func aWeekOfStepsByDayWithAnAverageRule() throws {
        let chart = VStack(alignment: .leading) {
            Text("Steps").font(.headline)
            Chart {
                ForEach(Self.week) { day in
                    BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
                        .foregroundStyle(.orange.gradient).cornerRadius(3)
                }
                RuleMark(y: .value("Average", 7257)).foregroundStyle(.gray).lineStyle(
                    StrokeStyle(lineWidth: 1, dash: [3])
                )
                .annotation(position: .top, alignment: .leading) { Text("avg").font(.caption2) }
            }
        }
        .padding()
        let shown = try render(
            chart.frame(width: 338, height: 158), as: .image(size: CGSize(width: 338, height: 158), scale: 2))
        if let folder = ProcessInfo.processInfo.environment["GLIMPSE_CHART_PNGS"] {
            try shown.pngData().write(to: URL(fileURLWithPath: folder).appendingPathComponent("week.png"))
        }
        #expect(shown.texts.contains("avg"))
        // 12 000 steps at most: nice values 2 500 apart, up to 12 500.
        #expect(shown.texts.contains("12,500") && shown.texts.contains("2,500"), "\(shown.texts)")
        #expect(!shown.texts.contains("4 Jun"), "no label past the last day")
    }

    @Test func twoSeriesOfLinesWithALegend() throws {
        let chart = Chart {
            ForEach(0..<12) { hour in
                LineMark(
                    x: .value("Hour", hour), y: .value("°C", 10 + Double(hour) * 0.8), series: .value("City", "Paris")
                )
                .foregroundStyle(by: .value("City", "Paris"))
                LineMark(
                    x: .value("Hour", hour), y: .value("°C", 14 - Double(hour) * 0.3), series: .value("City", "Oslo")
                )
                .foregroundStyle(by: .value("City", "Oslo")).interpolationMethod(.catmullRom)
                PointMark(x: .value("Hour", hour), y: .value("°C", 14 - Double(hour) * 0.3))
                    .foregroundStyle(by: .value("City", "Oslo"))
            }
        }
        .chartYScale(domain: .automatic(includesZero: false))
        .padding()
        let shown = try render(
            chart.frame(width: 338, height: 158), as: .image(size: CGSize(width: 338, height: 158), scale: 2))
        if let folder = ProcessInfo.processInfo.environment["GLIMPSE_CHART_PNGS"] {
            try shown.pngData().write(to: URL(fileURLWithPath: folder).appendingPathComponent("lines.png"))
        }
        #expect(shown.texts.contains("Paris") && shown.texts.contains("Oslo"))
    }
}
