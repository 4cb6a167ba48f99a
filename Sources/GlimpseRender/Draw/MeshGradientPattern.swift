//  MeshGradientPattern.swift — GlimpseRender (Glimpse)
//  Status: Complete (vertices' Bézier control points are implicit: `MeshGradient.BezierPoint`
//  meshes arrive as their vertex positions)
//  Behaviour: SwiftUI "MeshGradient" (iOS 18): a grid of coloured vertices joined by smooth
//  patches. Each cell is cut into sub-patches whose corners lie on the Catmull-Rom surface
//  through the vertices (so edges bend smoothly through neighbouring vertices), coloured by the
//  same cubic through the neighbours' colours (`smoothsColors`) or bilinearly; Cairo's mesh
//  pattern blends each sub-patch bilinearly. The background fills the rest of `cover`.

import CPangoCairo
import GlimpseArchive

/// Builds a Cairo mesh pattern from an archive `MeshPaint`.
struct MeshGradientPattern {
    let mesh: MeshPaint

    init(_ mesh: MeshPaint) { self.mesh = mesh }

    /// At most about this many sub-patches in all (each cell is cut into n × n, n ≤ 8).
    static let patchBudget = 1024

    /// The pattern, in user space (points), or `nil` if Cairo cannot make one. A mesh whose
    /// counts do not match `width × height`, or with a non-finite point, draws its background only.
    /// - Complexity: O(patches), at most about `patchBudget` patches plus one.
    func make(covering cover: Rect) -> OpaquePointer? {
        guard let pattern = cairo_pattern_create_mesh() else { return nil }
        if mesh.background.alpha > 0, [cover.x, cover.y, cover.width, cover.height].allSatisfy(\.isFinite) {
            let corners = [
                Point(x: cover.x, y: cover.y), Point(x: cover.maxX, y: cover.y),
                Point(x: cover.maxX, y: cover.maxY), Point(x: cover.x, y: cover.maxY),
            ]
            addPatch(pattern, corners, Array(repeating: mesh.background, count: 4))
        }
        let (w, h) = (mesh.width, mesh.height)
        guard w >= 2, h >= 2, w <= 64, h <= 64, mesh.points.count == w * h, mesh.colors.count == w * h,
            mesh.points.allSatisfy({ $0.x.isFinite && $0.y.isFinite })
        else { return pattern }
        let cells = (w - 1) * (h - 1)
        let n = max(1, min(8, Int((Double(Self.patchBudget) / Double(cells)).squareRoot())))
        // The surface sampled on an (n(w−1)+1) × (n(h−1)+1) grid, then one patch per square.
        let columns = n * (w - 1) + 1
        let rows = n * (h - 1) + 1
        var points: [Point] = []
        var colors: [RGBA] = []
        points.reserveCapacity(columns * rows)
        for r in 0..<rows {
            for c in 0..<columns {
                let (i, u) = split(c, n, w)
                let (j, v) = split(r, n, h)
                points.append(position(i, j, u, v))
                colors.append(color(i, j, u, v))
            }
        }
        for r in 0..<(rows - 1) {
            for c in 0..<(columns - 1) {
                let k = [r * columns + c, r * columns + c + 1, (r + 1) * columns + c + 1, (r + 1) * columns + c]
                addPatch(pattern, k.map { points[$0] }, k.map { colors[$0] })
            }
        }
        return pattern
    }

    // MARK: - Steps

    /// Sample `k` of a side cut `n` ways per cell: the cell index and the fraction within it.
    private func split(_ k: Int, _ n: Int, _ vertices: Int) -> (Int, Double) {
        let cell = min(k / n, vertices - 2)
        return (cell, Double(k - cell * n) / Double(n))
    }

    /// The Catmull-Rom weights of the four vertices around a cell at fraction `t`.
    private func weights(_ t: Double) -> [Double] {
        let t2 = t * t
        let t3 = t2 * t
        return [(-t + 2 * t2 - t3) / 2, (2 - 5 * t2 + 3 * t3) / 2, (t + 4 * t2 - 3 * t3) / 2, (t3 - t2) / 2]
    }

    /// The vertex at column `i`, row `j`, clamped to the grid (an edge repeats its vertex).
    private func index(_ i: Int, _ j: Int) -> Int {
        min(max(j, 0), mesh.height - 1) * mesh.width + min(max(i, 0), mesh.width - 1)
    }

    private func position(_ i: Int, _ j: Int, _ u: Double, _ v: Double) -> Point {
        let (wu, wv) = (weights(u), weights(v))
        var (x, y) = (0.0, 0.0)
        for b in 0..<4 {
            for a in 0..<4 {
                let p = mesh.points[index(i + a - 1, j + b - 1)]
                let weight = wu[a] * wv[b]
                x += weight * p.x
                y += weight * p.y
            }
        }
        return Point(x: x, y: y)
    }

    private func color(_ i: Int, _ j: Int, _ u: Double, _ v: Double) -> RGBA {
        var sum = [0.0, 0.0, 0.0, 0.0]
        func add(_ c: RGBA, _ weight: Double) {
            sum[0] += weight * c.red
            sum[1] += weight * c.green
            sum[2] += weight * c.blue
            sum[3] += weight * c.alpha
        }
        if mesh.smoothsColors {
            let (wu, wv) = (weights(u), weights(v))
            for b in 0..<4 {
                for a in 0..<4 { add(mesh.colors[index(i + a - 1, j + b - 1)], wu[a] * wv[b]) }
            }
        } else {
            add(mesh.colors[index(i, j)], (1 - u) * (1 - v))
            add(mesh.colors[index(i + 1, j)], u * (1 - v))
            add(mesh.colors[index(i, j + 1)], (1 - u) * v)
            add(mesh.colors[index(i + 1, j + 1)], u * v)
        }
        let c = sum.map { $0.isFinite ? min(1, max(0, $0)) : 0 }
        return RGBA(c[0], c[1], c[2], c[3])
    }

    /// One four-sided patch with straight sides, corners in order, each with its colour.
    private func addPatch(_ pattern: OpaquePointer, _ corners: [Point], _ colors: [RGBA]) {
        cairo_mesh_pattern_begin_patch(pattern)
        cairo_mesh_pattern_move_to(pattern, corners[0].x, corners[0].y)
        for p in corners.dropFirst() { cairo_mesh_pattern_line_to(pattern, p.x, p.y) }
        for (k, c) in colors.enumerated() {
            cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(k), c.red, c.green, c.blue, c.alpha)
        }
        cairo_mesh_pattern_end_patch(pattern)
    }
}
