//  AnyGradient.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "AnyGradient": as a shape style, a linear gradient from (0.5, 0)
//  to (0.5, 1). `Color.gradient` is "the standard gradient for the color"; Apple gives no
//  formula, so Glimpse draws the colour at 75 % saturation at the top to 133 % at the bottom
//  (clamped), brightness and opacity kept — the derivation other SwiftUI reimplementations use.

public import Foundation
public import GlimpseArchive
import GlimpseResources

/// A color gradient; draws top to bottom when used as a shape style.
public struct AnyGradient: Hashable, ShapeStyle {
    enum Storage: Hashable, Sendable {
        case gradient(Gradient)
        /// The standard gradient of a colour, derived when resolved.
        case standard(Color)
    }

    let storage: Storage

    /// A gradient style from `gradient`.
    public init(_ gradient: Gradient) { storage = .gradient(gradient) }

    init(standardFor color: Color) { storage = .standard(color) }

    /// This gradient, interpolated in `space`. Glimpse interpolates in sRGB either way.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }

    /// The stops, resolved in `env`.
    func archiveStops(in env: EnvironmentValues) -> [GradientStop] {
        switch storage {
        case .gradient(let gradient):
            return gradient.archiveStops(in: env)
        case .standard(let color):
            let c: RGBA = color.resolve(in: env)
            let (h, s, b) = ColorSpaceConversion.hsb(red: c.red, green: c.green, blue: c.blue)
            func shade(_ factor: Double) -> RGBA {
                let (r, g, bl) = ColorSpaceConversion.rgb(hue: h, saturation: min(1, s * factor), brightness: b)
                return RGBA(r, g, bl, c.alpha)
            }
            return [GradientStop(color: shade(0.75), location: 0), GradientStop(color: shade(1.33), location: 1)]
        }
    }

    public func _paint(in frame: CGRect, environment: EnvironmentValues) -> Paint {
        .linearGradient(
            stops: archiveStops(in: environment),
            start: UnitPoint.top.point(in: frame).archivePoint,
            end: UnitPoint.bottom.point(in: frame).archivePoint)
    }
}

extension Color {
    /// The standard gradient for this colour (iOS 16): a subtle top-to-bottom gradient.
    public var gradient: AnyGradient { AnyGradient(standardFor: self) }
}
