//  VectorDocument.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: Cairo's SVG and PDF surfaces, sized in points, written to memory through Cairo's
//  write-function streams.

import CPangoCairo
import Foundation

/// A Cairo vector surface whose output is collected in memory.
final class VectorDocument {
    enum Kind { case svg, pdf }

    /// The `cairo_surface_t*`; drawing happens on a context created for it.
    let surface: OpaquePointer
    private let sink: Sink

    private final class Sink {
        var data = Data()
    }

    /// A new document of `width × height` points. Raster fallbacks (mesh gradients, shadows)
    /// use `fallbackScale` pixels a point.
    /// - Throws: `RenderError` `.drawing` if Cairo cannot create the surface.
    init(_ kind: Kind, width: Double, height: Double, fallbackScale: Double) throws {
        let sink = Sink()
        let write: cairo_write_func_t = { closure, data, length in
            let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
            if let data, length > 0 { sink.data.append(data, count: Int(length)) }
            return CAIRO_STATUS_SUCCESS
        }
        // The sink outlives the surface: `finish()` is the last write, and `self` owns both.
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let created: OpaquePointer? =
            switch kind {
            case .svg: cairo_svg_surface_create_for_stream(write, closure, width, height)
            case .pdf: cairo_pdf_surface_create_for_stream(write, closure, width, height)
            }
        guard let created, cairo_surface_status(created) == CAIRO_STATUS_SUCCESS else {
            if let created { cairo_surface_destroy(created) }
            throw RenderError(.drawing, "Cairo could not create a \(width)×\(height) pt \(kind) surface")
        }
        cairo_surface_set_fallback_resolution(created, 72 * fallbackScale, 72 * fallbackScale)
        self.surface = created
        self.sink = sink
    }

    deinit { cairo_surface_destroy(surface) }

    /// Finishes the document (Cairo writes the rest) and returns its bytes.
    /// - Throws: `RenderError` `.encoding` with Cairo's status if the surface failed.
    func finish() throws -> Data {
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError(
                .encoding, "Cairo could not write the document: \(String(cString: cairo_status_to_string(status)))")
        }
        return sink.data
    }
}
