//  Arc.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: Apple "widgetCurvesContent(_:)" and reference widgetkit.md §5.2 `widgetLabel`: a
//  watch face draws complication labels along a curve (the inner curve of `accessoryCorner`, the
//  Infograph bezel). The label is laid out flat by the extension and bent around a circle when
//  it is drawn; this is the bend.

import Foundation

/// Bends a flat drawing around a circle, as a watch face curves a complication's label.
///
/// A point of the flat drawing at (x, y) is placed in polar coordinates around `center`: its
/// horizontal distance from `origin` becomes an arc length on the circle of `radius` (so text
/// keeps its advance widths there), and its height above `origin` a distance from that circle.
///
/// - `clockwise` (labels on the top of a circle, such as the top corners): flat +x runs
///   clockwise on screen and flat "up" (−y) points away from the centre.
/// - counter-clockwise (labels on the bottom, such as the bottom corners): +x runs
///   counter-clockwise and "up" points toward the centre, so the text still reads left to right.
///
/// Angles are in radians, measured clockwise on screen from the +x axis (y points down), so
/// −π/2 is the top of the circle and π/2 the bottom.
public struct Arc: Hashable, Codable, Sendable {
    /// The circle's centre, points, in the space the group is drawn in.
    public var center: Point
    /// The radius `origin` is placed at, points.
    public var radius: Double
    /// Where on the circle `origin` is placed, radians.
    public var angle: Double
    /// The point of the flat drawing that lands on the circle at `angle`, points.
    public var origin: Point
    /// The direction flat +x runs (see the type's summary).
    public var clockwise: Bool

    public init(center: Point, radius: Double, angle: Double, origin: Point, clockwise: Bool) {
        self.center = center
        self.radius = radius
        self.angle = angle
        self.origin = origin
        self.clockwise = clockwise
    }

    /// Whether every number is finite and the radius positive (a bend that can be drawn).
    public var isValid: Bool {
        [center.x, center.y, radius, angle, origin.x, origin.y].allSatisfy(\.isFinite) && radius > 0
    }

    /// The angle, radians, that flat horizontal position `x` lands at.
    public func angle(atX x: Double) -> Double {
        let swept = (x - origin.x) / radius
        return clockwise ? angle + swept : angle - swept
    }

    /// The distance from `center`, points, that flat vertical position `y` lands at.
    public func radius(atY y: Double) -> Double {
        let above = origin.y - y
        return clockwise ? radius + above : radius - above
    }

    /// Where the flat point `p` is drawn.
    public func map(_ p: Point) -> Point {
        let theta = angle(atX: p.x)
        let r = radius(atY: p.y)
        return Point(x: center.x + r * cos(theta), y: center.y + r * sin(theta))
    }

    /// The rotation, radians clockwise, of something standing upright at flat position `x`
    /// (a glyph, an image): tangent to the circle, its top away from the centre when
    /// `clockwise`, toward it otherwise.
    public func rotation(atX x: Double) -> Double {
        let theta = angle(atX: x)
        return clockwise ? theta + .pi / 2 : theta - .pi / 2
    }

    /// The bounding box, points, of the flat rectangle `rect` once bent: its four corners and,
    /// on both long edges, the points where the curve is furthest left, right, up or down.
    public func bounds(of rect: Rect) -> Rect {
        let (a0, a1) = (angle(atX: rect.x), angle(atX: rect.maxX))
        let (lo, hi) = (min(a0, a1), max(a0, a1))
        var thetas = [a0, a1]
        var quarter = (lo / (.pi / 2)).rounded(.up) * (.pi / 2)
        while quarter <= hi {
            thetas.append(quarter)
            quarter += .pi / 2
        }
        var xs: [Double] = []
        var ys: [Double] = []
        for theta in thetas {
            for r in [radius(atY: rect.y), radius(atY: rect.maxY)] {
                xs.append(center.x + r * cos(theta))
                ys.append(center.y + r * sin(theta))
            }
        }
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
