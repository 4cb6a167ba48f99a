//  PaintSource.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: archive `Paint` → Cairo source. Colours are straight (not premultiplied) sRGB;
//  gradient geometry is absolute points (GlimpseArchive Paint.swift). Linear and radial
//  gradients pad beyond their ends, as SwiftUI's do.

import CPangoCairo
import GlimpseArchive

/// Sets Cairo sources from archive paints.
enum PaintSource {
    /// Makes `paint` the source of `cr`, in the current user space.
    ///
    /// - Parameters:
    ///   - cover: user-space rectangle (points) the source must cover; only angular gradients,
    ///     drawn as a mesh around their centre, evaluate it.
    ///   - meshFallbackScale: if set, angular gradients become a bitmap of `cover` at this many
    ///     pixels a point (for surfaces without mesh support) instead of a mesh pattern.
    /// - Returns: `false` (source unchanged) if the paint's geometry is NaN or infinite; the
    ///   caller then skips the drawing instead of putting `cr` into an error state.
    static func set(
        _ paint: Paint, on cr: OpaquePointer, cover: @autoclosure () -> Rect, meshFallbackScale: Double? = nil
    ) -> Bool {
        switch paint {
        case .color(let c):
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
            return true
        case .linearGradient(let stops, let start, let end):
            guard finite(start.x, start.y, end.x, end.y) else { return false }
            guard let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return false }
            return install(pattern, stops: stops, on: cr)
        case .radialGradient(let stops, let center, let r0, let r1):
            guard finite(center.x, center.y, r0, r1) else { return false }
            guard
                let pattern = cairo_pattern_create_radial(
                    center.x, center.y, max(0, r0), center.x, center.y, max(0, r1))
            else { return false }
            return install(pattern, stops: stops, on: cr)
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            guard finite(center.x, center.y, startAngle, endAngle) else { return false }
            let mesh = AngularGradientMesh(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
            let area = cover()
            guard var pattern = mesh.makePattern(covering: area) else { return false }
            if let scale = meshFallbackScale {
                guard let bitmap = rasterize(pattern, covering: area, scale: scale) else {
                    cairo_pattern_destroy(pattern)
                    return false
                }
                cairo_pattern_destroy(pattern)
                pattern = bitmap
            }
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
            return true
        }
    }

    /// The colour a paint shows where it has only one: the colour itself, or a gradient's first
    /// stop. Used for strokes of decorations and for placeholders.
    static func representativeColor(_ paint: Paint) -> RGBA {
        switch paint {
        case .color(let c): return c
        case .linearGradient(let s, _, _), .radialGradient(let s, _, _, _), .angularGradient(let s, _, _, _):
            return s.first?.color ?? .black
        }
    }

    // MARK: - Steps

    private static func install(_ pattern: OpaquePointer, stops: [GradientStop], on cr: OpaquePointer) -> Bool {
        defer { cairo_pattern_destroy(pattern) }
        for stop in stops.sorted(by: { $0.location < $1.location }) {
            let c = stop.color
            let location = stop.location.isFinite ? min(1, max(0, stop.location)) : 0
            cairo_pattern_add_color_stop_rgba(pattern, location, c.red, c.green, c.blue, c.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else { return false }
        cairo_set_source(cr, pattern)
        return true
    }

    /// A surface pattern holding `pattern` drawn over `area` (points) at `scale` pixels a point
    /// (at most 4096 px a side), padded beyond it; `nil` if the area is empty or not finite.
    private static func rasterize(_ pattern: OpaquePointer, covering area: Rect, scale: Double) -> OpaquePointer? {
        guard finite(area.x, area.y, area.width, area.height, scale), area.width > 0, area.height > 0 else {
            return nil
        }
        let k = min(scale, 4096 / max(area.width, area.height))
        let width = Int32((area.width * k).rounded(.up)), height = Int32((area.height * k).rounded(.up))
        guard width > 0, height > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
            return nil
        }
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_scale(cr, k, k)
        cairo_translate(cr, -area.x, -area.y)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_destroy(cr)
        let bitmap = cairo_pattern_create_for_surface(surface)!
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, k, k)
        cairo_matrix_translate(&matrix, -area.x, -area.y)
        cairo_pattern_set_matrix(bitmap, &matrix)
        cairo_pattern_set_extend(bitmap, CAIRO_EXTEND_PAD)
        return bitmap
    }

    private static func finite(_ values: Double...) -> Bool { values.allSatisfy(\.isFinite) }
}
