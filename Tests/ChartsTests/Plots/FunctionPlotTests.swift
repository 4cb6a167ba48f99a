//  FunctionPlotTests.swift — ChartsTests (Glimpse)
//  Status: Complete
//  Behaviour: LinePlot/AreaPlot with `function:` (iOS 18) sample the function at the plot's size:
//  every 2 points at least, more where the curve is steep; a `.nan` breaks the line; the scales
//  take the function's domain and values; a parametric curve goes round; an area fills between
//  zero (or yStart) and the function.

import Foundation
import GlimpseRender
import GlimpseTesting
import SwiftUI
import Testing

@testable import Charts

struct FunctionPlotTests {
    private func layout(_ content: some ChartContent, _ configure: (inout ChartConfiguration) -> Void = { _ in })
        -> ChartLayout
    {
        var configuration = ChartConfiguration()
        configure(&configuration)
        return ChartLayout(marks: chartMarks(content), configuration: configuration)
    }

    private func isBlue(_ pixel: RasterImage.Pixel) -> Bool { pixel.blue > 200 && pixel.red < 80 && pixel.alpha > 200 }

    @Test func aLineIsSampledAtLeastEveryTwoPointsAcrossTheXDomain() throws {
        let layout = layout(LinePlot(x: "x", y: "y") { $0 }) {
            $0.xDomain = ChartDomain(range: 0...10)
            $0.yDomain = ChartDomain(range: 0...100)
        }
        let runs = layout.functionRuns(layout.placed[0], in: CGSize(width: 200, height: 100))
        let run = try #require(runs.first)
        #expect(runs.count == 1)
        // y = x over 200 points: 100 steps of 2 points, each rising 0.1 (too short to halve).
        #expect(run.count == 101)
        #expect(run.first?.top == CGPoint(x: 0, y: 100))
        #expect(abs((run.last?.top.x ?? 0) - 200) < 1e-9 && abs((run.last?.top.y ?? 0) - 90) < 1e-9)
        let gaps = zip(run, run.dropFirst()).map { $1.top.x - $0.top.x }
        #expect(gaps.allSatisfy { abs($0 - 2) < 1e-9 })
    }

    @Test func aSteepCurveIsSampledMoreFinelyWhereItMoves() throws {
        // A step from 0 to 10 at x = 5.01: the steps beside it are halved until they are short.
        let layout = layout(LinePlot(x: "x", y: "y") { $0 < 5.01 ? 0 : 10 }) {
            $0.xDomain = ChartDomain(range: 0...10)
            $0.yDomain = ChartDomain(range: 0...10)
        }
        let run = try #require(layout.functionRuns(layout.placed[0], in: CGSize(width: 200, height: 100)).first)
        #expect(run.count > 101 && run.count <= 101 + 63)
        let jump = try #require(zip(run, run.dropFirst()).first { abs($1.top.y - $0.top.y) > 50 })
        // Six halvings leave the jump 2/64 of a point wide.
        #expect(abs(jump.1.top.x - jump.0.top.x - 2.0 / 64) < 1e-9, "\(jump)")
        #expect(abs(jump.0.top.x - 100.2) < 0.05)
    }

    @Test func notANumberBreaksTheLineAndTheDomainLimitsIt() {
        let layout = layout(LinePlot(x: "x", y: "y", domain: -1...9) { $0 > 3.1 && $0 < 3.9 ? .nan : $0 }) {
            $0.xDomain = ChartDomain(range: 0...10)
        }
        let runs = layout.functionRuns(layout.placed[0], in: CGSize(width: 100, height: 100))
        #expect(runs.count == 2)
        // The line starts at the x domain's start (0), ends at 9, and leaves out 3…4.
        #expect(runs[0].first?.top.x == 0 && abs((runs[0].last?.top.x ?? 0) - 30) < 1e-9)
        #expect(abs((runs[1].first?.top.x ?? 0) - 40) < 1e-9 && abs((runs[1].last?.top.x ?? 0) - 90) < 1e-9)
    }

