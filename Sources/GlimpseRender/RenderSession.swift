//  RenderSession.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: one render at a time: validates the canvas, applies the display-time treatments
//  (`RenderPreparation`: redaction, live dates, rendering mode, Always On), draws the layers in
//  WidgetKit's order (wallpaper, then under the corner mask canvas colour, container background,
//  content) and keeps the buffers that make the next frame cheaper, and the drawn bases
//  (`BaseLayerCache`) that frames of the same widget share.

import CPangoCairo
import Foundation
import GlimpseArchive

/// The state behind an `ArchiveRenderer`: decoded images, a reusable image surface and the PNG
/// encoder's buffers. Not thread-safe; `ArchiveRenderer` holds it under a lock.
final class RenderSession {
    let cache = ImageSurfaceCache()
    let encoder: PNGEncoder
    /// The last image surface drawn on, reused while the pixel size stays the same.
    private var surface: OpaquePointer?
    /// The last corner mask, reused while the canvas and radius stay the same.
    private var cornerMask: CornerMask?
    /// Drawn bases of recent frames, copied back when a frame's base is drawn from the same.
    let bases = BaseLayerCache()

    init(pngCompression: PNGCompression = .small) {
        encoder = PNGEncoder(compression: pngCompression)
    }

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
        let view = Self.viewport(archive, options)
        let (width, height) = try Self.pixelSize(view.size, scale: scale)
        let surface = try reusableSurface(width: width, height: height)
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, -view.x, -view.y)
        let canvas = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        // The pixel mask below covers the whole surface; a label or a viewport around the widget
        // needs the mask as a clip around the widget alone.
        let clipsCorners = options.viewport != nil || archive.label != nil
        drawLayers(
            archive, options: options, on: cr, shadowResolution: 1, canvas: canvas, clipsCorners: clipsCorners,
            angularPixelScale: 1, bases: bases)
        try Self.check(cr)
        cairo_surface_flush(surface)
        // With a wallpaper the widget was clipped as it was drawn (the wallpaper stays square).
        if !clipsCorners, options.wallpaper == nil, let radius = Self.cornerRadius(options) {
            let mask =
                cornerMask.flatMap {
                    $0.matches(pixelWidth: width, pixelHeight: height, size: archive.size, scale: scale, radius: radius)
                        ? $0 : nil
                }
                ?? CornerMask(pixelWidth: width, pixelHeight: height, size: archive.size, scale: scale, radius: radius)
            cornerMask = mask
            mask.apply(
                to: cairo_image_surface_get_data(surface), rowBytes: Int(cairo_image_surface_get_stride(surface)))
            cairo_surface_mark_dirty(surface)
        }
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
        let view = Self.viewport(archive, options)
        _ = try Self.pixelSize(view.size, scale: scale)
        let document = try VectorDocument(kind, width: view.width, height: view.height, fallbackScale: scale)
        let cr = cairo_create(document.surface)!
        cairo_translate(cr, -view.x, -view.y)
        let canvas = Rect(x: 0, y: 0, width: view.width, height: view.height)
        drawLayers(
            archive, options: options, on: cr, shadowResolution: scale, canvas: canvas, clipsCorners: true,
            angularPixelScale: kind == .svg ? scale : nil)
        let status = cairo_status(cr)
        cairo_destroy(cr)
        guard status == CAIRO_STATUS_SUCCESS else { throw Self.drawingError(status) }
        return try document.finish()
    }

    // MARK: - Layers

    /// 0. Prepare the archive for `options` (`RenderPreparation`).  1. Clip to the corner mask
    /// (if `clipsCorners`; image surfaces apply `CornerMask` to the finished pixels instead).
    /// 2. Fill the canvas colour.  3. Draw the container background (as prepared).  4. Draw the
    /// content.  5. Draw the label layer, outside the clip. With a wallpaper, the wallpaper is
    /// painted first and steps 1–4, then 5, are drawn as groups composited over it
    /// (`composite`). `cr`'s user space must be points.
    /// - Parameter bases: Where steps 1–3 are kept and found again, when `cr` draws on a cleared
    ///   image surface of its own (`rasterize`); `nil` draws them every time.
    func drawLayers(
        _ archive: WidgetArchive, options: RenderOptions, on cr: OpaquePointer, shadowResolution: Double,
        canvas: Rect, clipsCorners: Bool, angularPixelScale: Double?, bases: BaseLayerCache? = nil
    ) {
        let prepared = RenderPreparation.prepare(archive, options: options)
        let bounds = Rect(origin: .zero, size: archive.size)
        let painter = self.painter(
            prepared, on: cr, shadowResolution: shadowResolution, canvas: canvas, angular: angularPixelScale)
        guard let wallpaper = prepared.wallpaper else {
            cairo_save(cr)
            let cornerClip = clipsCorners ? Self.cornerRadius(options) : nil
            if let radius = cornerClip { CornerMask.clip(bounds, radius: radius, on: cr) }
            if let bases, let surface = cairo_get_target(cr) {
                let key = BaseLayerCache.key(prepared, cr: cr, surface: surface, cornerClip: cornerClip)
                if !bases.restore(key, into: surface) {
                    drawBase(prepared, with: painter)
                    bases.store(key, from: surface)
                }
            } else {
                drawBase(prepared, with: painter)
            }
            painter.draw(prepared.archive.content)
            cairo_restore(cr)
            prepared.archive.label.map { painter.draw($0) }
            return
        }
        if PaintSource.set(wallpaper.paint(size: archive.size), on: cr, cover: bounds, angularPixelScale: nil) {
            cairo_paint(cr)
        }
        cairo_push_group(cr)
        if let radius = Self.cornerRadius(options) { CornerMask.clip(bounds, radius: radius, on: cr) }
        drawWidget(prepared, with: painter)
        let widget = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(widget) }
        composite(widget, vibrant: prepared.vibrant, frost: prepared.frostColor, on: cr)
        if let label = prepared.archive.label {
            cairo_push_group(cr)
            painter.draw(label)
            let drawn = cairo_pop_group(cr)!
            defer { cairo_pattern_destroy(drawn) }
            composite(drawn, vibrant: prepared.vibrant, frost: prepared.frostColor, on: cr)
        }
    }

    /// The painter of `prepared` on `cr`.
    private func painter(
        _ prepared: PreparedRender, on cr: OpaquePointer, shadowResolution: Double, canvas: Rect, angular: Double?
    ) -> DisplayListPainter {
        var painter = DisplayListPainter(
            cr: cr, images: prepared.archive.images, cache: cache, shadowResolution: shadowResolution, canvas: canvas,
            angularPixelScale: angular)
        painter.colorGlyphs = prepared.colorGlyphs
        return painter
    }

    /// Steps 2–4 of `drawLayers`.
    private func drawWidget(_ prepared: PreparedRender, with painter: DisplayListPainter) {
        drawBase(prepared, with: painter)
        painter.draw(prepared.archive.content)
    }

    /// Steps 2 and 3 of `drawLayers`: the canvas colour and the container background.
    private func drawBase(_ prepared: PreparedRender, with painter: DisplayListPainter) {
        if let color = prepared.backgroundColor {
            let cr = painter.cr
            cairo_save(cr)
            CairoPath.addRect(Rect(origin: .zero, size: prepared.archive.size), to: cr)
            cairo_clip(cr)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_paint(cr)
            cairo_restore(cr)
        }
        if let background = prepared.archive.background { painter.draw(background) }
    }

    /// Paints the widget group over the wallpaper already on `cr`: plainly, or in vibrant mode
    /// as the material `VibrantRendering` documents (`color` — white, or red in night mode — at
    /// `frost` through the widget's alpha, then the widget with Cairo's `SCREEN` operator).
    private func composite(_ widget: OpaquePointer, vibrant: VibrantRendering?, frost color: RGBA, on cr: OpaquePointer)
    {
        guard let vibrant else {
            cairo_set_source(cr, widget)
            cairo_paint(cr)
            return
        }
        let frost = min(max(vibrant.frost.isFinite ? vibrant.frost : 0, 0), 1)
        cairo_save(cr)
        if frost > 0 {
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, frost)
            cairo_mask(cr, widget)
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_SCREEN)
        cairo_set_source(cr, widget)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    // MARK: - Steps

    /// The region drawn: `options.viewport` when it is finite, else the archive's canvas.
    private static func viewport(_ archive: WidgetArchive, _ options: RenderOptions) -> Rect {
        if let v = options.viewport, [v.x, v.y, v.width, v.height].allSatisfy(\.isFinite) { return v }
        return Rect(origin: .zero, size: archive.size)
    }

    /// The corner radius to mask with, or `nil` for none (absent, zero, negative or NaN).
    private static func cornerRadius(_ options: RenderOptions) -> Double? {
        options.cornerRadius.flatMap { $0 > 0 ? $0 : nil }
    }

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
