//  ColorSpaceConversion.swift — GlimpseResources (Glimpse)
//  Status: Complete
//  Behaviour: IEC 61966-2-1 (sRGB transfer function, extended sign-symmetrically), Display P3
//  primaries (SMPTE EG 432-1, D65) and the HSB → RGB formula of Core Graphics/UIKit.

import Foundation
import GlimpseArchive

/// Converts colour components into the archive's extended sRGB. Shared by SwiftUI's `Color`,
/// UIKit's `UIColor` and asset catalogs.
package enum ColorSpaceConversion {
    /// The spaces components can be given in (SwiftUI's `Color.RGBColorSpace`).
    package enum Space: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    /// `(r, g, b, a)` given in `space`, as extended sRGB.
    package static func toExtendedSRGB(
        _ space: Space, _ r: Double, _ g: Double, _ b: Double, _ a: Double
    ) -> RGBA {
        switch space {
        case .sRGB:
            return RGBA(r, g, b, a)
        case .sRGBLinear:
            return RGBA(encode(r), encode(g), encode(b), a)
        case .displayP3:
            let (lr, lg, lb) = (decode(r), decode(g), decode(b))
            // Linear Display P3 → linear sRGB (both D65).
            let sr = 1.2249401 * lr - 0.2249404 * lg
            let sg = -0.0420569 * lr + 1.0420571 * lg
            let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
            return RGBA(encode(sr), encode(sg), encode(sb), a)
        }
    }

    /// The sRGB transfer function: linear → encoded; odd-symmetric for extended values.
    package static func encode(_ v: Double) -> Double {
        let m = abs(v)
        let e = m <= 0.0031308 ? 12.92 * m : 1.055 * pow(m, 1 / 2.4) - 0.055
        return v < 0 ? -e : e
    }

    /// The inverse sRGB transfer function: encoded → linear.
    package static func decode(_ v: Double) -> Double {
        let m = abs(v)
        let l = m <= 0.04045 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)
        return v < 0 ? -l : l
    }

    /// Red, green and blue (0…1) for a hue, saturation and brightness (each 0…1; hue wraps).
    package static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let s = min(max(saturation, 0), 1)
        let v = brightness
        guard s > 0 else { return (v, v, v) }
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        let sector = h * 6
        let i = Int(sector.rounded(.down)) % 6
        let f = sector - sector.rounded(.down)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}

extension ColorSpaceConversion {
    /// Hue, saturation and brightness (each 0…1) of sRGB components 0…1.
    package static func hsb(red r: Double, green g: Double, blue b: Double) -> (Double, Double, Double) {
        let maximum = max(r, g, b)
        let minimum = min(r, g, b)
        let delta = maximum - minimum
        let saturation = maximum > 0 ? delta / maximum : 0
        guard delta > 0 else { return (0, saturation, maximum) }
        var hue: Double
        if maximum == r {
            hue = (g - b) / delta
        } else if maximum == g {
            hue = 2 + (b - r) / delta
        } else {
            hue = 4 + (r - g) / delta
        }
        hue /= 6
        if hue < 0 { hue += 1 }
        return (hue, saturation, maximum)
    }
}

extension ColorSpaceConversion {
    /// Oklab (L, a, b) of extended-sRGB components (Björn Ottosson, "A perceptual color space
    /// for image processing", 2020: linear sRGB → LMS → cube root → Lab).
    package static func oklab(red r: Double, green g: Double, blue b: Double) -> (Double, Double, Double) {
        let (lr, lg, lb) = (decode(r), decode(g), decode(b))
        let l = cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb)
        let m = cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb)
        let s = cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb)
        return (
            0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
        )
    }

    /// Extended-sRGB components of an Oklab colour (the inverse of `oklab(red:green:blue:)`).
    package static func srgb(oklabL L: Double, a: Double, b: Double) -> (Double, Double, Double) {
        let l = pow(L + 0.3963377774 * a + 0.2158037573 * b, 3)
        let m = pow(L - 0.1055613458 * a - 0.0638541728 * b, 3)
        let s = pow(L - 0.0894841775 * a - 1.2914855480 * b, 3)
        return (
            encode(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
            encode(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
            encode(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s)
        )
    }
}
