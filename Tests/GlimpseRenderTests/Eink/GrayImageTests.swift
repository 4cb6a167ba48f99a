//  GrayImageTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: GrayImage: Floyd–Steinberg dithering keeps an area's mean brightness and uses only
//  the levels around it (black and white stay solid); rotation turns clockwise and swaps the
//  sides; the PNG is greyscale of the image's bit depth and reads back to the same levels.

import Foundation
import Testing

@testable import GlimpseRender

struct GrayImageTests {
    /// A `width` × `height` image whose pixel (x, y) is the grey `value(x, y)`.
    private static func image(_ width: Int, _ height: Int, _ value: (Int, Int) -> UInt8) -> RasterImage {
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let v = value(x, y)
                let i = (y * width + x) * 4
                (rgba[i], rgba[i + 1], rgba[i + 2]) = (v, v, v)
            }
        }
        return RasterImage(width: width, height: height, rgba: rgba)
    }

    @Test(arguments: [2, 4, 16])
    func aFlatGreyKeepsItsMeanBrightnessWithTheLevelsAroundIt(levels: Int) {
        let gray = GrayImage(dithering: Self.image(64, 64) { _, _ in 100 }, levels: levels)
        #expect(abs(gray.meanValue - 100) < 1.5)
        let used = Set(gray.pixels).map { gray.value(of: $0) }.sorted()
        let step = 255 / (levels - 1)
        // Only the two levels either side of 100.
        #expect(used == [100 / step * step, (100 / step + 1) * step])
    }

    @Test(arguments: [2, 4, 16])
    func aGradientKeepsItsMeanBrightnessAndUsesEveryLevel(levels: Int) {
        let source = Self.image(256, 32) { x, _ in UInt8(x) }
        let gray = GrayImage(dithering: source, levels: levels)
        #expect(abs(gray.meanValue - 127.5) < 1.5)
        #expect(Set(gray.pixels).count == levels)
        // Each 32-column band keeps its own mean.
        for band in 0..<8 {
            var sum = 0
            for y in 0..<32 { for x in band * 32..<(band + 1) * 32 { sum += gray.value(of: gray[x, y]) } }
            #expect(abs(Double(sum) / 1024 - (Double(band) * 32 + 15.5)) < 6, "band \(band)")
        }
    }

    @Test func blackAndWhiteStaySolid() {
        let black = GrayImage(dithering: Self.image(16, 16) { _, _ in 0 }, levels: 2)
        let white = GrayImage(dithering: Self.image(16, 16) { _, _ in 255 }, levels: 16)
        #expect(black.pixels.allSatisfy { $0 == 0 })
        #expect(white.pixels.allSatisfy { $0 == 15 })
    }

    @Test func rotationTurnsClockwiseAndSwapsTheSides() {
        // 3 × 2: levels 0 1 2 / 3 4 5 (as 16 greys).
        let image = GrayImage(width: 3, height: 2, levels: 16, pixels: [0, 1, 2, 3, 4, 5])
        let right = image.rotated(by: 90)
        #expect(right.width == 2 && right.height == 3)
        #expect(right.pixels == [3, 0, 4, 1, 5, 2])  // the left column, bottom up, is the new top row
        #expect(image.rotated(by: 180).pixels == [5, 4, 3, 2, 1, 0])
        let left = image.rotated(by: 270)
        #expect(left.width == 2 && left.height == 3 && left.pixels == [2, 5, 1, 4, 0, 3])
        #expect(image.rotated(by: 90).rotated(by: 270) == image)
    }

    @Test(arguments: [(2, 1), (4, 2), (16, 4)])
    func thePNGIsGreyscaleOfTheBitDepthAndReadsBack(levels: Int, depth: Int) throws {
        let gray = GrayImage(dithering: Self.image(13, 7) { x, y in UInt8((x * 19 + y * 37) % 256) }, levels: levels)
        let png = try gray.pngData()
        // IHDR: width 13, height 7, then the bit depth and colour type 0 (grey).
        #expect(png[16..<24] == Data([0, 0, 0, 13, 0, 0, 0, 7]))
        #expect(png[24] == UInt8(depth) && png[25] == 0)
        let back = try RasterImage(png: png)
        #expect(back.width == 13 && back.height == 7)
        for y in 0..<7 {
            for x in 0..<13 {
                #expect(Int(back[x, y].red) == gray.value(of: gray[x, y]))
            }
        }
    }
}
