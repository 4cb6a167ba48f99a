//  BoxBlur.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: a Gaussian blur approximated by three successive box blurs (the central limit
//  theorem; W. Jarosz, "Fast Image Convolutions", 2001), separable, O(1) per pixel per pass.

import GlimpseArchive

/// Blurs 8-bit alpha bitmaps in place.
enum BoxBlur {
    /// Blurs an A8 bitmap to approximate a Gaussian of standard deviation `sigma` pixels.
    /// Pixels beyond the edges count as transparent.
    /// - Complexity: O(width × height), independent of `sigma`.
    static func blurA8(data: UnsafeMutablePointer<UInt8>?, width: Int, height: Int, stride: Int, sigma: Double) {
        guard let data, width > 0, height > 0, let r = boxRadius(sigma: sigma) else { return }
        let divide = Division(by: 2 * r + 1)
        // A copy of the bitmap (packed) to read from while the passes write in place, and the
        // running sums of the vertical pass, one per column.
        let source = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
        let sums = UnsafeMutablePointer<Int>.allocate(capacity: width)
        defer {
            source.deallocate()
            sums.deallocate()
        }
        for _ in 0..<3 {
            for y in 0..<height { (source + y * width).update(from: data + y * stride, count: width) }
            for y in 0..<height {
                horizontal(source + y * width, into: data + y * stride, count: width, radius: r, divide)
            }
            for y in 0..<height { (source + y * width).update(from: data + y * stride, count: width) }
            vertical(source, into: data, width: width, height: height, stride: stride, radius: r, sums: sums, divide)
        }
    }

    /// How far, in pixels, `blurA8` spreads ink for `sigma`: three boxes of half-width r reach
    /// 3r; 0 for a sigma it leaves unblurred. Pixels further than this from every inked pixel
    /// stay transparent, so blurring only the ink's bounds grown by it gives the same bitmap.
    static func reach(sigma: Double) -> Int {
        boxRadius(sigma: sigma).map { 3 * $0 } ?? 0
    }

    // MARK: - Steps

    /// The half-width r of each box, or `nil` when `sigma` is too small (≤ 0.3 px) or not finite
    /// to blur. Three boxes of half-width r have variance r(r + 1), so r ≈ σ.
    private static func boxRadius(sigma: Double) -> Int? {
        guard sigma.isFinite, sigma > 0.3 else { return nil }
        // A hostile radius (1e30) makes a box wider than any bitmap (they are at most 16,384 px),
        // never a trap: the half-width is capped at 2²⁴ px, so 3r cannot overflow either.
        return max(1, min(1 << 24, Int(saturating: ((sigma * sigma + 0.25).squareRoot() - 0.5).rounded())))
    }

    /// One box pass along a row: `into[i]` is the mean of `row[i − r … i + r]`, rounded, with
    /// samples beyond the ends taken as 0.
    private static func horizontal(
        _ row: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, count: Int, radius r: Int,
        _ divide: Division
    ) {
        var sum = 0
        for i in 0...min(r, count - 1) { sum += Int(row[i]) }
        for i in 0..<count {
            out[i] = divide(sum)
            let enter = i + r + 1, leave = i - r
            if enter < count { sum += Int(row[enter]) }
            if leave >= 0 { sum -= Int(row[leave]) }
        }
    }

    /// One box pass down every column at once, row by row (so memory is read in order):
    /// `sums[x]` holds the column's window.
    private static func vertical(
        _ source: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
        radius r: Int, sums: UnsafeMutablePointer<Int>, _ divide: Division
    ) {
        sums.update(repeating: 0, count: width)
        for y in 0...min(r, height - 1) {
            let row = source + y * width
            for x in 0..<width { sums[x] += Int(row[x]) }
        }
        for y in 0..<height {
            let dst = out + y * stride
            for x in 0..<width { dst[x] = divide(sums[x]) }
            if y + r + 1 < height {
                let entering = source + (y + r + 1) * width
                for x in 0..<width { sums[x] += Int(entering[x]) }
            }
            if y - r >= 0 {
                let leaving = source + (y - r) * width
                for x in 0..<width { sums[x] -= Int(leaving[x]) }
            }
        }
    }

    /// Rounded division of a window's sum by the window's length, as a multiply and a shift:
    /// exact for the sums of up to `window` bytes when `window` < 4096 (n·w < 2³²), else a
    /// plain division.
    private struct Division {
        let window: Int
        let reciprocal: Int

        init(by window: Int) {
            self.window = window
            reciprocal = ((1 << 32) + window - 1) / window
        }

        @inline(__always)
        func callAsFunction(_ sum: Int) -> UInt8 {
            let n = sum + window / 2
            return UInt8(truncatingIfNeeded: window < 4096 ? (n &* reciprocal) >> 32 : n / window)
        }
    }
}
