//  ColorDistance.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: CIE76 colour difference (ΔE*ab, the Euclidean distance in CIELAB) between two
//  sRGB pixels (IEC 61966-2-1 transfer curve, D65 white), each seen over white, and over black
//  too where either is not opaque (so a change of alpha alone is seen).

import Foundation

/// Perceptual distance between packed RGBA pixels (R in the low byte, as `RasterImage` stores
/// them read as a little-endian `UInt32`).
enum ColorDistance {
    /// The ΔE between pixels `a` and `b`: 0 for equal colours, about 2.3 for a just noticeable
    /// difference, 100 between black and white.
    static func deltaE(_ a: UInt32, _ b: UInt32) -> Double {
        let overWhite = distance(lab(a, over: 255), lab(b, over: 255))
        guard a >> 24 != 255 || b >> 24 != 255 else { return overWhite }
        return max(overWhite, distance(lab(a, over: 0), lab(b, over: 0)))
    }

    /// `bytes` (R, G, B, A) packed as `deltaE` takes them.
    static func word(_ bytes: [UInt8]) -> UInt32 {
        UInt32(bytes[0]) | UInt32(bytes[1]) << 8 | UInt32(bytes[2]) << 16 | UInt32(bytes[3]) << 24
    }

    // MARK: - Steps

    /// sRGB component (0…255) → linear light, 0…1.
    private static let linear: [Double] = (0..<256).map { value in
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The pixel composited over a grey of `backdrop` (0 black, 255 white), in CIELAB.
    private static func lab(_ pixel: UInt32, over backdrop: Double) -> (Double, Double, Double) {
        let alpha = Double(pixel >> 24) / 255
        func channel(_ shift: UInt32) -> Double {
            let value = Double((pixel >> shift) & 255) * alpha + backdrop * (1 - alpha)
            return linear[Int(value.rounded())]
        }
        let (r, g, b) = (channel(0), channel(8), channel(16))
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        let (fx, fy, fz) = (f(x), f(y), f(z))
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    private static func f(_ t: Double) -> Double {
        t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116
    }

    private static func distance(_ p: (Double, Double, Double), _ q: (Double, Double, Double)) -> Double {
        let (dl, da, db) = (p.0 - q.0, p.1 - q.1, p.2 - q.2)
        return (dl * dl + da * da + db * db).squareRoot()
    }
}
