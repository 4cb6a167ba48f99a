//  RasterComparisonTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: pins `precision` (how many pixels may differ), `perceptualPrecision` (CIE76 ΔE
//  per pixel: 100 between black and white), size mismatches, alpha seen over white and black,
//  and the difference picture (red where pixels differ, faded grey elsewhere).

import Testing

@testable import GlimpseRender

struct RasterComparisonTests {
    /// A 10×10 opaque image of one colour, with `changed` pixels set to `other`.
    private func image(_ color: [UInt8], changed: [(Int, Int)] = [], to other: [UInt8] = [0, 0, 0, 255]) -> RasterImage
    {
        var rgba = [UInt8](repeating: 0, count: 400)
        for i in 0..<100 { rgba.replaceSubrange(i * 4..<i * 4 + 4, with: color) }
        for (x, y) in changed { rgba.replaceSubrange((y * 10 + x) * 4..<(y * 10 + x) * 4 + 4, with: other) }
        return RasterImage(width: 10, height: 10, rgba: rgba)
    }

    @Test func equalImagesMatchWithNoDifference() {
        let result = RasterComparison().compare(image([10, 20, 30, 255]), image([10, 20, 30, 255]))
        #expect(result.matches)
        #expect(result.differingPixels == 0 && result.largestDeltaE == 0 && result.bounds == nil)
    }

    @Test func oneChangedPixelFailsExactComparisonAndIsLocated() {
        let result = RasterComparison().compare(
            image([255, 255, 255, 255]), image([255, 255, 255, 255], changed: [(3, 7)]))
        #expect(!result.matches)
        #expect(result.differingPixels == 1)
        #expect(result.bounds == RasterDifference.Bounds(minX: 3, minY: 7, maxX: 3, maxY: 7))
        #expect(abs(result.largestDeltaE - 100) < 0.01)  // white against black
        #expect(result.summary.contains("1 of 100 pixels (1 %) differ"), "\(result.summary)")
        #expect(result.summary.contains("x 3…3, y 7…7"), "\(result.summary)")
    }

    @Test func precisionAllowsThatFractionOfPixelsToDiffer() {
        let reference = image([255, 255, 255, 255])
        let actual = image([255, 255, 255, 255], changed: [(0, 0), (1, 1)])
        #expect(RasterComparison(precision: 0.98).compare(reference, actual).matches)
        #expect(!RasterComparison(precision: 0.99).compare(reference, actual).matches)
    }

    @Test func perceptualPrecisionAcceptsChangesAnEyeCannotSee() {
        // One step of blue on a mid grey is ΔE < 1; a step of 40 is far more.
        let reference = image([128, 128, 128, 255])
        let slight = image([128, 128, 128, 255], changed: [(5, 5)], to: [128, 128, 129, 255])
        let clear = image([128, 128, 128, 255], changed: [(5, 5)], to: [128, 128, 168, 255])
        #expect(!RasterComparison().compare(reference, slight).matches)
        #expect(RasterComparison(perceptualPrecision: 0.98).compare(reference, slight).matches)
        #expect(!RasterComparison(perceptualPrecision: 0.98).compare(reference, clear).matches)
    }

    @Test func aChangeOfAlphaAloneIsSeen() {
        // White at full and half alpha look the same over white, not over black.
        let result = RasterComparison(perceptualPrecision: 0.98).compare(
            image([255, 255, 255, 255]), image([255, 255, 255, 128]))
        #expect(result.differingPixels == 100)
    }

    @Test func imagesOfDifferentSizesNeverMatch() {
        let small = RasterImage(width: 2, height: 2, rgba: [UInt8](repeating: 255, count: 16))
        let result = RasterComparison(precision: 0).compare(image([255, 255, 255, 255]), small)
        #expect(!result.matches)
        #expect(result.summary == "the image is 2×2 px but the reference is 10×10 px")
    }

    @Test func differenceImageIsRedWhereDifferentAndFadedGreyElsewhere() {
        let reference = image([0, 0, 0, 255])
        let diff = RasterComparison().differenceImage(
            reference, image([0, 0, 0, 255], changed: [(2, 3)], to: [9, 9, 9, 255]))
        #expect(diff[2, 3] == RasterImage.Pixel(255, 0, 0, 255))
        #expect(diff[0, 0] == RasterImage.Pixel(170, 170, 170, 255))
    }
}
