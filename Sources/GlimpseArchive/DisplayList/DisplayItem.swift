//  DisplayItem.swift — GlimpseArchive
//  Status: Complete (text, shapes, images, symbols, groups, bent groups for curved labels)
//  Behaviour: the display list described in ARCHITECTURE.md "The archive". Every frame and
//  coordinate is absolute, in points, in the widget's space (origin top-leading, y down).

/// One node of the display list.
public indirect enum DisplayItem: Hashable, Codable, Sendable {
    case group(GroupItem)
    case text(TextItem)
    case shape(ShapeItem)
    case image(ImageItem)
    case symbol(SymbolItem)

    /// The node's frame in points.
    public var frame: Rect {
        switch self {
        case .group(let g): return g.frame
        case .text(let t): return t.frame
        case .shape(let s): return s.frame
        case .image(let i): return i.frame
        case .symbol(let s): return s.frame
        }
    }

    /// Nesting depth: a leaf is 1, a group is one more than its deepest child (or mask).
    public var depth: Int {
        guard case .group(let g) = self else { return 1 }
        var deepest = g.mask?.depth ?? 0
        for child in g.children { deepest = max(deepest, child.depth) }
        return 1 + deepest
    }

    /// Number of nodes in this subtree, masks included.
    public var nodeCount: Int {
        guard case .group(let g) = self else { return 1 }
        return 1 + g.children.reduce(0) { $0 + $1.nodeCount } + (g.mask?.nodeCount ?? 0)
    }
}

/// Metadata the host needs about a subtree (WidgetKit semantics, applied at display time).
public struct ItemTags: Hashable, Codable, Sendable {
    /// Under `widgetAccentable(true)`: drawn in the accent group (sticky for the subtree).
    public var accentable: Bool?
    /// Under `privacySensitive()`: redacted when the place is locked with privacy on.
    public var privacySensitive: Bool?
    /// Under `invalidatableContent()`.
    public var invalidatable: Bool?
    /// Under `redacted(reason: .placeholder)` (already applied when the archive was made).
    public var placeholder: Bool?
    /// Under `unredacted()`.
    public var unredacted: Bool?
    public var accessibilityIdentifier: String?
    public var accessibilityLabel: String?
    /// `Link` destination or `widgetURL` for this region.
    public var url: String?
    /// The intent a `Button(intent:)` or `Toggle(isOn:intent:)` here runs.
    public var intent: IntentAction?

    public init() {}
    public var isEmpty: Bool { self == ItemTags() }
}

/// A shadow drawn beneath a group's content, or, when `inner`, over it.
public struct Shadow: Hashable, Codable, Sendable {
    public var color: RGBA
    /// Blur radius in points.
    public var radius: Double
    public var x: Double
    public var y: Double
    /// `ShadowStyle.inner`: drawn over the content, inside its silhouette, from the content's
    /// inverted alpha blurred and offset. `nil` is `false` (a drop shadow). Added for SwiftUI's
    /// `ShapeStyle.shadow(_:)`; archives without it decode as before.
    public var inner: Bool?
    public init(color: RGBA, radius: Double, x: Double, y: Double) {
        (self.color, self.radius, self.x, self.y) = (color, radius, x, y)
    }
}

