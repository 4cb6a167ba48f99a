//  CairoPath.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: PathData (absolute points, M L Q C Z) replayed on a Cairo context; quadratic
//  curves raised to cubics, as Cairo has no quadratic segment.

import CPangoCairo
import GlimpseArchive

/// Builds Cairo paths from archive geometry.
enum CairoPath {
    /// Replaces the current path of `cr` with `path`.
    /// - Returns: `false` (and leaves an empty path) if any coordinate is NaN or infinite, which
    ///   Cairo would otherwise turn into garbage geometry.
    @discardableResult
    static func add(_ path: PathData, to cr: OpaquePointer) -> Bool {
        cairo_new_path(cr)
        var current = Point.zero
        var subpathStart = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                guard finite(p) else { return fail(cr) }
                cairo_move_to(cr, p.x, p.y)
                current = p
                subpathStart = p
            case .line(let p):
                guard finite(p) else { return fail(cr) }
                cairo_line_to(cr, p.x, p.y)
                current = p
            case .quadCurve(let p, let c):
                guard finite(p), finite(c) else { return fail(cr) }
                // Degree elevation: the cubic's controls sit 2/3 of the way to the quadratic's.
                let c1 = Point(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = Point(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2):
                guard finite(p), finite(c1), finite(c2) else { return fail(cr) }
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .closeSubpath:
                cairo_close_path(cr)
                current = subpathStart
            }
        }
        return true
    }

    /// Replaces the current path with a rectangle in points.
    static func addRect(_ rect: Rect, to cr: OpaquePointer) {
        cairo_new_path(cr)
        cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
    }

    /// Replaces the current path with `rect` rounded by `radius` points with Apple's continuous
    /// corner (the curve leaves each edge 1.528 radii before the corner, so curvature eases in).
    /// A radius of at least half the shorter side gives a capsule (a circle for a square).
    ///
    /// Source: the iOS 7 rounded-rectangle curve as PaintCode published it
    /// ("Code for iOS 7 rounded rectangles"), used by UIKit's `cornerCurve = .continuous` and
    /// SwiftUI's `RoundedRectangle(style: .continuous)`; when the corner does not fit, the
    /// radius is reduced the way UIKit does (`limit = min(w, h) / 2 / 1.52866483`).
    static func addContinuousRoundedRect(_ rect: Rect, radius: Double, to cr: OpaquePointer) {
        cairo_new_path(cr)
        let half = min(rect.width, rect.height) / 2
        guard radius > 0, half > 0 else {
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
            return
        }
        if radius >= half {
            addCapsule(rect, radius: half, to: cr)
            return
        }
        let r = min(radius, half / continuousReach)
        // Each corner is walked from the edge it is entered by to the edge it leaves by, in
        // (along the entering edge from the corner, into the rectangle) units of r.
        let corners: [(corner: Point, along: Point, into: Point)] = [
            (Point(x: rect.maxX, y: rect.y), Point(x: -1, y: 0), Point(x: 0, y: 1)),  // top-right
            (Point(x: rect.maxX, y: rect.maxY), Point(x: 0, y: -1), Point(x: -1, y: 0)),  // bottom-right
            (Point(x: rect.x, y: rect.maxY), Point(x: 1, y: 0), Point(x: 0, y: -1)),  // bottom-left
            (Point(x: rect.x, y: rect.y), Point(x: 0, y: 1), Point(x: 1, y: 0)),  // top-left
        ]
        cairo_move_to(cr, rect.x + continuousReach * r, rect.y)
        for (corner, along, into) in corners {
            func at(_ a: Double, _ b: Double) -> Point {
                Point(x: corner.x + (along.x * a + into.x * b) * r, y: corner.y + (along.y * a + into.y * b) * r)
            }
            for step in continuousCorner {
                if step.count == 2 {
                    let p = at(step[0], step[1])
                    cairo_line_to(cr, p.x, p.y)
                } else {
                    let c1 = at(step[0], step[1]), c2 = at(step[2], step[3]), p = at(step[4], step[5])
                    cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                }
            }
        }
        cairo_close_path(cr)
    }

    // MARK: - Steps

    /// How far a continuous corner reaches along each edge, in radii.
    private static let continuousReach = 1.52866483

    /// One corner, from the straight edge to the next: `[a, b]` is a line, `[c1a, c1b, c2a, c2b,
    /// a, b]` a cubic; `a` is measured back along the entering edge, `b` into the rectangle.
    private static let continuousCorner: [[Double]] = [
        [1.52866483, 0],
        [1.08849323, 0, 0.86840689, 0, 0.66993427, 0.06549600],
        [0.63149399, 0.07491100],
        [0.37282392, 0.16905899, 0.16905899, 0.37282392, 0.07491100, 0.63149399],
        [0.06549600, 0.66993427],
        [0, 0.86840689, 0, 1.08849323, 0, 1.52866483],
    ]

    /// A rectangle whose shorter sides are half circles of `radius` (= half the shorter side).
    private static func addCapsule(_ rect: Rect, radius: Double, to cr: OpaquePointer) {
        let r = radius
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.y + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
        cairo_arc(cr, rect.x + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, rect.x + r, rect.y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    private static func finite(_ p: Point) -> Bool { p.x.isFinite && p.y.isFinite }

    private static func fail(_ cr: OpaquePointer) -> Bool {
        cairo_new_path(cr)
        return false
    }
}
