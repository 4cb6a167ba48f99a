//  BenchmarkWorkloads.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R17 — fixed workloads built in code, so every run draws the same thing:
//  weather-style widgets with texts, shapes, gradients, an image and a symbol, at the iPhone
//  6.1-inch sizes (systemSmall 158×158 pt, systemMedium 338×158 pt; widgetkit.md §4.2).

import CPangoCairo
import Foundation
import GlimpseArchive
import GlimpseText

/// The archives `RenderBenchmark` draws.
enum BenchmarkWorkloads {
    /// A systemSmall widget: gradient container background, city, temperature, condition,
    /// high/low, a 28 pt icon image, a symbol and a progress capsule.
    static func systemSmall() -> WidgetArchive {
        let icon = iconAsset()
        let items: [DisplayItem] = [
            text("Cupertino", x: 16, baseline: 31, size: 15, weight: 600),
            .image(ImageItem(frame: Rect(x: 114, y: 14, width: 28, height: 28), hash: iconHash)),
            text("72°", x: 14, baseline: 84, size: 46, weight: 300),
            .symbol(
                SymbolItem(
                    frame: Rect(x: 16, y: 100, width: 16, height: 16), name: "sun.max.fill", pointSize: 13,
                    paint: .color(.white))),
            text("Sunny", x: 36, baseline: 113, size: 13, weight: 600),
            text("H:77° L:58°", x: 16, baseline: 131, size: 13, weight: 500),
            capsule(Rect(x: 16, y: 138, width: 126, height: 4), fill: .color(RGBA(1, 1, 1, 0.3))),
            capsule(Rect(x: 16, y: 138, width: 80, height: 4), fill: .color(.white)),
        ]
        return WidgetArchive(
            size: Size(width: 158, height: 158), displayScale: 3,
            background: containerBackground(Size(width: 158, height: 158)),
            content: .group(GroupItem(frame: Rect(x: 0, y: 0, width: 158, height: 158), children: items)),
            images: [iconHash: icon])
    }

    /// A systemMedium widget: the small layout plus a five-hour forecast row (texts, images) and
    /// a gauge ring stroked with an angular gradient.
    static func systemMedium() -> WidgetArchive {
        var items: [DisplayItem] = [
            text("Cupertino", x: 16, baseline: 31, size: 15, weight: 600),
            text("72°", x: 14, baseline: 80, size: 42, weight: 300),
            text("Sunny · H:77° L:58°", x: 16, baseline: 104, size: 13, weight: 500),
            ring(center: Point(x: 286, y: 48), radius: 24, lineWidth: 6),
            text("UV", x: 278, baseline: 53, size: 13, weight: 600),
        ]
        for (i, hour) in ["Now", "1PM", "2PM", "3PM", "4PM"].enumerated() {
            let x = 16 + Double(i) * 62
            items.append(text(hour, x: x + 6, baseline: 125, size: 12, weight: 600))
            items.append(.image(ImageItem(frame: Rect(x: x + 6, y: 128, width: 18, height: 18), hash: iconHash)))
            items.append(text("\(72 + i)°", x: x + 28, baseline: 142, size: 13, weight: 500))
        }
        return WidgetArchive(
            size: Size(width: 338, height: 158), displayScale: 3,
            background: containerBackground(Size(width: 338, height: 158)),
            content: .group(GroupItem(frame: Rect(x: 0, y: 0, width: 338, height: 158), children: items)),
            images: [iconHash: iconAsset()])
    }

    // MARK: - Pieces

    static let iconHash = "bench-sun-icon"

    /// An 84×84 px sun: a radial gradient disc with a soft edge, encoded with `PNGEncoder`.
    static func iconAsset() -> ImageAsset {
        let side: Int32 = 84
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        let gradient = cairo_pattern_create_radial(42, 42, 4, 42, 42, 40)!
        cairo_pattern_add_color_stop_rgba(gradient, 0, 1, 0.95, 0.5, 1)
        cairo_pattern_add_color_stop_rgba(gradient, 0.8, 1, 0.7, 0.1, 1)
        cairo_pattern_add_color_stop_rgba(gradient, 1, 1, 0.6, 0, 0)
        cairo_set_source(cr, gradient)
        cairo_arc(cr, 42, 42, 40, 0, 2 * Double.pi)
        cairo_fill(cr)
        cairo_pattern_destroy(gradient)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let png = try! PNGEncoder().encodeARGB32(
            data: UnsafeRawPointer(cairo_image_surface_get_data(surface)!),
            stride: Int(cairo_image_surface_get_stride(surface)), width: Int(side), height: Int(side))
        return ImageAsset(png: png, pixelWidth: Int(side), pixelHeight: Int(side))
    }

    private static func containerBackground(_ size: Size) -> DisplayItem {
        let paint = Paint.linearGradient(
            stops: [
                GradientStop(color: RGBA(0.29, 0.56, 0.89), location: 0),
                GradientStop(color: RGBA(0.11, 0.31, 0.66), location: 1),
            ], start: Point(x: 0, y: 0), end: Point(x: 0, y: size.height))
        return .shape(
            ShapeItem(
                frame: Rect(origin: .zero, size: size), path: rectPath(Rect(origin: .zero, size: size)), fill: paint))
    }