/// A container: children drawn in order, then opacity, clip, mask and transform applied, and
/// the result combined with what is beneath by `blendMode`.
public struct GroupItem: Hashable, Codable, Sendable {
    /// The group's frame, points. In a group with an `arc`, the bounding box of what it draws
    /// once bent (its children keep their flat frames).
    public var frame: Rect
    public var children: [DisplayItem]
    /// 0…1, applied to the composited children.
    public var opacity: Double?
    /// Applied to the children, in the widget's space (anchor already resolved).
    public var transform: Transform?
    /// Children are clipped to this path (absolute points).
    public var clip: PathData?
    /// Children are masked by this item's alpha.
    public var mask: DisplayItem?
    public var shadow: Shadow?
    public var tags: ItemTags?
    /// Bends the group's clip, mask and children around a circle (`Arc`): a watch face's curved
    /// complication label. Inside the group everything is laid out flat; text is drawn glyph by
    /// glyph along the curve, shapes are bent point by point, images and symbols are placed
    /// upright on it. Applied innermost (after the transform). Added for issue 4; archives
    /// without it decode as before.
    public var arc: Arc?
    /// `compositingGroup()` / `drawingGroup()`: the children are composited offscreen before the
    /// group's opacity and blend mode apply, and blend modes inside the group combine only with
    /// what the group itself draws (they do not reach the pixels beneath it). `nil` is `false`.
    /// A group with `opacity` or a `blendMode` is composited in any case. Added for issue 11;
    /// archives without it decode as before.
    public var compositingGroup: Bool?
    /// `blendMode(_:)`: how the composited children combine with what is beneath the group.
    /// `nil` is `.normal`; an unknown name is rejected when decoding. Added for issue 11.
    public var blendMode: BlendingMode?
    /// Colour filters and blur applied, in order, to the composited children before opacity
    /// and blend mode (`saturation(_:)`, `blur(radius:)`…). Added for issue 11.
    public var filters: [ColorFilter]?

    public init(
        frame: Rect, children: [DisplayItem], opacity: Double? = nil, transform: Transform? = nil,
        clip: PathData? = nil, mask: DisplayItem? = nil, shadow: Shadow? = nil, tags: ItemTags? = nil,
        arc: Arc? = nil, compositingGroup: Bool? = nil, blendMode: BlendingMode? = nil
    ) {
        self.frame = frame
        self.children = children
        self.opacity = opacity
        self.transform = transform
        self.clip = clip
        self.mask = mask
        self.shadow = shadow
        self.tags = tags
        self.arc = arc
        self.compositingGroup = compositingGroup
        self.blendMode = blendMode
    }
}

/// A resolved font. `family` is a fontconfig family name; `size` in points; `weight` is the
/// CSS/OpenType weight 100…900.
public struct FontDescriptor: Hashable, Codable, Sendable {
    public var family: String
    public var size: Double
    public var weight: Int
    public var italic: Bool
    /// Use tabular (monospaced) digits (`tnum`).
    public var monospacedDigit: Bool
    public init(family: String, size: Double, weight: Int = 400, italic: Bool = false, monospacedDigit: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.monospacedDigit = monospacedDigit
    }
}

/// A run of text in one font and paint, placed on a line.
public struct TextRun: Hashable, Codable, Sendable {
    public var text: String
    public var font: FontDescriptor
    public var paint: Paint
    /// Left edge of the run, absolute, points.
    public var x: Double
    /// Advance width of the run as measured, points.
    public var width: Double
    /// Extra space between characters in points (`tracking`/`kerning`).
    public var tracking: Double?
    public var underline: Bool?
    public var strikethrough: Bool?
    /// A live date: the host draws `live.text(at:)` instead of `text` (which holds the value
    /// at the entry's date), aligned within `width` by `liveAlignment` (0 leading, 0.5 centre, 1 trailing).
    public var live: LiveDate?
    public var liveAlignment: Double?
    public init(text: String, font: FontDescriptor, paint: Paint, x: Double, width: Double) {
        self.text = text
        self.font = font
        self.paint = paint
        self.x = x
        self.width = width
    }
}

/// One laid-out line: its baseline (absolute y, points) and runs left to right.
public struct TextLine: Hashable, Codable, Sendable {
    public var baseline: Double
    public var runs: [TextRun]
    public init(baseline: Double, runs: [TextRun]) {
        self.baseline = baseline
        self.runs = runs
    }
}

/// Laid-out text: lines already broken, truncated ("…") and scaled by the extension.
public struct TextItem: Hashable, Codable, Sendable {
    public var frame: Rect
    public var lines: [TextLine]
    /// Line height in points, used by redaction to draw one bar per line.
    public var lineHeight: Double
    public var tags: ItemTags?
    public init(frame: Rect, lines: [TextLine], lineHeight: Double, tags: ItemTags? = nil) {
        self.frame = frame
        self.lines = lines
        self.lineHeight = lineHeight
        self.tags = tags
    }

