//  Color.swift — SwiftUI (Glimpse)
//  Status: Complete for widgets — constant, system, asset, accent and UIKit colours; no
//  CGColor bridge (no Core Graphics on Linux).
//  Behaviour: Apple SwiftUI "Color". A colour is a description that is resolved against the
//  environment (colour scheme) when drawn; see Color+Resolve.swift.

public import Foundation
import GlimpseArchive
import GlimpseResources
import UIKit

/// A representation of a color that adapts to a given context.
///
/// A `Color` is both a view (it fills the space offered to it, like `Rectangle().fill(color)`)
/// and a shape style. Components are in extended sRGB: values outside 0…1 are kept.
///
/// Source: Apple SwiftUI "Color". System colours resolve to iOS's light and dark palette
/// values (Color+System.swift).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// What the colour is before the environment resolves it.
    indirect enum Provider: Hashable, Sendable {
        /// A constant colour, already converted to extended sRGB.
        case constant(RGBA)
        /// One of the system colours that differ between light and dark.
        case system(SystemColor)
        /// A colour set of an asset catalog.
        case asset(name: String, bundle: Bundle?)
        /// The app's `AccentColor` asset, or system blue.
        case accent
        /// Another colour with its opacity multiplied by a factor.
        case opacity(Color, Double)
        /// A UIKit colour, resolved in the environment's colour scheme.
        case uiColor(UIColor)
        /// Two colours mixed at a fraction, perceptually or in device components (Color+Mix.swift).
        case mix(Color, Color, Double, Bool)
    }

    let provider: Provider

    init(provider: Provider) { self.provider = provider }

    /// The colour spaces a colour can be given in.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The sRGB space, gamma-encoded.
        case sRGB
        /// The sRGB primaries with a linear transfer function.
        case sRGBLinear
        /// The Display P3 space, gamma-encoded as sRGB.
        case displayP3
    }

    /// A constant colour from red, green and blue components (0…1, extended values kept).
    ///
    /// - Parameters:
    ///   - colorSpace: The space the components are in; converted to extended sRGB.
    ///   - opacity: Alpha, 0…1.
    public init(
        _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {
        let rgba = ColorSpaceConversion.toExtendedSRGB(colorSpace.space, red, green, blue, opacity)
        self.init(provider: .constant(rgba))
    }

    /// A constant grey of `white` (0 black … 1 white) in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A constant colour from hue, saturation and brightness, each 0…1, in sRGB.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (r, g, b) = ColorSpaceConversion.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(provider: .constant(RGBA(r, g, b, opacity)))
    }

    /// The colour set `name` from an asset catalog in `bundle` (the main bundle and SwiftPM
    /// resource bundles next to the executable when nil).
    ///
    /// The catalog's `<name>.colorset/Contents.json` is read when the colour is first drawn,
    /// with its light and dark appearances. A missing colour set draws in system grey and is
    /// reported once on standard error, as iOS logs "No color named … found".
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(provider: .asset(name: name, bundle: bundle))
    }

    /// The same colour with its opacity multiplied by `opacity` (0…1).
    public func opacity(_ opacity: Double) -> Color {
        Color(provider: .opacity(self, opacity))
    }

    public var description: String {
        switch provider {
        case .constant(let c):
            func hex(_ v: Double) -> String {
                let byte = Int((min(max(v, 0), 1) * 255).rounded())
                let digits = String(byte, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }
            return "#" + hex(c.red) + hex(c.green) + hex(c.blue) + hex(c.alpha)
        case .system(let s): return "\(s)"
        case .asset(let name, _): return "NamedColor(name: \"\(name)\")"
        case .accent: return "accentColor"
        case .opacity(let base, let f): return "\(f * 100)% \(base)"
        case .uiColor(let color): return color.description
        case .mix(let a, let b, let t, _): return "\(a) mixed with \(b) by \(t)"
        }
    }
}
