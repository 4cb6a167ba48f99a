//  MeshGradient.swift — SwiftUI (Glimpse)
//  Status: Partial (explicit Bézier control points of `BezierPoint` meshes are not used: the
//  patches bend smoothly through the vertex positions; `colorSpace` is not used)
//  Behaviour: Apple SwiftUI "MeshGradient" (iOS 18): a `width × height` grid of vertices in the
//  unit square of the frame ((0, 0) top-leading, (1, 1) bottom-trailing), row by row, each
//  with a colour; the background fills what the mesh leaves. As a view it fills the space
//  offered. A grid whose counts do not match, or larger than 32 × 32, draws its background.

public import Foundation
public import GlimpseArchive

/// A two-dimensional gradient defined by a 2D grid of positioned colours.
/// Source: Apple SwiftUI "MeshGradient".
public struct MeshGradient: ShapeStyle, View, Equatable {
    /// The vertex positions: points, or points with their Bézier control points.
    public enum Locations: Equatable, Sendable {
        case points([SIMD2<Float>])
        case bezierPoints([MeshGradient.BezierPoint])
    }

    /// The vertex colours.
    public enum Colors: Equatable, Sendable {
        case colors([Color])
        case resolvedColors([Color.Resolved])
    }

    /// A vertex with its position and the control points towards its four neighbours
    /// (unit-square coordinates).
    public struct BezierPoint: Equatable, Sendable {
        public var position: SIMD2<Float>
        public var leadingControlPoint: SIMD2<Float>
        public var topControlPoint: SIMD2<Float>
        public var trailingControlPoint: SIMD2<Float>
        public var bottomControlPoint: SIMD2<Float>

        public init(
            position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
            trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
        ) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// Vertices per row.
    public var width: Int
    /// Vertices per column.
    public var height: Int
    public var locations: Locations
    public var colors: Colors
    /// Fills any point outside the mesh.
    public var background: Color
    /// Blend colours along cubic curves through the neighbouring vertices (`true`) or linearly.
    public var smoothsColors: Bool
    public var colorSpace: Gradient.ColorSpace

    public init(
        width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    public init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
            smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(
        width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
            background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(
        width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
            background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(
        width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved],
        background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .bezierPoints(bezierPoints),
            colors: .resolvedColors(resolvedColors), background: background, smoothsColors: smoothsColors,
            colorSpace: colorSpace)
    }

    /// The archive paint for `frame` (absolute points). Positions map the unit square onto the
    /// frame, non-finite ones to its origin, all kept within `ArchiveRanges.coordinate`; a grid
    /// that does not fit `ArchiveRanges.meshSide` or whose counts do not match paints the
    /// background colour.
    public func _paint(in frame: CGRect, environment: EnvironmentValues) -> Paint {
        let backgroundColor: RGBA = background.resolve(in: environment)
        let unit: [SIMD2<Float>]
        switch locations {
        case .points(let p): unit = p
        case .bezierPoints(let b): unit = b.map(\.position)
        }
        let resolved: [RGBA]
        switch colors {
        case .colors(let c): resolved = c.map { (color: Color) -> RGBA in color.resolve(in: environment) }
        case .resolvedColors(let c): resolved = c.map(\.rgba)
        }
        let side = ArchiveRanges.meshSide
        guard side.contains(width), side.contains(height), unit.count == width * height,
            resolved.count == width * height
        else { return .color(backgroundColor) }
        let range = ArchiveRanges.coordinate
        func clamp(_ v: Double, _ origin: Double) -> Double {
            v.isFinite ? min(range.upperBound, max(range.lowerBound, v)) : origin
        }
        let points = unit.map { p in
            Point(
                x: clamp(Double(frame.minX) + Double(p.x) * Double(frame.width), Double(frame.minX)),
                y: clamp(Double(frame.minY) + Double(p.y) * Double(frame.height), Double(frame.minY)))
        }
        return .meshGradient(
            MeshPaint(
                width: width, height: height, points: points, colors: resolved, background: backgroundColor,
                smoothsColors: smoothsColors))
    }

    public var body: _ShapeView<Rectangle, MeshGradient> { _ShapeView(shape: Rectangle(), style: self) }
}
