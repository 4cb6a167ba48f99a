//  Redactor.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §5.3 and §12.13 (WWDC21-10048: `privacySensitive` on a
//  container redacts everything in it; `unredacted()` opts a subtree out). The look follows
//  iOS's redaction, as the extension draws `.placeholder`: one rounded bar per text line, shapes
//  kept, images and symbols as rounded rectangles.

import GlimpseArchive
import GlimpseText

/// Replaces the redacted regions of an archive, before anything is drawn, so no redacted text,
/// image or label reaches any output (PNG, SVG, PDF or the archive's JSON).
///
/// In a redacted region:
/// 1. Text becomes one rounded bar per line, spanning the line's runs (the extension's reserved
///    width for live dates), `lineHeight × 0.72` tall, centred in the line box, with a corner
///    radius of `min(height / 2, 4)` points, in the first run's paint at 20 % of its alpha.
///    These are the extension's `.placeholder` bars, so both redactions look alike.
/// 2. Images become a rounded rectangle over their frame (radius `min(6, shorter side / 4)`
///    points) in `Redactor.imageFill`; symbols the same shape in their paint at 20 %.
/// 3. Shapes (and timer progress) are kept.
/// 4. Accessibility labels are removed; other tags (the accent group) are kept.
/// Images no longer referenced are removed from the archive.
enum Redactor {
    /// The fill of a redacted image: iOS `systemFill` (light), grey `#787880` at 20 %.
    static let imageFill = RGBA(120 / 255.0, 120 / 255.0, 128 / 255.0, 0.2)

    /// Share of the text's alpha that a redaction bar keeps.
    static let barOpacity = 0.2

    /// `archive` with the regions `reasons` selects redacted (every layer, masks included).
    /// - Complexity: O(nodes).
    static func redact(_ archive: WidgetArchive, for reasons: Redaction) -> WidgetArchive {
        guard !reasons.isEmpty else { return archive }
        var a = archive
        a.transformLayers { redact($0, reasons: reasons, redacting: false) }
        a.images = referencedImages(of: a)
        return a
    }

    /// Whether `archive` has any region `reasons` would redact (ignoring `unredacted`).
    static func hasRedactableContent(_ archive: WidgetArchive, for reasons: Redaction) -> Bool {
        func marked(_ tags: ItemTags?) -> Bool { isMarked(tags, reasons) }
        func walk(_ item: DisplayItem) -> Bool {
            switch item {
            case .group(let g): return marked(g.tags) || g.children.contains(where: walk) || g.mask.map(walk) == true
            case .text(let t): return marked(t.tags)
            case .shape(let s): return marked(s.tags)
            case .image(let i): return marked(i.tags)
            case .symbol(let s): return marked(s.tags)
            }
        }
        return archive.layers.contains(where: walk)
    }

    /// The images `archive` still draws: `images` without entries no item references.
    static func referencedImages(of archive: WidgetArchive) -> [String: ImageAsset] {
        var used = Set<String>()
        func walk(_ item: DisplayItem) {
            switch item {
            case .group(let g):
                g.children.forEach(walk)
                g.mask.map(walk)
            case .image(let i): used.insert(i.hash)
            case .text, .shape, .symbol: break
            }
        }
        archive.layers.forEach(walk)
        return archive.images.filter { used.contains($0.key) }
    }

    // MARK: - Steps

    private static func isMarked(_ tags: ItemTags?, _ reasons: Redaction) -> Bool {
        guard let tags else { return false }
        return (reasons.contains(.privacy) && tags.privacySensitive == true)
            || (reasons.contains(.invalidated) && tags.invalidatable == true)
    }

