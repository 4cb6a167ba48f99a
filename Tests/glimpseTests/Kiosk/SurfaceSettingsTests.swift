//  SurfaceSettingsTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: `glimpse host --surface display --display WxH [--background] [--appearance]
//  [--scale] [--eink MODE [--rotate] [--min-refresh]]`: bad sizes, colours, appearances, scales and
//  e-ink options are one usage line naming the flag and
//  the fix (64) and store nothing; a display kiosk places its widgets, stores the display's size
//  and background with the surface, and writes `display.png` of exactly the display's pixels with
//  each widget where the layout puts it.

import Foundation
import GlimpseArchive
import GlimpseDisplay
import GlimpseHost
import GlimpseRender
import Testing

struct SurfaceSettingsTests {
    static let badInput: [([String], String)] = [
        // no pixels
        (
            ["--surface", "display", "--display", "0x0", "--frames", "f"],
            "Error: '0x0' is not a display size for --display; use WIDTHxHEIGHT in pixels, each side 64…8192 "
                + "(e.g. 1920x1080, 800x480)"
        ),
        // a side past any panel
        (
            ["--surface", "display", "--display", "100000x5", "--serve", "0"],
            "Error: '100000x5' is not a display size for --display; use WIDTHxHEIGHT in pixels"
        ),
        // not a size at all
        (
            ["--surface", "display", "--display", "garbage"],
            "Error: 'garbage' is not a display size for --display; use WIDTHxHEIGHT in pixels"
        ),
        // a display size for a phone surface
        (
            ["--surface", "homeScreen", "--display", "800x480"],
            "Error: --display sets up the bare display; pass --surface display with it"
        ),
        // a colour that is no #RRGGBB
        (
            ["--surface", "display", "--background", "red"],
            "Error: 'red' is not a colour for --background; use #RRGGBB (e.g. #000000, #F2F2F7)"
        ),
        // an appearance that is none
        (
            ["--surface", "display", "--appearance", "sepia"],
            "Error: 'sepia' is not an appearance for --appearance; use light or dark"
        ),
        // a widget scale past the range
        (
            ["--surface", "display", "--scale", "100", "--frames", "f"],
            "Error: '100' is not a widget scale for the display; use 0.25…16 pixels per point, or leave --scale "
                + "out to fill the display"
        ),
        // an e-ink mode that is none
        (
            ["--surface", "display", "--frames", "f", "--eink", "color"],
            "Error: 'color' is not an e-ink mode for --eink; use mono (1 bit), gray4 (2 bits) or gray16 (4 bits)"
        ),
        // a rotation that is not a quarter turn
        (
            ["--surface", "display", "--frames", "f", "--eink", "mono", "--rotate", "45"],
            "Error: '45' is not a rotation for --rotate; use 90, 180 or 270 (degrees clockwise)"
        ),
        // a rotation without e-ink
        (
            ["--surface", "display", "--frames", "f", "--rotate", "90"],
            "Error: --rotate is for an e-ink panel's frames; pass --eink mono, gray4 or gray16 with it"
        ),
        // a negative refresh interval
        (
            ["--surface", "display", "--frames", "f", "--eink", "gray4", "--min-refresh", "-1"],
            "Error: '-1' is not a number of seconds for --min-refresh; use 0…86400"
        ),
        // e-ink without frames or a page
        (
            ["--surface", "display", "--eink", "mono"],
            "Error: --eink converts a kiosk's frames; pass --frames <dir> or --serve <port>"
        ),
    ]

    @Test(arguments: badInput)
    func badDisplayInputIsOneUsageLineNamingTheFlagAndStoresNothing(arguments: [String], error: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let database = folder.url.appendingPathComponent("host.sqlite").path
        _ = try HostStore(path: database)
        let run = try GlimpseBinary.run(
            ["host", "--db", "host.sqlite", "--bundle", HostCommandTests.emojiRangers, "--kind", "EmojiRangerWidget"]
                + arguments, in: folder.url)
        #expect(run.status == 64)
        #expect(run.stderr.split(separator: "\n").first.map(String.init)?.hasPrefix(error) == true, "\(run.stderr)")
        let store = try HostStore(path: database)
        #expect(try store.instances().isEmpty)
        #expect(try store.surfaces().isEmpty)
    }

    @Test func aDisplayKioskStoresItsSizeAndDrawsItsWidgetsOnItsPixels() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.url.appendingPathComponent("host.out")
        let host = try KioskViewerTests.start(
            [
                "host", "--db", "host.sqlite", "--bundle", HostCommandTests.emojiRangers, "--kind",
                "EmojiRangerWidget", "--add", "2", "--surface", "display", "--display", "800x480", "--background",
                "#102030", "--frames", "frames", "--for", "60",
            ], in: folder.url, output: output)
        defer { if host.isRunning { host.terminate() } }
        let lines = { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }
        let frame = folder.url.appendingPathComponent("frames/display.png")
        let background = RasterImage.Pixel(0x10, 0x20, 0x30, 255)
        let device = try DeviceProfile.named("display-800x480")
        var state = SurfaceState()
        state.background = "#102030"
        let context = try #require(PlaceContext(.display, device: device, state: state))
        let layout = SurfaceLayout(context, families: [.systemSmall, .systemSmall], clock: SurfaceClock(Date()))
        let frames = layout.slots.compactMap { $0?.frame }
        #expect(frames.count == 2)
        // Both widgets drawn (once their timelines are in): not the background where the layout puts them.
        var image: RasterImage?
        let drawn = KioskViewerTests.waitFor {
            guard let data = try? Data(contentsOf: frame), let decoded = try? RasterImage(png: data) else {
                return false
            }
            image = decoded
            return frames.allSatisfy { decoded[Int($0.midX), Int($0.midY)] != background }
        }
        host.terminate()
        host.waitUntilExit()
        #expect(drawn, "\(lines())")
        #expect(lines().contains("surface display display-800x480 unlocked light 2 slots\n"))
        let picture = try #require(image)
        #expect(picture.width == 800 && picture.height == 480)
        #expect(picture[0, 0] == background && picture[799, 479] == background)
        for frame in frames { #expect(picture[Int(frame.x) - 3, Int(frame.midY)] == background) }
        let store = try HostStore(path: folder.url.appendingPathComponent("host.sqlite").path)
        let surface = try #require(try store.surface(.display))
        #expect(surface.device == "display-800x480" && surface.state.background == "#102030")
        #expect(surface.stacks.count == 2)
    }
}
