//  Path+Archive.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: the archive's form of a `Path` (GlimpseArchive PathData, absolute points), and
//  Apple SwiftUI's `Path.description` / `init?(_:)` text form ("x y m", "x y l",
//  "cx cy x y q", "c1x c1y c2x c2y x y c", "h"; also "x y w h re" when parsing).

import Foundation
import GlimpseArchive

extension Path {
    /// The archive's path data: the same elements, coordinates in absolute points.
    var archivePath: PathData {
        PathData(
            elements.map { element -> PathElement in
                switch element {
                case .move(let p): return .move(to: p.archivePoint)
                case .line(let p): return .line(to: p.archivePoint)
                case .quadCurve(let p, let c): return .quadCurve(to: p.archivePoint, control: c.archivePoint)
                case .curve(let p, let c1, let c2):
                    return .curve(to: p.archivePoint, control1: c1.archivePoint, control2: c2.archivePoint)
                case .closeSubpath: return .closeSubpath
                }
            })
    }

    /// The path with `transform` (points) applied to every point.
    func applying(_ transform: Transform) -> Path {
        mapPoints { p in
            let q = transform.apply(Point(x: Double(p.x), y: Double(p.y)))
            return CGPoint(x: q.x, y: q.y)
        }
    }
}

extension Path: LosslessStringConvertible {
    /// The path as PostScript-like text, e.g. `"0 0 m 10 0 l 10 10 l h"`.
    public var description: String {
        var out: [String] = []
        func add(_ points: CGPoint..., op: String) {
            for p in points { out.append(fmt(Double(p.x))); out.append(fmt(Double(p.y))) }
            out.append(op)
        }
        for element in elements {
            switch element {
            case .move(let p): add(p, op: "m")
            case .line(let p): add(p, op: "l")
            case .quadCurve(let p, let c): add(c, p, op: "q")
            case .curve(let p, let c1, let c2): add(c1, c2, p, op: "c")
            case .closeSubpath: out.append("h")
            }
        }
        return out.joined(separator: " ")
    }

    /// Parses the text form of `description`; nil if a token is not a number or operator, or
    /// an operator lacks its numbers.
    public init?(_ string: String) {
        self.init()
        var numbers: [CGFloat] = []
        for token in string.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            if let value = Double(token) {
                numbers.append(CGFloat(value))
                continue
            }
            func point(_ i: Int) -> CGPoint { CGPoint(x: numbers[i], y: numbers[i + 1]) }
            switch (token, numbers.count) {
            case ("m", 2): move(to: point(0))
            case ("l", 2): addLine(to: point(0))
            case ("q", 4): addQuadCurve(to: point(2), control: point(0))
            case ("c", 6): addCurve(to: point(4), control1: point(0), control2: point(2))
            case ("re", 4): addRect(CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
            case ("h", 0): closeSubpath()
            default: return nil
            }
            numbers.removeAll()
        }
        guard numbers.isEmpty else { return nil }
    }
}
