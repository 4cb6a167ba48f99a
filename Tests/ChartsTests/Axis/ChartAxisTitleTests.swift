//  ChartAxisTitleTests.swift — ChartsTests (Glimpse)
//  Status: Complete
//  Behaviour: `chartXAxisLabel` draws below the x axis's labels at the plot's trailing end and
//  `chartYAxisLabel` above the plot at the y axis's side; positions and alignments move them,
//  and a y title beside the plot is turned to read bottom to top.

import Charts
import Foundation
import GlimpseRender
import GlimpseTesting
import SwiftUI
import Testing

struct ChartAxisTitleTests {
    static var chart: some View {
        Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 20))
            BarMark(x: .value("Day", "Tue"), y: .value("Sales", 40))
        }
    }

    /// Each line of text drawn, with its frame, in points.
    static func textFrames(_ shown: RenderedView) -> [String: CGRect] {
        let pattern =
            /\(text \(frame ([-0-9.]+) ([-0-9.]+) ([-0-9.]+) ([-0-9.]+)\) \(line [-0-9.]+ \(run [-0-9.]+ [-0-9.]+ "([^"]*)"/
        var frames: [String: CGRect] = [:]
        for match in shown.sExpression.matches(of: pattern) {
            frames[String(match.output.5)] = CGRect(
                x: Double(match.output.1)!, y: Double(match.output.2)!, width: Double(match.output.3)!,
                height: Double(match.output.4)!)
        }
        return frames
    }

    /// Writes `shown` to $GLIMPSE_CHART_PNGS/name.png when set, to look at.
    static func keep(_ shown: RenderedView, _ name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["GLIMPSE_CHART_PNGS"] else { return }
        try shown.pngData().write(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
    }

    @Test func theXTitleGoesBelowTheAxisAtThePlotsEndAndTheYTitleAboveTheAxis() throws {
        let shown = try render(
            Self.chart.chartXAxisLabel("Day").chartYAxisLabel("Sales").frame(width: 200, height: 120),
            as: .image(size: CGSize(width: 200, height: 120), scale: 2))
        try Self.keep(shown, "titles")
        let frames = Self.textFrames(shown)
        let day = try #require(frames["Day"]), sales = try #require(frames["Sales"])
        let mon = try #require(frames["Mon"]), top = try #require(frames["40"])
        // "Day" is under the day names and ends where the plot ends (before the y labels).
        #expect(day.minY >= mon.maxY + 2, "\(day) \(mon)")
        #expect(day.maxY <= 120.5)
        #expect(day.maxX < top.minX && day.maxX > top.minX - 8, "\(day) \(top)")
        // "Sales" is above the top label, at the chart's trailing edge (over the y labels).
        #expect(sales.maxY <= top.minY, "\(sales) \(top)")
        #expect(abs(sales.maxX - 200) < 1, "\(sales)")
    }

    @Test(arguments: [
        // a corner names the alignment
        (AnnotationPosition.topLeading, nil as Alignment?, "top leading"),
        // the alignment given wins
        (.bottom, .center, "bottom centre"),
    ])
    func positionAndAlignmentMoveTheXTitle(position: AnnotationPosition, alignment: Alignment?, place: String) throws {
        let shown = try render(
            Self.chart.chartXAxisLabel("Day", position: position, alignment: alignment)
                .frame(width: 200, height: 120),
            as: .image(size: CGSize(width: 200, height: 120), scale: 2))
        let frames = Self.textFrames(shown)
        let day = try #require(frames["Day"]), mon = try #require(frames["Mon"]), top = try #require(frames["40"])
        switch place {
        case "top leading":
            // Above the plot, whose top grid line the "40" is centred on.
            #expect(day.minX == 0 && day.minY == 0 && day.maxY <= top.midY - 2, "\(day) \(top)")
        default:
            #expect(day.minY > mon.maxY, "\(day)")
            // Centred under the plot, which ends where the y labels begin (4 points before them).
            #expect(abs(day.midX - (top.minX - 4) / 2) < 1.5, "\(day) \(top)")
        }
    }

    @Test func aYTitleBesideThePlotReadsBottomToTopAndTakesItsLineHeightOfWidth() throws {
        let shown = try render(
            Self.chart.chartYAxisLabel("Sales", position: .leading).chartYAxis(.hidden).chartXAxis(.hidden)
                .frame(width: 200, height: 120),
            as: .image(size: CGSize(width: 200, height: 120), scale: 1))
        try Self.keep(shown, "title-leading")
        // The plot starts after a column one caption line wide (13.5) and 4 points of spacing;
        // the title's ink is in that column, spread over more height than width.
        let ink = (0..<120).flatMap { y in (0..<14).map { x in (x, y) } }.filter { x, y in
            shown.image[x, y].alpha > 60 && shown.image[x, y].blue < 200
        }
        let ys = ink.map(\.1), xs = ink.map(\.0)
        #expect(!ink.isEmpty)
        #expect((ys.max() ?? 0) - (ys.min() ?? 0) > 2 * ((xs.max() ?? 0) - (xs.min() ?? 0)), "\(ink.count)")
        // The plot starts at 14 + 4 points; the Mon bar 9.1 points into it.
        #expect(shown.image[28, 110].blue > 200 && shown.image[28, 110].red < 80, "\(shown.image[28, 110])")
        #expect(shown.image[26, 110].blue < 200, "\(shown.image[26, 110])")
    }
}
