//  PixelConversionTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: pins premultiplied ARGB32 → straight RGBA.

import Testing

@testable import GlimpseRender

struct PixelConversionTests {
    @Test(arguments: [
        (UInt32(0xFF_FF_80_00), [UInt8(255), 128, 0, 255]),  // opaque orange
        (UInt32(0x00_00_00_00), [UInt8(0), 0, 0, 0]),  // transparent
        (UInt32(0x80_80_00_40), [UInt8(255), 0, 128, 128]),  // alpha 128: red 128 → 255, blue 64 → 127.5 → 128
        (UInt32(0x01_01_01_01), [UInt8(255), 255, 255, 1]),  // nearly transparent white
    ])
    func premultipliedWordsBecomeStraightRGBABytes(word: UInt32, expected: [UInt8]) {
        var source = [word]
        var out = [UInt8](repeating: 0, count: 4)
        source.withUnsafeMutableBytes { src in
            out.withUnsafeMutableBytes { dst in
                PixelConversion.unpremultiply(
                    source: src.baseAddress!, stride: 4, width: 1, height: 1, into: dst.baseAddress!)
            }
        }
        #expect(out == expected)
    }

    @Test func rowsAreReadWithTheirStrideAndWrittenPacked() {
        // 1 px wide, 2 rows, 8-byte stride (4 bytes of padding per row).
        var source: [UInt32] = [0xFF_00_00_FF, 0xDEAD_BEEF, 0xFF_FF_00_00, 0xDEAD_BEEF]
        var out = [UInt8](repeating: 0, count: 8)
        source.withUnsafeMutableBytes { src in
            out.withUnsafeMutableBytes { dst in
                PixelConversion.unpremultiply(
                    source: src.baseAddress!, stride: 8, width: 1, height: 2, into: dst.baseAddress!)
            }
        }
        #expect(out == [0, 0, 255, 255, 255, 0, 0, 255])
    }

    @Test func pairsOfOpaqueTransparentAndMixedPixelsConvertLikeSinglePixels() {
        // Five pixels: an opaque pair, a transparent pair, then one left over; and a mixed pair.
        let words: [UInt32] = [0xFF_10_20_30, 0xFF_40_50_60, 0, 0, 0x80_40_00_20, 0xFF_01_02_03, 0x40_20_10_00]
        var source = words
        var out = [UInt8](repeating: 0xAA, count: words.count * 4)
        source.withUnsafeMutableBytes { src in
            out.withUnsafeMutableBytes { dst in
                PixelConversion.unpremultiply(
                    source: src.baseAddress!, stride: words.count * 4, width: words.count, height: 1,
                    into: dst.baseAddress!)
            }
        }
        #expect(
            out == [
                0x10, 0x20, 0x30, 0xFF, 0x40, 0x50, 0x60, 0xFF, 0, 0, 0, 0, 0, 0, 0, 0,
                128, 0, 64, 0x80, 1, 2, 3, 0xFF, 128, 64, 0, 0x40,
            ])
    }

    @Test func rowsCanBeWrittenAnOddStrideApartAsPNGRowsAre() {
        // 3 px wide (an opaque pair takes the 8-byte path at an odd address), 2 rows, written
        // after a filter byte each: 13 bytes a row.
        var source: [UInt32] = [0xFF_01_02_03, 0xFF_04_05_06, 0x80_40_00_20, 0, 0xFF_07_08_09, 0xFF_0A_0B_0C]
        var out = [UInt8](repeating: 0xAA, count: 26)
        source.withUnsafeMutableBytes { src in
            out.withUnsafeMutableBytes { dst in
                PixelConversion.unpremultiply(
                    source: src.baseAddress!, stride: 12, width: 3, height: 2, into: dst.baseAddress! + 1,
                    outStride: 13)
            }
        }
        #expect(
            out == [
                0xAA, 1, 2, 3, 0xFF, 4, 5, 6, 0xFF, 128, 0, 64, 0x80,
                0xAA, 0, 0, 0, 0, 7, 8, 9, 0xFF, 10, 11, 12, 0xFF,
            ])
    }
}
