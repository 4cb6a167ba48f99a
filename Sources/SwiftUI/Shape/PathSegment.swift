//  PathSegment.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: the drawn pieces of a `Path` with their start points, as lines and cubic
//  Béziers (quadratics raised to cubics exactly), for measuring and trimming.

import Foundation

/// One drawn piece of a path: a line or a cubic curve, with where it starts.
struct PathSegment {
    enum Kind: Equatable {
        case move
        case line
        case curve
        /// The closing line of a subpath.
        case close
    }

    var kind: Kind
    var p0: CGPoint
    var c1: CGPoint
    var c2: CGPoint
    var p3: CGPoint

    static func line(_ a: CGPoint, _ b: CGPoint, kind: Kind = .line) -> PathSegment {
        PathSegment(kind: kind, p0: a, c1: a, c2: b, p3: b)
    }

    /// The point at parameter `t` (0…1).
    func point(at t: CGFloat) -> CGPoint {
        if kind != .curve {
            return CGPoint(x: p0.x + (p3.x - p0.x) * t, y: p0.y + (p3.y - p0.y) * t)
        }
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p3.x, y: a * p0.y + b * c1.y + c * c2.y + d * p3.y)
    }

    /// The piece between parameters `t0` and `t1` (de Casteljau).
    func slice(_ t0: CGFloat, _ t1: CGFloat) -> PathSegment {
        if kind != .curve { return .line(point(at: t0), point(at: t1), kind: kind) }
        let right = split(at: t0).1
        let t = t0 >= 1 ? 0 : (t1 - t0) / (1 - t0)
        return right.split(at: t).0
    }

    private func split(at t: CGFloat) -> (PathSegment, PathSegment) {
        func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        let ab = lerp(p0, c1), bc = lerp(c1, c2), cd = lerp(c2, p3)
        let abc = lerp(ab, bc), bcd = lerp(bc, cd)
        let mid = lerp(abc, bcd)
        return (
            PathSegment(kind: .curve, p0: p0, c1: ab, c2: abc, p3: mid),
            PathSegment(kind: .curve, p0: mid, c1: bcd, c2: cd, p3: p3)
        )
    }

    /// Samples along a curve used to measure it; lines need none.
    static let samples = 32

    /// Cumulative lengths at `samples + 1` evenly spaced parameters (points).
    func lengthTable() -> [CGFloat] {
        if kind != .curve { return [0, hypot(p3.x - p0.x, p3.y - p0.y)] }
        var table: [CGFloat] = [0]
        table.reserveCapacity(Self.samples + 1)
        var previous = p0
        for i in 1...Self.samples {
            let p = point(at: CGFloat(i) / CGFloat(Self.samples))
            table.append(table[i - 1] + hypot(p.x - previous.x, p.y - previous.y))
            previous = p
        }
        return table
    }

    /// The parameter at which `length` (points from the start) is reached, from `table`.
    static func parameter(forLength length: CGFloat, in table: [CGFloat]) -> CGFloat {
        guard let total = table.last, total > 0 else { return 0 }
        if length <= 0 { return 0 }
        if length >= total { return 1 }
        var low = 0
        var high = table.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if table[mid] < length { low = mid } else { high = mid }
        }
        let span = table[high] - table[low]
        let fraction = span > 0 ? (length - table[low]) / span : 0
        return (CGFloat(low) + fraction) / CGFloat(table.count - 1)
    }
}

extension Path {
    /// The path's pieces in order, moves included (as zero-length `.move` segments).
    var segments: [PathSegment] {
        var result: [PathSegment] = []
        result.reserveCapacity(elements.count)
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                result.append(.line(p, p, kind: .move))
                current = p
                start = p
            case .line(let p):
                result.append(.line(current, p))
                current = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                result.append(PathSegment(kind: .curve, p0: current, c1: c1, c2: c2, p3: p))
                current = p
            case .curve(let p, let c1, let c2):
                result.append(PathSegment(kind: .curve, p0: current, c1: c1, c2: c2, p3: p))
                current = p
            case .closeSubpath:
                result.append(.line(current, start, kind: .close))
                current = start
            }
        }
        return result
    }
}
