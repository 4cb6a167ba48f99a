//  Path+Measure.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "Path.boundingRect" (the tight bounds of the drawn outline, control
//  points excluded, as Core Graphics' `boundingBoxOfPath`), "trimmedPath(from:to:)" (fractions
//  of the total length, closing lines included), "contains(_:eoFill:)" and "offsetBy(dx:dy:)".

public import Foundation

extension Path {
    /// The smallest rectangle containing every point of the outline (not the control points
    /// of curves). `CGRect.null` for an empty path.
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func include(_ p: CGPoint) {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        for segment in segments {
            include(segment.p0)
            include(segment.p3)
            guard segment.kind == .curve else { continue }
            for t in Self.extremeParameters(segment) { include(segment.point(at: t)) }
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Parameters in (0, 1) where a cubic's x or y has a turning point.
    private static func extremeParameters(_ s: PathSegment) -> [CGFloat] {
        var result: [CGFloat] = []
        for (p0, p1, p2, p3) in [(s.p0.x, s.c1.x, s.c2.x, s.p3.x), (s.p0.y, s.c1.y, s.c2.y, s.p3.y)] {
            // B'(t)/3 = a t² + b t + c
            let a = -p0 + 3 * p1 - 3 * p2 + p3
            let b = 2 * (p0 - 2 * p1 + p2)
            let c = p1 - p0
            if abs(a) < 1e-12 {
                if abs(b) > 1e-12 { result.append(-c / b) }
                continue
            }
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { continue }
            let root = discriminant.squareRoot()
            result.append((-b + root) / (2 * a))
            result.append((-b - root) / (2 * a))
        }
        return result.filter { $0 > 0 && $0 < 1 }
    }

    /// The total length of the outline in points, closing lines included.
    var length: CGFloat { segments.reduce(0) { $0 + ($1.kind == .move ? 0 : $1.lengthTable().last!) } }

    /// The part of the path between the fractions `from` and `to` (0…1) of its length.
    ///
    /// Fractions are clamped to 0…1; `from >= to` gives an empty path and 0…1 the path
    /// itself. A closed subpath that lies wholly inside the range stays closed.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let from = min(max(from, 0), 1)
        let to = min(max(to, 0), 1)
        if from <= 0 && to >= 1 { return self }
        guard from < to else { return Path() }
        let pieces = segments
        let tables = pieces.map { $0.kind == .move ? [0] : $0.lengthTable() }
        let total = tables.reduce(0) { $0 + $1.last! }
        guard total > 0 else { return Path() }
        let startLength = from * total
        let endLength = to * total
        let epsilon = total * 1e-9

        var result = Path()
        var offset: CGFloat = 0
        var subpathStartOffset: CGFloat = 0
        var needsMove = true
        for (index, piece) in pieces.enumerated() {
            let length = tables[index].last!
            defer { offset += length }
            if piece.kind == .move {
                subpathStartOffset = offset
                needsMove = true
                continue
            }
            let lower = max(offset, startLength)
            let upper = min(offset + length, endLength)
            guard upper - lower > epsilon || (length == 0 && offset >= startLength && offset < endLength) else {
                needsMove = true
                continue
            }
            // Within `epsilon` of an end of the piece counts as that end, so rounding in the
            // measured lengths neither clips a piece nor adds a sliver of the next one.
            let t0 = lower - offset <= epsilon ? 0 : PathSegment.parameter(forLength: lower - offset, in: tables[index])
            let t1 =
                offset + length - upper <= epsilon
                ? 1 : PathSegment.parameter(forLength: upper - offset, in: tables[index])
            let part = piece.slice(t0, t1)
            if needsMove {
                result.move(to: part.p0)
                needsMove = false
            }
            let wholeSubpath = subpathStartOffset >= startLength && offset + length <= endLength
            switch piece.kind {
            case .close where wholeSubpath: result.closeSubpath()
            case .line, .close: result.addLine(to: part.p3)
            case .curve: result.addCurve(to: part.p3, control1: part.c1, control2: part.c2)
            case .move: break
            }
            if piece.kind == .close { needsMove = true }
        }
        return result
    }

    /// Whether `point` is inside the path under the non-zero (or even-odd) rule; subpaths
    /// count as closed.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        func cross(_ a: CGPoint, _ b: CGPoint) {
            guard (a.y <= point.y) != (b.y <= point.y) else { return }
            let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
            if x > point.x { winding += b.y > a.y ? 1 : -1 }
        }
        var start = CGPoint.zero
        var last = CGPoint.zero
        for piece in segments {
            switch piece.kind {
            case .move:
                cross(last, start)
                start = piece.p0
                last = piece.p0
            case .line, .close:
                cross(piece.p0, piece.p3)
                last = piece.p3
            case .curve:
                var previous = piece.p0
                for i in 1...16 {
                    let p = piece.point(at: CGFloat(i) / 16)
                    cross(previous, p)
                    previous = p
                }
                last = piece.p3
            }
        }
        cross(last, start)
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// The path moved by (`dx`, `dy`) points.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        mapPoints { CGPoint(x: $0.x + dx, y: $0.y + dy) }
    }

    /// The path with every point (control points included) passed through `transform`.
    func mapPoints(_ transform: (CGPoint) -> CGPoint) -> Path {
        Path(
            elements: elements.map { element in
                switch element {
                case .move(let p): return .move(to: transform(p))
                case .line(let p): return .line(to: transform(p))
                case .quadCurve(let p, let c): return .quadCurve(to: transform(p), control: transform(c))
                case .curve(let p, let c1, let c2):
                    return .curve(to: transform(p), control1: transform(c1), control2: transform(c2))
                case .closeSubpath: return .closeSubpath
                }
            })
    }
}
