//  PrivacyRedaction.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: WidgetKit "privacySensitive(_:)" and "RedactionReasons.privacy" (reference
//  widgetkit.md §5.3; issue 4 "Privacy and redaction"): on a locked place, content marked
//  privacy-sensitive (the whole subtree of a marked container) is replaced before anything leaves
//  the host — each text line by a rounded bar in its colour, images and symbols by a rounded
//  box; shapes are kept; accessibility labels inside are dropped. `unredacted()` exempts a
//  subtree. The simulator applies it to every frame and to the archive tree it serves, whatever
//  the renderer does as well, so no sensitive byte reaches a locked place's page.

public import GlimpseArchive

/// Removes privacy-sensitive content from archives.
public enum PrivacyRedaction {
    /// Opacity of the bars drawn in place of redacted content: 0.35.
    public static let barOpacity = 0.35

    /// `archive` with every privacy-sensitive region redacted (unchanged if it has none).
    public static func redact(_ archive: WidgetArchive) -> WidgetArchive {
        var redacted = archive
        redacted.content = redact(archive.content, sensitive: false)
        redacted.background = archive.background.map { redact($0, sensitive: false) }
        return redacted
    }

    /// Whether `archive` has any privacy-sensitive region.
    public static func hasSensitiveContent(_ archive: WidgetArchive) -> Bool {
        containsSensitive(archive.content) || archive.background.map(containsSensitive) == true
    }

    // MARK: - Steps

    private static func isMarked(_ tags: ItemTags?) -> Bool { tags?.privacySensitive == true }

    private static func containsSensitive(_ item: DisplayItem) -> Bool {
        switch item {
        case .group(let g):
            return isMarked(g.tags) || g.children.contains(where: containsSensitive)
                || g.mask.map(containsSensitive) == true
        case .text(let t): return isMarked(t.tags)
        case .shape(let s): return isMarked(s.tags)
        case .image(let i): return isMarked(i.tags)
        case .symbol(let s): return isMarked(s.tags)
        }
    }

    /// `item` with its sensitive parts replaced; `sensitive` says an ancestor was marked.
    private static func redact(_ item: DisplayItem, sensitive inherited: Bool) -> DisplayItem {
        switch item {
        case .group(var g):
            let sensitive = scope(inherited, g.tags)
            if sensitive { g.tags = stripped(g.tags) }
            g.children = g.children.map { redact($0, sensitive: sensitive) }
            g.mask = g.mask.map { redact($0, sensitive: sensitive) }
            return .group(g)
        case .text(let t):
            guard scope(inherited, t.tags) else { return item }
            return bars(for: t)
        case .shape(var s):
            guard scope(inherited, s.tags) else { return item }
            s.tags = stripped(s.tags)
            return .shape(s)
        case .image(let i):
            guard scope(inherited, i.tags) else { return item }
            return box(i.frame, paint: .color(RGBA(0.5, 0.5, 0.5)), round: min(i.frame.width, i.frame.height) * 0.2)
        case .symbol(let s):
            guard scope(inherited, s.tags) else { return item }
            return box(s.frame, paint: s.paint, round: min(s.frame.width, s.frame.height) / 2)
        }
    }

    /// Whether a node with `tags` under an ancestor state `inherited` is redacted.
    private static func scope(_ inherited: Bool, _ tags: ItemTags?) -> Bool {
        if tags?.unredacted == true { return false }
        return inherited || isMarked(tags)
    }

    /// Tags without the accessibility texts, which may carry the sensitive value.
    private static func stripped(_ tags: ItemTags?) -> ItemTags? {
        guard var tags else { return nil }
        tags.accessibilityLabel = nil
        tags.accessibilityIdentifier = nil
        return tags
    }

    /// One rounded bar per line, as wide as the line's runs, about the height of its capitals.
    private static func bars(for text: TextItem) -> DisplayItem {
        var children: [DisplayItem] = []
        for line in text.lines where !line.runs.isEmpty {
            let start = line.runs.map(\.x).min() ?? text.frame.x
            let end = line.runs.map { $0.x + $0.width }.max() ?? text.frame.maxX
            let size = line.runs.map(\.font.size).max() ?? text.lineHeight
            let height = max(size * 0.72, 2)
            let frame = Rect(x: start, y: line.baseline - size * 0.78, width: max(end - start, height), height: height)
            children.append(shape(frame, paint: line.runs[0].paint, radius: height / 2))
        }
        var group = GroupItem(frame: text.frame, children: children, opacity: barOpacity)
        group.tags = nil
        return .group(group)
    }

    private static func box(_ frame: Rect, paint: Paint, round radius: Double) -> DisplayItem {
        .group(GroupItem(frame: frame, children: [shape(frame, paint: paint, radius: radius)], opacity: barOpacity))
    }

    private static func shape(_ frame: Rect, paint: Paint, radius: Double) -> DisplayItem {
        .shape(ShapeItem(frame: frame, path: roundedRect(frame, radius: radius), fill: paint))
    }

    /// A rounded rectangle path; quarter circles as cubic Béziers (k = 0.5523).
    static func roundedRect(_ r: Rect, radius: Double) -> PathData {
        let rad = max(0, min(radius, r.width / 2, r.height / 2))
        let k = rad * 0.5523
        let (x0, y0, x1, y1) = (r.x, r.y, r.maxX, r.maxY)
        return PathData([
            .move(to: Point(x: x0 + rad, y: y0)),
            .line(to: Point(x: x1 - rad, y: y0)),
            .curve(to: Point(x: x1, y: y0 + rad), control1: Point(x: x1 - rad + k, y: y0), control2: Point(x: x1, y: y0 + rad - k)),
            .line(to: Point(x: x1, y: y1 - rad)),
            .curve(to: Point(x: x1 - rad, y: y1), control1: Point(x: x1, y: y1 - rad + k), control2: Point(x: x1 - rad + k, y: y1)),
            .line(to: Point(x: x0 + rad, y: y1)),
            .curve(to: Point(x: x0, y: y1 - rad), control1: Point(x: x0 + rad - k, y: y1), control2: Point(x: x0, y: y1 - rad + k)),
            .line(to: Point(x: x0, y: y0 + rad)),
            .curve(to: Point(x: x0 + rad, y: y0), control1: Point(x: x0, y: y0 + rad - k), control2: Point(x: x0 + rad - k, y: y0)),
            .closeSubpath,
        ])
    }
}
