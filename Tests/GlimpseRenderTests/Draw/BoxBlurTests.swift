//  BoxBlurTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: pins the blur's spread and that it keeps the total alpha.

import Testing

@testable import GlimpseRender

struct BoxBlurTests {
    @Test func blurSpreadsAPointSymmetricallyAndKeepsItsMass() {
        let side = 41
        var pixels = [UInt8](repeating: 0, count: side * side)
        // A 5×5 opaque block in the middle.
        for y in 18..<23 { for x in 18..<23 { pixels[y * side + x] = 255 } }
        let before = pixels.reduce(0) { $0 + Int($1) }
        pixels.withUnsafeMutableBufferPointer {
            BoxBlur.blurA8(data: $0.baseAddress, width: side, height: side, stride: side, sigma: 3)
        }
        let after = pixels.reduce(0) { $0 + Int($1) }
        #expect(abs(after - before) < before / 50)
        #expect(pixels[20 * side + 20] < 255 && pixels[20 * side + 20] > 60)  // about 0.6² of 255
        #expect(pixels[20 * side + 14] == pixels[20 * side + 26])
        #expect(pixels[14 * side + 20] == pixels[26 * side + 20])
        #expect(pixels[20 * side + 12] > 0)
        #expect(pixels[0] == 0)
    }

    @Test func tinySigmaLeavesPixelsUnchanged() {
        var pixels: [UInt8] = [0, 255, 0, 0]
        pixels.withUnsafeMutableBufferPointer {
            BoxBlur.blurA8(data: $0.baseAddress, width: 4, height: 1, stride: 4, sigma: 0.1)
        }
        #expect(pixels == [0, 255, 0, 0])
    }
}
