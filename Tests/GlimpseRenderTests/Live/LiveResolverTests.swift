//  LiveResolverTests.swift — GlimpseRenderTests
//  Live dates and timer progress resolve at the render date, not at layout.

import Foundation
import GlimpseArchive
import GlimpseRender
import Testing

struct LiveResolverTests {
    private let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    private func timerArchive(alignment: Double) -> WidgetArchive {
        var run = TextRun(
            text: "00:00", font: FontDescriptor(family: "Inter", size: 17, monospacedDigit: true),
            paint: .color(.black),
            x: 10, width: 60)
        run.live = LiveDate(style: .timer, date: t0.addingTimeInterval(600))
        run.liveAlignment = alignment
        var bar = ShapeItem(frame: Rect(x: 0, y: 40, width: 100, height: 4), path: PathData(), fill: .color(.black))
        bar.liveProgress = LiveProgress(
            start: t0, end: t0.addingTimeInterval(100), countsDown: true,
            geometry: .bar(rect: Rect(x: 0, y: 40, width: 100, height: 4), cornerRadius: 0))
        let text = TextItem(
            frame: Rect(x: 10, y: 0, width: 60, height: 20.333), lines: [TextLine(baseline: 16, runs: [run])],
            lineHeight: 20.287)
        return WidgetArchive(
            size: Size(width: 100, height: 50),
            content: .group(
                GroupItem(frame: Rect(x: 0, y: 0, width: 100, height: 50), children: [.text(text), .shape(bar)])))
    }

    private func parts(_ a: WidgetArchive) -> (TextRun, ShapeItem) {
        guard case .group(let g) = a.content, case .text(let t) = g.children[0], case .shape(let s) = g.children[1]
        else {
            fatalError("unexpected archive shape")
        }
        return (t.lines[0].runs[0], s)
    }

    @Test func timerTextIsTheValueAtTheRenderDate() {
        let (run, _) = parts(LiveResolver.resolve(timerArchive(alignment: 0), at: t0.addingTimeInterval(90)))
        #expect(run.text == "8:30")
        #expect(run.x == 10)
    }

    @Test func trailingLiveTextStaysFlushWithItsReservedEdge() {
        let (run, _) = parts(LiveResolver.resolve(timerArchive(alignment: 1), at: t0.addingTimeInterval(90)))
        #expect(abs(run.x + run.width - 70) < 0.001)
    }

    @Test func aValueWiderThanItsReservedWidthIsTruncatedToItNotDrawnPastIt() {
        // 30 pt reserved (the layout truncated the widest value); "8:30" at 17 pt is wider.
        var archive = timerArchive(alignment: 0)
        archive.transformLayers { item in
            guard case .group(var g) = item, case .text(var t) = g.children[0] else { return item }
            t.lines[0].runs[0].width = 30
            g.children[0] = .text(t)
            return .group(g)
        }
        let (run, _) = parts(LiveResolver.resolve(archive, at: t0.addingTimeInterval(90)))
        #expect(run.text.hasSuffix("…"))
        #expect(run.width <= 30.5)
        #expect(run.x == 10)
    }

    @Test func progressBarEmptiesWithTime() {
        let (_, bar) = parts(LiveResolver.resolve(timerArchive(alignment: 0), at: t0.addingTimeInterval(75)))
        let xs = bar.path.elements.compactMap { e -> Double? in
            if case .line(let p) = e { return p.x }
            return nil
        }
        #expect(abs((xs.max() ?? 0) - 25) < 0.001)
    }

    @Test func nextChangeIsTheSoonestOfTimerAndBar() {
        // Timer: next whole second; bar: 100 pt at @1x over 100 s = one pixel per second.
        let next = LiveResolver.nextChange(of: timerArchive(alignment: 0), after: t0.addingTimeInterval(0.5), scale: 1)!
        #expect(abs(next.timeIntervalSince(t0) - 1) < 0.001)
    }

    @Test func renderingAtTwoDatesGivesDifferentPixels() throws {
        let renderer = ArchiveRenderer()
        let a = try renderer.renderPNG(timerArchive(alignment: 0), options: RenderOptions(scale: 1, date: t0))
        let b = try renderer.renderPNG(
            timerArchive(alignment: 0), options: RenderOptions(scale: 1, date: t0.addingTimeInterval(75)))
        #expect(a != b)
    }
}
