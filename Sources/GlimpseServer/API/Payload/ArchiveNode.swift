//  ArchiveNode.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: ARCHITECTURE.md "The archive": the display list as a tree the inspector shows —
//  kind, frame, text, tags (accent, privacy, URL) and children.

public import GlimpseArchive

/// One display-list node for the inspector.
public struct ArchiveNode: Encodable, Sendable {
    /// `group`, `text`, `shape`, `image`, `symbol`, or `background` / `content` for the layers.
    public var kind: String
    /// x, y, width, height in points.
    public var frame: [Double]
    /// The text (text items), the symbol name, or the image hash.
    public var label: String?
    /// `accentable`, `privacySensitive`, `live`, `progress`, `url: …`.
    public var tags: [String]
    public var children: [ArchiveNode]

    /// The layers of `archive`: its background (if any), its content and its label (if any).
    public init(_ archive: WidgetArchive) {
        kind = "archive"
        frame = [0, 0, archive.size.width, archive.size.height]
        label =
            "\(fmt(archive.size.width))×\(fmt(archive.size.height)) pt, \(archive.colorScheme), @\(fmt(archive.displayScale))x"
        tags = archive.widgetURL.map { ["url: \($0)"] } ?? []
        children = []
        if let background = archive.background {
            children.append(ArchiveNode(layer: "background", background))
        }
        children.append(ArchiveNode(layer: "content", archive.content))
        if let label = archive.label {
            children.append(ArchiveNode(layer: "label", label))
        }
    }

    private init(layer: String, _ item: DisplayItem) {
        kind = layer
        frame = Self.frame(item.frame)
        tags = []
        children = [ArchiveNode(item)]
    }

    /// `item` and its subtree.
    public init(_ item: DisplayItem) {
        frame = Self.frame(item.frame)
        children = []
        switch item {
        case .group(let g):
            kind = "group"
            tags = Self.tags(g.tags)
            if g.opacity != nil { tags.append("opacity") }
            if g.clip != nil { tags.append("clip") }
            if g.mask != nil { tags.append("mask") }
            children = g.children.map(ArchiveNode.init)
        case .text(let t):
            kind = "text"
            label = t.string
            tags = Self.tags(t.tags)
            if t.lines.contains(where: { $0.runs.contains { $0.live != nil } }) { tags.append("live") }
        case .shape(let s):
            kind = "shape"
            tags = Self.tags(s.tags)
            if s.liveProgress != nil { tags.append("progress") }
        case .image(let i):
            kind = "image"
            label = String(i.hash.prefix(12))
            tags = Self.tags(i.tags)
        case .symbol(let s):
            kind = "symbol"
            label = s.name
            tags = Self.tags(s.tags)
        }
    }

    private static func frame(_ r: Rect) -> [Double] {
        [r.x, r.y, r.width, r.height].map { ($0 * 10).rounded() / 10 }
    }

    private static func tags(_ tags: ItemTags?) -> [String] {
        guard let tags else { return [] }
        var out: [String] = []
        if tags.accentable == true { out.append("accentable") }
        if tags.privacySensitive == true { out.append("privacySensitive") }
        if tags.invalidatable == true { out.append("invalidatable") }
        if tags.placeholder == true { out.append("placeholder") }
        if tags.unredacted == true { out.append("unredacted") }
        if let url = tags.url { out.append("url: \(url)") }
        if let intent = tags.intent { out.append("intent: \(intent.title) (\(intent.type))") }
        if let label = tags.accessibilityLabel { out.append("label: \(label)") }
        return out
    }
}
