//  GraphicsContext+Shading.swift — SwiftUI (Glimpse)
//  Status: Partial (a tiled image fills only, ignores `sourceRect`, and strokes with the
//  foreground; gradient options: GraphicsContext+GradientOptions)
//  Behaviour: Apple SwiftUI "GraphicsContext.Shading": a colour, a shape style, or a gradient whose
//  geometry is in the context's user space (points). It resolves to an archive `Paint` for the
//  region a drawing covers.

public import Foundation
import GlimpseArchive

extension GraphicsContext {
    /// A colour, gradient or style to fill or stroke with (`fill(_:with:style:)`).
    ///
    /// Gradient points and radii are in the context's user space at the time of the drawing,
    /// in points; a `.style(_:)` resolves unit points against the bounds of what is drawn.
    ///
    /// Source: Apple SwiftUI "GraphicsContext.Shading".
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case foreground
            case color(Color)
            case style(AnyShapeStyle)
            case linear(AnyGradient, CGPoint, CGPoint, GradientOptions)
            case radial(AnyGradient, CGPoint, CGFloat, CGFloat, GradientOptions)
            /// Gradient, centre, start angle; the gradient runs once clockwise around the centre.
            case conic(AnyGradient, CGPoint, Angle, GradientOptions)
            case palette([Shading])
            /// Image, tile origin (user space), scale.
            case tiled(Image, CGPoint, CGFloat)
        }
        let kind: Kind

        /// The canvas environment's foreground style.
        public static var foreground: Shading { Shading(kind: .foreground) }

        /// A solid colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }

        /// A solid colour from components 0…1 in `colorSpace`.
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        ) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// A solid grey, `white` 0…1 in `colorSpace`.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1)
            -> Shading
        {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }

        /// Any shape style (colours, gradients with unit points, `.secondary`, `.tint`…).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }

        /// Several shadings by level; Glimpse draws with the first (the primary level).
        public static func palette(_ array: [Shading]) -> Shading { Shading(kind: .palette(array)) }

        /// A linear gradient from `startPoint` to `endPoint` (user space, points).
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .linear(AnyGradient(gradient), startPoint, endPoint, options))
        }

        /// A linear gradient from `startPoint` to `endPoint` (user space, points) (iOS 18).
        public static func linearGradient(
            _ gradient: AnyGradient, startPoint: CGPoint, endPoint: CGPoint,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .linear(gradient, startPoint, endPoint, options))
        }

        /// A radial gradient about `center` (user space) from `startRadius` to `endRadius` points.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .radial(AnyGradient(gradient), center, startRadius, endRadius, options))
        }

        /// A radial gradient about `center` (user space) from `startRadius` to `endRadius` points (iOS 18).
        public static func radialGradient(
            _ gradient: AnyGradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .radial(gradient, center, startRadius, endRadius, options))
        }

        /// A conic (angular) gradient about `center` (user space), starting at `angle` and
        /// running once clockwise around it.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .conic(AnyGradient(gradient), center, angle, options))
        }

        /// A conic (angular) gradient about `center` (user space) (iOS 18).
        public static func conicGradient(
            _ gradient: AnyGradient, center: CGPoint, angle: Angle = Angle(),
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .conic(gradient, center, angle, options))
        }

        /// `image` repeated from `origin` (user space, points), each tile its natural size times
        /// `scale`. Glimpse draws the whole image in each tile (`sourceRect` is not used) and fills
        /// only: a stroke with this shading uses the foreground style.
        public static func tiledImage(
            _ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
            scale: CGFloat = 1
        ) -> Shading {
            Shading(kind: .tiled(image, origin, scale))
        }

        /// The paint for a drawing whose bounds are `bounds` (absolute points, or user space
        /// under a non-translating transform), with user-space geometry moved by `offset`.
        func paint(for bounds: CGRect, offset: CGPoint, in env: EnvironmentValues) -> Paint {
            func moved(_ p: CGPoint) -> Point { Point(x: p.x + offset.x, y: p.y + offset.y) }
            switch kind {
            case .foreground: return AnyShapeStyle.foregroundPaint(in: bounds, env: env)
            case .color(let color): return .color(color.resolve(in: env))
            case .style(let style): return style.paint(in: bounds, env: env)
            case .linear(let g, let a, let b, let options):
                let stops = options.colorStops(g.archiveStops(in: env))
                let (start, end) = (moved(a), moved(b))
                let axis = (x: end.x - start.x, y: end.y - start.y)
                let length2 = axis.x * axis.x + axis.y * axis.y
                // The parameter at the bounds' corners: where the repetitions must reach.
                let ts = Self.corners(of: bounds).map { p in
                    ((p.x - start.x) * axis.x + (p.y - start.y) * axis.y) / length2
                }
                guard length2 > 0, let low = ts.min(), let high = ts.max(),
                    let spread = options.spreadStops(stops, over: min(low, 0)...max(high, 1))
                else { return .linearGradient(stops: stops, start: start, end: end) }
                let (t0, t1) = (min(low, 0), max(high, 1))
                return .linearGradient(
                    stops: spread, start: Point(x: start.x + t0 * axis.x, y: start.y + t0 * axis.y),
                    end: Point(x: start.x + t1 * axis.x, y: start.y + t1 * axis.y))
            case .radial(let g, let c, let r0, let r1, let options):
                let stops = options.colorStops(g.archiveStops(in: env))
                let center = moved(c)
                let reach = Self.corners(of: bounds).map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0
                let dr = Double(r1 - r0)
                // Radii from 0 to the farthest corner, as parameters (0 at r0, 1 at r1).
                let ends = [-Double(r0) / dr, (reach - Double(r0)) / dr]
                guard dr != 0, let low = ends.min(), let high = ends.max(),
                    let spread = options.spreadStops(stops, over: low...high)
                else { return .radialGradient(stops: stops, center: center, startRadius: r0, endRadius: r1) }
                return .radialGradient(
                    stops: spread, center: center, startRadius: max(0, Double(r0) + low * dr),
                    endRadius: max(0, Double(r0) + high * dr))
            case .conic(let g, let c, let angle, let options):
                return .angularGradient(
                    stops: options.colorStops(g.archiveStops(in: env)), center: moved(c), startAngle: angle.radians,
                    endAngle: angle.radians + 2 * .pi)
            case .tiled: return AnyShapeStyle.foregroundPaint(in: bounds, env: env)
            case .palette(let levels):
                return levels.first?.paint(for: bounds, offset: offset, in: env)
                    ?? AnyShapeStyle.foregroundPaint(in: bounds, env: env)
            }
        }
    }
}

extension GraphicsContext.Shading {
    /// The four corners of `rect`.
    fileprivate static func corners(of rect: CGRect) -> [Point] {
        [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.minX, y: rect.maxY),
            Point(x: rect.maxX, y: rect.maxY),
        ]
    }
}

/// A shading as a shape style, so text and symbols drawn in a canvas take it as their foreground.
struct ShadingStyle: ShapeStyle {
    let shading: GraphicsContext.Shading
    /// The offset of the drawing's user space (see `Shading.paint(for:offset:in:)`).
    let offset: CGPoint

    func _paint(in frame: CGRect, environment: EnvironmentValues) -> Paint {
        shading.paint(for: frame, offset: offset, in: environment)
    }
}
