//  DisplayListPainter+ImageTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: pins image drawing: stretched to the frame, nearest-neighbour on request,
//  template tinting, and the missing-image placeholder.

import Foundation
import GlimpseArchive
import GlimpseRender
import Testing

struct DisplayListPainterImageTests {
    private typealias T = TestArchives

    /// 2×2 px: red, green / blue, white.
    private let quad = T.makePNG(width: 2, height: 2) { x, y in
        [
            [RasterImage.Pixel(255, 0, 0, 255), RasterImage.Pixel(0, 255, 0, 255)],
            [RasterImage.Pixel(0, 0, 255, 255), RasterImage.Pixel(255, 255, 255, 255)],
        ][y][x]
    }

    @Test(arguments: [1.0, 3.0])
    func imageDrawsItsPixelsStretchedToTheFrame(scale: Double) throws {
        var item = ImageItem(frame: Rect(x: 20, y: 20, width: 40, height: 40), hash: "quad")
        item.interpolation = false
        let image = try T.render(T.archive([.image(item)], images: ["quad": quad]), scale: scale)
        #expect(image.at(25, 25, scale: scale) == .solidRed)
        #expect(image.at(55, 25, scale: scale) == RasterImage.Pixel(0, 255, 0, 255))
        #expect(image.at(25, 55, scale: scale) == .solidBlue)
        #expect(image.at(55, 55, scale: scale) == RasterImage.Pixel(255, 255, 255, 255))
        #expect(image.at(19.5, 25, scale: scale) == .transparent)
        #expect(image.at(60.5, 55, scale: scale) == .transparent)
    }

    @Test func smoothInterpolationBlendsAndKeepsEdgesOpaque() throws {
        let item = ImageItem(frame: Rect(x: 0, y: 0, width: 100, height: 100), hash: "quad")
        let image = try T.render(T.archive([.image(item)], images: ["quad": quad]))
        let middleTop = image.at(50, 2)
        #expect(middleTop.red > 60 && middleTop.green > 60)  // red and green blended
        #expect(image.at(0, 0).alpha == 255 && image.at(99, 99).alpha == 255)  // padded, not faded
        #expect(image.at(1, 1).isClose(to: .solidRed, tolerance: 3))
    }

    @Test func tintedImageTakesTheTintColourWithTheImagesAlpha() throws {
        // Left column opaque, right column half transparent; colours are ignored.
        let template = T.makePNG(width: 2, height: 1) { x, _ in
            x == 0 ? RasterImage.Pixel(10, 200, 30, 255) : RasterImage.Pixel(200, 10, 30, 128)
        }
        var item = ImageItem(frame: Rect(x: 0, y: 0, width: 100, height: 50), hash: "t", tint: .color(T.blue))
        item.interpolation = false
        let image = try T.render(T.archive([.image(item)], images: ["t": template]))
        #expect(image.at(25, 25) == .solidBlue)
        let right = image.at(75, 25)
        #expect(right.blue == 255 && right.red == 0 && right.green == 0 && abs(Int(right.alpha) - 128) <= 1)
        #expect(image.at(50, 75) == .transparent)
    }

    @Test func tintCanBeAGradientInAbsolutePoints() throws {
        let white = T.makePNG(width: 1, height: 1) { _, _ in RasterImage.Pixel(255, 255, 255, 255) }
        let tint = Paint.linearGradient(
            stops: [GradientStop(color: T.red, location: 0), GradientStop(color: T.blue, location: 1)],
            start: Point(x: 0, y: 0), end: Point(x: 100, y: 0))
        let item = ImageItem(frame: Rect(x: 0, y: 0, width: 100, height: 100), hash: "w", tint: tint)
        let image = try T.render(T.archive([.image(item)], images: ["w": white]))
        #expect(image.at(1, 50).red > 245)
        #expect(image.at(98, 50).blue > 245)
    }

    @Test func missingHashDrawsAMagentaCheckerboardInTheFrame() throws {
        let item = ImageItem(frame: Rect(x: 20, y: 20, width: 40, height: 40), hash: "nope")
        let image = try T.render(T.archive([.image(item)]))
        let magenta = image.count { $0 == RasterImage.Pixel(255, 0, 255, 255) }
        let purple = image.count { $0 == RasterImage.Pixel(128, 0, 128, 255) }
        #expect(magenta > 400 && purple > 400)
        #expect(magenta + purple == 40 * 40)
        #expect(image.at(10, 10) == .transparent)
    }

    @Test func undecodableBytesDrawThePlaceholderToo() throws {
        let junk = ImageAsset(png: Data("not a png".utf8), pixelWidth: 2, pixelHeight: 2)
        let item = ImageItem(frame: Rect(x: 0, y: 0, width: 10, height: 10), hash: "junk")
        let image = try T.render(T.archive([.image(item)], images: ["junk": junk]))
        let placeholder = [RasterImage.Pixel(255, 0, 255, 255), RasterImage.Pixel(128, 0, 128, 255)]
        #expect(image.count { placeholder.contains($0) } == 100)
    }

    @Test func sameHashWithDifferentBytesIsNotServedFromTheCache() throws {
        let renderer = ArchiveRenderer()
        let item = ImageItem(frame: Rect(x: 0, y: 0, width: 10, height: 10), hash: "h")
        let redPNG = T.makePNG(width: 1, height: 1) { _, _ in .solidRed }
        let bluePNG = T.makePNG(width: 1, height: 1) { _, _ in .solidBlue }
        let first = try renderer.renderImage(
            T.archive([.image(item)], images: ["h": redPNG]), options: RenderOptions(scale: 1))
        let second = try renderer.renderImage(
            T.archive([.image(item)], images: ["h": bluePNG]), options: RenderOptions(scale: 1))
        #expect(first.at(5, 5) == .solidRed)
        #expect(second.at(5, 5) == .solidBlue)
    }
}
