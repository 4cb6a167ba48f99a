//  PNGEncoderTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: pins the PNG writer: valid chunks (read back by Cairo's libpng, which checks
//  every CRC) with the exact straight-alpha pixels, at both compressions.

import Foundation
import Testing

@testable import GlimpseRender

struct PNGEncoderTests {
    @Test(arguments: [PNGCompression.fast, .small])
    func encodedBytesDecodeToTheSamePixels(compression: PNGCompression) throws {
        let width = 37, height = 11
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            rgba[i * 4] = UInt8(i % 256)
            rgba[i * 4 + 1] = UInt8((i * 7) % 256)
            rgba[i * 4 + 2] = UInt8((i * 13) % 256)
            rgba[i * 4 + 3] = 255
        }
        let png = try rgba.withUnsafeBytes {
            try PNGEncoder(compression: compression).encodeRGBA($0.baseAddress!, width: width, height: height)
        }
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: 13 bytes, 37 × 11, 8-bit RGBA, no interlace; the file ends with IEND's fixed CRC.
        #expect(Array(png[8..<33].prefix(16)) == [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 37, 0, 0, 0, 11])
        #expect(Array(png[24..<29]) == [8, 6, 0, 0, 0])
        #expect(Array(png.suffix(12)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        let decoded = try #require(TestArchives.decodePNG(png))
        #expect(decoded.width == width && decoded.height == height)
        #expect(decoded.rgba == rgba)
    }

    @Test func oneEncoderEncodesFramesOfDifferentSizes() throws {
        let encoder = PNGEncoder()
        for (w, h) in [(4, 4), (300, 2), (1, 1)] {
            let rgba = [UInt8](repeating: 200, count: w * h * 4)
            let png = try rgba.withUnsafeBytes { try encoder.encodeRGBA($0.baseAddress!, width: w, height: h) }
            let decoded = try #require(TestArchives.decodePNG(png))
            #expect(decoded.width == w && decoded.height == h)
        }
    }

    @Test func sizeBoundCoversIncompressibleData() throws {
        // Noise does not compress: the encoder must still fit it in its first buffer.
        let width = 64, height = 64
        var state: UInt32 = 12345
        let rgba = (0..<(width * height * 4)).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
        let png = try rgba.withUnsafeBytes {
            try PNGEncoder().encodeRGBA($0.baseAddress!, width: width, height: height)
        }
        #expect(png.count <= PNGEncoder.sizeBound(width: width, height: height))
        #expect(TestArchives.decodePNG(png) != nil)
    }

    @Test func premultipliedCairoPixelsEncodeStraightAndSmallIsSmaller() throws {
        // A gradient, opaque on the left half and transparent on the right, as Cairo keeps it.
        let (width, height) = (120, 40)
        var words = [UInt32](repeating: 0, count: width * height)
        var straight = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b, a) = (UInt32(x * 2), UInt32(y * 6), UInt32(200), UInt32(x < 60 ? 255 : 0))
                words[y * width + x] = (a << 24) | (r * a / 255) << 16 | (g * a / 255) << 8 | (b * a / 255)
                let i = (y * width + x) * 4
                (straight[i], straight[i + 1], straight[i + 2], straight[i + 3]) =
                    a == 0 ? (0, 0, 0, 0) : (UInt8(r), UInt8(g), UInt8(b), UInt8(a))
            }
        }
        let pngs = try [PNGCompression.fast, .small].map { compression in
            try words.withUnsafeBytes {
                try PNGEncoder(compression: compression).encodeARGB32(
                    data: $0.baseAddress!, stride: width * 4, width: width, height: height)
            }
        }
        for png in pngs { #expect(try #require(TestArchives.decodePNG(png)).rgba == straight) }
        #expect(pngs[1].count < pngs[0].count)
    }

    @Test func anEmptyImageIsAnEncodingError() {
        let pixel: [UInt8] = [0, 0, 0, 0]
        #expect(throws: RenderError.self) {
            try pixel.withUnsafeBytes { try PNGEncoder().encodeRGBA($0.baseAddress!, width: 0, height: 1) }
        }
    }
}
