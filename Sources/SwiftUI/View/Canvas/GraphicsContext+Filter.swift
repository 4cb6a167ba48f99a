//  GraphicsContext+Filter.swift — SwiftUI (Glimpse)
//  Status: Partial (drawn: shadow, blur, the colour filters, colorMatrix, alphaThreshold; Glimpse
//  has no projectionTransform filter. Clips honour even-odd and `.inverse`; filter, shadow and
//  blur options change nothing; gradient options: GraphicsContext+GradientOptions)
//  Behaviour: Apple SwiftUI "GraphicsContext.Filter", "GraphicsContext.BlendMode" and the option sets.
//  A filter becomes a display-list group around each later drawing: `shadow` a group shadow,
//  the others a group colour filter (`ColorFilter`).

public import Foundation
import GlimpseArchive

extension GraphicsContext {
    /// An image-processing effect applied to later drawings (`addFilter(_:options:)`).
    ///
    /// Source: Apple SwiftUI "GraphicsContext.Filter".
    public struct Filter {
        enum Kind {
            case color(ColorFilter)
            case colorMultiply(Color)
            /// Colour, blur radius and offset, points.
            case shadow(Color, CGFloat, CGFloat, CGFloat)
            /// Alpha bounds and the colour kept pixels become.
            case alphaThreshold(Double, Double, Color)
            /// Recorded, not drawn.
            case unsupported
        }
        let kind: Kind

        /// A drop shadow of each drawing: `radius` points of blur, offset (`x`, `y`) points.
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
            y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            Filter(kind: .shadow(color, radius.isFinite ? max(0, radius) : 0, x, y))
        }

