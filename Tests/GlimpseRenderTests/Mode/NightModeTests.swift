//  NightModeTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: RenderOptions.nightMode (StandBy in low light, reference widgetkit.md §5.1): every
//  drawn pixel is red of its luminance, green and blue 0 — shapes, gradients, images, the canvas
//  colour and the vibrant material over a wallpaper.

import GlimpseArchive
import GlimpseRender
import Testing

struct NightModeTests {
    typealias T = TestArchives

    /// White, green and blue squares, a grey-to-yellow gradient and a cyan image on black.
    static func archive() -> WidgetArchive {
        let image = T.makePNG(width: 4, height: 4) { _, _ in RasterImage.Pixel(0, 255, 255, 255) }
        return T.archive(
            [
                T.rect(Rect(x: 0, y: 0, width: 20, height: 20), .color(.white)),
                T.rect(Rect(x: 20, y: 0, width: 20, height: 20), .color(RGBA(0, 1, 0))),
                T.rect(Rect(x: 40, y: 0, width: 20, height: 20), .color(RGBA(0, 0, 1))),
                T.rect(
                    Rect(x: 0, y: 40, width: 100, height: 20),
                    .linearGradient(
                        stops: [
                            GradientStop(color: RGBA(0.5, 0.5, 0.5), location: 0),
                            GradientStop(color: RGBA(1, 1, 0), location: 1),
                        ], start: Point(x: 0, y: 50), end: Point(x: 100, y: 50))),
                .image(ImageItem(frame: Rect(x: 60, y: 0, width: 20, height: 20), hash: "cyan")),
            ], images: ["cyan": image])
    }

    static func luminance(_ r: Double, _ g: Double, _ b: Double) -> Double { 0.2126 * r + 0.7152 * g + 0.0722 * b }

    @Test func everyPixelIsRedOfItsLuminance() throws {
        let image = try T.render(
            Self.archive(), options: RenderOptions(backgroundColor: RGBA(0.2, 0.3, 0.9), nightMode: true))
        var drawn = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                guard p.alpha > 0 else { continue }
                drawn += 1
                #expect(p.green <= 1 && p.blue <= 1, "pixel (\(x), \(y)) is \(p)")
            }
        }
        #expect(drawn == 100 * 100)
        // Red carries the luminance: white → 255, green → 0.7152, blue → 0.0722, cyan → 0.7874.
        #expect(image[10, 10].red == 255)
        #expect(abs(Double(image[30, 10].red) - 255 * 0.7152) <= 1)
        #expect(abs(Double(image[50, 10].red) - 255 * 0.0722) <= 1)
        #expect(abs(Double(image[70, 10].red) - 255 * Self.luminance(0, 1, 1)) <= 2)
        // The canvas colour too, and the gradient's ends.
        #expect(abs(Double(image[90, 90].red) - 255 * Self.luminance(0.2, 0.3, 0.9)) <= 1)
        #expect(image[99, 50].red > image[0, 50].red)
    }

    @Test func alwaysOnDimmingComesFirstThenTheRed() throws {
        let image = try T.render(Self.archive(), options: RenderOptions(luminanceReduced: true, nightMode: true))
        #expect(abs(Double(image[10, 10].red) - 255 * 0.5) <= 1)
        #expect(image[10, 10].green == 0 && image[10, 10].blue == 0)
    }

    @Test func vibrantMaterialOverAWallpaperIsRedToo() throws {
        let options = RenderOptions(
            renderingMode: .vibrant(VibrantRendering()), luminanceReduced: true, nightMode: true,
            wallpaper: .solid(RGBA(0.1, 0.4, 0.8)))
        let image = try T.render(Self.archive(), options: options)
        for (x, y) in [(10, 10), (30, 10), (50, 10), (70, 10), (90, 90), (50, 50)] {
            let p = image[x, y]
            #expect(p.green <= 1 && p.blue <= 1, "pixel (\(x), \(y)) is \(p)")
        }
        #expect(image[10, 10].red > image[50, 10].red)
    }

    @Test func withoutNightModeColoursAreKept() throws {
        let image = try T.render(Self.archive())
        #expect(image[30, 10] == RasterImage.Pixel(0, 255, 0, 255))
    }
}
