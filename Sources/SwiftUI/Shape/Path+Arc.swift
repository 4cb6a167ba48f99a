//  Path+Arc.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "Path.addArc(center:radius:startAngle:endAngle:clockwise:)",
//  "addRelativeArc", "addArc(tangent1End:tangent2End:radius:)", "addEllipse(in:)", with Core
//  Graphics semantics: angles turn from +x towards +y; `clockwise` is meant in a y-up space, so
//  `clockwise: false` increases the angle and is drawn clockwise on SwiftUI's y-down screen.
//  If the path has an open subpath, a line joins its current point to the arc's start.

public import Foundation

extension Path {
    /// The magic number for a quarter circle: control points sit 4/3·tan(θ/4) radii out.
    static func bezierArm(_ sweep: Double) -> Double { 4.0 / 3.0 * tan(sweep / 4) }

    /// Adds an arc of the circle about `center` from `startAngle` to `endAngle`.
    ///
    /// - Parameter clockwise: Core Graphics' sense in a y-up space: `false` sweeps through
    ///   increasing angles (on screen: clockwise, from +x down towards +y).
    ///   A sweep of 2π or more in the given direction draws the whole circle.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let first = elements.count
        defer { transformElements(from: first, by: transform) }
        let twoPi = 2 * Double.pi
        let start = startAngle.radians
        let end = endAngle.radians
        var sweep: Double
        if !clockwise {
            sweep = end - start >= twoPi ? twoPi : positiveRemainder(end - start, twoPi)
        } else {
            sweep = start - end >= twoPi ? -twoPi : -positiveRemainder(start - end, twoPi)
        }
        if sweep == -0.0 { sweep = 0 }
        appendArc(center: center, radiusX: radius, radiusY: radius, startAngle: start, sweep: sweep)
    }

    /// Adds an arc of the circle about `center` starting at `startAngle` and turning by `delta`
    /// (positive: increasing angles, clockwise on screen).
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        let first = elements.count
        defer { transformElements(from: first, by: transform) }
        appendArc(
            center: center, radiusX: radius, radiusY: radius, startAngle: startAngle.radians, sweep: delta.radians)
    }

    /// Adds a line from the current point towards `tangent1End` and an arc of `radius` tangent
    /// to the lines current point → `tangent1End` and `tangent1End` → `tangent2End`.
    ///
    /// Collinear points, or a zero radius, add a line to `tangent1End`. On an empty path the
    /// arc's subpath starts at `tangent1End`, as Core Graphics does.
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let first = elements.count
        defer { transformElements(from: first, by: transform) }
        guard let p0 = currentPoint else { return move(to: tangent1End) }
        let t1 = tangent1End
        let u1 = unit(CGPoint(x: p0.x - t1.x, y: p0.y - t1.y))
        let u2 = unit(CGPoint(x: tangent2End.x - t1.x, y: tangent2End.y - t1.y))
        let cosine = Double(u1.x * u2.x + u1.y * u2.y)
        guard radius > 0, u1 != .zero, u2 != .zero, abs(cosine) < 1 - 1e-12 else {
            return addLine(to: t1)
        }
        let half = acos(cosine) / 2  // half the angle between the two tangent lines
        let reach = Double(radius) / tan(half)  // tangent point distance from t1
        let q1 = CGPoint(x: t1.x + u1.x * reach, y: t1.y + u1.y * reach)
        let bisector = unit(CGPoint(x: u1.x + u2.x, y: u1.y + u2.y))
        let toCenter = Double(radius) / sin(half)
        let center = CGPoint(x: t1.x + bisector.x * toCenter, y: t1.y + bisector.y * toCenter)
        let a0 = atan2(Double(q1.y - center.y), Double(q1.x - center.x))
        let q2 = CGPoint(x: t1.x + u2.x * reach, y: t1.y + u2.y * reach)
        let a1 = atan2(Double(q2.y - center.y), Double(q2.x - center.x))
        var sweep = a1 - a0
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        appendArc(center: center, radiusX: radius, radiusY: radius, startAngle: a0, sweep: sweep)
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath: from (maxX, midY) through
    /// increasing angles (clockwise on screen), four quarter curves.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let first = elements.count
        defer { transformElements(from: first, by: transform) }
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        move(to: CGPoint(x: r.maxX, y: r.midY))
        appendArc(center: center, radiusX: r.width / 2, radiusY: r.height / 2, startAngle: 0, sweep: 2 * .pi)
        closeSubpath()
    }

    // MARK: - Steps

    /// Appends an elliptical arc as cubic curves of at most 90°; joins the current open
    /// subpath with a line, or starts a subpath, at the arc's first point.
    mutating func appendArc(center: CGPoint, radiusX: CGFloat, radiusY: CGFloat, startAngle: Double, sweep: Double) {
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radiusX * CGFloat(cos(angle)), y: center.y + radiusY * CGFloat(sin(angle)))
        }
        let first = point(startAngle)
        if hasOpenSubpath {
            if currentPoint != first { addLine(to: first) }
        } else {
            move(to: first)
        }
        guard sweep != 0, sweep.isFinite else { return }
        let count = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(count)
        let arm = Self.bezierArm(step)
        for i in 0..<count {
            let a0 = startAngle + step * Double(i)
            let a1 = i == count - 1 ? startAngle + sweep : a0 + step
            let p0 = point(a0)
            let p1 = point(a1)
            let c1 = CGPoint(
                x: p0.x - radiusX * CGFloat(arm * sin(a0)), y: p0.y + radiusY * CGFloat(arm * cos(a0)))
            let c2 = CGPoint(
                x: p1.x + radiusX * CGFloat(arm * sin(a1)), y: p1.y - radiusY * CGFloat(arm * cos(a1)))
            elements.append(.curve(to: p1, control1: c1, control2: c2))
        }
    }
}

/// `value` modulo `modulus`, in [0, modulus).
private func positiveRemainder(_ value: Double, _ modulus: Double) -> Double {
    let r = value.truncatingRemainder(dividingBy: modulus)
    return r < 0 ? r + modulus : r
}

/// `v` scaled to length 1; zero stays zero.
private func unit(_ v: CGPoint) -> CGPoint {
    let length = (v.x * v.x + v.y * v.y).squareRoot()
    return length > 0 ? CGPoint(x: v.x / length, y: v.y / length) : .zero
}
