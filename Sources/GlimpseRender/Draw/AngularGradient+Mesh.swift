//  AngularGradient+Mesh.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: the conic gradient as a Cairo mesh pattern, which the PDF surface keeps as
//  vector shading (Cairo's SVG surface cannot, and turns the whole page into a bitmap).

import CPangoCairo
import Foundation
import GlimpseArchive

extension AngularGradient {
    /// A new mesh pattern reaching past every corner of `cover` (points); the caller destroys it.
    /// - Returns: `nil` if there are no stops or Cairo refuses the pattern.
    func makeMeshPattern(covering cover: Rect) -> OpaquePointer? {
        guard !stops.isEmpty, let pattern = cairo_pattern_create_mesh() else { return nil }
        let radius = coverRadius(cover)
        for (a0, a1, c0, c1) in wedges() {
            addWedge(to: pattern, from: a0, to: a1, colors: (c0, c1), radius: radius)
        }
        guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else {
            cairo_pattern_destroy(pattern)
            return nil
        }
        return pattern
    }

    // MARK: - Mesh steps

    /// The largest wedge, in radians; a cubic follows a circular arc this short within 0.002 %.
    private static let maximumWedge = Double.pi / 8

    /// Wedges `(angle0, angle1, colour0, colour1)` covering one full turn from `startAngle`.
    private func wedges() -> [(Double, Double, RGBA, RGBA)] {
        let span = endAngle - startAngle
        var result: [(Double, Double, RGBA, RGBA)] = []
        // The gradient's own range, cut at every stop.
        if span > 0 {
            var cuts = [0.0] + stops.map { min(1, max(0, $0.location)) } + [1.0]
            cuts = Array(Set(cuts)).sorted()
            for (t0, t1) in zip(cuts, cuts.dropFirst()) {
                appendSplit(
                    &result, from: startAngle + t0 * span, to: startAngle + t1 * span,
                    colors: (color(at: t0), color(at: t1)))
            }
        }
        // The gap up to a full turn: last colour, then first colour.
        let gap = 2 * Double.pi - span
        if gap > 0 {
            let last = color(at: 1), first = color(at: 0)
            appendSplit(&result, from: endAngle, to: endAngle + gap / 2, colors: (last, last))
            appendSplit(&result, from: endAngle + gap / 2, to: startAngle + 2 * Double.pi, colors: (first, first))
        }
        return result
    }

    /// Appends `[a0, a1]` split into wedges no wider than `maximumWedge`, colours interpolated.
    private func appendSplit(
        _ result: inout [(Double, Double, RGBA, RGBA)], from a0: Double, to a1: Double, colors: (RGBA, RGBA)
    ) {
        guard a1 > a0 else { return }
        let n = min(Int(saturating: ((a1 - a0) / Self.maximumWedge).rounded(.up)), 4096)
        func mix(_ f: Double) -> RGBA {
            let (c0, c1) = colors
            return RGBA(
                c0.red + (c1.red - c0.red) * f, c0.green + (c1.green - c0.green) * f,
                c0.blue + (c1.blue - c0.blue) * f, c0.alpha + (c1.alpha - c0.alpha) * f)
        }
        for i in 0..<n {
            let f0 = Double(i) / Double(n), f1 = Double(i + 1) / Double(n)
            result.append((a0 + (a1 - a0) * f0, a0 + (a1 - a0) * f1, mix(f0), mix(f1)))
        }
    }

    /// Distance from the centre to the farthest corner of `cover`, plus a point of margin.
    private func coverRadius(_ cover: Rect) -> Double {
        let xs = [cover.x - center.x, cover.maxX - center.x]
        let ys = [cover.y - center.y, cover.maxY - center.y]
        var r = 0.0
        for x in xs { for y in ys { r = max(r, (x * x + y * y).squareRoot()) } }
        return r.isFinite ? r + 1 : 1
    }

    /// One patch: centre → arc start → (cubic arc) → arc end → centre.
    private func addWedge(
        to pattern: OpaquePointer, from a0: Double, to a1: Double, colors: (RGBA, RGBA), radius: Double
    ) {
        let k = 4.0 / 3.0 * tan((a1 - a0) / 4) * radius
        let p0 = Point(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
        let p1 = Point(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
        let c1 = Point(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0))
        let c2 = Point(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1))
        cairo_mesh_pattern_begin_patch(pattern)
        cairo_mesh_pattern_move_to(pattern, center.x, center.y)
        cairo_mesh_pattern_line_to(pattern, p0.x, p0.y)
        cairo_mesh_pattern_curve_to(pattern, c1.x, c1.y, c2.x, c2.y, p1.x, p1.y)
        cairo_mesh_pattern_line_to(pattern, center.x, center.y)
        let (start, end) = colors
        for (corner, c) in [(0, start), (1, start), (2, end), (3, end)] {
            cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), c.red, c.green, c.blue, c.alpha)
        }
        cairo_mesh_pattern_end_patch(pattern)
    }
}
