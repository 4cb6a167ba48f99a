//  Color+Resolved.swift — SwiftUI (Glimpse)
//  Status: Complete (no `cgColor`: no Core Graphics on Linux)
//  Behaviour: Apple SwiftUI "Color.Resolved" and "Color.resolve(in:)" (iOS 17): a colour's
//  concrete sRGB components in an environment.

public import Foundation
import GlimpseArchive
import GlimpseResources

extension Color {
    /// A concrete colour: extended sRGB components, not premultiplied.
    public struct Resolved: Hashable, Sendable, Codable, CustomStringConvertible {
        public var red: Float
        public var green: Float
        public var blue: Float
        public var opacity: Float

        /// A colour from components in `colorSpace` (converted to extended sRGB).
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            let c = ColorSpaceConversion.toExtendedSRGB(
                colorSpace.space, Double(red), Double(green), Double(blue), Double(opacity))
            self.init(c)
        }

        init(_ rgba: RGBA) {
            red = Float(rgba.red)
            green = Float(rgba.green)
            blue = Float(rgba.blue)
            opacity = Float(rgba.alpha)
        }

        /// The red component with the sRGB transfer function removed.
        public var linearRed: Float { Float(ColorSpaceConversion.decode(Double(red))) }
        /// The green component with the sRGB transfer function removed.
        public var linearGreen: Float { Float(ColorSpaceConversion.decode(Double(green))) }
        /// The blue component with the sRGB transfer function removed.
        public var linearBlue: Float { Float(ColorSpaceConversion.decode(Double(blue))) }

        var rgba: RGBA { RGBA(Double(red), Double(green), Double(blue), Double(opacity)) }

        public var description: String { Color(self).description }
    }

    /// A constant colour with the components of `resolved`.
    public init(_ resolved: Resolved) { self.init(provider: .constant(resolved.rgba)) }

    /// The components of this colour in `environment` (its colour scheme) (iOS 17).
    public func resolve(in environment: EnvironmentValues) -> Resolved { Resolved(resolve(in: environment)) }
}

extension Color.Resolved: ShapeStyle {
    public typealias Resolved = Never

    public func _paint(in frame: CGRect, environment: EnvironmentValues) -> Paint { .color(rgba) }
}

extension Color.Resolved: Animatable {
    public var animatableData: AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>> {
        get { AnimatablePair(red, AnimatablePair(green, AnimatablePair(blue, opacity))) }
        set {
            red = newValue.first
            green = newValue.second.first
            blue = newValue.second.second.first
            opacity = newValue.second.second.second
        }
    }
}
