//  ImageSurfaceCache.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: decodes an archive's PNG images once per renderer (Cairo's PNG reader) and keeps
//  the decoded surfaces by content hash.

import CPangoCairo
import Foundation
import GlimpseArchive
import GlimpseText

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
        guard let surface = PNGSurfaceReader.surface(png: asset.png) else { return nil }
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
}
