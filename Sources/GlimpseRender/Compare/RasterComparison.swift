//  RasterComparison.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: issue 14 "Snapshot tests": swift-snapshot-testing's `precision` (the fraction of
//  pixels that must match) and `perceptualPrecision` (how close a pixel must be: 1 is equal
//  bytes, 0.98 is a CIE76 ΔE of 2, about what an eye tells apart) on straight-alpha RGBA. Colours
//  are compared as seen: each pixel over white, and over black as well where either is not
//  opaque, in CIELAB (D65, sRGB).

import Foundation

/// Compares two bitmaps with a per-pixel and a perceptual tolerance.
///
/// ```swift
/// let result = RasterComparison(precision: 0.999, perceptualPrecision: 0.98).compare(reference, actual)
/// if !result.matches { print(result.summary) }
/// ```
public struct RasterComparison: Hashable, Sendable {
    /// The fraction of pixels that must match, 0…1 (1: every pixel).
    public var precision: Double
    /// How close a pixel must be to match, 0…1: 1 needs equal bytes; below 1 a pixel matches
    /// when its CIE76 ΔE is at most `(1 − perceptualPrecision) × 100` (0.98 → ΔE 2).
    public var perceptualPrecision: Double

    /// - Parameters are clamped to 0…1 (NaN is 1).
    public init(precision: Double = 1, perceptualPrecision: Double = 1) {
        func clamp(_ value: Double) -> Double { value.isNaN ? 1 : min(max(value, 0), 1) }
        self.precision = clamp(precision)
        self.perceptualPrecision = clamp(perceptualPrecision)
    }

    /// The largest ΔE a matching pixel may have (0 for equal bytes).
    public var maximumDeltaE: Double { (1 - perceptualPrecision) * 100 }

    /// Compares `actual` with `reference`, pixel by pixel.
    /// - Returns: the counts, the largest ΔE and where the differences are; images of different
    ///   sizes never match (their overlap is still counted, for the difference image).
    /// - Complexity: O(pixels); equal pixels cost one 32-bit compare; differing ones a CIELAB
    ///   conversion, done once for a run of one colour.
    public func compare(_ reference: RasterImage, _ actual: RasterImage) -> RasterDifference {
        let width = min(reference.width, actual.width)
        let height = min(reference.height, actual.height)
        let threshold = maximumDeltaE
        var differing = 0
        var largest = 0.0
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        let distance = ColorDistance()
        var labA = (pixel: UInt32(0), value: distance.lab(0))
        var labB = labA
        reference.rgba.withUnsafeBytes { referenceBytes in
            actual.rgba.withUnsafeBytes { actualBytes in
                let ref = referenceBytes.bindMemory(to: UInt32.self)
                let act = actualBytes.bindMemory(to: UInt32.self)
                for y in 0..<height {
                    let refRow = y * reference.width
                    let actRow = y * actual.width
                    var x = 0
                    while x < width {
                        let a = ref[refRow + x]
                        let b = act[actRow + x]
                        if a != b {
                            // Runs of one colour on either side convert it once.
                            if a != labA.pixel { labA = (a, distance.lab(a)) }
                            if b != labB.pixel { labB = (b, distance.lab(b)) }
                            let delta = ColorDistance.deltaE(labA.value, labB.value)
                            if delta > largest { largest = delta }
                            if threshold == 0 || delta > threshold {
                                differing += 1
                                if let b = box {
                                    box = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
                                } else {
                                    box = (x, y, x, y)
                                }
                            }
                        }
                        x += 1
                    }
                }
            }
        }
        let sameSize = reference.width == actual.width && reference.height == actual.height
        let pixels = max(reference.width * reference.height, actual.width * actual.height)
        let allowed = Int((Double(pixels) * (1 - precision)).rounded(.down))
        return RasterDifference(
            comparison: self, referenceSize: (reference.width, reference.height),
            actualSize: (actual.width, actual.height), pixelCount: pixels,
            differingPixels: differing + (pixels - width * height), allowedPixels: allowed, largestDeltaE: largest,
            bounds: box.map { RasterDifference.Bounds(minX: $0.minX, minY: $0.minY, maxX: $0.maxX, maxY: $0.maxY) },
            sameSize: sameSize)
    }

