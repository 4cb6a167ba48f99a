//  BaseLayerCache.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: a widget's frames differ in their content (a ticking timer, a live bar) far more
//  often than in their base — the canvas colour and the container background, often a gradient
//  over every pixel. The base's pixels are a function of what they are drawn from, so they are
//  kept by that and copied back in, byte for byte, instead of being drawn again.

import CPangoCairo
import Foundation
import GlimpseArchive

/// Bitmaps of drawn bases (canvas colour and container background on a clear surface) by what
/// they were drawn from. Bounded by bytes; forgets the oldest first. Not thread-safe: one per
/// `RenderSession`.
final class BaseLayerCache {
    /// Everything a base's pixels depend on.
    struct Key: Hashable {
        var pixelWidth: Int
        var pixelHeight: Int
        /// The context's user-to-device matrix when the base is drawn (`xx yx xy yy x0 y0`).
        var matrix: [Double]
        /// The corner radius the base was clipped to, if it was.
        var cornerClip: Double?
        var size: Size
        var color: RGBA?
        var background: DisplayItem?
        /// The bytes of every image the background draws, by hash.
        var images: [String: Data]
        var colorGlyphs: ColorGlyphTreatment?
    }

    /// Bytes of bitmaps kept at most: 48 MB (twenty large widgets at @3x).
    let capacity: Int
    private var bitmaps: [Key: [UInt8]] = [:]
    /// Keys, oldest first.
    private var order: [Key] = []
    private var bytes = 0

    init(capacity: Int = 48 << 20) {
        self.capacity = capacity
    }

    /// The key of the base `prepared` draws on `cr` (whose target is `surface`) with the corner
    /// clip `cornerClip`.
    static func key(
        _ prepared: PreparedRender, cr: OpaquePointer, surface: OpaquePointer, cornerClip: Double?
    ) -> Key {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        var images: [String: Data] = [:]
        if let background = prepared.archive.background {
            for hash in imageHashes(in: background) { images[hash] = prepared.archive.images[hash]?.png }
        }
        return Key(
            pixelWidth: Int(cairo_image_surface_get_width(surface)),
            pixelHeight: Int(cairo_image_surface_get_height(surface)), matrix: [m.xx, m.yx, m.xy, m.yy, m.x0, m.y0],
            cornerClip: cornerClip, size: prepared.archive.size, color: prepared.backgroundColor,
            background: prepared.archive.background, images: images, colorGlyphs: prepared.colorGlyphs)
    }

    /// Copies the base kept for `key` into `surface` (an ARGB32 image surface of the key's
    /// size), replacing every pixel; `false` if none is kept.
    func restore(_ key: Key, into surface: OpaquePointer) -> Bool {
        guard let bitmap = bitmaps[key], bitmap.count == Self.byteCount(of: surface) else { return false }
        cairo_surface_flush(surface)
        bitmap.withUnsafeBytes { _ = memcpy(cairo_image_surface_get_data(surface), $0.baseAddress!, $0.count) }
        cairo_surface_mark_dirty(surface)
        return true
    }

    /// Keeps `surface`'s pixels as the base drawn from `key`.
    func store(_ key: Key, from surface: OpaquePointer) {
        let count = Self.byteCount(of: surface)
        guard count <= capacity, bitmaps[key] == nil else { return }
        while bytes + count > capacity, !order.isEmpty {
            let oldest = order.removeFirst()
            bytes -= bitmaps.removeValue(forKey: oldest)?.count ?? 0
        }
        cairo_surface_flush(surface)
        bitmaps[key] = Array(UnsafeRawBufferPointer(start: cairo_image_surface_get_data(surface), count: count))
        order.append(key)
        bytes += count
    }

    /// Number of bases kept.
    var count: Int { bitmaps.count }

    // MARK: - Steps

    private static func byteCount(of surface: OpaquePointer) -> Int {
        Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
    }

    private static func imageHashes(in item: DisplayItem) -> [String] {
        switch item {
        case .group(let g): return g.children.flatMap(imageHashes) + (g.mask.map(imageHashes) ?? [])
        case .image(let i): return [i.hash]
        case .shape, .text, .symbol: return []
        }
    }
}
