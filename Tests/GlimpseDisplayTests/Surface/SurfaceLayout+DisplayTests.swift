//  SurfaceLayout+DisplayTests.swift — GlimpseDisplayTests (Glimpse)
//  Status: Complete
//  Behaviour: the bare display (SurfaceLayout+Display): its screen is its pixels, its widgets a
//  grid with the family sizes' spacing, magnified until the grid (with a gap's margin) fills the
//  display, centred; a stored scale instead when set; its background the setting or the
//  appearance's. Pixels: a frame exactly the display's size, the background, a widget's red where
//  the layout puts it.

import Foundation
import GlimpseArchive
import GlimpseHost
import GlimpseRender
import Testing

@testable import GlimpseDisplay

struct SurfaceLayoutDisplayTests {
    private static let t0 = Date(timeIntervalSince1970: 1_800_000_000)
    private static let clock = SurfaceClock(
        t0, timeZone: TimeZone(identifier: "UTC")!, locale: Locale(identifier: "en_US_POSIX"))

    private func context(_ size: String, state: SurfaceState = SurfaceState()) throws -> PlaceContext {
        try #require(PlaceContext(.display, device: try DeviceProfile.named("display-\(size)"), state: state))
    }

    private func layout(_ size: String, _ families: [FamilyName?], state: SurfaceState = SurfaceState()) throws
        -> SurfaceLayout
    {
        SurfaceLayout(try context(size, state: state), families: families, clock: Self.clock)
    }

    @Test(arguments: [
        ("1920x1080", 1920, 1080),  // a wall panel
        ("800x480", 800, 480),  // a 7.5-inch e-ink panel
        ("64X8192", 64, 8192),  // the smallest and largest sides, upper-case X
        ("1404×1872", 1404, 1872),  // a portrait e-ink panel, written with ×
    ])
    func aDisplaySizeIsWidthByHeightInPixels(text: String, width: Int, height: Int) throws {
        let size = try #require(DisplaySize(parsing: text))
        #expect(size.width == width && size.height == height)
        let device = try DeviceProfile.named(size.deviceName)
        #expect(device.screen == Size(width: Double(width), height: Double(height)))
        #expect(device.scale == 1)
        #expect(device.families(at: .display) == [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge])
    }

    @Test(arguments: [
        "0x0",  // no pixels
        "100000x5",  // wider than any panel, thinner than a widget
        "63x480",  // one side under 64
        "1920x8193",  // one side over 8192
        "garbage",
        "1920x",
        "x1080",
        "1920x1080x2",
        "-800x480",
        "800 x 480",
        "１９２０x1080",  // full-width digits
    ])
    func aSizeThatIsNoDisplayIsRefused(text: String) {
        #expect(DisplaySize(parsing: text) == nil)
        #expect((try? DeviceProfile.named("display-\(text)")) == nil)
    }

    @Test func oneWidgetIsMagnifiedUntilItAndItsMarginFillTheShorterSideAndIsCentred() throws {
        // Small 170 pt, gap 378.5 − 2 × 170 = 38.5: the grid with its margins is 247 pt square, so
        // 1080 / 247 pixels per point.
        let display = try layout("1920x1080", [.systemSmall])
        let scale = 1080 / 247.0
        let slot = try #require(display.slots[0])
        #expect(abs(slot.magnification - scale) < 1e-9)
        #expect(abs(slot.frame.width - 170 * scale) < 1e-9 && abs(slot.frame.height - 170 * scale) < 1e-9)
        #expect(abs(slot.frame.midX - 960) < 1e-9 && abs(slot.frame.midY - 540) < 1e-9)
        #expect(abs(slot.frame.y - 38.5 * scale) < 1e-9)
    }

