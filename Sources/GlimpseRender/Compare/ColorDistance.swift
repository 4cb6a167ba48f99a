//  ColorDistance.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: CIE76 colour difference (ΔE*ab, the Euclidean distance in CIELAB) between two
//  sRGB pixels (IEC 61966-2-1 transfer curve, D65 white), each seen over white, and over black
//  too where either is not opaque (so a change of alpha alone is seen). Composites are rounded to
//  whole sRGB steps; the transfer curve is a 256-entry table and CIELAB's cube root a 4097-entry
//  table read with linear interpolation (error under 0.001 ΔE), so a pixel costs no `pow`/`cbrt`.

import Foundation

/// Perceptual distance between packed RGBA pixels (R in the low byte, as `RasterImage` stores
/// them read as a little-endian `UInt32`).
struct ColorDistance {
    private let linear: UnsafePointer<Float>
    private let cubeRoot: UnsafePointer<Float>

    init() {
        linear = Tables.shared.linear
        cubeRoot = Tables.shared.cubeRoot
    }

    /// The ΔE between pixels `a` and `b`: 0 for equal colours, about 2.3 for a just noticeable
    /// difference, 100 between black and white.
    func deltaE(_ a: UInt32, _ b: UInt32) -> Double {
        Self.deltaE(lab(a), lab(b))
    }

    /// A pixel in CIELAB seen over white (lanes 0–2) and over black (lanes 4–6; the same for an
    /// opaque pixel).
    @inline(__always)
    func lab(_ pixel: UInt32) -> SIMD8<Float> {
        let white = lab(pixel, over: 255)
        let black = pixel >> 24 == 255 ? white : lab(pixel, over: 0)
        return SIMD8(lowHalf: white, highHalf: black)
    }

    /// The ΔE between two colours from `lab(_:)`: the larger of the distances over white and
    /// over black.
    @inline(__always)
    static func deltaE(_ p: SIMD8<Float>, _ q: SIMD8<Float>) -> Double {
        let d = p - q
        let squared = d * d
        let overWhite = squared[0] + squared[1] + squared[2]
        let overBlack = squared[4] + squared[5] + squared[6]
        return Double(max(overWhite, overBlack).squareRoot())
    }

    /// `bytes` (R, G, B, A) packed as `deltaE` takes them.
    static func word(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        let i = bytes.startIndex
        return UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]) << 16 | UInt32(bytes[i + 3]) << 24
    }

    // MARK: - Steps

    /// The pixel composited over a grey of `backdrop` (0 black, 255 white), in CIELAB.
    @inline(__always)
    private func lab(_ pixel: UInt32, over backdrop: UInt32) -> SIMD4<Float> {
        let alpha = pixel >> 24
        @inline(__always) func channel(_ shift: UInt32) -> Float {
            let value = (pixel >> shift) & 255
            if alpha == 255 { return linear[Int(value)] }
            // Rounded composite: (c·α + backdrop·(255 − α)) / 255.
            return linear[Int((value * alpha + backdrop * (255 - alpha) + 127) / 255)]
        }
        let (r, g, b) = (channel(0), channel(8), channel(16))
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) * (1 / 0.95047)
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) * (1 / 1.08883)
        let (fx, fy, fz) = (f(x), f(y), f(z))
        return SIMD4(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz), 0)
    }

    /// CIELAB's f: the cube root above (6/29)³, a line below; `t` in 0…1.
    @inline(__always)
    private func f(_ t: Float) -> Float {
        if t <= 216.0 / 24389 { return (24389.0 / 27 * t + 16) / 116 }
        let position = min(t, 1) * Float(Tables.cubeRootSteps)
        let index = min(Int(position), Tables.cubeRootSteps - 1)
        let fraction = position - Float(index)
        return cubeRoot[index] + (cubeRoot[index + 1] - cubeRoot[index]) * fraction
    }

    /// The tables, made once for the process and never freed.
    // @unchecked Sendable: the tables are written once in `init` and only read afterwards.
    private final class Tables: @unchecked Sendable {
        static let shared = Tables()
        static let cubeRootSteps = 4096
        /// sRGB component 0…255 → linear light 0…1.
        let linear: UnsafePointer<Float>
        /// cbrt(i / cubeRootSteps) for i in 0…cubeRootSteps.
        let cubeRoot: UnsafePointer<Float>

        private init() {
            let linear = UnsafeMutablePointer<Float>.allocate(capacity: 256)
            for value in 0..<256 {
                let c = Double(value) / 255
                linear[value] = Float(c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4))
            }
            let cubeRoot = UnsafeMutablePointer<Float>.allocate(capacity: Self.cubeRootSteps + 1)
            for i in 0...Self.cubeRootSteps { cubeRoot[i] = Float(cbrt(Double(i) / Double(Self.cubeRootSteps))) }
            self.linear = UnsafePointer(linear)
            self.cubeRoot = UnsafePointer(cubeRoot)
        }
    }
}
