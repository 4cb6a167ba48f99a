//  SurfaceFramesTests.swift — GlimpseDisplayTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 10 "A kiosk display": `<dir>/<surface>.png` is replaced (write and rename)
//  each time the surface's pixels change — a timer ticking, a lock — and never when they don't;
//  a folder that cannot be written is refused up front. Time is passed in, never waited for.

import Foundation
import GlimpseArchive
import GlimpseHost
import GlimpseRender
import Testing

@testable import GlimpseDisplay

struct SurfaceFramesTests {
    let directory: URL
    private let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-frames-\(UUID().uuidString)")
    }

    /// A small widget with a timer counting down to `t0 + 10 min` (its text changes every second),
    /// or without one; `privacySensitive` when `sensitive`.
    private func archive(ticking: Bool, key: String, sensitive: Bool = false) -> WidgetArchive {
        var run = TextRun(
            text: "10:00", font: FontDescriptor(family: "Inter", size: 17, monospacedDigit: true),
            paint: .color(RGBA(1, 0, 0)), x: 10, width: 60)
        if ticking { run.live = LiveDate(style: .timer, date: t0.addingTimeInterval(600)) }
        var text = TextItem(
            frame: Rect(x: 10, y: 10, width: 60, height: 20.333), lines: [TextLine(baseline: 16, runs: [run])],
            lineHeight: 20.287)
        if sensitive {
            var tags = ItemTags()
            tags.privacySensitive = true
            text.tags = tags
        }
        var archive = WidgetArchive(
            size: Size(width: 158, height: 158), colorScheme: key.hasPrefix("dark") ? "dark" : "light",
            content: .group(GroupItem(frame: Rect(x: 0, y: 0, width: 158, height: 158), children: [.text(text)])))
        archive.variant = key
        return archive
    }

    private func shown(_ archive: WidgetArchive, _ family: FamilyName = .systemSmall) -> SurfacePicture.Shown {
        SurfacePicture.Shown(family: family, entry: ArchivedEntry(date: t0, archives: [archive]))
    }

    @Test func aTickingTimerWritesAFrameEachSecondAndAStillWidgetOnlyOnce() throws {
        let frames = SurfaceFrames(folder: try FrameFolder(directory: directory.path, surface: "homeScreen"), scale: 1)
        let surface = Surface(
            name: .homeScreen, device: "iphone-6.1", stacks: [WidgetStack(instances: [InstanceID(1)])])
        let ticking = shown(archive(ticking: true, key: "light-homeScreen-fullColor"))
        // Five seconds, looked at four times a second: a new picture each second, none between.
        // The timer reads 10:00 at t0 and 9:59 just after (its remaining time rounds down), so
        // the first look after each whole second sees a new picture.
        var written: [Double] = []
        for quarter in 0...21 {
            let seconds = Double(quarter) / 4
            if try frames.update(surface, on: .standard, shown: [ticking], at: t0.addingTimeInterval(seconds)) {
                written.append(seconds)
            }
        }
        #expect(written == [0, 0.25, 1.25, 2.25, 3.25, 4.25, 5.25])
        #expect(frames.sink.writes == 7)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files == ["homeScreen.png"])  // renamed into place: no partial file left

        let still = SurfaceFrames(folder: try FrameFolder(directory: directory.path, surface: "still"), scale: 1)
        let quiet = shown(archive(ticking: false, key: "light-homeScreen-fullColor"))
        for second in 0...5 {
            try still.update(surface, on: .standard, shown: [quiet], at: t0.addingTimeInterval(Double(second)))
        }
        #expect(still.sink.writes == 1)
    }

    @Test func lockingTheSurfaceWritesANewFrame() throws {
        let frames = SurfaceFrames(folder: try FrameFolder(directory: directory.path, surface: "lockScreen"), scale: 1)
        var surface = Surface(
            name: .lockScreen, device: "iphone-6.1", stacks: [WidgetStack(instances: [InstanceID(1)])])
        let widget = shown(
            archive(ticking: false, key: "dark-lockScreen-vibrant", sensitive: true), .accessoryRectangular)
        #expect(try frames.update(surface, on: .standard, shown: [widget], at: t0))
        #expect(try !frames.update(surface, on: .standard, shown: [widget], at: t0.addingTimeInterval(30)))
        surface.state.locked = true
        #expect(try frames.update(surface, on: .standard, shown: [widget], at: t0.addingTimeInterval(31)))
        #expect(frames.sink.writes == 2)
    }

    @Test func theNextChangeIsAtMostOnceAMinuteInAlwaysOn() throws {
        var state = SurfaceState()
        state.alwaysOn = true
        let watch = try DeviceProfile.named("watch-45mm")
        let face = try #require(PlaceContext(.watchFace, device: watch, state: state))
        let live = t0.addingTimeInterval(1)
        #expect(
            SurfaceFrames.nextChange(of: .accessoryCircular, in: face, nextEntry: nil, nextLive: live)
                == Date(timeIntervalSince1970: 1_800_000_060))
        let home = try #require(PlaceContext(.homeScreen, device: .standard, state: state))
        #expect(
            SurfaceFrames.nextChange(of: .systemSmall, in: home, nextEntry: t0.addingTimeInterval(5), nextLive: live)
                == live)
    }

    @Test func aFolderThatCannotBeWrittenIsRefusedNamingIt() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: file)
        let error = #expect(throws: DisplayError.self) {
            try FrameFolder(directory: file.path, surface: "homeScreen")
        }
        #expect(error?.code == .cannotWrite)
        #expect(error?.message.hasPrefix("cannot write frames to '\(file.path)' (") == true)
        #expect(error?.message.hasSuffix("); pass a folder you can write to with --frames") == true)
    }
}
