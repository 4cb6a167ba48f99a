//  ChartLayout+Interpolation.swift — Charts (Glimpse)
//  Status: Complete
//  Behaviour: joins a line's or an area's points by its `InterpolationMethod`, each curve a
//  cubic Bézier per segment: Catmull-Rom with its alpha (the Barry–Goldman form, end points
//  repeated), cardinal with its tension, monotone by Steffen's tangents (no overshoot: a
//  segment stays between its points' values), and the three steps. The spline families are
//  the ones Apple's `InterpolationMethod` names; Apple does not publish its formulas, so these
//  are the standard ones (the same family d3-shape draws, which Swift Charts' names follow).

import Foundation
import SwiftUI

extension ChartLayout {
    /// Joins `points` (the path is at the first) by `method`.
    static func join(_ points: [CGPoint], into path: inout Path, method: InterpolationMethod) {
        guard points.count > 1 else { return }
        let tangents = method.method == .monotone ? monotoneTangents(points) : []
        for i in 1..<points.count {
            let a = points[i - 1], b = points[i]
            let before = points[max(0, i - 2)], after = points[min(points.count - 1, i + 1)]
            switch method.method {
            case .linear:
                path.addLine(to: b)
            case .cardinal(let tension):
                let k = (1 - tension) / 6
                path.addCurve(
                    to: b, control1: CGPoint(x: a.x + k * (b.x - before.x), y: a.y + k * (b.y - before.y)),
                    control2: CGPoint(x: b.x - k * (after.x - a.x), y: b.y - k * (after.y - a.y)))
            case .catmullRom(let alpha):
                let (c1, c2) = catmullRomControls(before, a, b, after, alpha: alpha)
                path.addCurve(to: b, control1: c1, control2: c2)
            case .monotone:
                let third = (b.x - a.x) / 3
                path.addCurve(
                    to: b, control1: CGPoint(x: a.x + third, y: a.y + third * tangents[i - 1]),
                    control2: CGPoint(x: b.x - third, y: b.y - third * tangents[i]))
            case .stepStart:
                path.addLine(to: CGPoint(x: a.x, y: b.y))
                path.addLine(to: b)
            case .stepEnd:
                path.addLine(to: CGPoint(x: b.x, y: a.y))
                path.addLine(to: b)
            case .stepCenter:
                let middle = (a.x + b.x) / 2
                path.addLine(to: CGPoint(x: middle, y: a.y))
                path.addLine(to: CGPoint(x: middle, y: b.y))
                path.addLine(to: b)
            }
        }
    }

    /// The Bézier controls of the Catmull-Rom segment `p1`→`p2` with neighbours `p0` and `p3`
    /// and knot spacing |pᵢ₊₁ − pᵢ|^alpha; a neighbour that coincides with its end point
    /// (the line's first and last segments) leaves that control on the end point.
    static func catmullRomControls(
        _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, alpha: Double
    ) -> (CGPoint, CGPoint) {
        func spacing(_ u: CGPoint, _ v: CGPoint) -> Double {
            pow(Double(hypot(v.x - u.x, v.y - u.y)), alpha)
        }
        let d01 = spacing(p0, p1), d12 = spacing(p1, p2), d23 = spacing(p2, p3)
        let epsilon = 1e-12
        var c1 = p1, c2 = p2
        if d01 > epsilon, hypot(p1.x - p0.x, p1.y - p0.y) > epsilon {
            let a = 2 * d01 * d01 + 3 * d01 * d12 + d12 * d12, n = 3 * d01 * (d01 + d12)
            c1 = CGPoint(
                x: (p1.x * a - p0.x * d12 * d12 + p2.x * d01 * d01) / n,
                y: (p1.y * a - p0.y * d12 * d12 + p2.y * d01 * d01) / n)
        }
        if d23 > epsilon, hypot(p3.x - p2.x, p3.y - p2.y) > epsilon {
            let b = 2 * d23 * d23 + 3 * d23 * d12 + d12 * d12, m = 3 * d23 * (d23 + d12)
            c2 = CGPoint(
                x: (p2.x * b + p1.x * d23 * d23 - p3.x * d12 * d12) / m,
                y: (p2.y * b + p1.y * d23 * d23 - p3.y * d12 * d12) / m)
        }
        return (c1, c2)
    }

    /// Steffen's tangents (dy/dx at each point) for a monotone cubic through `points`: at an
    /// interior point the smaller of the neighbouring slopes and half their weighted mean, 0
    /// where the data turns; at the ends the one-sided three-point estimate. Segments of zero
    /// width get slope 0.
    static func monotoneTangents(_ points: [CGPoint]) -> [Double] {
        let n = points.count
        var slopes: [Double] = []
        var widths: [Double] = []
        for i in 1..<n {
            let h = Double(points[i].x - points[i - 1].x)
            widths.append(h)
            slopes.append(h == 0 ? 0 : Double(points[i].y - points[i - 1].y) / h)
        }
        var tangents = [Double](repeating: 0, count: n)
        for i in 1..<max(1, n - 1) {
            let s0 = slopes[i - 1], s1 = slopes[i], h0 = widths[i - 1], h1 = widths[i]
            guard s0 * s1 > 0, h0 + h1 != 0 else { continue }
            let mean = (s0 * h1 + s1 * h0) / (h0 + h1)
            tangents[i] = (s0 > 0 ? 1 : -1) * min(abs(s0), abs(s1), 0.5 * abs(mean))
        }
        if n == 2 {
            tangents[0] = slopes[0]
            tangents[1] = slopes[0]
        } else {
            tangents[0] = endTangent(slope: slopes[0], neighbour: tangents[1])
            tangents[n - 1] = endTangent(slope: slopes[n - 2], neighbour: tangents[n - 2])
        }
        return tangents.map { $0.isFinite ? $0 : 0 }
    }

    /// An end point's tangent from its segment's slope and the next point's tangent, turned to 0
    /// where it would point against the segment (so the end segment cannot overshoot either).
    private static func endTangent(slope: Double, neighbour: Double) -> Double {
        let tangent = (3 * slope - neighbour) / 2
        if tangent * slope <= 0 { return 0 }
        return abs(tangent) > 3 * abs(slope) ? 3 * slope : tangent
    }
}
