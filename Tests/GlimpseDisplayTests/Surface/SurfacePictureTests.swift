//  SurfacePictureTests.swift — GlimpseDisplayTests (Glimpse)
//  Status: Complete
//  Behaviour: SurfacePicture draws a surface as the simulator page lays it out (SurfaceLayout):
//  widgets in their slots, the rectangular watch slot whole, the Lock Screen's time at the
//  clock's time, the whole Lock Screen dimmed in Always On. Pixels, at 1 or 2 per point.

import Foundation
import GlimpseArchive
import GlimpseHost
import GlimpseRender
import Testing

@testable import GlimpseDisplay

struct SurfacePictureTests {
    private static let t0 = Date(timeIntervalSince1970: 1_800_000_000)  // 08:00 UTC
    private static let utc = SurfaceClock(
        t0, timeZone: TimeZone(identifier: "UTC")!, locale: Locale(identifier: "en_US_POSIX"))

    /// A widget of `size` filled with red, laid out for `key`.
    private static func red(_ size: Size, key: String?, family: FamilyName) -> SurfacePicture.Shown {
        let canvas = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let path = PathData([
            .move(to: Point(x: 0, y: 0)), .line(to: Point(x: size.width, y: 0)),
            .line(to: Point(x: size.width, y: size.height)), .line(to: Point(x: 0, y: size.height)), .closeSubpath,
        ])
        var archive = WidgetArchive(
            size: size, colorScheme: "dark",
            content: .group(
                GroupItem(
                    frame: canvas, children: [.shape(ShapeItem(frame: canvas, path: path, fill: .color(RGBA(1, 0, 0))))]
                )
            ))
        archive.variant = key
        return SurfacePicture.Shown(family: family, entry: ArchivedEntry(date: t0, archives: [archive]))
    }

    private func picture(
        _ place: PlaceName, _ shown: [SurfacePicture.Shown?], state: SurfaceState = SurfaceState(), scale: Double = 1,
        clock: SurfaceClock = utc
    ) throws -> RasterImage {
        let device = try DeviceProfile.named(Surface.defaultDevice(for: place))
        let context = try #require(PlaceContext(place, device: device, state: state))
        return try SurfacePicture.render(
            shown, in: context, at: clock.date, scale: scale, renderer: ArchiveRenderer(), clock: clock)
    }

    @Test func aHomeScreenWidgetIsDrawnInItsGridCell() throws {
        // iphone-6.1: 390 pt wide, two columns of 158 pt 22 apart, centred: the first at x 26, y 62.
        let image = try picture(
            .homeScreen, [Self.red(Size(width: 158, height: 158), key: nil, family: .systemSmall)])
        #expect(image.width == 390 && image.height == 844)
        #expect(image[26 + 79, 62 + 79] == RasterImage.Pixel(255, 0, 0, 255))
        #expect(image[180, 140] == RasterImage.Pixel(255, 0, 0, 255))  // near its trailing edge
        #expect(image[100, 216] == RasterImage.Pixel(255, 0, 0, 255))  // near its bottom edge
        #expect(image[26 + 158 + 22 + 79, 62 + 79] != RasterImage.Pixel(255, 0, 0, 255))  // the next cell: wallpaper
    }

    @Test func aStackShowsADotPerWidgetBesideItTheTopOneFilled() throws {
        // The first cell (x 26…184, y 62…220) holds the second of three widgets: three 7 pt dots
        // 4 pt apart, their column's trailing edge 14 pt past the cell's (x 191…198), centred on
        // its height (y 126.5…155.5). At 2 px per point.
        var widget = Self.red(Size(width: 158, height: 158), key: nil, family: .systemSmall)
        let alone = try picture(.homeScreen, [widget], scale: 2)
        widget.stack = SurfaceLayout.StackDots(count: 3, top: 1)
        let stacked = try picture(.homeScreen, [widget], scale: 2)
        let luma = { (image: RasterImage, x: Double, y: Double) -> Int in
            let pixel = image[Int(x * 2), Int(y * 2)]
            return Int(pixel.red) + Int(pixel.green) + Int(pixel.blue)
        }
        let x = 194.5
        let dots = [130.0, 141, 152].map { luma(stacked, x, $0) }
        let wallpaper = [130.0, 141, 152].map { luma(alone, x, $0) }
        #expect(dots[1] < dots[0] && dots[1] < dots[2], "the top dot is the darkest: \(dots)")
        #expect(zip(dots, wallpaper).allSatisfy { $0 < $1 - 60 }, "each dot shows: \(dots) over \(wallpaper)")
        // Nothing else moves: between the dots, past them and the widget are as without a stack.
        for (px, py) in [(x, 135.5), (x, 120.0), (x, 160.0), (188.0, 141.0), (105.0, 141.0)] {
            #expect(luma(stacked, px, py) == luma(alone, px, py), "(\(px), \(py))")
        }
        // One widget has no dots.
        widget.stack = SurfaceLayout.StackDots(count: 1, top: 0)
        #expect(try picture(.homeScreen, [widget], scale: 2) == alone)
    }

