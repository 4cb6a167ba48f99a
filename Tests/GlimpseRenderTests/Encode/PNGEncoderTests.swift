//  PNGEncoderTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: pins the libpng encoder: a valid PNG with the exact straight-alpha pixels.

import Foundation
import Testing

@testable import GlimpseRender

struct PNGEncoderTests {
    @Test func encodedBytesDecodeToTheSamePixels() throws {
        let width = 37, height = 11
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            rgba[i * 4] = UInt8(i % 256)
            rgba[i * 4 + 1] = UInt8((i * 7) % 256)
            rgba[i * 4 + 2] = UInt8((i * 13) % 256)
            rgba[i * 4 + 3] = 255
        }
        let png = try rgba.withUnsafeBytes {
            try PNGEncoder().encodeRGBA($0.baseAddress!, width: width, height: height)
        }
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
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
}
