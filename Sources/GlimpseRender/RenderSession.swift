//  RenderSession.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: one render at a time: validates the canvas, draws the layers in WidgetKit's order
//  (canvas colour, container background, content) under the corner mask, and keeps the
//  buffers that make the next frame cheaper.

import CPangoCairo
import Foundation
import GlimpseArchive

/// The state behind an `ArchiveRenderer`: decoded images, a reusable image surface and the PNG
/// encoder's buffers. Not thread-safe; `ArchiveRenderer` holds it under a lock.
final class RenderSession {
    let cache = ImageSurfaceCache()
    let encoder = PNGEncoder()
    /// The last image surface drawn on, reused while the pixel size stays the same.
    private var surface: OpaquePointer?

    init() {}

    deinit {
        if let surface { cairo_surface_destroy(surface) }
    }

    /// A drawn frame: the session's ARGB32 surface, valid until the next `rasterize`.
    struct Raster {
        /// `cairo_surface_t*`, premultiplied ARGB32, owned by the session.
        let surface: OpaquePointer
        let width: Int
        let height: Int
        var data: UnsafeRawPointer { UnsafeRawPointer(cairo_image_surface_get_data(surface)!) }
        var stride: Int { Int(cairo_image_surface_get_stride(surface)) }
    }

    // MARK: - Raster

    /// Draws `archive` at `options.scale` (or the archive's) into the session's surface.
    /// - Throws: `RenderError` `.invalidSize` for a bad canvas or scale, `.drawing` if Cairo fails.
    func rasterize(_ archive: WidgetArchive, options: RenderOptions) throws -> Raster {
        let scale = options.scale ?? archive.displayScale
        let (width, height) = try Self.pixelSize(archive.size, scale: scale)
        let surface = try reusableSurface(width: width, height: height)
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        let canvas = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        drawLayers(
            archive, options: options, on: cr, shadowResolution: 1, canvas: canvas, masksCornersAfterDrawing: true)
        try Self.check(cr)
        cairo_surface_flush(surface)
        return Raster(surface: surface, width: width, height: height)
    }

    /// PNG bytes of a raster from `rasterize`.
    func encodePNG(_ raster: Raster) throws -> Data {
        try encoder.encodeARGB32(data: raster.data, stride: raster.stride, width: raster.width, height: raster.height)
    }

    /// Straight-alpha RGBA pixels of a raster from `rasterize`.
    func image(of raster: Raster) -> RasterImage {
        var bytes = [UInt8](repeating: 0, count: raster.width * raster.height * 4)
        bytes.withUnsafeMutableBytes { out in
            PixelConversion.unpremultiply(
                source: raster.data, stride: raster.stride, width: raster.width, height: raster.height,
                into: out.baseAddress!)
        }
        return RasterImage(width: raster.width, height: raster.height, rgba: bytes)
    }

    // MARK: - Vector

    /// Draws `archive` on a new SVG or PDF document sized in points and returns its bytes.
    /// - Throws: `RenderError` `.invalidSize`, `.drawing` or `.encoding`.
    func renderVector(_ archive: WidgetArchive, kind: VectorDocument.Kind, options: RenderOptions) throws -> Data {
        let scale = options.scale ?? archive.displayScale
        _ = try Self.pixelSize(archive.size, scale: scale)
        let document = try VectorDocument(
            kind, width: archive.size.width, height: archive.size.height, fallbackScale: scale)
        let cr = cairo_create(document.surface)!
        let canvas = Rect(x: 0, y: 0, width: archive.size.width, height: archive.size.height)
        drawLayers(
            archive, options: options, on: cr, shadowResolution: scale, canvas: canvas, masksCornersAfterDrawing: false,
            meshFallbackScale: kind == .svg ? scale : nil)
        let status = cairo_status(cr)
        cairo_destroy(cr)
        guard status == CAIRO_STATUS_SUCCESS else { throw Self.drawingError(status) }
        return try document.finish()
    }

    // MARK: - Layers