        /// A Gaussian blur of `radius` points.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(kind: .color(.blur(radius.isFinite ? max(0, radius) : 0)))
        }
        /// Adds `amount` (−1…1) to each colour component.
        public static func brightness(_ amount: Double) -> Filter { Filter(kind: .color(.brightness(amount))) }
        /// Scales contrast about mid-grey: 0 grey, 1 unchanged.
        public static func contrast(_ amount: Double) -> Filter { Filter(kind: .color(.contrast(amount))) }
        /// Scales saturation: 0 grey, 1 unchanged.
        public static func saturation(_ amount: Double) -> Filter { Filter(kind: .color(.saturation(amount))) }
        /// Removes `amount` (0…1) of the colour.
        public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .color(.grayscale(amount))) }
        /// Rotates hues by `angle`.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .color(.hueRotation(angle.radians))) }
        /// Inverts colours; Glimpse inverts fully for any `amount` above 0.
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            Filter(kind: amount > 0 ? .color(.colorInvert) : .unsupported)
        }
        /// Multiplies each colour by `color`.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .colorMultiply(color)) }
        /// Makes luminance the alpha of a black image.
        public static var luminanceToAlpha: Filter { Filter(kind: .color(.luminanceToAlpha)) }
        /// Paints each pixel whose alpha is within `min…max` (0…1) in `color`, and clears the others.
        ///
        /// Source: Apple SwiftUI "GraphicsContext.Filter.alphaThreshold(min:max:color:)".
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            guard min.isFinite, max.isFinite else { return Filter(kind: .unsupported) }
            return Filter(kind: .alphaThreshold(min, max, color))
        }
        /// Multiplies each pixel's unpremultiplied components (and 1, for the bias column) by
        /// `matrix`.
        ///
        /// Source: Apple SwiftUI "GraphicsContext.Filter.colorMatrix(_:)".
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter {
            let m = matrix
            let values = [
                m.r1, m.r2, m.r3, m.r4, m.r5, m.g1, m.g2, m.g3, m.g4, m.g5, m.b1, m.b2, m.b3, m.b4, m.b5,
                m.a1, m.a2, m.a3, m.a4, m.a5,
            ].map(Double.init)
            guard values.allSatisfy(\.isFinite) else { return Filter(kind: .unsupported) }
            return Filter(kind: .color(.colorMatrix(values)))
        }

        /// The group that applies this filter (children left for the caller), or nil when
        /// Glimpse does not draw it.
        func group(frame: Rect, env: EnvironmentValues) -> GroupItem? {
            var group = GroupItem(frame: frame, children: [])
            switch kind {
            case .color(let filter): group.filters = [filter]
            case .colorMultiply(let color): group.filters = [.colorMultiply(color.resolve(in: env))]
            case .alphaThreshold(let low, let high, let color):
                group.filters = [.alphaThreshold(AlphaThreshold(min: low, max: high, color: color.resolve(in: env)))]
            case .shadow(let color, let radius, let x, let y):
                group.shadow = Shadow(color: color.resolve(in: env), radius: radius, x: x, y: y)
            case .unsupported: return nil
            }
            return group
        }
    }

    /// A 4×5 colour matrix (`Filter.colorMatrix(_:)`), rows r, g, b, a; columns r, g, b, a, bias.
    public struct ColorMatrix: Equatable, Sendable {
        public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
        public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
        public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
        public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0
        /// The identity matrix.
        public init() {}
    }

    /// How a drawing combines with what the canvas already holds (Core Graphics' modes).
    ///
    /// Source: Apple SwiftUI "GraphicsContext.BlendMode".
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        public var rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let darken = BlendMode(rawValue: 4)
        public static let lighten = BlendMode(rawValue: 5)
        public static let colorDodge = BlendMode(rawValue: 6)
        public static let colorBurn = BlendMode(rawValue: 7)
        public static let softLight = BlendMode(rawValue: 8)
        public static let hardLight = BlendMode(rawValue: 9)
        public static let difference = BlendMode(rawValue: 10)
        public static let exclusion = BlendMode(rawValue: 11)
        public static let hue = BlendMode(rawValue: 12)
        public static let saturation = BlendMode(rawValue: 13)
        public static let color = BlendMode(rawValue: 14)
        public static let luminosity = BlendMode(rawValue: 15)
        public static let clear = BlendMode(rawValue: 16)
        public static let copy = BlendMode(rawValue: 17)
        public static let sourceIn = BlendMode(rawValue: 18)
        public static let sourceOut = BlendMode(rawValue: 19)
        public static let sourceAtop = BlendMode(rawValue: 20)
        public static let destinationOver = BlendMode(rawValue: 21)
        public static let destinationIn = BlendMode(rawValue: 22)
        public static let destinationOut = BlendMode(rawValue: 23)
        public static let destinationAtop = BlendMode(rawValue: 24)
        public static let xor = BlendMode(rawValue: 25)
        public static let plusDarker = BlendMode(rawValue: 26)
        public static let plusLighter = BlendMode(rawValue: 27)

        /// The archive's mode (Core Graphics' `CGBlendMode` order); an unknown raw value draws as
        /// `.normal`.
        var archived: BlendingMode {
            let modes: [BlendingMode] = [
                .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight,
                .hardLight, .difference, .exclusion, .hue, .saturation, .color, .luminosity, .clear, .copy,
                .sourceIn, .sourceOut, .sourceAtop, .destinationOver, .destinationIn, .destinationOut,
                .destinationAtop, .xor, .plusDarker, .plusLighter,
            ]
            return modes.indices.contains(Int(rawValue)) ? modes[Int(rawValue)] : .normal
        }
    }

    /// Options of `clip(to:style:options:)` and `clipToLayer`: `inverse` keeps what is outside.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Options of `addFilter(_:options:)`; none changes what Glimpse draws.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Options of `Filter.shadow`; none changes what Glimpse draws.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// Options of `Filter.blur`; none changes what Glimpse draws.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 2)
        public static let dithersResult = BlurOptions(rawValue: 8)
    }

    /// Options of the gradient shadings: repeat or mirror beyond the gradient's ends, blend in
    /// linear light (GraphicsContext+GradientOptions).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}
