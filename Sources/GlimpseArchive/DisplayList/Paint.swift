//  Paint.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: resolved colours and gradients; SwiftUI's ShapeStyles resolve to these at layout time.

/// A colour in extended sRGB, components 0…1, not premultiplied. Encoded as `[r, g, b, a]`.
public struct RGBA: Hashable, Codable, Sendable {
    public var red: Double, green: Double, blue: Double, alpha: Double
    public init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }
    public static let clear = RGBA(0, 0, 0, 0)
    public static let black = RGBA(0, 0, 0)
    public static let white = RGBA(1, 1, 1)

    /// The same colour with its alpha multiplied by `factor`.
    public func multiplyingAlpha(_ factor: Double) -> RGBA { RGBA(red, green, blue, alpha * factor) }

    /// Relative luminance (Rec. 709 weights on the encoded components), 0…1.
    public var luminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }

    public init(from decoder: any Decoder) throws {
        var c = try decoder.unkeyedContainer()
        red = try c.decode(Double.self)
        green = try c.decode(Double.self)
        blue = try c.decode(Double.self)
        alpha = try c.decode(Double.self)
    }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.unkeyedContainer()
        for v in [red, green, blue, alpha] { try c.encode(v) }
    }
}

/// One colour stop of a gradient; `location` is 0…1 along the gradient.
public struct GradientStop: Hashable, Codable, Sendable {
    public var color: RGBA
    public var location: Double
    public init(color: RGBA, location: Double) {
        self.color = color
        self.location = location
    }
}

/// What fills or strokes a shape or colours text. Gradient geometry is in the widget's
/// coordinate space (points), already resolved from unit points against the painted frame.
public enum Paint: Hashable, Codable, Sendable {
    case color(RGBA)
    case linearGradient(stops: [GradientStop], start: Point, end: Point)
    case radialGradient(stops: [GradientStop], center: Point, startRadius: Double, endRadius: Double)
    /// Angles in radians, clockwise from the positive x axis (y down), as SwiftUI draws them.
    case angularGradient(stops: [GradientStop], center: Point, startAngle: Double, endAngle: Double)
    /// `EllipticalGradient`: a radial gradient stretched to `size` (the painted frame, points).
    /// A point p is at distance |(p − center) / size| in the unit square, and the stops run from
    /// `startRadius` to `endRadius` (fractions of that square). Added for SwiftUI's
    /// `EllipticalGradient`; archives without it decode as before.
    case ellipticalGradient(stops: [GradientStop], center: Point, size: Size, startRadius: Double, endRadius: Double)
    /// `MeshGradient` (iOS 18): colours at a grid of points blended across the patches between
    /// them. Added for SwiftUI's `MeshGradient`.
    case meshGradient(MeshPaint)

    /// The same paint with every colour's alpha multiplied by `factor`.
    public func multiplyingAlpha(_ factor: Double) -> Paint {
        func scale(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop(color: $0.color.multiplyingAlpha(factor), location: $0.location) }
        }
        switch self {
        case .color(let c): return .color(c.multiplyingAlpha(factor))
        case .linearGradient(let s, let a, let b): return .linearGradient(stops: scale(s), start: a, end: b)
        case .radialGradient(let s, let c, let r0, let r1):
            return .radialGradient(stops: scale(s), center: c, startRadius: r0, endRadius: r1)
        case .angularGradient(let s, let c, let a0, let a1):
            return .angularGradient(stops: scale(s), center: c, startAngle: a0, endAngle: a1)
        case .ellipticalGradient(let s, let c, let size, let r0, let r1):
            return .ellipticalGradient(stops: scale(s), center: c, size: size, startRadius: r0, endRadius: r1)
        case .meshGradient(var mesh):
            mesh.colors = mesh.colors.map { $0.multiplyingAlpha(factor) }
            mesh.background = mesh.background.multiplyingAlpha(factor)
            return .meshGradient(mesh)
        }
    }

    /// The gradient's stops, or a mesh's vertex colours as stops spread evenly; `nil` for a colour.
    public var stops: [GradientStop]? {
        switch self {
        case .color: return nil
        case .linearGradient(let s, _, _), .radialGradient(let s, _, _, _), .angularGradient(let s, _, _, _),
            .ellipticalGradient(let s, _, _, _, _):
            return s
        case .meshGradient(let mesh):
            let n = max(1, mesh.colors.count - 1)
            return mesh.colors.enumerated().map { GradientStop(color: $1, location: Double($0) / Double(n)) }
        }
    }
}

/// The grid of a `MeshGradient`: `width × height` vertices, row by row from the top-leading
/// one, each with an absolute position (points) and a colour.
public struct MeshPaint: Hashable, Codable, Sendable {
    /// Vertices per row, at least 2 to draw a patch.
    public var width: Int
    /// Vertices per column, at least 2 to draw a patch.
    public var height: Int
    /// `width × height` positions, points, row-major.
    public var points: [Point]
    /// `width × height` colours, row-major.
    public var colors: [RGBA]
    /// Fills what the mesh does not cover.
    public var background: RGBA
    /// Colours blend along cubic curves through the neighbouring vertices (`true`) or
    /// bilinearly within each patch (`false`).
    public var smoothsColors: Bool
    public init(width: Int, height: Int, points: [Point], colors: [RGBA], background: RGBA, smoothsColors: Bool) {
        self.width = width
        self.height = height
        self.points = points
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
    }
}
