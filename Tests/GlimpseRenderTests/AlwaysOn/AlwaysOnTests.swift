//  AlwaysOnTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: Always On (`isLuminanceReduced`): dimmed to `AlwaysOn` brightness, container
//  background dropped, live dates at minute granularity, at most one update a minute.

import Foundation
import GlimpseArchive
import GlimpseRender
import Testing

struct AlwaysOnTests {
    private typealias T = TestArchives
    private let aod = RenderOptions(luminanceReduced: true)
    private let t0 = Date(timeIntervalSince1970: 1_800_000_000)  // a whole minute (UTC)

    private func luminance(_ p: RasterImage.Pixel) -> Double {
        0.2126 * Double(p.red) + 0.7152 * Double(p.green) + 0.0722 * Double(p.blue)
    }

    @Test func colorsAreDimmedToHalfTheirLuminance() throws {
        let archive = T.archive([
            T.rect(Rect(x: 0, y: 0, width: 50, height: 100), .color(.white)),
            T.rect(Rect(x: 50, y: 0, width: 50, height: 100), .color(RGBA(1, 0.6, 0.2, 0.5))),
        ])
        let normal = try T.render(archive), dimmed = try T.render(archive, options: aod)
        for (x, y) in [(25.0, 50.0), (75.0, 50.0)] {
            let ratio = luminance(dimmed.at(x, y)) / luminance(normal.at(x, y))
            #expect(abs(ratio - 0.5) < 0.01, "luminance ratio \(ratio) at \(x), \(y)")
            #expect(dimmed.at(x, y).alpha == normal.at(x, y).alpha)
        }
    }

    @Test func containerBackgroundIsDroppedAndCanvasColourDimmed() throws {
        let archive = T.archive([], background: T.rect(Rect(x: 0, y: 0, width: 100, height: 100), .color(.white)))
        #expect(try T.render(archive, options: aod).at(5, 5) == .transparent)
        var options = aod
        options.backgroundColor = .white
        #expect(try T.render(archive, options: options).at(5, 5) == RasterImage.Pixel(128, 128, 128, 255))
    }

    @Test func dimmingComposesWithTheRenderingMode() throws {
        let archive = T.archive([T.rect(Rect(x: 0, y: 0, width: 100, height: 100), .color(RGBA(0, 0, 1)))])
        var options = aod
        options.renderingMode = .accented(.watchFace())
        #expect(try T.render(archive, options: options).at(5, 5) == RasterImage.Pixel(128, 128, 128, 255))
    }

    // MARK: - Live dates

    private func liveArchive(_ style: LiveDate.Style, date: Date, end: Date? = nil) -> WidgetArchive {
        var run = TextRun(
            text: "00:00", font: FontDescriptor(family: "Inter", size: 17, monospacedDigit: true),
            paint: .color(.white),
            x: 0, width: 120)
        run.live = LiveDate(style: style, date: date, end: end)
        let text = TextItem(
            frame: Rect(x: 0, y: 0, width: 120, height: 21), lines: [TextLine(baseline: 17, runs: [run])],
            lineHeight: 20)
        var bar = ShapeItem(frame: Rect(x: 0, y: 30, width: 100, height: 4), path: PathData(), fill: .color(.white))
        bar.liveProgress = LiveProgress(
            start: t0, end: t0.addingTimeInterval(3600), countsDown: true,
            geometry: .bar(rect: Rect(x: 0, y: 30, width: 100, height: 4), cornerRadius: 0))
        return T.archive(width: 120, height: 40, [.text(text), .shape(bar)])
    }

    private func shownText(_ archive: WidgetArchive, at date: Date, reduced: Bool) -> String {
        var options = RenderOptions(date: date, luminanceReduced: reduced)
        options.scale = 1
        guard case .group(let g) = ArchiveRenderer.displayedArchive(archive, options: options).content,
            case .text(let t) = g.children[0]
        else { return "" }
        return t.string
    }

    @Test(arguments: [
        (LiveDate.Style.timer, 600.0, 90.0, "8:30", "8:--"),  // counting down
        (.timer, -3725, 0, "1:02:05", "1:02:--"),  // counting up past an hour
        (.relative, 674, 0, "11 min, 14 sec", "11 min"),
        (.relative, 14, 0, "14 sec", "0 min"),
        (.offset, 45, 0, "-45 seconds", "0 minutes"),
        (.offset, 660, 0, "-11 minutes", "-11 minutes"),  // already minutes
    ])
    func liveTextDropsItsSeconds(style: LiveDate.Style, offset: Double, elapsed: Double, full: String, reduced: String)
    {
        let archive = liveArchive(style, date: t0.addingTimeInterval(offset))
        #expect(shownText(archive, at: t0.addingTimeInterval(elapsed), reduced: false) == full)
        #expect(shownText(archive, at: t0.addingTimeInterval(elapsed), reduced: true) == reduced)
    }

    @Test func timerIntervalDropsItsSeconds() {
        let archive = liveArchive(.timerInterval, date: t0, end: t0.addingTimeInterval(300))
        #expect(shownText(archive, at: t0.addingTimeInterval(61), reduced: true) == "3:--")
    }

    @Test func hostWakesAtMostOnceAMinuteOnWholeMinutes() {
        // A seconds timer and a bar that moves every 36 s would wake the host every second.
        let archive = liveArchive(.timer, date: t0.addingTimeInterval(600.5))
        let start = t0.addingTimeInterval(7.25)
        #expect(
            LiveResolver.nextChange(of: archive, after: start, scale: 1)!.timeIntervalSince(start) < 1)
        var wakes: [Date] = []
        var now = start
        for _ in 0..<5 {
            guard let next = LiveResolver.nextChange(of: archive, after: now, scale: 1, luminanceReduced: true) else {
                break
            }
            wakes.append(next)
            now = next
        }
        #expect(wakes.count == 5)
        #expect(wakes.map { $0.timeIntervalSince1970.truncatingRemainder(dividingBy: 60) } == [0, 0, 0, 0, 0])
        #expect(wakes.first == t0.addingTimeInterval(60))
        for (a, b) in zip(wakes, wakes.dropFirst()) { #expect(b.timeIntervalSince(a) >= 60) }
    }

    @Test func staticContentNeverWakesTheHostEvenWhenReduced() {
        let archive = T.archive([T.rect(Rect(x: 0, y: 0, width: 10, height: 10), .color(.white))])
        #expect(LiveResolver.nextChange(of: archive, after: t0, scale: 1, luminanceReduced: true) == nil)
    }
}
