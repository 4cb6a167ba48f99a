//  VibrantRenderingTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: vibrant rendering: content desaturated to luminance with alpha kept, the
//  background removed, and the material over a wallpaper (reference §5.1 "Vibrant semantics").

import Foundation
import GlimpseArchive
import GlimpseRender
import Testing

struct VibrantRenderingTests {
    private typealias T = TestArchives
    private let vibrant = RenderOptions(showsContainerBackground: false, renderingMode: .vibrant(VibrantRendering()))

    private func colourful() -> WidgetArchive {
        let asset = T.makePNG(width: 2, height: 1) { x, _ in x == 0 ? .solidBlue : .init(0, 255, 0, 128) }
        var image = ImageItem(frame: Rect(x: 0, y: 50, width: 100, height: 50), hash: "img")
        image.interpolation = false
        return T.archive(
            [
                T.rect(Rect(x: 0, y: 0, width: 50, height: 50), .color(RGBA(1, 0, 0, 0.5))),
                T.rect(
                    Rect(x: 50, y: 0, width: 50, height: 50),
                    .linearGradient(
                        stops: [
                            GradientStop(color: RGBA(1, 0.5, 0), location: 0),
                            GradientStop(color: RGBA(0.2, 0.9, 1), location: 1),
                        ], start: Point(x: 50, y: 0), end: Point(x: 100, y: 0))),
                .image(image),
            ], background: T.rect(Rect(x: 0, y: 0, width: 100, height: 100), .color(RGBA(0, 1, 0))),
            images: ["img": asset])
    }

    @Test func everyPixelIsGreyWithItsAlphaKept() throws {
        let image = try T.render(colourful(), options: vibrant)
        var coloured = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                if p.alpha > 0 && !(p.red == p.green && p.green == p.blue) { coloured += 1 }
            }
        }
        #expect(coloured == 0)
        // Red at 50 %: luminance 0.2126 → 54, alpha 128.
        #expect(image.at(25, 25).isClose(to: RasterImage.Pixel(54, 54, 54, 128), tolerance: 1))
        // Blue image pixel: luminance 0.0722 → 18; translucent green: 0.7152 → 182 at alpha 128.
        #expect(image.at(25, 75).isClose(to: RasterImage.Pixel(18, 18, 18, 255), tolerance: 1))
        #expect(image.at(75, 75).isClose(to: RasterImage.Pixel(182, 182, 182, 128), tolerance: 2))
    }

    @Test func containerBackgroundIsRemoved() throws {
        let archive = T.archive(
            [T.rect(Rect(x: 40, y: 40, width: 20, height: 20), .color(.white))],
            background: T.rect(Rect(x: 0, y: 0, width: 100, height: 100), .color(RGBA(0, 1, 0))))
        let image = try T.render(archive, options: vibrant)
        #expect(image.at(5, 5) == .transparent)
        #expect(image.at(50, 50) == RasterImage.Pixel(255, 255, 255, 255))
    }

    @Test func brightnessDrivesTheMaterialOverTheWallpaper() throws {
        // Wallpaper 0.4 grey-blue; black content shows the frosted wallpaper, white shows white,
        // transparent shows the plain wallpaper.
        let archive = T.archive([
            T.rect(Rect(x: 0, y: 0, width: 50, height: 100), .color(.black)),
            T.rect(Rect(x: 50, y: 0, width: 25, height: 100), .color(.white)),
        ])
        var options = vibrant
        options.wallpaper = .solid(RGBA(0.4, 0.4, 0.6))
        let image = try T.render(archive, options: options)
        // frosted = W · 0.8 + 0.2: 0.4 → 0.52 (133), 0.6 → 0.68 (173).
        #expect(image.at(25, 50).isClose(to: RasterImage.Pixel(133, 133, 173, 255), tolerance: 1))
        #expect(image.at(60, 50) == RasterImage.Pixel(255, 255, 255, 255))
        #expect(image.at(90, 50).isClose(to: RasterImage.Pixel(102, 102, 153, 255), tolerance: 1))
    }

    @Test func wallpaperStaysOutsideTheCornerMask() throws {
        var options = vibrant
        options.wallpaper = .solid(RGBA(0, 0, 1))
        options.cornerRadius = .infinity
        let archive = T.archive([T.rect(Rect(x: 0, y: 0, width: 100, height: 100), .color(.white))])
        let image = try T.render(archive, options: options)
        #expect(image.at(1, 1) == .solidBlue)
        #expect(image.at(50, 50) == RasterImage.Pixel(255, 255, 255, 255))
    }

    @Test func pdfKeepsTheMaterialAsAScreenBlend() throws {
        var options = vibrant
        options.wallpaper = .lockScreen
        let pdf = try ArchiveRenderer().renderPDF(colourful(), options: options)
        #expect(pdf.range(of: Data("/BM /Screen".utf8)) != nil)
        #expect(try ArchiveRenderer().renderSVG(colourful(), options: options).count > 0)
    }

    @Test func newOptionsDefaultToFullColourUnredactedAndNotReduced() {
        let options = RenderOptions()
        #expect(options.renderingMode == .fullColor && options.redaction == .none)
        #expect(!options.luminanceReduced && options.wallpaper == nil)
    }
}
