//  PathData.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: a vector path in absolute points; arcs and ellipses are already flattened to
//  cubic Béziers by SwiftUI's `Path`. Encoded as SVG path data ("M 0 0 L 10 0 Z"), which is
//  compact in JSON and readable in golden files.

/// One element of a path; coordinates in points.
public enum PathElement: Hashable, Sendable {
    case move(to: Point)
    case line(to: Point)
    case quadCurve(to: Point, control: Point)
    case curve(to: Point, control1: Point, control2: Point)
    case closeSubpath
}

/// A sequence of path elements. `Codable` as an SVG path-data string.
public struct PathData: Hashable, Codable, Sendable {
    public var elements: [PathElement]
    public init(_ elements: [PathElement] = []) { self.elements = elements }

    /// The SVG path-data form, numbers with at most 3 decimals (`fmt`).
    public var svg: String { PathDataText.write(elements) }

    /// Parses SVG path data made of absolute `M L Q C Z` commands.
    /// - Throws: `ArchiveError` with code `.malformed` naming the bad token.
    public init(svg: String) throws {
        if let elements = PathDataText.read(svg) {
            self.elements = elements
            return
        }
        let tokens = svg.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" })
        var i = 0
        var result: [PathElement] = []
        func number() throws -> Double {
            guard i < tokens.count, let v = Double(tokens[i]), v.isFinite else {
                throw ArchiveError(.malformed, "path data: expected a number at token \(i) of '\(svg.prefix(80))'")
            }
            i += 1
            return v
        }
        func point() throws -> Point { Point(x: try number(), y: try number()) }
        while i < tokens.count {
            let op = tokens[i]
            i += 1
            switch op {
            case "M": result.append(.move(to: try point()))
            case "L": result.append(.line(to: try point()))
            case "Q":
                let c = try point()
                result.append(.quadCurve(to: try point(), control: c))
            case "C":
                let c1 = try point()
                let c2 = try point()
                result.append(.curve(to: try point(), control1: c1, control2: c2))
            case "Z": result.append(.closeSubpath)
            default:
                throw ArchiveError(.malformed, "path data: unknown command '\(op)'; expected M, L, Q, C or Z")
            }
        }
        elements = result
    }

    public init(from decoder: any Decoder) throws {
        try self.init(svg: try decoder.singleValueContainer().decode(String.self))
    }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(svg)
    }
}

/// Formats a coordinate with at most three decimals and no trailing zeros ("12", "0.333").
/// Past 10¹⁵ a number is written in Swift's exponent form ("1e+20"), which reads back as
/// itself (so intake's range check names it rather than the reader failing); NaN and the
/// infinities, which path data cannot hold, are written as 0.
public func fmt(_ v: Double) -> String {
    guard v.isFinite else { return "0" }
    let r = (v * 1000).rounded() / 1000
    guard r.isFinite, abs(r) < 1e15 else { return "\(v)" }
    if r == r.rounded() { return String(Int(r)) }
    var s = String(format3(r))
    while s.hasSuffix("0") { s.removeLast() }
    return s
}

private func format3(_ v: Double) -> String {
    let neg = v < 0
    let scaled = Int((abs(v) * 1000).rounded())
    let whole = scaled / 1000
    let frac = scaled % 1000
    var f = String(frac)
    while f.count < 3 { f = "0" + f }
    return (neg ? "-" : "") + "\(whole).\(f)"
}
