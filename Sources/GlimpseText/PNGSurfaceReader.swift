//  PNGSurfaceReader.swift — GlimpseText (Glimpse)
//  Status: Complete
//  Behaviour: Cairo's own PNG reader (`cairo_image_surface_create_from_png_stream`) over bytes in
//  memory; one copy for both sides (GlimpseResources decodes a bundle's images with it, the
//  renderer decodes the archive's images with it).

import CPangoCairo
import Foundation

/// Reads PNG bytes into a Cairo image surface.
package enum PNGSurfaceReader {
    /// A new ARGB32 image surface (the caller destroys it) from `png`, or nil if Cairo cannot
    /// read the bytes or the image has no pixels.
    /// - Complexity: O(pixels).
    package static func surface(png: Data) -> OpaquePointer? {
        let reader = Reader(png)
        let unmanaged = Unmanaged.passRetained(reader)
        defer { unmanaged.release() }
        let read: cairo_read_func_t = { closure, data, length in
            let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
            let n = Int(length)
            guard let data, reader.offset + n <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            let start = reader.bytes.startIndex + reader.offset
            reader.bytes.copyBytes(to: data, from: start..<start + n)
            reader.offset += n
            return CAIRO_STATUS_SUCCESS
        }
        guard let surface = cairo_image_surface_create_from_png_stream(read, unmanaged.toOpaque()) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
            cairo_image_surface_get_width(surface) > 0, cairo_image_surface_get_height(surface) > 0
        else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    private final class Reader {
        let bytes: Data
        var offset = 0
        init(_ bytes: Data) { self.bytes = bytes }
    }
}
