//  TestArchives.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: small archives built in code, PNG fixtures made and read back with Cairo.

import CPangoCairo
import Foundation
import GlimpseArchive
import GlimpseRender

/// Builders shared by the renderer tests.
enum TestArchives {
    static func rectPath(_ r: Rect) -> PathData {
        PathData([
            .move(to: Point(x: r.x, y: r.y)), .line(to: Point(x: r.maxX, y: r.y)),
            .line(to: Point(x: r.maxX, y: r.maxY)), .line(to: Point(x: r.x, y: r.maxY)), .closeSubpath,
        ])
    }

    static func rect(_ r: Rect, _ paint: Paint) -> DisplayItem {
        .shape(ShapeItem(frame: r, path: rectPath(r), fill: paint))
    }

    static func group(_ children: [DisplayItem], frame: Rect = Rect(x: 0, y: 0, width: 100, height: 100)) -> GroupItem {
        GroupItem(frame: frame, children: children)
    }

    /// An archive of `width × height` points whose content is `items` in a group.
    static func archive(
        width: Double = 100, height: Double = 100, _ items: [DisplayItem], background: DisplayItem? = nil,
        images: [String: ImageAsset] = [:]
    ) -> WidgetArchive {
        WidgetArchive(
            size: Size(width: width, height: height), displayScale: 1, background: background,
            content: .group(group(items, frame: Rect(x: 0, y: 0, width: width, height: height))), images: images)
    }

    /// Renders at `scale` with the given options.
    static func render(
        _ archive: WidgetArchive, scale: Double = 1, options: RenderOptions = RenderOptions()
    ) throws -> RasterImage {
        var o = options
        o.scale = scale
        return try ArchiveRenderer().renderImage(archive, options: o)
    }

    static let red = RGBA(1, 0, 0)
    static let blue = RGBA(0, 0, 1)

    // MARK: - PNG fixtures

    /// PNG bytes of a `width × height` image whose pixel (x, y) is `pixel(x, y)` (straight RGBA),
    /// written by Cairo.
    static func makePNG(width: Int, height: Int, pixel: (Int, Int) -> RasterImage.Pixel) -> ImageAsset {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            for x in 0..<width {
                let p = pixel(x, y)
                let a = UInt32(p.alpha)
                func pre(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                let word = (a << 24) | (pre(p.red) << 16) | (pre(p.green) << 8) | pre(p.blue)
                (data + y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee = word }
            }
        }
        cairo_surface_mark_dirty(surface)
        final class Sink { var data = Data() }
        let sink = Sink()
        let write: cairo_write_func_t = { closure, bytes, length in
            Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue().data.append(bytes!, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        _ = cairo_surface_write_to_png_stream(surface, write, Unmanaged.passUnretained(sink).toOpaque())
        return ImageAsset(png: sink.data, pixelWidth: width, pixelHeight: height)
    }

    /// Decodes PNG bytes with Cairo into straight RGBA, or `nil` if Cairo cannot read them.
    static func decodePNG(_ png: Data) -> RasterImage? {
        final class Reader {
            let bytes: Data
            var offset = 0
            init(_ bytes: Data) { self.bytes = bytes }
        }
        let reader = Reader(png)
        let read: cairo_read_func_t = { closure, data, length in
            let r = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
            guard r.offset + Int(length) <= r.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            r.bytes.copyBytes(to: data!, from: r.offset..<r.offset + Int(length))
            r.offset += Int(length)
            return CAIRO_STATUS_SUCCESS
        }
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(read, Unmanaged.passUnretained(reader).toOpaque())!
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let word = (data + y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
                let a = word >> 24
                func straight(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
                let i = (y * width + x) * 4
                rgba[i] = straight((word >> 16) & 0xFF)
                rgba[i + 1] = straight((word >> 8) & 0xFF)
                rgba[i + 2] = straight(word & 0xFF)
                rgba[i + 3] = UInt8(a)
            }
        }
        return RasterImage(width: width, height: height, rgba: rgba)
    }
}

extension RasterImage.Pixel {
    static let transparent = RasterImage.Pixel(0, 0, 0, 0)
    static let solidRed = RasterImage.Pixel(255, 0, 0, 255)
    static let solidBlue = RasterImage.Pixel(0, 0, 255, 255)

    /// Whether every component is within `tolerance` of `other`'s.
    func isClose(to other: RasterImage.Pixel, tolerance: Int = 2) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance && abs(Int(alpha) - Int(other.alpha)) <= tolerance
    }
}

extension RasterImage {
    /// The pixel under the point (`x`, `y`) in points at `scale` pixels per point.
    func at(_ x: Double, _ y: Double, scale: Double = 1) -> Pixel {
        self[Int(x * scale), Int(y * scale)]
    }

    /// Number of pixels in the pixel rectangle `[x0, x1) × [y0, y1)` matching `predicate`.
    func count(x0: Int = 0, y0: Int = 0, x1: Int? = nil, y1: Int? = nil, where predicate: (Pixel) -> Bool) -> Int {
        var n = 0
        for y in max(0, y0)..<min(height, y1 ?? height) {
            for x in max(0, x0)..<min(width, x1 ?? width) where predicate(self[x, y]) { n += 1 }
        }
        return n
    }
}
