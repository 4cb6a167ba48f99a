//  ScaleTypeTests.swift — ChartsTests (Glimpse)
//  Status: Complete
//  Behaviour: `chartYScale(type:)`/`chartXScale(type:)` bend the mapping from values to points:
//  a log scale puts powers of ten equally apart over whole decades and marks them; symmetric
//  log, square root and power scales map as their functions say; category and date force the
//  scale's kind.

import Foundation
import GlimpseRender
import GlimpseTesting
import SwiftUI
import Testing

@testable import Charts

struct ScaleTypeTests {
    private func scale(_ numbers: [Double], _ type: ScaleType, domain: ChartDomain? = nil) -> ChartScale {
        ChartScale.make(values: numbers.map { .number($0) }, domain: domain, type: type, desiredTicks: 5)
    }

    @Test func aLogScaleWidensToWholeDecadesAndMarksThePowersOfTen() {
        let log = scale([3, 50, 700], .log)
        #expect(log.lower == 1 && log.upper == 1000)
        #expect(log.ticks.map(\.coordinate) == [1, 10, 100, 1000])
        #expect(log.ticks.map(\.label) == ["1", "10", "100", "1,000"])
        // Each decade is a third of 300 points; 0 has no logarithm and sits at the start.
        let points = [1, 10, 100, 1000, 0].map { (log.point($0, length: 300, flipped: true) * 1e6).rounded() / 1e6 }
        #expect(points == [300, 200, 100, 0, 300])
        #expect(abs(log.point(sqrt(10), length: 300, flipped: false) - 50) < 1e-9)
    }

    @Test(arguments: [
        // one decade: 1, 2 and 5 of it
        (2.0, 8.0, [1.0, 2, 5, 10]),
        // nine decades, about five marks: every second power
        (1, 1e9, [1, 100, 1e4, 1e6, 1e8]),
        // below one
        (0.002, 0.3, [0.001, 0.01, 0.1, 1]),
    ])
    func logMarksFitTheDecades(low: Double, high: Double, ticks: [Double]) {
        let marks = ChartTicks.log(low, high, count: 5).ticks
        #expect(marks.count == ticks.count)
        #expect(zip(marks, ticks).allSatisfy { abs($0 / $1 - 1) < 1e-9 }, "\(marks)")
    }

    @Test func smallLogMarksKeepTheirDigits() {
        #expect(ChartTicks.formatLog(0.001) == "0.001")
        #expect(ChartTicks.formatLog(10_000) == "10,000")
    }

    @Test func aSymmetricLogScaleIsLogarithmicOnBothSidesOfZero() {
        let symlog = scale([-10, 10], .symmetricLog, domain: ChartDomain(range: -10...10))
        #expect(symlog.point(0, length: 200, flipped: false) == 100)
        // sign(x)·log(1 + |x|): 1 is log 2 / log 11 of the way from 0 to 10.
        let one = symlog.point(1, length: 200, flipped: false)
        #expect(abs(one - (100 + 100 * Foundation.log(2) / Foundation.log(11))) < 1e-9)
        #expect(abs(symlog.point(-1, length: 200, flipped: false) - (200 - one)) < 1e-9)
        #expect(symlog.ticks.map(\.coordinate) == [-10, -1, 0, 1, 10])
    }

    @Test func squareRootAndPowerScalesMapThroughTheirExponent() {
        let root = scale([0, 100], .squareRoot)
        #expect(root.point(25, length: 100, flipped: false) == 50)
        let square = scale([0, 10], .power(exponent: 2))
        #expect(square.point(5, length: 100, flipped: false) == 25)
        // A power scale keeps the linear marks.
        #expect(root.ticks.map(\.label) == ["0", "20", "40", "60", "80", "100"])
    }

    @Test func categoryAndDateTypesChooseTheScalesKind() {
        let bands = scale([3, 1, 3, 2], .category)
        #expect(bands.kind == .band && bands.categories == ["3", "1", "2"])
        let time = scale([0, 86_400 * 3], .date)
        #expect(time.kind == .time)
    }

    @Test func theProxyReadsValuesBackThroughTheLogScale() {
        var configuration = ChartConfiguration()
        configuration.yScaleType = .log
        let marks = chartMarks(
            TupleChartContent(
                PointMark(x: .value("x", 1), y: .value("y", 1)), PointMark(x: .value("x", 2), y: .value("y", 100))))
        let proxy = ChartProxy(
            layout: ChartLayout(marks: marks, configuration: configuration), plotSize: .init(width: 100, height: 200))
        #expect(proxy.position(forY: 10.0) == 100)
        let value = proxy.value(atY: 50, as: Double.self) ?? 0
        #expect(abs(value - sqrt(1000)) < 1e-6, "\(value)")
    }

    @Test func aLogChartDrawsPowersOfTenEquallyApart() throws {
        let points = [("a", 1.0), ("b", 10), ("c", 100), ("d", 1000)]
        let chart = Chart {
            ForEach(points, id: \.0) { point in
                PointMark(x: .value("Day", point.0), y: .value("Count", point.1))
            }
        }
        .chartYScale(type: .log)
        let shown = try render(
            chart.frame(width: 240, height: 160), as: .image(size: CGSize(width: 240, height: 160), scale: 2))
        try ChartAxisTitleTests.keep(shown, "log")
        let frames = ChartAxisTitleTests.textFrames(shown)
        let labels = try ["1", "10", "100", "1,000"].map { try #require(frames[$0]) }
        let gaps = zip(labels, labels.dropFirst()).map { $0.midY - $1.midY }
        #expect(gaps.allSatisfy { abs($0 - gaps[0]) < 0.01 } && gaps[0] > 30, "\(gaps)")
        // Each point is level with its mark's label: "b" (10) with "10", "c" (100) with "100".
        for (day, label) in [("b", labels[1]), ("c", labels[2])] {
            let x = try #require(frames[day]).midX
            let pixel = shown.image[Int(x * 2), Int(label.midY * 2)]
            #expect(pixel.blue > 200 && pixel.red < 80, "\(day) \(pixel)")
        }
    }
}