    private static func redact(_ item: DisplayItem, reasons: Redaction, redacting: Bool) -> DisplayItem {
        let tags = tagsOf(item)
        // `unredacted()` clears the redaction reasons for its whole subtree.
        if tags?.unredacted == true { return item }
        let redacting = redacting || isMarked(tags, reasons)
        switch item {
        case .group(var g):
            g.children = g.children.map { redact($0, reasons: reasons, redacting: redacting) }
            g.mask = g.mask.map { redact($0, reasons: reasons, redacting: redacting) }
            if redacting { g.tags = stripped(g.tags) }
            return .group(g)
        case .text(let t):
            guard redacting else { return item }
            return .group(GroupItem(frame: t.frame, children: bars(of: t), tags: stripped(t.tags)))
        case .shape(var s):
            guard redacting else { return item }
            s.tags = stripped(s.tags)
            return .shape(s)
        case .image(let i):
            guard redacting else { return item }
            return placeholder(i.frame, paint: .color(imageFill), tags: i.tags)
        case .symbol(let s):
            guard redacting else { return item }
            return placeholder(s.frame, paint: s.paint.multiplyingAlpha(barOpacity), tags: s.tags)
        }
    }

    /// One rounded bar per line of `text`.
    static func bars(of text: TextItem) -> [DisplayItem] {
        text.lines.compactMap { line -> DisplayItem? in
            let runs = line.runs.filter { $0.x.isFinite && $0.width.isFinite }
            guard let first = runs.first, line.baseline.isFinite, text.lineHeight.isFinite, text.lineHeight > 0
            else { return nil }
            let x0 = runs.map(\.x).min()!
            let x1 = runs.map { $0.x + $0.width }.max()!
            let height = text.lineHeight * 0.72
            let size = runs.map(\.font.size).max()!
            let y = line.baseline - TextMetrics(size: size).ascender + (text.lineHeight - height) / 2
            let rect = Rect(x: x0, y: y, width: max(x1 - x0, 1), height: height)
            return .shape(
                ShapeItem(
                    frame: rect, path: roundedRect(rect, radius: min(height / 2, 4)),
                    fill: first.paint.multiplyingAlpha(barOpacity)))
        }
    }

    private static func placeholder(_ frame: Rect, paint: Paint, tags: ItemTags?) -> DisplayItem {
        var s = ShapeItem(
            frame: frame, path: roundedRect(frame, radius: min(6, min(frame.width, frame.height) / 4)), fill: paint)
        s.tags = stripped(tags)
        return .shape(s)
    }

    private static func tagsOf(_ item: DisplayItem) -> ItemTags? {
        switch item {
        case .group(let g): return g.tags
        case .text(let t): return t.tags
        case .shape(let s): return s.tags
        case .image(let i): return i.tags
        case .symbol(let s): return s.tags
        }
    }

    /// Tags without what could carry the redacted content (the accessibility label).
    private static func stripped(_ tags: ItemTags?) -> ItemTags? {
        guard var t = tags else { return nil }
        t.accessibilityLabel = nil
        return t.isEmpty ? nil : t
    }

    /// A rounded rectangle with circular corners (cubic approximation), as the extension draws.
    static func roundedRect(_ r: Rect, radius: Double) -> PathData {
        let rad = max(0, min(radius, r.width / 2, r.height / 2))
        let k = 0.5522847498 * rad
        func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
        return PathData([
            .move(to: p(r.x + rad, r.y)),
            .line(to: p(r.maxX - rad, r.y)),
            .curve(to: p(r.maxX, r.y + rad), control1: p(r.maxX - rad + k, r.y), control2: p(r.maxX, r.y + rad - k)),
            .line(to: p(r.maxX, r.maxY - rad)),
            .curve(
                to: p(r.maxX - rad, r.maxY), control1: p(r.maxX, r.maxY - rad + k),
                control2: p(r.maxX - rad + k, r.maxY)),
            .line(to: p(r.x + rad, r.maxY)),
            .curve(to: p(r.x, r.maxY - rad), control1: p(r.x + rad - k, r.maxY), control2: p(r.x, r.maxY - rad + k)),
            .line(to: p(r.x, r.y + rad)),
            .curve(to: p(r.x + rad, r.y), control1: p(r.x, r.y + rad - k), control2: p(r.x + rad - k, r.y)),
            .closeSubpath,
        ])
    }
}
