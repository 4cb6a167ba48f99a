//  Rotation3D.swift — SwiftUI (Glimpse)
//  Status: Complete (affine approximation; Cairo has no projective transforms)
//  Behaviour: Apple SwiftUI "rotation3DEffect(_:axis:anchor:anchorZ:perspective:)", projected as
//  Core Animation does (OpenSwiftUI `_Rotation3DEffect.Data.transform`), then fitted by the
//  affine map nearest to where the view's four corners land.

import Foundation
import GlimpseArchive

/// A 3D rotation of a flat view, seen in perspective.
struct Rotation3D {
    /// Radians, about `axis` as Core Animation's `CATransform3DMakeRotation` turns (Rodrigues'
    /// formula in layer space: x right, y down, z toward the viewer): positive turns a y-axis
    /// rotation's right edge away from the viewer, and a z-axis rotation clockwise on screen.
    var angle: Double
    var axis: (x: Double, y: Double, z: Double)
    /// Unit point in the view's frame.
    var anchor: (x: Double, y: Double)
    /// Points toward the viewer.
    var anchorZ: Double
    /// The viewer is `max(width, height) / perspective` points from the view's plane; 0 is
    /// orthographic.
    var perspective: Double

    /// Where the flat point `p` of a view framed by `rect` is drawn, or `nil` if it lands
    /// at or behind the viewer.
    ///
    /// 1. Move the anchor (x, y, `anchorZ`) to the origin.
    /// 2. Rotate about the normalised axis (Rodrigues' formula).
    /// 3. Divide by w = 1 − z / d (Core Animation's `m34 = −1/d`).
    /// 4. Move the anchor back.
    func project(_ p: CGPoint, in rect: CGRect) -> CGPoint? {
        let (ax, ay) = (rect.minX + anchor.x * rect.width, rect.minY + anchor.y * rect.height)
        let v = (Double(p.x) - ax, Double(p.y) - ay, -anchorZ)
        let r = rotated(v)
        let d = max(rect.width, rect.height) / perspective
        let w = d.isFinite && d != 0 ? 1 - r.2 / d : 1
        guard w > 1e-6 else { return nil }
        return CGPoint(x: r.0 / w + ax, y: r.1 / w + ay)
    }

    /// The affine transform (absolute points) whose images of `rect`'s corners are nearest, by
    /// the sum of squared distances, to their projections. The identity when an input is not
    /// finite or the axis is zero; a zero (undrawable) transform when a corner lands behind
    /// the viewer.
    func affine(in rect: CGRect) -> Transform {
        let identity = Transform.identity
        let inputs = [angle, axis.x, axis.y, axis.z, anchor.x, anchor.y, anchorZ, perspective]
        guard inputs.allSatisfy(\.isFinite), axis != (0, 0, 0), rect.width > 0, rect.height > 0 else {
            return identity
        }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ]
        let projected = corners.compactMap { project($0, in: rect) }
        guard projected.count == 4 else { return Transform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }
        return Self.leastSquaresAffine(from: corners, to: projected) ?? identity
    }

    // MARK: - Steps

    /// `v` rotated by `angle` about the unit `axis`: v cos θ + (k × v) sin θ + k (k · v)(1 − cos θ).
    private func rotated(_ v: (Double, Double, Double)) -> (Double, Double, Double) {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        let k = (axis.x / length, axis.y / length, axis.z / length)
        let (c, s) = (cos(angle), sin(angle))
        let dot = k.0 * v.0 + k.1 * v.1 + k.2 * v.2
        let cross = (k.1 * v.2 - k.2 * v.1, k.2 * v.0 - k.0 * v.2, k.0 * v.1 - k.1 * v.0)
        return (
            v.0 * c + cross.0 * s + k.0 * dot * (1 - c),
            v.1 * c + cross.1 * s + k.1 * dot * (1 - c),
            v.2 * c + cross.2 * s + k.2 * dot * (1 - c)
        )
    }

    /// Solves the normal equations of x' = a·x + c·y + tx and y' = b·x + d·y + ty over the
    /// pairs (Cramer's rule on the 3 × 3 system); `nil` if the source points are collinear.
    static func leastSquaresAffine(from source: [CGPoint], to target: [CGPoint]) -> Transform? {
        var m = [[Double]](repeating: [0, 0, 0], count: 3)
        var (rx, ry) = ([0.0, 0, 0], [0.0, 0, 0])
        for (p, q) in zip(source, target) {
            let row = [Double(p.x), Double(p.y), 1]
            for i in 0..<3 {
                for j in 0..<3 { m[i][j] += row[i] * row[j] }
                rx[i] += row[i] * Double(q.x)
                ry[i] += row[i] * Double(q.y)
            }
        }
        func det(_ a: [[Double]]) -> Double {
            a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
                + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0])
        }
        let d = det(m)
        guard abs(d) > 1e-12 else { return nil }
        func solve(_ r: [Double]) -> [Double] {
            (0..<3).map { column in
                var a = m
                for i in 0..<3 { a[i][column] = r[i] }
                return det(a) / d
            }
        }
        let (x, y) = (solve(rx), solve(ry))
        return Transform(a: x[0], b: y[0], c: x[1], d: y[1], tx: x[2], ty: y[2])
    }
}
