//  InkBoundsTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: pins the box around a bitmap's non-transparent pixels.

import GlimpseArchive
import Testing

@testable import GlimpseRender

struct InkBoundsTests {
    /// An ARGB32 bitmap of `width × height` with the given pixels set (stride padded by 3 words).
    private func bounds(width: Int, height: Int, inked: [(Int, Int, UInt32)]) -> Rect? {
        let stride = (width + 3) * 4
        var words = [UInt32](repeating: 0, count: stride / 4 * height)
        for (x, y, word) in inked { words[y * stride / 4 + x] = word }
        return words.withUnsafeBytes {
            InkBounds.ofARGB32($0.baseAddress!, width: width, height: height, stride: stride)
        }
    }

    @Test func aTransparentBitmapHasNoInk() {
        #expect(bounds(width: 20, height: 10, inked: []) == nil)
        #expect(bounds(width: 0, height: 10, inked: []) == nil)
    }

    @Test func theBoxHoldsEveryPixelWithAlpha() {
        let box = bounds(
            width: 40, height: 30,
            inked: [(12, 5, 0x0100_0000), (3, 20, 0xFF00_0000), (30, 9, 0x8040_2010), (15, 27, 0xFFFF_FFFF)])
        #expect(box == Rect(x: 3, y: 5, width: 28, height: 23))
    }

    @Test func edgesAndSinglePixelsCount() {
        #expect(bounds(width: 5, height: 4, inked: [(4, 3, 0xFF00_0000)]) == Rect(x: 4, y: 3, width: 1, height: 1))
        #expect(
            bounds(width: 5, height: 4, inked: [(0, 0, 0xFF00_0000), (4, 3, 0xFF00_0000)])
                == Rect(x: 0, y: 0, width: 5, height: 4))
    }

    @Test func colourWithoutAlphaIsNotInk() {
        // Not valid premultiplied ARGB, but the shadow only reads alpha.
        #expect(
            bounds(width: 8, height: 8, inked: [(2, 2, 0x00FF_FFFF), (5, 6, 0x2000_0000)])
                == Rect(x: 5, y: 6, width: 1, height: 1))
    }
}