    @Test func theScalesTakeTheFunctionsDomainAndValues() {
        let cube = layout(LinePlot(x: "x", y: "y", domain: -2...2) { $0 * $0 * $0 })
        #expect(cube.placed[0].x?.low == .number(-2) && cube.placed[0].x?.high == .number(2))
        #expect(cube.placed[0].y?.low == .number(-8) && cube.placed[0].y?.high == .number(8))
        #expect(cube.x.lower <= -2 && cube.x.upper >= 2 && cube.y.lower <= -8 && cube.y.upper >= 8)
        // Without a domain it takes the x scale's, and the y scale the values over it.
        let open = layout(LinePlot(x: "x", y: "y") { 3 * $0 }) { $0.xDomain = ChartDomain(range: 0...5) }
        #expect(open.placed[0].x == nil)
        #expect(open.placed[0].y?.low == .number(0) && open.placed[0].y?.high == .number(15))
        #expect(open.y.lower == 0 && open.y.upper >= 15 && open.y.upper <= 20)
    }

    @Test func aParametricCurveGoesRoundItsDomain() throws {
        let circle = LinePlot(x: "x", y: "y", t: "t", domain: 0...(2 * .pi)) { (x: cos($0), y: sin($0)) }
        let layout = layout(circle) {
            $0.xDomain = ChartDomain(range: -1...1)
            $0.yDomain = ChartDomain(range: -1...1)
        }
        let run = try #require(layout.functionRuns(layout.placed[0], in: CGSize(width: 100, height: 100)).first)
        #expect(run.count >= 257)
        // Every sample is 50 points from the centre, and the curve closes.
        #expect(run.allSatisfy { abs(hypot($0.top.x - 50, $0.top.y - 50) - 50) < 1e-9 })
        #expect(abs(run[0].top.x - run[run.count - 1].top.x) < 1e-9)
    }

    @Test func aFunctionAreaFillsFromZeroAndABandBetweenItsTwoValues() throws {
        let chart = Chart {
            AreaPlot(x: "x", y: "y", domain: 0...10) { _ in 5 }.foregroundStyle(.blue)
            AreaPlot(x: "x", yStart: "low", yEnd: "high", domain: 0...10) { x in (yStart: 6, yEnd: 8) }
                .foregroundStyle(.red)
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        .chartXScale(domain: 0...10).chartYScale(domain: 0...10)
        let shown = try render(
            chart.frame(width: 100, height: 100), as: .image(size: CGSize(width: 100, height: 100), scale: 1))
        try ChartAxisTitleTests.keep(shown, "function-areas")
        // Blue from y 0 to 5 (points 100…50); red from 6 to 8 (points 40…20); nothing between.
        #expect(isBlue(shown.image[50, 90]) && isBlue(shown.image[50, 52]) && !isBlue(shown.image[50, 47]))
        let red = { (y: Int) in shown.image[50, y].red > 200 && shown.image[50, y].blue < 80 }
        #expect(red(38) && red(22) && !red(43) && !red(17))
    }

    @Test func aSineLineIsDrawnThroughItsValues() throws {
        let chart = Chart {
            LinePlot(x: "x", y: "sin x") { sin($0) }.foregroundStyle(.blue)
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        .chartXScale(domain: 0...(2 * Double.pi)).chartYScale(domain: -1...1)
        let shown = try render(
            chart.frame(width: 200, height: 100), as: .image(size: CGSize(width: 200, height: 100), scale: 2))
        try ChartAxisTitleTests.keep(shown, "function-sine")
        // At a quarter, the top (y 1); at three quarters, the bottom; the middle crosses zero.
        #expect(isBlue(shown.image[100, 1]) && isBlue(shown.image[300, 198]) && isBlue(shown.image[200, 100]))
        #expect(!isBlue(shown.image[100, 100]) && !isBlue(shown.image[300, 100]))
    }
}