    private static func text(_ s: String, x: Double, baseline: Double, size: Double, weight: Int) -> DisplayItem {
        let font = FontDescriptor(family: FontResolver.systemFamily, size: size, weight: weight)
        // Widths are estimates; the renderer only uses them for underlines.
        let width = Double(s.count) * size * 0.58
        let run = TextRun(text: s, font: font, paint: .color(.white), x: x, width: width)
        let height = size * 1.19336
        return .text(
            TextItem(
                frame: Rect(x: x, y: baseline - size * 0.952, width: width, height: height),
                lines: [TextLine(baseline: baseline, runs: [run])], lineHeight: height))
    }

    private static func capsule(_ r: Rect, fill: Paint) -> DisplayItem {
        .shape(ShapeItem(frame: r, path: roundedRectPath(r, radius: r.height / 2), fill: fill))
    }

    /// A gauge: a faint full track and a 70 % arc stroked with an angular gradient.
    private static func ring(center: Point, radius: Double, lineWidth: Double) -> DisplayItem {
        let frame = Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        let track = StrokeData(paint: .color(RGBA(1, 1, 1, 0.25)), lineWidth: lineWidth)
        let gauge = Paint.angularGradient(
            stops: [
                GradientStop(color: RGBA(0.3, 0.85, 0.4), location: 0),
                GradientStop(color: RGBA(1, 0.8, 0.1), location: 0.5),
                GradientStop(color: RGBA(1, 0.25, 0.2), location: 1),
            ], center: center, startAngle: -Double.pi / 2, endAngle: 3 * Double.pi / 2)
        let start = -Double.pi / 2
        return .group(
            GroupItem(
                frame: frame,
                children: [
                    .shape(
                        ShapeItem(
                            frame: frame, path: arcPath(center, radius, start, start + 2 * Double.pi), stroke: track)),
                    .shape(
                        ShapeItem(
                            frame: frame, path: arcPath(center, radius, start, start + 1.4 * Double.pi),
                            stroke: StrokeData(paint: gauge, lineWidth: lineWidth, cap: .round))),
                ]))
    }

    // MARK: - Paths

    static func rectPath(_ r: Rect) -> PathData {
        PathData([
            .move(to: Point(x: r.x, y: r.y)), .line(to: Point(x: r.maxX, y: r.y)),
            .line(to: Point(x: r.maxX, y: r.maxY)), .line(to: Point(x: r.x, y: r.maxY)), .closeSubpath,
        ])
    }

    /// A rounded rectangle with circular corners as cubic Béziers.
    static func roundedRectPath(_ r: Rect, radius: Double) -> PathData {
        let k = 0.5522847498 * radius
        return PathData([
            .move(to: Point(x: r.x + radius, y: r.y)),
            .line(to: Point(x: r.maxX - radius, y: r.y)),
            .curve(
                to: Point(x: r.maxX, y: r.y + radius), control1: Point(x: r.maxX - radius + k, y: r.y),
                control2: Point(x: r.maxX, y: r.y + radius - k)),
            .line(to: Point(x: r.maxX, y: r.maxY - radius)),
            .curve(
                to: Point(x: r.maxX - radius, y: r.maxY), control1: Point(x: r.maxX, y: r.maxY - radius + k),
                control2: Point(x: r.maxX - radius + k, y: r.maxY)),
            .line(to: Point(x: r.x + radius, y: r.maxY)),
            .curve(
                to: Point(x: r.x, y: r.maxY - radius), control1: Point(x: r.x + radius - k, y: r.maxY),
                control2: Point(x: r.x, y: r.maxY - radius + k)),
            .line(to: Point(x: r.x, y: r.y + radius)),
            .curve(
                to: Point(x: r.x + radius, y: r.y), control1: Point(x: r.x, y: r.y + radius - k),
                control2: Point(x: r.x + radius - k, y: r.y)),
            .closeSubpath,
        ])
    }

    /// A circular arc from `a0` to `a1` (radians, clockwise on screen) as cubics of ≤ 90°.
    static func arcPath(_ c: Point, _ radius: Double, _ a0: Double, _ a1: Double) -> PathData {
        let n = max(1, Int(((a1 - a0) / (Double.pi / 2)).rounded(.up)))
        let step = (a1 - a0) / Double(n)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        var elements: [PathElement] = [.move(to: Point(x: c.x + radius * cos(a0), y: c.y + radius * sin(a0)))]
        for i in 0..<n {
            let s = a0 + Double(i) * step, e = s + step
            elements.append(
                .curve(
                    to: Point(x: c.x + radius * cos(e), y: c.y + radius * sin(e)),
                    control1: Point(x: c.x + radius * cos(s) - k * sin(s), y: c.y + radius * sin(s) + k * cos(s)),
                    control2: Point(x: c.x + radius * cos(e) + k * sin(e), y: c.y + radius * sin(e) - k * cos(e))))
        }
        return PathData(elements)
    }
}
