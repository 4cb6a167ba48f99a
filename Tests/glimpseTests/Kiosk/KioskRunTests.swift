//  KioskRunTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 10 "`glimpse host … --frames DIR` for 5 s of a ticking timer writes a new PNG
//  each second and none while nothing changes (count file writes)": the kiosk's loop on a
//  simulated clock (it jumps to each deadline, never sleeps), its frame files counted as they are
//  written.

import Foundation
import GlimpseArchive
import GlimpseDisplay
import GlimpseHost
import Testing

@testable import glimpse

struct KioskRunTests {
    private static let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    /// One small widget on the Home Screen, with a timer counting down to `t0 + 10 min` or a
    /// still text.
    final class OneWidget: SurfaceContent, @unchecked Sendable {
        let instance = WidgetInstance(
            id: InstanceID(1), bundle: "/b/Timer", kind: "Timer", family: .systemSmall, place: .homeScreen,
            configuration: "", created: KioskRunTests.t0)
        let timeline: InstanceTimeline
        var changed = false

        init(ticking: Bool) {
            var run = TextRun(
                text: "10:00", font: FontDescriptor(family: "Inter", size: 17, monospacedDigit: true),
                paint: .color(RGBA(1, 0, 0)), x: 10, width: 60)
            if ticking { run.live = LiveDate(style: .timer, date: KioskRunTests.t0.addingTimeInterval(600)) }
            let text = TextItem(
                frame: Rect(x: 10, y: 10, width: 60, height: 20.333), lines: [TextLine(baseline: 16, runs: [run])],
                lineHeight: 20.287)
            var archive = WidgetArchive(
                size: Size(width: 158, height: 158), colorScheme: "light",
                content: .group(GroupItem(frame: Rect(x: 0, y: 0, width: 158, height: 158), children: [.text(text)])))
            archive.variant = "light-homeScreen-fullColor"
            timeline = InstanceTimeline(
                entries: [ArchivedEntry(date: KioskRunTests.t0, archives: [archive])], policy: .never,
                received: KioskRunTests.t0, reason: .initial, settings: HostSettings())
        }

        func surface(_ name: PlaceName) -> Surface? {
            Surface(name: .homeScreen, device: "iphone-6.1", stacks: [WidgetStack(instances: [instance.id])])
        }
        func instance(_ id: InstanceID) -> WidgetInstance? { id == instance.id ? instance : nil }
        func timeline(of id: InstanceID) -> InstanceTimeline? { id == instance.id ? timeline : nil }
        func currentEntry(of id: InstanceID, at date: Date) -> CurrentEntry? {
            timeline(of: id)?.currentEntry(of: id, at: date)
        }
        func refresh() -> Bool { false }
    }

    /// Writes frames to a `FrameFolder` (`<dir>/homeScreen.png`, renamed into place) and notes
    /// the simulated time of each file written.
    final class CountingSink: FrameSink, @unchecked Sendable {
        let clock: SimulatedClock
        let folder: FrameFolder
        private(set) var times: [TimeInterval] = []
        init(clock: SimulatedClock, folder: FrameFolder) {
            self.clock = clock
            self.folder = folder
        }
        func write(_ png: Data) throws(DisplayError) -> Bool {
            guard try folder.write(png) else { return false }
            times.append(clock.now.timeIntervalSince(KioskRunTests.t0))
            return true
        }
        var writes: Int { folder.writes }
    }

    private func run(ticking: Bool, seconds: Double) throws -> (times: [TimeInterval], steps: Int) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-kiosk-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = SimulatedClock(start: Self.t0)
        let sink = CountingSink(clock: clock, folder: try FrameFolder(directory: directory.path, surface: "homeScreen"))
        let kiosk = KioskRun(
            content: OneWidget(ticking: ticking), clock: clock, surface: .homeScreen,
            frames: SurfaceFrames(folder: sink, scale: 1))
        try kiosk.run(until: Self.t0.addingTimeInterval(seconds))
        #expect(sink.folder.writes == sink.times.count)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["homeScreen.png"])
        return (sink.times, kiosk.steps)
    }

    @Test func fiveSecondsOfATickingTimerWriteOneFrameEachSecond() throws {
        let (times, steps) = try run(ticking: true, seconds: 5.5)
        // The first picture, then one each time the timer's text changes: once a second.
        #expect(times.count == 6)
        let gaps = zip(times.dropFirst(), times).map { ($0 - $1).rounded() }
        #expect(gaps.dropFirst() == [1, 1, 1, 1])
        // It drew only when the timer was due to change.
        #expect(steps == times.count)
    }

    @Test func aStillWidgetIsWrittenOnceWhileItsClockShowsTheSameMinute() throws {
        let (times, steps) = try run(ticking: false, seconds: 5.5)
        #expect(times == [0])
        // Nothing was due, nothing changed: it never drew again.
        #expect(steps == 1)
    }

    @Test func aStillWidgetIsDrawnAgainOnlyWhenThePicturesClockTurns() throws {
        // t0 is 08:00:00; the status bar's clock reads 8:01 at 60 s and 8:02 at 120 s.
        let (times, steps) = try run(ticking: false, seconds: 150)
        #expect(times == [0, 60, 120])
        #expect(steps == 3)
    }

    @Test func anEinkPanelOfATickingTimerIsWrittenOnlyOnceEachRefreshInterval() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-kiosk-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = SimulatedClock(start: Self.t0)
        let counting = CountingSink(
            clock: clock, folder: try FrameFolder(directory: directory.path, surface: "homeScreen"))
        let throttled = ThrottledFrameSink(counting, interval: 30, now: { clock.now })
        let kiosk = KioskRun(
            content: OneWidget(ticking: true), clock: clock, surface: .homeScreen,
            frames: SurfaceFrames(folder: throttled, scale: 1, eink: EinkFormat(mode: .mono, minimumRefresh: 30)))
        try kiosk.run(until: Self.t0.addingTimeInterval(95))
        // The timer changes each second; the panel is written at the start and then each 30 s.
        #expect(counting.times == [0, 30, 60, 90])
        let png = try Data(contentsOf: directory.appendingPathComponent("homeScreen.png"))
        #expect(png[24] == 1 && png[25] == 0)  // IHDR: 1 bit, greyscale
    }
}
