//  SurfaceChrome.swift — GlimpseDisplay (Glimpse)
//  Status: Complete
//  Behaviour: what a surface draws besides its widgets (SurfaceLayout's marks) as a display
//  list, so the renderer (Cairo and Pango through GlimpseRender and GlimpseText) draws it as it
//  draws widgets: boxes as rounded-rectangle shapes, glows as radial gradients stretched by a
//  transform, text laid out on one line with GlimpseText's measure and SF Pro's line metrics,
//  glyphs as even-odd filled shapes (SurfaceGlyph).

import Foundation
public import GlimpseArchive
import GlimpseText

/// A surface's wallpaper and chrome as an archive the size of its screen.
public enum SurfaceChrome {
    /// The marks of `layout` as one archive, in order.
    public static func archive(_ layout: SurfaceLayout) -> WidgetArchive {
        let screen = Rect(x: 0, y: 0, width: layout.screen.width, height: layout.screen.height)
        return WidgetArchive(
            size: layout.screen, colorScheme: "dark",
            content: .group(GroupItem(frame: screen, children: layout.marks.map(item))))
    }

    /// One mark as a display item.
    static func item(_ mark: SurfaceLayout.Mark) -> DisplayItem {
        switch mark {
        case .box(let rect, let radius, let paint):
            return .shape(ShapeItem(frame: rect, path: roundedRect(rect, radius: radius), fill: paint))
        case .outline(let rect, let radius, let width, let color):
            let inner = Rect(
                x: rect.x + width / 2, y: rect.y + width / 2, width: rect.width - width, height: rect.height - width)
            return .shape(
                ShapeItem(
                    frame: rect, path: roundedRect(inner, radius: max(0, radius - width / 2)),
                    stroke: StrokeData(paint: .color(color), lineWidth: width)))
        case .glow(let rect, let center, let radii, let stops):
            // A circular gradient of radius `radii.width`, squeezed vertically about the centre.
            let k = radii.height / max(radii.width, 1e-9)
            let inner = Rect(
                x: rect.x, y: center.y + (rect.y - center.y) / k, width: rect.width, height: rect.height / k)
            let shape = ShapeItem(
                frame: inner, path: roundedRect(inner, radius: 0),
                fill: .radialGradient(stops: stops, center: center, startRadius: 0, endRadius: radii.width))
            return .group(
                GroupItem(
                    frame: rect, children: [.shape(shape)],
                    transform: Transform(a: 1, b: 0, c: 0, d: k, tx: 0, ty: center.y * (1 - k))))
        case .glyph(let glyph, let rect, let color):
            return .shape(ShapeItem(frame: rect, path: glyph.path(in: rect), fill: .color(color), evenOdd: true))
        case .text(let string, let rect, let font, let color, let alignment):
            let width = TextLayout.singleLineWidth([StyledRun(text: string, font: font)])
            let metrics = TextMetrics(size: font.size)
            let run = TextRun(
                text: string, font: font, paint: .color(color), x: rect.x + (rect.width - width) * alignment,
                width: width)
            let baseline = rect.y + (rect.height - metrics.lineHeight) / 2 + metrics.ascender
            return .text(
                TextItem(
                    frame: rect, lines: [TextLine(baseline: baseline, runs: [run])], lineHeight: metrics.lineHeight))
        }
    }

    /// A rectangle with circular corners of `radius` (clamped to half the shorter side).
    static func roundedRect(_ rect: Rect, radius: Double) -> PathData {
        let r = min(max(radius, 0), rect.width / 2, rect.height / 2)
        let (x0, y0, x1, y1) = (rect.x, rect.y, rect.maxX, rect.maxY)
        guard r > 0 else {
            return PathData([
                .move(to: Point(x: x0, y: y0)), .line(to: Point(x: x1, y: y0)), .line(to: Point(x: x1, y: y1)),
                .line(to: Point(x: x0, y: y1)), .closeSubpath,
            ])
        }
        let k = r * 0.5523  // cubic Bézier handle of a quarter circle
        return PathData([
            .move(to: Point(x: x0 + r, y: y0)),
            .line(to: Point(x: x1 - r, y: y0)),
            .curve(
                to: Point(x: x1, y: y0 + r), control1: Point(x: x1 - r + k, y: y0),
                control2: Point(x: x1, y: y0 + r - k)),
            .line(to: Point(x: x1, y: y1 - r)),
            .curve(
                to: Point(x: x1 - r, y: y1), control1: Point(x: x1, y: y1 - r + k),
                control2: Point(x: x1 - r + k, y: y1)),
            .line(to: Point(x: x0 + r, y: y1)),
            .curve(
                to: Point(x: x0, y: y1 - r), control1: Point(x: x0 + r - k, y: y1),
                control2: Point(x: x0, y: y1 - r + k)),
            .line(to: Point(x: x0, y: y0 + r)),
            .curve(
                to: Point(x: x0 + r, y: y0), control1: Point(x: x0, y: y0 + r - k),
                control2: Point(x: x0 + r - k, y: y0)),
            .closeSubpath,
        ])
    }
}
