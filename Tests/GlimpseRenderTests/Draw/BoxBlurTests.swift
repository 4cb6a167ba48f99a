//  BoxBlurTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: pins the blur's spread and reach, and that it keeps the total alpha.

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

    @Test func blurringOnlyTheInkGrownByTheReachGivesTheWholeBitmapsBlur() {
        let (width, height) = (120, 90)
        var whole = [UInt8](repeating: 0, count: width * height)
        // An uneven blob: a ramp and a few lone pixels, between x 50…69 and y 30…44.
        for y in 30..<45 { for x in 50..<70 { whole[y * width + x] = UInt8((x * 37 + y * 11) % 256) } }
        whole[44 * width + 69] = 255
        whole[30 * width + 50] = 1
        for sigma in [0.8, 2.0, 2.95, 3.5, 6.0] {
            var part = whole
            var blurred = whole
            blurred.withUnsafeMutableBufferPointer {
                BoxBlur.blurA8(data: $0.baseAddress, width: width, height: height, stride: width, sigma: sigma)
            }
            let reach = BoxBlur.reach(sigma: sigma)
            let (x0, y0) = (50 - reach, 30 - reach)
            let (w, h) = (20 + 2 * reach, 15 + 2 * reach)
            part.withUnsafeMutableBufferPointer {
                BoxBlur.blurA8(
                    data: $0.baseAddress! + y0 * width + x0, width: w, height: h, stride: width, sigma: sigma)
            }
            #expect(part == blurred, "sigma \(sigma)")
        }
    }

    @Test func reachIsThreeBoxRadiiAndZeroWhenNothingBlurs() {
        #expect(BoxBlur.reach(sigma: 0.2) == 0)
        #expect(BoxBlur.reach(sigma: .nan) == 0)
        #expect(BoxBlur.reach(sigma: 1) == 3)
        #expect(BoxBlur.reach(sigma: 3) == 9)
    }

    @Test(arguments: [0.5, 1, 2.3, 5, 12, 40])
    func blurEqualsTheRowThenColumnReferenceAndLeavesThePaddingAlone(sigma: Double) {
        let (width, height, stride) = (100, 70, 104)
        var state: UInt32 = 7
        let bytes = (0..<(stride * height)).map { i -> UInt8 in
            state = state &* 1_664_525 &+ 1_013_904_223
            return i % stride >= width ? 0xEE : (state >> 24 > 150 ? UInt8(truncatingIfNeeded: state >> 8) : 0)
        }
        var blurred = bytes
        blurred.withUnsafeMutableBufferPointer {
            BoxBlur.blurA8(data: $0.baseAddress, width: width, height: height, stride: stride, sigma: sigma)
        }
        #expect(blurred == Self.referenceBlur(bytes, width: width, height: height, stride: stride, sigma: sigma))
    }

    /// The blur as first written: three times every row, then every column, one sample at a
    /// time, rounding each pass; samples beyond the edges are 0.
    private static func referenceBlur(_ bytes: [UInt8], width: Int, height: Int, stride: Int, sigma: Double) -> [UInt8]
    {
        var data = bytes
        let r = max(1, Int(((sigma * sigma + 0.25).squareRoot() - 0.5).rounded()))
        let window = 2 * r + 1
        func pass(_ base: Int, step: Int, count: Int) {
            let line = (0..<count).map { Int(data[base + $0 * step]) }
            var sum = line[0...min(r, count - 1)].reduce(0, +)
            for i in 0..<count {
                data[base + i * step] = UInt8((sum + window / 2) / window)
                if i + r + 1 < count { sum += line[i + r + 1] }
                if i - r >= 0 { sum -= line[i - r] }
            }
        }
        for _ in 0..<3 {
            for y in 0..<height { pass(y * stride, step: 1, count: width) }
            for x in 0..<width { pass(x, step: stride, count: height) }
        }
        return data
    }
}
