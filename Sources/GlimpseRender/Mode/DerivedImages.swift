//  DerivedImages.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: images recoloured by a rendering mode (desaturated, luminance to alpha, dimmed)
//  become new PNG assets of the transformed archive, so the archive stays self-contained and
//  every output format draws the same pixels.

import CPangoCairo
import Foundation
import GlimpseArchive
import GlimpseText
import Synchronization

/// Makes and remembers recoloured copies of archive images.
enum DerivedImages {
    /// At most this many derived images are kept; the memo empties when it would grow past it.
    static let capacity = 64

    private struct Entry {
        var source: Data
        var asset: ImageAsset
    }

    private static let memo = Mutex<[String: Entry]>([:])

    /// The hash under which the derived copy of `hash` is stored in the transformed archive:
    /// `<hash>~<treatment.key>`.
    static func hash(_ hash: String, _ treatment: ColorTreatment) -> String { "\(hash)~\(treatment.key)" }

    /// The copy of `asset` with `treatment` applied to every pixel, or `nil` if its PNG does not
    /// decode (the painter then draws its missing-image pattern, as for the original).
    ///
    /// A copy is remembered by derived hash and reused only if the source PNG bytes are equal.
    /// - Complexity: O(pixels) the first time; a dictionary look-up and a byte comparison after.
    static func derive(_ asset: ImageAsset, hash: String, treatment: ColorTreatment) -> ImageAsset? {
        let key = Self.hash(hash, treatment)
        if let hit = memo.withLock({ $0[key] }), hit.source == asset.png { return hit.asset }
        guard let surface = PNGSurfaceReader.surface(png: asset.png) else { return nil }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        treatment.applyPremultiplied(data, stride: stride, width: width, height: height)
        guard
            let png = try? PNGEncoder().encodeARGB32(
                data: UnsafeRawPointer(data), stride: stride, width: width, height: height)
        else { return nil }
        let derived = ImageAsset(png: png, pixelWidth: width, pixelHeight: height)
        memo.withLock { memo in
            if memo.count >= capacity { memo.removeAll() }
            memo[key] = Entry(source: asset.png, asset: derived)
        }
        return derived
    }
}
