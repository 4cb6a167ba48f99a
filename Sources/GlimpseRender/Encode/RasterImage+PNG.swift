//  RasterImage+PNG.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: a bitmap a host put together itself (a whole surface of widgets) written with the
//  renderer's own PNG chunk writer over libdeflate (PNGEncoder); read back with Cairo's reader
//  (GlimpseText's PNGSurfaceReader), so tests compare the pixels of PNGs the front ends wrote.

import CPangoCairo
public import Foundation
import GlimpseText

extension RasterImage {
    /// The image as PNG bytes (8-bit RGBA).
    /// - Parameter compression: `.fast` for frames that are shown and dropped, `.small` for kept files.
    /// - Throws: `RenderError` `.encoding` if the image is empty or too large for one PNG.
    public func pngData(compression: PNGCompression = .fast) throws -> Data {
        let encoder = PNGEncoder(compression: compression)
        return try rgba.withUnsafeBytes { try encoder.encodeRGBA($0.baseAddress!, width: width, height: height) }
    }
}

extension RasterImage {
    /// The pixels of `png` as straight RGBA, or nil if Cairo cannot read it.
    /// - Complexity: O(pixels).
    package init?(png: Data) {
        guard let surface = PNGSurfaceReader.surface(png: png) else { return nil }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride)
            for x in 0..<width {
                // Cairo's ARGB32 is native-endian, premultiplied.
                let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                let alpha = word >> 24
                func straight(_ c: UInt32) -> UInt8 { alpha == 0 ? 0 : UInt8(min(255, (c * 255 + alpha / 2) / alpha)) }
                let i = (y * width + x) * 4
                rgba[i] = straight((word >> 16) & 0xFF)
                rgba[i + 1] = straight((word >> 8) & 0xFF)
                rgba[i + 2] = straight(word & 0xFF)
                rgba[i + 3] = UInt8(alpha)
            }
        }
        self.init(width: width, height: height, rgba: rgba)
    }
}
