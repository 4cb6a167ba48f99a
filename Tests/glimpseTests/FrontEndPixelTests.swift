//  FrontEndPixelTests.swift — glimpseTests (Glimpse)
//  Status: Complete for the Home Screen (full colour, tinted, on an iPad) and the Lock Screen
//  Behaviour: issue 10 "the tint is the same number in the page, a preview, a matrix and a
//  filmstrip (test renders the same instance through all four front ends and compares pixels)":
//  one bundle whose answers never change, drawn by the simulator page's frame path
//  (LiveSimulator.frame, what `GET /api/instances/ID/frame` answers), by `glimpse preview`, by
//  `glimpse preview --matrix` and by `glimpse simulate`'s filmstrip, each run as a person runs it.

import Foundation
import GlimpseArchive
import GlimpseHost
import GlimpseRender
import Testing

@testable import GlimpseServer

@Suite(.serialized)
struct FrontEndPixelTests {
    /// The bundle "Painted" (kind "Painted", systemSmall and accessoryRectangular), a Python
    /// script: every request but describe is answered with one entry dated a minute ago holding
    /// the same archive (at the size asked for) for each environment asked for (named by its key), a green container
    /// background under a red square and the text "42".
    private static func bundle(in folder: TemporaryFolder) throws -> String {
        try ScriptBundle.write(
            "Painted",
            describe: BundleDescription(
                bundle: "Painted",
                widgets: [
                    WidgetDescription(
                        kind: "Painted", displayName: "Painted", description: "",
                        supportedFamilies: ["systemSmall", "accessoryRectangular"])
                ]),
            archives: [
                "systemSmall": archive(Size(width: 158, height: 158)),
                "accessoryRectangular": archive(Size(width: 160, height: 72)),
            ],
            in: folder.url)
    }

    private static func archive(_ size: Size) -> WidgetArchive {
        func square(_ rect: Rect) -> PathData {
            PathData([
                .move(to: Point(x: rect.x, y: rect.y)), .line(to: Point(x: rect.maxX, y: rect.y)),
                .line(to: Point(x: rect.maxX, y: rect.maxY)), .line(to: Point(x: rect.x, y: rect.maxY)), .closeSubpath,
            ])
        }
        let canvas = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let mark = Rect(x: 12, y: 12, width: 30, height: 30)
        let run = TextRun(
            text: "42", font: FontDescriptor(family: "Inter", size: 24, weight: 700), paint: .color(.white), x: 60,
            width: 28)
        let text = TextItem(
            frame: Rect(x: 60, y: 12, width: 40, height: 29), lines: [TextLine(baseline: 35, runs: [run])],
            lineHeight: 28.6)
        return WidgetArchive(
            size: size,
            background: .shape(ShapeItem(frame: canvas, path: square(canvas), fill: .color(RGBA(0.1, 0.55, 0.3)))),
            content: .group(
                GroupItem(
                    frame: canvas,
                    children: [
                        .shape(ShapeItem(frame: mark, path: square(mark), fill: .color(RGBA(1, 0, 0)))), .text(text),
                    ]
                )))
    }

    /// The pixels of a PNG file.
    private static func pixels(_ url: URL) throws -> RasterImage {
        try RasterImage(png: try Data(contentsOf: url))
    }

    /// Whether `image` shows `expected` with its top-left corner at pixel (`x`, `y`), on every
    /// pixel `expected` covers opaquely (a filmstrip lays frames on its page).
    private static func shows(_ image: RasterImage, _ expected: RasterImage, x: Int, y: Int) -> Bool {
        for row in 0..<expected.height {
            for column in 0..<expected.width where expected[column, row].alpha == 255 {
                if image[x + column, y + row] != expected[column, row] { return false }
            }
        }
        return true
    }

