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
    ///   - cover: user-space rectangle (points) the source must cover; only angular gradients
    ///     evaluate it.
    ///   - angularPixelScale: angular gradients become a bitmap on the device pixel grid times
    ///     this scale (`AngularGradient+Bitmap`); `nil` makes them a mesh pattern (for PDF).
    /// - Returns: `false` (source unchanged) if the paint's geometry is NaN or infinite; the
    ///   caller then skips the drawing instead of putting `cr` into an error state.
    static func set(
        _ paint: Paint, on cr: OpaquePointer, cover: @autoclosure () -> Rect, angularPixelScale: Double?
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
            let gradient = AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
            let pattern =
                if let angularPixelScale {
                    gradient.makeBitmapPattern(covering: cover(), on: cr, pixelScale: angularPixelScale)
                } else {
                    gradient.makeMeshPattern(covering: cover())
                }
            guard let pattern else { return false }
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
            return true
        case .ellipticalGradient(let stops, let center, let size, let r0, let r1):
            // The unit-square radial gradient, mapped onto the frame by the pattern matrix.
            guard finite(center.x, center.y, size.width, size.height, r0, r1), size.width > 0, size.height > 0,
                let pattern = cairo_pattern_create_radial(0, 0, max(0, r0), 0, 0, max(0, r1))
            else { return false }
            var m = cairo_matrix_t()
            cairo_matrix_init(
                &m, 1 / size.width, 0, 0, 1 / size.height, -center.x / size.width, -center.y / size.height)
            guard finite(m.xx, m.yy, m.x0, m.y0) else {
                cairo_pattern_destroy(pattern)
                return false
            }
            cairo_pattern_set_matrix(pattern, &m)
            return install(pattern, stops: stops, on: cr)
        case .meshGradient(let mesh):
            guard let pattern = MeshGradientPattern(mesh).make(covering: cover()) else { return false }
            defer { cairo_pattern_destroy(pattern) }
            guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else { return false }
            cairo_set_source(cr, pattern)
            return true
        }
    }

    /// The colour a paint shows where it has only one: the colour itself, or a gradient's first
    /// stop. Used for strokes of decorations and for placeholders.
    static func representativeColor(_ paint: Paint) -> RGBA {
        switch paint {
        case .color(let c): return c
        case .linearGradient, .radialGradient, .angularGradient, .ellipticalGradient, .meshGradient:
            return paint.stops?.first?.color ?? .black
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

    private static func finite(_ values: Double...) -> Bool { values.allSatisfy(\.isFinite) }
}
