//  ImageSurfaceCache.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: decodes an archive's PNG images once per renderer (Cairo's PNG reader) and keeps
//  the decoded surfaces by content hash.

import CPangoCairo
import Foundation
import GlimpseArchive

/// Decoded image surfaces by content hash. Not thread-safe: `ArchiveRenderer` serialises use.
final class ImageSurfaceCache {
    /// At most this many decoded images are kept; the cache empties when it would grow past it.
    static let capacity = 128

    private struct Entry {
        var png: Data
        /// `cairo_surface_t*` (ARGB32), owned by the cache.
        var surface: OpaquePointer
    }
    private var entries: [String: Entry] = [:]

    init() {}

    deinit {
        for entry in entries.values { cairo_surface_destroy(entry.surface) }
    }

    /// The decoded surface for `hash` in `images`, or `nil` if the hash is missing or its bytes
    /// are not a PNG. The surface stays owned by the cache (valid until the next `surface` call
    /// that evicts, i.e. for the rest of the current render).
    ///
    /// An entry is reused only if its PNG bytes equal the archive's, so two archives that
    /// disagree about a hash never see each other's pixels.
    func surface(for hash: String, in images: [String: ImageAsset]) -> OpaquePointer? {
        guard let asset = images[hash] else { return nil }
        if let entry = entries[hash], entry.png == asset.png { return entry.surface }
        guard let surface = Self.decode(asset.png) else { return nil }
        if let old = entries.removeValue(forKey: hash) { cairo_surface_destroy(old.surface) }
        if entries.count >= Self.capacity { removeAll() }
        entries[hash] = Entry(png: asset.png, surface: surface)
        return surface
    }

    /// Forgets every decoded image. Call only between renders.
    func removeAll() {
        for entry in entries.values { cairo_surface_destroy(entry.surface) }
        entries.removeAll()
    }

    // MARK: - Steps

    private final class Reader {
        let bytes: Data
        var offset = 0
        init(_ bytes: Data) { self.bytes = bytes }
    }

    /// Decodes PNG bytes into a new image surface, or `nil` if Cairo cannot read them.
    static func decode(_ png: Data) -> OpaquePointer? {
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
}
