//  BoxBlur.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: a Gaussian blur approximated by three successive box blurs (the central limit
//  theorem; W. Jarosz, "Fast Image Convolutions", 2001), separable, O(1) per pixel per pass.

/// Blurs 8-bit alpha bitmaps in place.
enum BoxBlur {
    /// Blurs an A8 bitmap to approximate a Gaussian of standard deviation `sigma` pixels.
    /// Pixels beyond the edges count as transparent.
    /// - Complexity: O(width × height), independent of `sigma`.
    static func blurA8(data: UnsafeMutablePointer<UInt8>?, width: Int, height: Int, stride: Int, sigma: Double) {
        guard let data, width > 0, height > 0, let r = boxRadius(sigma: sigma) else { return }
        var line = [UInt16](repeating: 0, count: max(width, height))
        var out = [UInt8](repeating: 0, count: max(width, height))
        for _ in 0..<3 {
            for y in 0..<height {
                pass(data + y * stride, step: 1, count: width, radius: r, line: &line, out: &out)
            }
            for x in 0..<width {
                pass(data + x, step: stride, count: height, radius: r, line: &line, out: &out)
            }
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
        return max(1, Int(((sigma * sigma + 0.25).squareRoot() - 0.5).rounded()))
    }

    /// One box pass along a row or column of `count` samples `step` bytes apart.
    private static func pass(
        _ base: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius r: Int,
        line: inout [UInt16], out: inout [UInt8]
    ) {
        let window = 2 * r + 1
        line.withUnsafeMutableBufferPointer { src in
            for i in 0..<count { src[i] = UInt16(base[i * step]) }
        }
        line.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                var sum = 0
                for i in 0...min(r, count - 1) { sum += Int(src[i]) }
                for i in 0..<count {
                    dst[i] = UInt8((sum + window / 2) / window)
                    let enter = i + r + 1, leave = i - r
                    if enter < count { sum += Int(src[enter]) }
                    if leave >= 0 { sum -= Int(src[leave]) }
                }
            }
        }
        out.withUnsafeBufferPointer { dst in
            for i in 0..<count { base[i * step] = dst[i] }
        }
    }
}