    /// A picture of where `actual` differs from `reference`: matching pixels as a faded grey
    /// copy of the reference, differing ones (and any area only one image covers) in red.
    public func differenceImage(_ reference: RasterImage, _ actual: RasterImage) -> RasterImage {
        let width = max(reference.width, actual.width)
        let height = max(reference.height, actual.height)
        let threshold = maximumDeltaE
        let distance = ColorDistance()
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 4
                guard x < reference.width, y < reference.height, x < actual.width, y < actual.height else {
                    (out[o], out[o + 1], out[o + 2], out[o + 3]) = (255, 0, 0, 255)
                    continue
                }
                let r = (y * reference.width + x) * 4
                let s = (y * actual.width + x) * 4
                let a = reference.rgba[r..<r + 4]
                let wordA = ColorDistance.word(a)
                let wordB = ColorDistance.word(actual.rgba[s..<s + 4])
                let differs = wordA != wordB && (threshold == 0 || distance.deltaE(wordA, wordB) > threshold)
                if differs {
                    (out[o], out[o + 1], out[o + 2], out[o + 3]) = (255, 0, 0, 255)
                } else {
                    // Luma of the reference over white, faded towards white.
                    let alpha = Double(a[r + 3]) / 255
                    let luma =
                        (0.299 * Double(a[r]) + 0.587 * Double(a[r + 1]) + 0.114 * Double(a[r + 2])) * alpha
                        + 255 * (1 - alpha)
                    let faded = UInt8(min(255, 170 + luma / 3))
                    (out[o], out[o + 1], out[o + 2], out[o + 3]) = (faded, faded, faded, 255)
                }
            }
        }
        return RasterImage(width: width, height: height, rgba: out)
    }
}

/// What `RasterComparison.compare` found.
public struct RasterDifference: Sendable {
    /// A rectangle of pixels, inclusive.
    public struct Bounds: Hashable, Sendable {
        public var minX: Int, minY: Int, maxX: Int, maxY: Int
    }
    public var comparison: RasterComparison
    public var referenceSize: (width: Int, height: Int)
    public var actualSize: (width: Int, height: Int)
    /// Pixels compared: the larger image's.
    public var pixelCount: Int
    /// Pixels that do not match (beyond the ΔE allowed), plus those only one image has.
    public var differingPixels: Int
    /// How many pixels may differ under `precision`.
    public var allowedPixels: Int
    /// The largest ΔE of any differing pixel (0 when all are equal).
    public var largestDeltaE: Double
    /// The smallest rectangle holding every differing pixel of the overlap; nil if none.
    public var bounds: Bounds?
    /// Both images have the same size.
    public var sameSize: Bool

    /// The images have the same size and at most `allowedPixels` differ.
    public var matches: Bool { sameSize && differingPixels <= allowedPixels }

    /// One or two sentences saying how the images differ.
    public var summary: String {
        guard sameSize else {
            return
                "the image is \(actualSize.width)×\(actualSize.height) px but the reference is \(referenceSize.width)×\(referenceSize.height) px"
        }
        let percent = Double(differingPixels) * 100 / Double(max(pixelCount, 1))
        let tolerance = comparison.perceptualPrecision < 1 ? " by more than ΔE \(format(comparison.maximumDeltaE))" : ""
        var text =
            "\(differingPixels) of \(pixelCount) pixels (\(format(percent)) %) differ\(tolerance); precision \(format(comparison.precision)) allows \(allowedPixels)"
        if let bounds {
            text +=
                ". Largest ΔE \(format(largestDeltaE)), within x \(bounds.minX)…\(bounds.maxX), y \(bounds.minY)…\(bounds.maxY) (pixels from the top left)"
        }
        return text
    }

    private func format(_ value: Double) -> String {
        let text = String(format: "%.3f", value)
        var trimmed = Substring(text)
        while trimmed.hasSuffix("0") { trimmed = trimmed.dropLast() }
        if trimmed.hasSuffix(".") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}