    /// The page's frame of a new widget of `family` in `place` under `state` (JSON, the API's).
    private static func pageFrame(bundle: String, family: String, place: String, state: String) throws -> RasterImage {
        let simulator = try LiveSimulator(LiveSimulator.Configuration(bundles: [bundle]))
        defer { simulator.stop() }
        let add = try JSONDecoder().decode(
            APIBody.AddInstance.self,
            from: Data(#"{"bundle":"Painted","kind":"Painted","family":"\#(family)","place":"\#(place)"}"#.utf8))
        try simulator.updateState(try JSONDecoder().decode(APIBody.State.self, from: Data(state.utf8)))
        let id = try simulator.addInstance(add).id
        // The host's work loop on this thread until the first timeline is in.
        simulator.host.run(until: { simulator.host.timeline(of: InstanceID(id)) != nil })
        let png = try simulator.frame(id, pixelRatio: 2, format: .png)
        return try RasterImage(png: png)
    }

    @Test func thePageAPreviewAMatrixCellAndAFilmstripFrameHaveTheSamePixels() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try Self.bundle(in: folder)
        let preview = try GlimpseBinary.run(["preview", bundle, "--out", "preview", "--scale", "2"], in: folder.url)
        #expect(preview.status == 0, "\(preview.stderr)")
        let matrix = try GlimpseBinary.run(
            ["preview", bundle, "--out", "matrix", "--matrix", "--scale", "2"], in: folder.url)
        #expect(matrix.status == 0, "\(matrix.stderr)\(matrix.stdout)")
        let out = folder.url
        let previewSmall = try Self.pixels(out.appendingPathComponent("preview/Painted-systemSmall-timeline-0.png"))
        let previewRect = try Self.pixels(
            out.appendingPathComponent("preview/Painted-accessoryRectangular-timeline-0.png"))
        let matrixSmall = try Self.pixels(out.appendingPathComponent("matrix/Painted-systemSmall-fullColor.png"))
        let matrixTinted = try Self.pixels(out.appendingPathComponent("matrix/Painted-systemSmall-accented.png"))
        let matrixRect = try Self.pixels(out.appendingPathComponent("matrix/Painted-accessoryRectangular-vibrant.png"))

        // The Home Screen in full colour: page, preview and matrix alike.
        let pageSmall = try Self.pageFrame(bundle: bundle, family: "systemSmall", place: "homeScreen", state: "{}")
        #expect(pageSmall.width == 316 && pageSmall.height == 316)
        #expect(pageSmall == previewSmall)
        #expect(pageSmall == matrixSmall)
        #expect(pageSmall[100, 100] == RasterImage.Pixel(25, 140, 76, 255))  // the green background (0.1, 0.55, 0.3)

        // The tinted Home Screen (the default tint): the page and the matrix lay the widget on
        // the same shade of it, #5E9EFF × 0.42.
        let pageTinted = try Self.pageFrame(
            bundle: bundle, family: "systemSmall", place: "homeScreen", state: #"{"homeStyle":"tinted"}"#)
        #expect(pageTinted == matrixTinted)
        #expect(pageTinted[100, 300] == RasterImage.Pixel(39, 66, 107, 255))

        // The Lock Screen: vibrant in all four (simulate used to draw it in full colour).
        let pageRect = try Self.pageFrame(
            bundle: bundle, family: "accessoryRectangular", place: "lockScreen", state: "{}")
        #expect(pageRect == previewRect)
        #expect(pageRect == matrixRect)

        // An iPad shows widgets smaller than their canvas (136 of 155 pt on an 11-inch): the page, a
        // preview and a filmstrip draw them at that size.
        let iPad = try GlimpseBinary.run(
            ["preview", bundle, "--out", "ipad", "--device", "ipad-11", "--family", "systemSmall", "--scale", "2"],
            in: folder.url)
        #expect(iPad.status == 0, "\(iPad.stderr)")
        let previewIPad = try Self.pixels(out.appendingPathComponent("ipad/Painted-systemSmall-timeline-0.png"))
        let pageIPad = try Self.pageFrame(
            bundle: bundle, family: "systemSmall", place: "homeScreen", state: #"{"phone":"ipad-11"}"#)
        #expect(pageIPad.width == 272)  // 136 pt at 2 px per point
        #expect(pageIPad == previewIPad)

        // The filmstrips: two frames each (on the hour), laid out by Filmstrip.layout.
        for (family, device, page) in [
            ("systemSmall", "iphone-6.1", pageSmall), ("accessoryRectangular", "iphone-6.1", pageRect),
            ("systemSmall", "ipad-11", pageIPad),
        ] {
            let run = try GlimpseBinary.run(
                [
                    "simulate", bundle, "--device", device, "--family", family, "--for", "2h", "--scale", "2", "--out",
                    "sim-\(family)-\(device)",
                ], in: folder.url)
            #expect(run.status == 0, "\(run.stderr)")
            let strip = try Self.pixels(out.appendingPathComponent("sim-\(family)-\(device)/filmstrip.png"))
            let layout = Filmstrip.layout(
                frameSize: Size(width: Double(page.width) / 2, height: Double(page.height) / 2), count: 2,
                options: Filmstrip.Options(
                    title: "t", subtitle: "s", backdrop: family == "systemSmall" ? nil : RGBA.black))
            let frame = try #require(layout.frames.last)  // an hour in: the first timeline is in
            #expect(
                Self.shows(strip, page, x: Int((frame.x * 2).rounded()), y: Int((frame.y * 2).rounded())),
                "the \(family) filmstrip frame on \(device) differs from the page's")
        }
    }
}
