//  Color+Mix.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "Color.mix(with:by:in:)" (iOS 18): the colour `fraction` of the way
//  from this colour to another, interpolated in the perceptual space (Oklab, as CSS
//  `color-mix(in oklab)`) or in the device's sRGB components; opacity is interpolated linearly.

import Foundation
import GlimpseArchive
import GlimpseResources

extension Color {
    /// This colour mixed with `rhs`: 0 is this colour, 1 is `rhs` (clamped to 0…1).
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        Color(provider: .mix(self, rhs, fraction.isFinite ? min(max(fraction, 0), 1) : 0, colorSpace.isPerceptual))
    }

    /// The resolved mix of `a` and `b` at `t` (0…1).
    static func mix(_ a: RGBA, _ b: RGBA, _ t: Double, perceptual: Bool) -> RGBA {
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        let alpha = lerp(a.alpha, b.alpha)
        guard perceptual else { return RGBA(lerp(a.red, b.red), lerp(a.green, b.green), lerp(a.blue, b.blue), alpha) }
        let p = ColorSpaceConversion.oklab(red: a.red, green: a.green, blue: a.blue)
        let q = ColorSpaceConversion.oklab(red: b.red, green: b.green, blue: b.blue)
        let (r, g, bl) = ColorSpaceConversion.srgb(oklabL: lerp(p.0, q.0), a: lerp(p.1, q.1), b: lerp(p.2, q.2))
        return RGBA(r, g, bl, alpha)
    }
}