    @Test func theWatchFacesRectangularWidgetIsDrawnWhole() throws {
        // watch-45mm: 198 pt wide, the slot 193 pt, centred at x 2.5; at 2 px per point, 5…391.
        let image = try picture(
            .watchFace, [Self.red(Size(width: 193, height: 82), key: nil, family: .accessoryRectangular)], scale: 2)
        let y = Int((67.5 + 41) * 2)
        #expect(image[5, y] == RasterImage.Pixel(255, 0, 0, 255))
        #expect(image[390, y] == RasterImage.Pixel(255, 0, 0, 255))
        #expect(image[392, y] == RasterImage.Pixel(0, 0, 0, 255))
        #expect(image[2, y] == RasterImage.Pixel(0, 0, 0, 255))
    }

    @Test func theLockScreenShowsTheClocksTimeAndDimsWholeInAlwaysOn() throws {
        let awake = try picture(.lockScreen, [])
        // The time's line box (y 102…194) holds white glyphs; they change with the clock.
        func white(_ image: RasterImage) -> Int {
            var count = 0
            for y in 102..<194 {
                for x in 0..<image.width where image[x, y] == RasterImage.Pixel(255, 255, 255, 255) { count += 1 }
            }
            return count
        }
        #expect(white(awake) > 1000)
        var later = Self.utc
        later.date = Self.t0.addingTimeInterval(101 * 60)  // 9:41
        #expect(white(try picture(.lockScreen, [], clock: later)) != white(awake))
        var state = SurfaceState()
        state.alwaysOn = true
        let dimmed = try picture(.lockScreen, [], state: state)
        for (x, y) in [(10, 400), (195, 150), (200, 800)] {
            let lit = awake[x, y], dim = dimmed[x, y]
            for (a, b) in [(lit.red, dim.red), (lit.green, dim.green), (lit.blue, dim.blue)] {
                #expect(abs(Double(a) * SurfaceLayout.alwaysOnBrightness - Double(b)) <= 1.5)
            }
            #expect(dim.alpha == 255)
        }
    }

    @Test func theLockScreensButtonsDrawWhiteGlyphs() throws {
        // iphone-6.1 (844 pt high): the flashlight's glyph is 22 pt square at (60, 768), the
        // camera's at (308, 768), on buttons of black at 28 % over the wallpaper.
        let image = try picture(.lockScreen, [])
        for x0 in [60, 308] {
            var white = 0
            for y in 768..<790 {
                for x in x0..<(x0 + 22) where image[x, y] == RasterImage.Pixel(255, 255, 255, 255) { white += 1 }
            }
            #expect(white > 60, "button at x \(x0)")
        }
    }

    @Test func aVibrantLockScreenWidgetsEmojiAreDrawnInGreys() throws {
        // A rectangular widget (172 × 76 pt on iphone-6.1) whose one line is a fox and a word.
        let font = FontDescriptor(family: "Inter", size: 40)
        let run = TextRun(text: "🦊", font: font, paint: .color(RGBA(1, 1, 1)), x: 4, width: 50)
        let text = TextItem(
            frame: Rect(x: 4, y: 4, width: 60, height: 60), lines: [TextLine(baseline: 48, runs: [run])],
            lineHeight: 60)
        var archive = WidgetArchive(
            size: Size(width: 172, height: 76), colorScheme: "dark",
            content: .group(GroupItem(frame: Rect(x: 0, y: 0, width: 172, height: 76), children: [.text(text)])))
        archive.variant = "dark-lockScreen-vibrant"
        let shown = SurfacePicture.Shown(
            family: .accessoryRectangular, entry: ArchivedEntry(date: Self.t0, archives: [archive]))
        let image = try picture(.lockScreen, [shown])
        let layout = SurfaceLayout(
            try #require(
                PlaceContext(.lockScreen, device: try DeviceProfile.named("iphone-6.1"), state: SurfaceState())),
            families: [.accessoryRectangular], clock: Self.utc)
        let slot = try #require(layout.slots[0]?.frame)
        // Vibrant content is luminance over the wallpaper: no pixel of the emoji is more
        // saturated than the wallpaper around it (the fox is orange in full colour).
        var saturated = 0
        for y in Int(slot.y)..<Int(slot.y + 70) {
            for x in Int(slot.x)..<Int(slot.x + 70) {
                let p = image[x, y]
                let spread = Int(max(p.red, p.green, p.blue)) - Int(min(p.red, p.green, p.blue))
                if spread > 60 { saturated += 1 }
            }
        }
        #expect(saturated == 0)
    }
}
