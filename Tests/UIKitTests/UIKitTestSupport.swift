//  UIKitTestSupport.swift — UIKitTests
//  Renders SwiftUI views the way a widget entry is drawn (archive → Cairo → PNG) and samples
//  pixels; makes throwaway bundles holding asset catalogs and strings files.

import CPangoCairo
import Foundation
import GlimpseArchive
import GlimpseRender
import GlimpseResources
import SwiftUI
import Testing

/// A decoded image: 8-bit non-premultiplied RGBA by pixel.
struct Pixels {
    let width: Int
    let height: Int
    let rgba: [UInt8]

    /// The pixel at (x, y) as (r, g, b, a).
    subscript(x: Int, y: Int) -> (Int, Int, Int, Int) {
        let i = (y * width + x) * 4
        return (Int(rgba[i]), Int(rgba[i + 1]), Int(rgba[i + 2]), Int(rgba[i + 3]))
    }

    /// Decodes PNG or JPEG bytes.
    init?(_ data: Data) {
        guard let decoded = ImageCodec.decode(data), let surface = ImageCodec.surface(png: decoded.png) else {
            return nil
        }
        defer { cairo_surface_destroy(surface) }
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let word = (data + y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
                let a = Int(word >> 24)
                func un(_ c: Int) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
                let i = (y * width + x) * 4
                out[i] = un(Int((word >> 16) & 0xFF))
                out[i + 1] = un(Int((word >> 8) & 0xFF))
                out[i + 2] = un(Int(word & 0xFF))
                out[i + 3] = UInt8(a)
            }
        }
        rgba = out
    }
}

/// Whether two colours agree within `tolerance` per 8-bit component.
func nearPixel(_ a: (Int, Int, Int, Int), _ b: (Int, Int, Int, Int), _ tolerance: Int = 2) -> Bool {
    abs(a.0 - b.0) <= tolerance && abs(a.1 - b.1) <= tolerance && abs(a.2 - b.2) <= tolerance
        && abs(a.3 - b.3) <= tolerance
}

enum UIKitFixture {
    /// A 4 × 4 PNG written by Python's zlib (not by Glimpse): top half red, bottom half blue.
    static let redOverBluePNG = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAFUlEQVR4nGP4z8DwHxkzYAig8TEFACxQH+H1DG8tAAAAAElFTkSuQmCC"
    )!

    /// An environment in `scheme` at `scale`.
    static func env(_ scheme: ColorScheme = .light, scale: CGFloat = 1, locale: Locale = Locale(identifier: "en_US"))
        -> EnvironmentValues
    {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        env.displayScale = scale
        env.locale = locale
        return env
    }

    /// `view` archived on a `size`-point canvas (no margins).
    static func archive<V: View>(_ view: V, size: CGSize, env: EnvironmentValues = env()) -> WidgetArchive {
        makeWidgetArchive(view, canvas: size, environment: env, contentMargins: EdgeInsets())
    }

    /// `view` drawn on a `size`-point canvas at `env`'s scale.
    static func render<V: View>(_ view: V, size: CGSize, env: EnvironmentValues = env(), saveAs name: String? = nil)
        throws -> Pixels
    {
        let archive = archive(view, size: size, env: env)
        let png = try ArchiveRenderer().renderPNG(
            archive, options: RenderOptions(scale: Double(env.displayScale), showsContainerBackground: false))
        if let name {
            try png.write(to: FileManager.default.temporaryDirectory.appendingPathComponent("uikit-\(name).png"))
        }
        return try #require(Pixels(png))
    }

    /// A folder standing in for a bundle, holding `files` (relative path → bytes).
    static func bundle(_ files: [String: Data]) throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-bundle-\(UUID().uuidString)")
        for (path, data) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return try #require(Bundle(path: root.path))
    }

    /// Every text run's string in `archive`, in order.
    static func texts(_ archive: WidgetArchive) -> [String] {
        var out: [String] = []
        func walk(_ item: DisplayItem) {
            switch item {
            case .text(let t): out.append(t.string)
            case .group(let g): g.children.forEach(walk)
            default: break
            }
        }
        walk(archive.content)
        return out
    }
}