    @Test func widgetsFillTheGridInOrderWithTheFamiliesSpacing() throws {
        // Four small: two columns of two (three columns fill the height no more), 208.5 pt apart.
        let four = try layout("1920x1080", [.systemSmall, .systemSmall, .systemSmall, .systemSmall])
        let frames = four.slots.map { $0!.frame }
        let scale = four.slots[0]!.magnification
        #expect(abs(scale - 1080 / 455.5) < 1e-9)
        #expect(abs(frames[1].x - frames[0].x - 208.5 * scale) < 1e-9 && frames[1].y == frames[0].y)
        #expect(frames[2].x == frames[0].x && abs(frames[2].y - frames[0].y - 208.5 * scale) < 1e-9)
        // A medium spans two columns: it is as wide as two small widgets and their gap.
        let mixed = try layout("800x480", [.systemMedium, .systemSmall, .systemLarge, .systemExtraLarge])
        let m = try #require(mixed.slots[0]), s = try #require(mixed.slots[1])
        #expect(abs(m.frame.width - 378.5 * m.magnification) < 1e-9)
        #expect(abs(m.frame.height - s.frame.height) < 1e-9)
        // Every widget lies inside the display, and the grid touches two opposite margins.
        let frames2 = mixed.slots.map { $0!.frame }
        for frame in frames2 {
            #expect(frame.x >= 0 && frame.y >= 0 && frame.maxX <= 800 + 1e-9 && frame.maxY <= 480 + 1e-9)
        }
        let margin = 38.5 * m.magnification
        let touchesSides =
            abs(frames2.map(\.x).min()! - margin) < 1e-6 && abs(800 - frames2.map(\.maxX).max()! - margin) < 1e-6
        let touchesEnds =
            abs(frames2.map(\.y).min()! - margin) < 1e-6 && abs(480 - frames2.map(\.maxY).max()! - margin) < 1e-6
        #expect(touchesSides || touchesEnds)
    }

    @Test func aStoredScaleSizesTheWidgetsInsteadAndTheGridStaysCentred() throws {
        var state = SurfaceState()
        state.displayScale = 1
        let display = try layout("1920x1080", [.systemSmall, .systemMedium], state: state)
        let small = try #require(display.slots[0]), medium = try #require(display.slots[1])
        #expect(small.magnification == 1 && small.frame.size == Size(width: 170, height: 170))
        #expect(medium.frame.size == Size(width: 378.5, height: 170))
        // One row of three columns (small, then the medium beside it): 664 pt wide with its margins.
        #expect(abs(small.frame.x - ((1920 - 664) / 2 + 38.5)) < 1e-9)
        #expect(abs(medium.frame.x - small.frame.maxX - 38.5) < 1e-9)
    }

    @Test func theBackgroundIsTheSettingOrTheAppearances() throws {
        func background(_ state: SurfaceState) throws -> Paint? {
            guard case .box(_, _, let paint) = try layout("800x480", [], state: state).marks.first else { return nil }
            return paint
        }
        #expect(try background(SurfaceState()) == .color(RGBA(242 / 255, 242 / 255, 247 / 255)))
        var dark = SurfaceState()
        dark.colorScheme = "dark"
        #expect(try background(dark) == .color(.black))
        dark.background = "#102030"
        #expect(try background(dark) == .color(RGBA(16 / 255, 32 / 255, 48 / 255)))
        #expect(try layout("800x480", []).marks.count == 1)  // no chrome: only the background
    }

    @Test func theFrameIsExactlyTheDisplaysPixelsWithTheWidgetWhereTheLayoutPutsIt() throws {
        var state = SurfaceState()
        state.background = "#203040"
        let context = try context("800x480", state: state)
        let canvas = Rect(x: 0, y: 0, width: 170, height: 170)
        let archive = WidgetArchive(
            size: canvas.size, colorScheme: "light",
            content: .group(
                GroupItem(
                    frame: canvas,
                    children: [
                        .shape(
                            ShapeItem(
                                frame: canvas, path: SurfaceChrome.roundedRect(canvas, radius: 0),
                                fill: .color(RGBA(1, 0, 0))))
                    ])))
        let shown = SurfacePicture.Shown(family: .systemSmall, entry: ArchivedEntry(date: Self.t0, archives: [archive]))
        let image = try SurfacePicture.render(
            [shown, shown], in: context, at: Self.t0, scale: 1, renderer: ArchiveRenderer(), clock: Self.clock)
        #expect(image.width == 800 && image.height == 480)
        let background = RasterImage.Pixel(0x20, 0x30, 0x40, 255)
        #expect(image[0, 0] == background && image[799, 479] == background && image[400, 5] == background)
        let layout = SurfaceLayout(context, families: [.systemSmall, .systemSmall], clock: Self.clock)
        for slot in layout.slots.map({ $0! }) {
            #expect(image[Int(slot.frame.midX), Int(slot.frame.midY)] == RasterImage.Pixel(255, 0, 0, 255))
            // Just outside the widget's leading edge: the background.
            #expect(image[Int(slot.frame.x) - 3, Int(slot.frame.midY)] == background)
        }
        // Between the two widgets (side by side: 800 × 480 is wide), the background.
        let a = layout.slots[0]!.frame, b = layout.slots[1]!.frame
        #expect(a.y == b.y && b.x > a.maxX)
        #expect(image[Int((a.maxX + b.x) / 2), Int(a.midY)] == background)
    }
}
