//  CornerMask.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: the shape iOS cuts a widget to: a rounded rectangle with continuous corners
//  (`ContainerRelativeShape`), or a circle for `accessoryCircular`; see
//  `RenderOptions.cornerRadius(forFamily:)` for the radii.

import CPangoCairo
import GlimpseArchive

/// Cuts a widget's canvas to its corner shape: as a clip before drawing (vector surfaces), or
/// by multiplying the finished pixels by the shape's coverage (image surfaces).
///
/// On image surfaces a clip would make Cairo composite every drawing operation through a
/// mask (about twice the drawing time of a typical widget). Multiplying afterwards gives the
/// same pixels, since a clip scales each premultiplied pixel by the shape's coverage, and
/// touches only the four corner boxes.
final class CornerMask {
    /// Clips `cr` to the rounded rectangle `bounds` (points) with `radius`.
    static func clip(_ bounds: Rect, radius: Double, on cr: OpaquePointer) {
        CairoPath.addContinuousRoundedRect(bounds, radius: radius, to: cr)
        cairo_clip(cr)
    }

    /// A pixel rectangle of the canvas and the shape's coverage (0…255) over it, row-major.
    private struct Box {
        var x: Int, y: Int, width: Int, height: Int
        var coverage: [UInt8]
    }

    private struct Key: Hashable {
        var pixelWidth: Int, pixelHeight: Int
        var size: Size, scale: Double, radius: Double
    }

    private let key: Key
    private let boxes: [Box]

    /// The coverage of the shape `radius` (points) cut from a `size`-point canvas drawn at
    /// `scale` into `pixelWidth × pixelHeight` pixels, in its four non-overlapping corner boxes.
    init(pixelWidth: Int, pixelHeight: Int, size: Size, scale: Double, radius: Double) {
        key = Key(pixelWidth: pixelWidth, pixelHeight: pixelHeight, size: size, scale: scale, radius: radius)
        let half = min(size.width, size.height) / 2
        // How far the curve reaches along each edge (points), then in whole pixels plus one.
        let reach = radius >= half ? half : min(radius * 1.52866483, half)
        let reachPixels = Int(saturating: (reach * scale).rounded(.up)) + 1
        let left = min(reachPixels, pixelWidth / 2), top = min(reachPixels, pixelHeight / 2)
        let right = max(pixelWidth - reachPixels, left), bottom = max(pixelHeight - reachPixels, top)
        let rects = [
            (0, 0, left, top), (right, 0, pixelWidth - right, top),
            (0, bottom, left, pixelHeight - bottom), (right, bottom, pixelWidth - right, pixelHeight - bottom),
        ]
        boxes = rects.compactMap { x, y, w, h in
            guard w > 0, h > 0 else { return nil }
            return Box(
                x: x, y: y, width: w, height: h,
                coverage: Self.coverage(x: x, y: y, width: w, height: h, size: size, scale: scale, radius: radius))
        }
    }

    /// Whether this mask was made for the same canvas and shape.
    func matches(pixelWidth: Int, pixelHeight: Int, size: Size, scale: Double, radius: Double) -> Bool {
        key == Key(pixelWidth: pixelWidth, pixelHeight: pixelHeight, size: size, scale: scale, radius: radius)
    }

    /// Multiplies the premultiplied ARGB32 pixels at `data` (`rowBytes` a row) by the
    /// coverage: transparent outside the shape, partly so along its edge.
    /// - Complexity: O(corner box area), about 4 × (1.53 × radius × scale)² pixels.
    func apply(to data: UnsafeMutableRawPointer, rowBytes: Int) {
        for box in boxes {
            box.coverage.withUnsafeBufferPointer { coverage in
                for row in 0..<box.height {
                    let pixels = data + (box.y + row) * rowBytes + box.x * 4
                    for column in 0..<box.width {
                        let c = UInt32(coverage[row * box.width + column])
                        if c == 255 { continue }
                        let offset = column * 4
                        if c == 0 {
                            pixels.storeBytes(of: UInt32(0), toByteOffset: offset, as: UInt32.self)
                            continue
                        }
                        let p = pixels.load(fromByteOffset: offset, as: UInt32.self)
                        // Each premultiplied channel × c / 255, rounded.
                        var out: UInt32 = 0
                        for shift in stride(from: UInt32(0), through: 24, by: 8) {
                            let v = (p >> shift) & 0xFF
                            let t = v * c + 128
                            out |= (((t + (t >> 8)) >> 8) & 0xFF) << shift
                        }
                        pixels.storeBytes(of: out, toByteOffset: offset, as: UInt32.self)
                    }
                }
            }
        }
    }

    // MARK: - Steps

    /// The shape's coverage over one pixel box, rasterised by Cairo on an A8 surface.
    private static func coverage(
        x: Int, y: Int, width: Int, height: Int, size: Size, scale: Double, radius: Double
    ) -> [UInt8] {
        var result = [UInt8](repeating: 255, count: width * height)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return result }
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_translate(cr, Double(-x), Double(-y))
        cairo_scale(cr, scale, scale)
        CairoPath.addContinuousRoundedRect(Rect(origin: .zero, size: size), radius: radius, to: cr)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let rowBytes = Int(cairo_image_surface_get_stride(surface))
        for row in 0..<height {
            for column in 0..<width { result[row * width + column] = data[row * rowBytes + column] }
        }
        return result
    }
}
