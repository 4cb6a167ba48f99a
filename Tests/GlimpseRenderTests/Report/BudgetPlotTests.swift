//  BudgetPlotTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: pins BudgetPlot's geometry (plot area, step corners, hour ticks, label spacing,
//  value steps), the picture's pixel size, and the colours of refused reloads and stale spans.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseRender

struct BudgetPlotTests {
    private let eight = Date(timeIntervalSince1970: 1_715_673_600)  // 2024-05-14 08:00 UTC

    private func options(staleSpans: [Range<Date>] = []) -> BudgetPlot.Options {
        BudgetPlot.Options(
            title: "Budget · EmojiRangerWidget systemSmall", subtitle: "72 charged reloads per 24 h",
            start: eight, end: eight.addingTimeInterval(86_400), limit: 72, staleSpans: staleSpans)
    }

    /// Hourly charged reloads from 09:00 until the budget runs out at 72 of them … here 30 reloads
    /// starting at 09:00, then refusals every hour.
    private func day() -> ([BudgetPlot.Sample], [BudgetPlot.Event]) {
        var samples = [BudgetPlot.Sample(time: eight, remaining: 72)]
        var events = [BudgetPlot.Event(time: eight, kind: .free, remaining: 72)]
        for i in 1...20 {
            let t = eight.addingTimeInterval(Double(i) * 2700)
            samples.append(.init(time: t, remaining: 72 - i * 3))
            events.append(.init(time: t, kind: i == 10 ? .failed : .charged))
        }
        events.append(.init(time: eight.addingTimeInterval(20 * 3600), kind: .refused))
        return (samples, events)
    }

    @Test func plotAreaLeavesRoomForHeaderAxesAndTheEndLabel() {
        #expect(BudgetPlot.plotArea(options()) == Rect(x: 58, y: 100, width: 822, height: 240))
    }

    @Test func pictureIsItsSizeInPointsTimesTheScale() throws {
        let (samples, events) = day()
        let png = try BudgetPlot.render(points: samples, events: events, options: options())
        ReportPictures.keep(png, as: "budget-day")
        let image = try #require(TestArchives.decodePNG(png))
        #expect(image.width == 1920 && image.height == 800)
    }

    @Test func refusedReloadsAreMarkedInRedAndNothingElseIs() throws {
        let (samples, events) = day()
        let granted = events.filter { $0.kind != .refused && $0.kind != .failed }
        let red = { (events: [BudgetPlot.Event]) throws -> Int in
            let o = self.options()  // the legend's red cross is above the plot, outside the count
            let png = try BudgetPlot.render(points: samples, events: events, options: o)
            let image = try #require(TestArchives.decodePNG(png))
            let plot = BudgetPlot.plotArea(o)
            return image.count(x0: Int(plot.x * 2), y0: Int(plot.y * 2), x1: Int(plot.maxX * 2), y1: Int(plot.maxY * 2))
            {
                $0.isClose(to: ReportPictures.refusedPixel, tolerance: 3)
            }
        }
        #expect(try red(granted) == 0)
        #expect(try red(events) > 40)
    }

    @Test func staleSpansAreShadedWithTheStaleColour() throws {
        let span = eight.addingTimeInterval(3600)..<eight.addingTimeInterval(3 * 3600)
        let o = options(staleSpans: [span])
        let png = try BudgetPlot.render(points: [.init(time: eight, remaining: 72)], events: [], options: o)
        let image = try #require(TestArchives.decodePNG(png))
        let plot = BudgetPlot.plotArea(o)
        let x0 = BudgetPlot.x(span.lowerBound, plot, o), x1 = BudgetPlot.x(span.upperBound, plot, o)
        // The 4 pt strip along the bottom of the span is solid stale orange.
        #expect(image.at((x0 + x1) / 2, plot.maxY - 2, scale: 2).isClose(to: ReportPictures.stalePixel, tolerance: 1))
        #expect(!image.at(x1 + 20, plot.maxY - 2, scale: 2).isClose(to: ReportPictures.stalePixel, tolerance: 40))
    }

    @Test func stepLineTurnsAtEachChangeAndRunsToTheEnd() {
        let o = options()
        let plot = BudgetPlot.plotArea(o)
        let samples: [BudgetPlot.Sample] = [
            .init(time: eight, remaining: 72), .init(time: eight.addingTimeInterval(43_200), remaining: 71),
            .init(time: eight.addingTimeInterval(50_000), remaining: 71),  // no change: no corner
        ]
        let points = BudgetPlot.stepPoints(samples, o, plot)
        let y72 = BudgetPlot.y(72, plot, o), y71 = BudgetPlot.y(71, plot, o)
        #expect(
            points == [
                Point(x: plot.x, y: y72), Point(x: plot.midX, y: y72), Point(x: plot.midX, y: y71),
                Point(x: plot.maxX, y: y71),
            ])
        #expect(BudgetPlot.y(0, plot, o) == plot.maxY)
    }

    @Test func hourTicksFallOnWholeLocalHours() {
        var o = options()
        o.start = eight.addingTimeInterval(600)  // 08:10 UTC
        o.end = o.start.addingTimeInterval(3 * 3600)
        o.timeZone = TimeZone(secondsFromGMT: 5 * 3600 + 1800)!  // 13:40 local
        let ticks = BudgetPlot.hourTicks(o)
        // 14:00, 15:00, 16:00 local = 08:30, 09:30, 10:30 UTC.
        #expect(ticks == [1800, 5400, 9000].map { eight.addingTimeInterval($0) })
    }

    @Test(arguments: [
        (72, 12),  // the default budget: 0, 12 … 72
        (75, 15),  // the watch face's
        (10, 2),
        (1, 1),
        (0, 1),  // an empty budget still draws a zero line
        (5000, 1000),
    ])
    func valueLinesUseARoundStep(limit: Int, step: Int) {
        #expect(BudgetPlot.valueStep(limit: limit) == step)
    }

    @Test(arguments: [(34.25, 2), (44, 1), (11, 4), (1.8, 24), (0.5, 24)])
    func hourLabelsStayAtLeast44PointsApart(pointsPerHour: Double, every: Int) {
        #expect(BudgetPlot.labelInterval(pointsPerHour: pointsPerHour) == every)
    }
}
