//  ImageCodec.swift — GlimpseResources (Glimpse)
//  Status: Complete for PNG (Cairo's reader) and baseline/progressive JPEG (libturbojpeg);
//  other formats (GIF, HEIC, WebP, PDF) are not read. JPEG's EXIF orientation is not applied.
//  Behaviour: the archive carries images as PNG bytes keyed by content hash
//  (GlimpseArchive.ImageAsset); a JPEG is decoded here and re-encoded as PNG so the host's
//  renderer reads one format.

import CPangoCairo
import CTurboJPEG
import Foundation
import GlimpseArchive
import GlimpseText

/// Decodes image files to Cairo surfaces and encodes surfaces as PNG.
package enum ImageCodec {
    /// A decoded image as the archive carries it.
    package struct Decoded: Hashable, Sendable {
        /// PNG bytes: the file's own when it was a PNG, re-encoded when it was a JPEG.
        package var png: Data
        package var pixelWidth: Int
        package var pixelHeight: Int
        /// The archive's key: FNV-1a 64 of `png`.
        package var hash: String { contentHash(png) }
        package var asset: ImageAsset { ImageAsset(png: png, pixelWidth: pixelWidth, pixelHeight: pixelHeight) }
    }

    /// Largest width or height accepted, pixels (a 3x widget canvas is ~1100 px wide).
    package static let maximumSide = 8192

    /// `data` as PNG bytes and pixel size, or nil when it is neither a readable PNG nor JPEG.
    package static func decode(_ data: Data) -> Decoded? {
        if isPNG(data) {
            guard let surface = surface(png: data) else { return nil }
            defer { cairo_surface_destroy(surface) }
            return Decoded(
                png: data, pixelWidth: Int(cairo_image_surface_get_width(surface)),
                pixelHeight: Int(cairo_image_surface_get_height(surface)))
        }
        if isJPEG(data) {
            guard let surface = surface(jpeg: data) else { return nil }
            defer { cairo_surface_destroy(surface) }
            guard let png = png(from: surface) else { return nil }
            return Decoded(
                png: png, pixelWidth: Int(cairo_image_surface_get_width(surface)),
                pixelHeight: Int(cairo_image_surface_get_height(surface)))
        }
        return nil
    }

    /// Whether `data` starts with PNG's signature.
    package static func isPNG(_ data: Data) -> Bool {
        data.count >= 8 && Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    }

    /// Whether `data` starts with JPEG's start-of-image marker.
    package static func isJPEG(_ data: Data) -> Bool {
        data.count >= 3 && Array(data.prefix(3)) == [0xFF, 0xD8, 0xFF]
    }

    // MARK: - PNG

    /// A new ARGB32 surface (caller destroys it) from PNG bytes, or nil if Cairo cannot read them
    /// or a side is over `maximumSide` pixels.
    package static func surface(png: Data) -> OpaquePointer? {
        guard let surface = PNGSurfaceReader.surface(png: png) else { return nil }
        guard cairo_image_surface_get_width(surface) <= maximumSide,
            cairo_image_surface_get_height(surface) <= maximumSide
        else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    private final class Writer {
        var bytes = Data()
    }

    /// The PNG encoding of an image surface, or nil if Cairo fails to write it.
    package static func png(from surface: OpaquePointer) -> Data? {
        let writer = Writer()
        let unmanaged = Unmanaged.passRetained(writer)
        defer { unmanaged.release() }
        let write: cairo_write_func_t = { closure, data, length in
            let writer = Unmanaged<Writer>.fromOpaque(closure!).takeUnretainedValue()
            if let data { writer.bytes.append(data, count: Int(length)) }
            return CAIRO_STATUS_SUCCESS
        }
        cairo_surface_flush(surface)
        guard cairo_surface_write_to_png_stream(surface, write, unmanaged.toOpaque()) == CAIRO_STATUS_SUCCESS else {
            return nil
        }
        return writer.bytes
    }

    // MARK: - JPEG

    /// A new ARGB32 surface (caller destroys it) from JPEG bytes, or nil if libturbojpeg cannot
    /// read them.
    package static func surface(jpeg: Data) -> OpaquePointer? {
        guard let handle = tjInitDecompress() else { return nil }
        defer { tjDestroy(handle) }
        return jpeg.withUnsafeBytes { raw -> OpaquePointer? in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return nil }
            var width: Int32 = 0
            var height: Int32 = 0
            var subsampling: Int32 = 0
            var colorspace: Int32 = 0
            guard
                tjDecompressHeader3(
                    handle, base, UInt(raw.count), &width, &height, &subsampling, &colorspace) == 0,
                width > 0, height > 0, Int(width) <= maximumSide, Int(height) <= maximumSide
            else { return nil }
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
            guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
                let pixels = cairo_image_surface_get_data(surface)
            else {
                if let surface { cairo_surface_destroy(surface) }
                return nil
            }
            let stride = cairo_image_surface_get_stride(surface)
            // Cairo's ARGB32 is a native-endian 32-bit word: B, G, R, A bytes on little-endian
            // machines. JPEG has no alpha; BGRA makes libturbojpeg write 0xFF as alpha.
            let format = Int32(TJPF_BGRA.rawValue)
            let status = tjDecompress2(
                handle, base, UInt(raw.count), pixels, width, stride, height, format, Int32(TJFLAG_ACCURATEDCT))
            guard status == 0 || tjGetErrorCode(handle) == Int32(TJERR_WARNING.rawValue) else {
                cairo_surface_destroy(surface)
                return nil
            }
            cairo_surface_mark_dirty(surface)
            return surface
        }
    }
}

/// FNV-1a 64-bit of `data`, as 16 hex digits: the archive's image key.
package func contentHash(_ data: Data) -> String {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
        h ^= UInt64(byte)
        h = h &* 0x100_0000_01b3
    }
    let hex = String(h, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
}

extension ImageCodec {
    /// JPEG bytes for PNG bytes at `quality` (0…1), or nil. Alpha is dropped: transparent pixels
    /// come out black.
    package static func jpeg(png: Data, quality: Double) -> Data? {
        guard let surface = surface(png: png) else { return nil }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface), let handle = tjInitCompress() else { return nil }
        defer { tjDestroy(handle) }
        let width = cairo_image_surface_get_width(surface)
        let height = cairo_image_surface_get_height(surface)
        let stride = cairo_image_surface_get_stride(surface)
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let q = Int32((min(max(quality, 0), 1) * 99).rounded()) + 1
        // Premultiplied BGRA: colour bytes already carry alpha, so dropping it flattens onto black.
        let status = tjCompress2(
            handle, pixels, width, stride, height, Int32(TJPF_BGRX.rawValue), &output, &size,
            Int32(TJSAMP_420.rawValue),
            q, Int32(TJFLAG_ACCURATEDCT))
        defer { if let output { tjFree(output) } }
        guard status == 0, let output else { return nil }
        return Data(bytes: output, count: Int(size))
    }
}