    /// All the text of the item, lines joined by newlines.
    public var string: String { lines.map { $0.runs.map(\.text).joined() }.joined(separator: "\n") }
}

/// Line cap and join follow Core Graphics (and Cairo) names.
public struct StrokeData: Hashable, Codable, Sendable {
    public enum Cap: String, Codable, Sendable { case butt, round, square }
    public enum Join: String, Codable, Sendable { case miter, round, bevel }
    public var paint: Paint
    public var lineWidth: Double
    public var cap: Cap
    public var join: Join
    public var miterLimit: Double
    public var dash: [Double]
    public var dashPhase: Double
    public init(
        paint: Paint, lineWidth: Double, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10,
        dash: [Double] = [], dashPhase: Double = 0
    ) {
        self.paint = paint
        self.lineWidth = lineWidth
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// A filled and/or stroked path.
public struct ShapeItem: Hashable, Codable, Sendable {
    public var frame: Rect
    public var path: PathData
    public var fill: Paint?
    /// Even-odd fill rule instead of non-zero winding.
    public var evenOdd: Bool?
    public var stroke: StrokeData?
    public var tags: ItemTags?
    /// A timer-driven progress indicator: the host replaces `path` (the value at the entry's
    /// date) with `liveProgress.path(at:)` when it draws.
    public var liveProgress: LiveProgress?
    public init(frame: Rect, path: PathData, fill: Paint? = nil, evenOdd: Bool? = nil, stroke: StrokeData? = nil) {
        self.frame = frame
        self.path = path
        self.fill = fill
        self.evenOdd = evenOdd
        self.stroke = stroke
    }
}

/// A bitmap image drawn stretched to `frame`; its bytes live in `WidgetArchive.images[hash]`.
public struct ImageItem: Hashable, Codable, Sendable {
    public var frame: Rect
    public var hash: String
    /// Draw as a template: the image's alpha filled with `tint`.
    public var tint: Paint?
    /// Smooth (`true`, the default) or nearest-neighbour interpolation.
    public var interpolation: Bool?
    public var tags: ItemTags?
    /// `Image.widgetAccentedRenderingMode(_:)`, applied by the host in accented rendering mode:
    /// `"accented"`, `"desaturated"`, `"accentedDesaturated"` or `"fullColor"`; `nil` (no
    /// modifier) draws the image in its group's colour. Other values are treated as `nil`.
    public var accentedMode: String?
    public init(frame: Rect, hash: String, tint: Paint? = nil) {
        self.frame = frame
        self.hash = hash
        self.tint = tint
    }
}

/// An SF Symbol by name, drawn by the host (`Image(systemName:)`); `pointSize` is the font size
/// the symbol was sized for.
public struct SymbolItem: Hashable, Codable, Sendable {
    public var frame: Rect
    public var name: String
    public var pointSize: Double
    public var weight: Int
    public var paint: Paint
    public var tags: ItemTags?
    /// `Image(systemName:).widgetAccentedRenderingMode(_:)`; the values of `ImageItem.accentedMode`.
    public var accentedMode: String?
    /// Under `symbolRenderingMode(.hierarchical)`: secondary layers are drawn lighter. `nil`
    /// (the default) is monochrome.
    public var hierarchical: Bool?
    /// Paints by hierarchy level — primary, secondary (, tertiary) — for
    /// `symbolRenderingMode(.palette)` (the levels of `foregroundStyle(_:_:)`) and `.multicolor`
    /// (the symbol's colours, resolved by the extension). The primary level is the symbol's main
    /// glyph, the secondary its other parts and its enclosure. `nil` draws it all in `paint`.
    public var palette: [Paint]?
    public init(frame: Rect, name: String, pointSize: Double, weight: Int = 400, paint: Paint) {
        self.frame = frame
        self.name = name
        self.pointSize = pointSize
        self.weight = weight
        self.paint = paint
    }
}
