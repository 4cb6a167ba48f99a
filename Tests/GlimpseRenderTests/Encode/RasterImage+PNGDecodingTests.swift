//  RasterImage+PNGDecodingTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: pins the PNG reader: our own PNGs read back to the same straight-alpha bytes
//  (translucent pixels included), each row filter undoes as RFC 2083 §6 says, grey and RGB widen
//  to RGBA, and what it does not read is refused with a message naming it.

import Foundation
import Testing

@testable import GlimpseRender

struct RasterImagePNGDecodingTests {
    @Test(arguments: [PNGCompression.fast, .small])
    func ourPNGsReadBackToTheSameBytesIncludingTranslucentPixels(compression: PNGCompression) throws {
        let width = 29, height = 13
        let rgba: [UInt8] = (0..<(width * height * 4)).map { (i: Int) -> UInt8 in
            let value: Int = (i * 37 + i / 7) % 256
            return UInt8(value)
        }
        let image = RasterImage(width: width, height: height, rgba: rgba)
        let decoded = try RasterImage(png: try image.pngData(compression: compression))
        #expect(decoded == image)
    }

    @Test func everyRowFilterIsUndone() throws {
        // 3×5 RGB pixels, one row per filter (None, Sub, Up, Average, Paeth), stored unfiltered
        // values computed here from the expected pixels.
        let pixels: [[UInt8]] = (0..<5).map { (y: Int) -> [UInt8] in
            (0..<9).map { (x: Int) -> UInt8 in
                let value: Int = (x * 31 + y * 57 + x * y * 3) % 256
                return UInt8(value)
            }
        }
        var raw: [UInt8] = []
        for (y, row) in pixels.enumerated() {
            raw.append(UInt8(y))
            for i in 0..<9 {
                let a = i >= 3 ? Int(row[i - 3]) : 0
                let b = y > 0 ? Int(pixels[y - 1][i]) : 0
                let c = i >= 3 && y > 0 ? Int(pixels[y - 1][i - 3]) : 0
                let predictor: Int
                switch y {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                default:
                    let p = a + b - c
                    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                }
                raw.append(UInt8((Int(row[i]) - predictor + 256) % 256))
            }
        }
        let image = try RasterImage(png: PNGFixture.make(width: 3, height: 5, colorType: 2, rows: raw))
        #expect(image.width == 3 && image.height == 5)
        for y in 0..<5 {
            for x in 0..<3 {
                let p = pixels[y]
                #expect(image[x, y] == RasterImage.Pixel(p[x * 3], p[x * 3 + 1], p[x * 3 + 2], 255), "pixel \(x), \(y)")
            }
        }
    }

    @Test func greyWithAlphaWidensToRGBA() throws {
        let image = try RasterImage(png: PNGFixture.make(width: 2, height: 1, colorType: 4, rows: [0, 10, 20, 30, 40]))
        #expect(image.rgba == [10, 10, 10, 20, 30, 30, 30, 40])
    }

    @Test(arguments: [
        (Data("GIF89a not a png".utf8), "not a PNG"),  // another format
        (PNGFixture.make(width: 1, height: 1, colorType: 3, rows: [0, 0]), "palette"),  // palette
        (PNGFixture.make(width: 1, height: 1, colorType: 6, rows: [0, 1, 2, 3, 4], bitDepth: 16), "16 bits"),  // 16-bit
        (PNGFixture.make(width: 2, height: 1, colorType: 0, rows: [9, 1, 2]), "filter type 9"),  // unknown filter
        (Data(PNGFixture.make(width: 4, height: 4, colorType: 6, rows: [0]).prefix(45)), "truncated"),  // cut short
    ])
    func unreadablePNGsAreRefusedNamingWhy(png: Data, words: String) {
        do {
            _ = try RasterImage(png: png)
            Issue.record("decoded")
        } catch let error as RenderError {
            #expect(error.code == .decoding)
            #expect(error.message.contains(words), "\(error.message)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}

/// Hand-made PNGs: the rows go into stored (uncompressed) DEFLATE blocks, so any filter bytes
/// can be written. Chunk CRCs are left 0 (the reader does not check them).
enum PNGFixture {
    static func make(width: Int, height: Int, colorType: UInt8, rows: [UInt8], bitDepth: UInt8 = 8) -> Data {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func chunk(_ type: String, _ data: [UInt8]) {
            png += be32(data.count) + Array(type.utf8) + data + [0, 0, 0, 0]
        }
        chunk("IHDR", be32(width) + be32(height) + [bitDepth, colorType, 0, 0, 0])
        var zlib: [UInt8] = [0x78, 0x01, 0x01]
        zlib += [
            UInt8(rows.count & 255), UInt8(rows.count >> 8), UInt8(~rows.count & 255), UInt8((~rows.count >> 8) & 255),
        ]
        zlib += rows
        var (a, b) = (1, 0)
        for byte in rows { (a, b) = ((a + Int(byte)) % 65521, (b + (a + Int(byte)) % 65521) % 65521) }
        zlib += be32(b << 16 | a)
        chunk("IDAT", zlib)
        chunk("IEND", [])
        return Data(png)
    }

    private static func be32(_ value: Int) -> [UInt8] {
        [UInt8((value >> 24) & 255), UInt8((value >> 16) & 255), UInt8((value >> 8) & 255), UInt8(value & 255)]
    }
}
