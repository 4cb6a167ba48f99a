//  ReportCanvas.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: the drawing surface of the report pictures (filmstrip, budget plot): a Cairo image
//  surface sized in points at a pixel scale, with the few primitives the pictures need; PNG via
//  Cairo's own writer (zlib level 6 with adaptive filters), since a report is written once and
//  its size matters more than its speed.

import CPangoCairo
import Foundation
import GlimpseArchive

/// A white-background picture being drawn in points (origin top-left, y down).
final class ReportCanvas {
    /// `cairo_t*`, its user space in points.
    let cr: OpaquePointer
    /// Canvas size in points.
    let size: Size
    /// Pixels per point.
    let scale: Double
    let pixelWidth: Int
    let pixelHeight: Int
    private let surface: OpaquePointer

    /// A canvas of `size` points at `scale` pixels per point, filled with `background`.
    /// - Throws: `RenderError` `.invalidSize` when a side is empty, not finite or over
    ///   `ArchiveRenderer.maximumPixelSide` pixels; `.drawing` when Cairo cannot make the surface.
    init(size: Size, scale: Double, background: RGBA) throws {
        (pixelWidth, pixelHeight) = try RenderSession.pixelSize(size, scale: scale)
        self.size = size
        self.scale = scale
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            let status = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
            cairo_surface_destroy(surface)
            throw RenderError(.drawing, "Cairo could not create a \(pixelWidth)×\(pixelHeight) px surface: \(status)")
        }
        cr = cairo_create(surface)!
        cairo_scale(cr, scale, scale)
        setColor(background)
        cairo_paint(cr)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    // MARK: - Primitives

    func setColor(_ color: RGBA) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    /// Fills `rect` (points) with `color`, its corners rounded by `radius` points.
    func fill(_ rect: Rect, _ color: RGBA, radius: Double = 0) {
        addRoundedRect(rect, radius: radius)
        setColor(color)
        cairo_fill(cr)
    }

    /// Strokes the outline of `rect` (points), centred on its edge.
    func stroke(_ rect: Rect, _ color: RGBA, width: Double, radius: Double = 0, dash: [Double] = []) {
        addRoundedRect(rect, radius: radius)
        setColor(color)
        cairo_set_line_width(cr, width)
        cairo_set_dash(cr, dash, Int32(dash.count), 0)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    /// A straight line from `a` to `b`.
    func line(from a: Point, to b: Point, _ color: RGBA, width: Double, dash: [Double] = []) {
        cairo_move_to(cr, a.x, a.y)
        cairo_line_to(cr, b.x, b.y)
        setColor(color)
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_set_dash(cr, dash, Int32(dash.count), 0)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    /// A filled circle.
    func dot(at center: Point, radius: Double, _ color: RGBA) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, center.x, center.y, radius, 0, 2 * Double.pi)
        setColor(color)
        cairo_fill(cr)
    }

    /// Adds a rectangle with continuous corners (a plain one for `radius` 0) to the path.
    func addRoundedRect(_ rect: Rect, radius: Double) {
        if radius > 0 {
            CairoPath.addContinuousRoundedRect(rect, radius: radius, to: cr)
        } else {
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        }
    }

    /// Draws `image` with its top-left corner at `origin` (points, snapped to whole pixels),
    /// one image pixel per canvas pixel.
    func draw(_ image: RasterImage, at origin: Point) {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(image.width)))
        let source = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))!
        defer { cairo_surface_destroy(source) }
        cairo_surface_flush(source)
        let data = cairo_image_surface_get_data(source)!
        image.rgba.withUnsafeBufferPointer { rgba in
            for y in 0..<image.height {
                let row = UnsafeMutableRawPointer(data + y * stride)
                for x in 0..<image.width {
                    let i = (y * image.width + x) * 4
                    let a = UInt32(rgba[i + 3])
                    let premultiply = { (c: UInt8) in (UInt32(c) * a + 127) / 255 }
                    let word =
                        a << 24 | premultiply(rgba[i]) << 16 | premultiply(rgba[i + 1]) << 8
                        | premultiply(rgba[i + 2])
                    row.storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
                }
            }
        }
        cairo_surface_mark_dirty(source)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let px = (origin.x * scale).rounded(), py = (origin.y * scale).rounded()
        cairo_set_source_surface(cr, source, px, py)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    // MARK: - Output

    /// The canvas as PNG bytes.
    /// - Throws: `RenderError` `.drawing` if a drawing call failed, `.encoding` if Cairo's PNG
    ///   writer failed.
    func pngData() throws -> Data {
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError(
                .drawing, "Cairo stopped drawing the report: \(String(cString: cairo_status_to_string(status)))")
        }
        cairo_surface_flush(surface)
        final class Sink { var data = Data() }
        let sink = Sink()
        let written = cairo_surface_write_to_png_stream(
            surface,
            { closure, bytes, length in
                let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
                sink.data.append(bytes!, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        guard written == CAIRO_STATUS_SUCCESS else {
            throw RenderError(
                .encoding,
                "Cairo could not encode the report as PNG: \(String(cString: cairo_status_to_string(written)))")
        }
        return sink.data
    }
}