    /// 1. Fill the canvas colour.  2. Draw the container background (unless hidden).  3. Draw
    /// the content.  4. Apply the corner mask. `cr`'s user space must be points.
    ///
    /// The corner mask is a clip set before drawing on vector surfaces. On image surfaces it is
    /// applied afterwards, by erasing what lies outside the rounded rectangle (operator
    /// `DEST_OUT`, antialiased): the same pixels, but every drawing operation stays unclipped,
    /// which halves Cairo's drawing time for a typical widget.
    func drawLayers(
        _ archive: WidgetArchive, options: RenderOptions, on cr: OpaquePointer, shadowResolution: Double,
        canvas: Rect, masksCornersAfterDrawing: Bool, meshFallbackScale: Double? = nil
    ) {
        let bounds = Rect(origin: .zero, size: archive.size)
        let cornerRadius = options.cornerRadius.flatMap { $0 > 0 ? $0 : nil }
        if let cornerRadius, !masksCornersAfterDrawing {
            CairoPath.addContinuousRoundedRect(bounds, radius: cornerRadius, to: cr)
            cairo_clip(cr)
        }
        if let color = options.backgroundColor {
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_paint(cr)
        }
        let painter = DisplayListPainter(
            cr: cr, images: archive.images, cache: cache, shadowResolution: shadowResolution, canvas: canvas,
            meshFallbackScale: meshFallbackScale)
        if options.showsContainerBackground, let background = archive.background { painter.draw(background) }
        painter.draw(archive.content)
        if let cornerRadius, masksCornersAfterDrawing {
            // Outside the rounded rectangle: the canvas (one point larger, for rounding) minus the
            // rounded rectangle, even-odd.
            cairo_save(cr)
            CairoPath.addContinuousRoundedRect(bounds, radius: cornerRadius, to: cr)
            cairo_rectangle(cr, -1, -1, bounds.width + 2, bounds.height + 2)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_fill(cr)
            cairo_restore(cr)
        }
    }

    // MARK: - Steps

    /// The canvas in whole pixels (`size × scale`, rounded to nearest).
    /// - Throws: `RenderError` `.invalidSize` if a side is not finite, rounds to 0 pixels, or
    ///   exceeds `ArchiveRenderer.maximumPixelSide`, or `scale` is not positive and finite.
    static func pixelSize(_ size: Size, scale: Double) throws -> (Int, Int) {
        guard scale.isFinite, scale > 0 else {
            throw RenderError(.invalidSize, "scale \(scale) is not a positive number; use 1, 2 or 3 pixels per point")
        }
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw RenderError(
                .invalidSize,
                "canvas \(size.width)×\(size.height) pt is empty or not finite; the archive's size must be positive points"
            )
        }
        let w = (size.width * scale).rounded(), h = (size.height * scale).rounded()
        let limit = Double(ArchiveRenderer.maximumPixelSide)
        guard w >= 1, h >= 1, w <= limit, h <= limit else {
            throw RenderError(
                .invalidSize,
                "canvas \(size.width)×\(size.height) pt at scale \(scale) is \(w)×\(h) px; each side must be 1…\(ArchiveRenderer.maximumPixelSide) px (lower the scale)"
            )
        }
        return (Int(w), Int(h))
    }

    /// An ARGB32 surface of `width × height` pixels, cleared to transparent.
    private func reusableSurface(width: Int, height: Int) throws -> OpaquePointer {
        if let surface, cairo_image_surface_get_width(surface) == Int32(width),
            cairo_image_surface_get_height(surface) == Int32(height)
        {
            cairo_surface_flush(surface)
            let bytes = Int(cairo_image_surface_get_stride(surface)) * height
            memset(cairo_image_surface_get_data(surface), 0, bytes)
            cairo_surface_mark_dirty(surface)
            return surface
        }
        if let surface { cairo_surface_destroy(surface) }
        surface = nil
        let created = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(created) == CAIRO_STATUS_SUCCESS else {
            let status = cairo_surface_status(created)
            cairo_surface_destroy(created)
            throw RenderError(
                .drawing,
                "Cairo could not create a \(width)×\(height) px surface: \(String(cString: cairo_status_to_string(status)))"
            )
        }
        surface = created
        return created
    }

    private static func check(_ cr: OpaquePointer) throws {
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else { throw drawingError(status) }
    }

    private static func drawingError(_ status: cairo_status_t) -> RenderError {
        RenderError(
            .drawing,
            "Cairo stopped drawing: \(String(cString: cairo_status_to_string(status))); please report this archive")
    }
}
