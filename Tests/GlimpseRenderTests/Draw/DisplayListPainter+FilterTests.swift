//  DisplayListPainter+FilterTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: colour filters change a square's pixels by the W3C matrices and simple
//  arithmetic; blur spreads an edge over about 3σ and keeps the total ink.

import GlimpseArchive
import Testing

@testable import GlimpseRender

struct DisplayListPainterFilterTests {
    private typealias T = TestArchives

    /// A 20 × 20 canvas with a 10 × 10 square of `color` at (5, 5), filtered; pixel (10, 10).
    private func center(_ color: RGBA, _ filters: [ColorFilter]) throws -> RasterImage.Pixel {
        let square = T.rect(Rect(x: 5, y: 5, width: 10, height: 10), .color(color))
        var g = T.group([square], frame: Rect(x: 0, y: 0, width: 20, height: 20))
        g.filters = filters
        return try T.render(T.archive(width: 20, height: 20, [.group(g)]))[10, 10]
    }

    private func near(_ p: RasterImage.Pixel, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Bool {
        let want = [r, g, b, a].map { Int(($0 * 255).rounded()) }
        let got = [p.red, p.green, p.blue, p.alpha].map(Int.init)
        return zip(want, got).allSatisfy { abs($0 - $1) <= 1 }
    }

    @Test func grayscaleOfRedIsItsRec709Grey() throws {
        // W3C grayscale(1) = saturate(0): every channel 0.213 r + 0.715 g + 0.072 b.
        let p = try center(RGBA(1, 0, 0), [.grayscale(1)])
        #expect(near(p, 0.213, 0.213, 0.213), "\(p)")
    }

    @Test func saturationOneAndHueRotationZeroChangeNothing() throws {
        let c = RGBA(0.6, 0.4, 0.2)
        #expect(near(try center(c, [.saturation(1), .hueRotation(0)]), 0.6, 0.4, 0.2))
    }

    @Test func hueRotationByAHalfTurnOfPureGreenFollowsTheMatrix() throws {
        // cos π = −1, sin π = 0, input (0, 1, 0): the green column of the matrix,
        // r' = 0.715 + 0.715, g' = 0.715 − 0.285, b' = 0.715 + 0.715; red and blue clamp to 1.
        let p = try center(RGBA(0, 1, 0), [.hueRotation(.pi)])
        #expect(near(p, 1, 0.43, 1), "\(p)")
    }

    @Test func brightnessContrastInvertAndMultiply() throws {
        #expect(near(try center(RGBA(0.2, 0.4, 0.6), [.brightness(0.2)]), 0.4, 0.6, 0.8))
        #expect(near(try center(RGBA(0.2, 0.4, 0.6), [.contrast(0)]), 0.5, 0.5, 0.5))
        #expect(near(try center(RGBA(0.2, 0.4, 0.6), [.contrast(2)]), 0, 0.3, 0.7))
        #expect(near(try center(RGBA(0.2, 0.4, 0.6), [.colorInvert]), 0.8, 0.6, 0.4))
        #expect(near(try center(RGBA(1, 1, 1), [.colorMultiply(RGBA(1, 0.5, 0, 0.5))]), 1, 0.5, 0, 0.5))
    }

    @Test func luminanceToAlphaMakesBlackOfTheLuminance() throws {
        let p = try center(RGBA(1, 1, 1), [.luminanceToAlpha])
        #expect(p.alpha == 255 && p.red == 0 && p.green == 0 && p.blue == 0)
        let grey = try center(RGBA(0, 1, 0), [.luminanceToAlpha])
        #expect(abs(Int(grey.alpha) - 182) <= 1, "Rec. 709 green weight 0.7152")
    }

    @Test func filtersApplyInOrder() throws {
        // Brighten then invert gives black; invert then brighten gives white.
        let a = try center(RGBA(0.5, 0.5, 0.5), [.brightness(0.5), .colorInvert])
        let b = try center(RGBA(0.5, 0.5, 0.5), [.colorInvert, .brightness(0.5)])
        #expect(near(a, 0, 0, 0) && near(b, 1, 1, 1))
    }

    @Test func blurSpreadsTheEdgeAndKeepsTheInk() throws {
        let square = T.rect(Rect(x: 20, y: 20, width: 20, height: 20), .color(RGBA(0, 0, 0)))
        var g = T.group([square], frame: Rect(x: 0, y: 0, width: 60, height: 60))
        g.filters = [.blur(4)]  // σ = 2 px
        let image = try T.render(T.archive(width: 60, height: 60, [.group(g)]))
        #expect(image[30, 30].alpha == 255, "the middle stays solid")
        #expect(image[17, 30].alpha > 0 && image[17, 30].alpha < 128, "ink spreads 3 px outside")
        #expect(image[22, 30].alpha > 128 && image[22, 30].alpha < 255, "and softens 2 px inside")
        #expect(image[5, 30].alpha == 0)
        var total = 0
        for y in 0..<60 { for x in 0..<60 { total += Int(image[x, y].alpha) } }
        #expect(abs(total - 400 * 255) < 400 * 255 / 50, "ink kept within 2 %: \(total)")
    }

    @Test func transparentPixelsStayTransparent() throws {
        let p = try TestArchives.render(
            TestArchives.archive(
                width: 20, height: 20,
                [
                    .group(
                        GroupItem(
                            frame: Rect(x: 0, y: 0, width: 20, height: 20),
                            children: [T.rect(Rect(x: 5, y: 5, width: 2, height: 2), .color(RGBA(1, 0, 0)))],
                            blendMode: nil))
                ]))
        #expect(p[15, 15].alpha == 0)
        let inverted = DisplayListPainter.filtered(0, by: .colorInvert)
        #expect(inverted == 0)
    }
}
