//  WidgetArchive.swift — GlimpseArchive
//  Status: Complete for the first path
//  Behaviour: ARCHITECTURE.md "The archive": one display list per (entry, family, environment
//  variant), laid out ahead of time by the extension, drawn later by the host.

public import Foundation

/// A bitmap carried by an archive, referenced from `ImageItem.hash`.
public struct ImageAsset: Hashable, Codable, Sendable {
    /// PNG bytes (base64 in JSON).
    public var png: Data
    /// Pixel size of the bitmap.
    public var pixelWidth: Int
    public var pixelHeight: Int
    public init(png: Data, pixelWidth: Int, pixelHeight: Int) {
        self.png = png
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }
}

/// A tappable region: a `Link` destination or the intent of a `Button(intent:)` or
/// `Toggle(isOn:intent:)`. Exactly one of `url` and `intent` is set.
public struct HitRegion: Hashable, Codable, Sendable {
    public var frame: Rect
    /// The URL a tap opens (`Link`).
    public var url: String?
    /// The intent a tap runs (Apple: WidgetKit runs the intent's `perform()`, then reloads the
    /// timeline; reference widgetkit.md §6).
    public var intent: IntentAction?

    public init(frame: Rect, url: String) {
        self.frame = frame
        self.url = url
    }

    public init(frame: Rect, intent: IntentAction) {
        self.frame = frame
        self.intent = intent
    }
}

/// A laid-out widget entry ready to draw.
public struct WidgetArchive: Hashable, Codable, Sendable {
    /// The format this build writes. Readers reject newer versions.
    public static let currentFormatVersion = 1
    /// Decoding rejects display lists nested deeper than this many levels. Each level costs 3
    /// levels of JSON, and Foundation's JSON decoder stops at 512, so a deeper limit could not be
    /// reached through the protocol: anything deeper is refused as too deep, never as bad JSON.
    public static let maximumDepth = 128
    /// Decoding rejects encoded archives larger than this many bytes (10 MB).
    public static let maximumBytes = 10_000_000

    public var formatVersion: Int
    /// Canvas size in points (the family's size on the device).
    public var size: Size
    /// `"light"` or `"dark"`: the colour scheme the entry was laid out for.
    public var colorScheme: String
    /// The display scale the text was rounded for (1, 2 or 3).
    public var displayScale: Double
    /// The removable container background (`containerBackground(for: .widget)`), its own layer.
    public var background: DisplayItem?
    /// Everything else.
    public var content: DisplayItem
    /// The complication label (`widgetLabel`) where the place draws one — along the inner curve
    /// of a watch face's corner, on the Infograph bezel — as its own layer: the host draws it
    /// over the widget, outside the widget's shape, so it may lie outside `size`. Added for
    /// issue 4; archives without it decode as before.
    public var label: DisplayItem?
    /// Bitmaps by content hash.
    public var images: [String: ImageAsset]
    /// `widgetURL`, the URL a tap outside any link opens.
    public var widgetURL: String?
    /// `Link` and intent regions, in drawing order (a later one wins a tap).
    public var hitRegions: [HitRegion]
    /// The key of the environment this archive was laid out for (`RenderEnvironment.variant`),
    /// copied by the extension; nil from extensions built before keys (the host then names it
    /// by its position in the request, `ArchivedEntry.arranged(for:)`). Added for issue 10.
    public var variant: String?

    public init(
        size: Size, colorScheme: String = "light", displayScale: Double = 3, background: DisplayItem? = nil,
        content: DisplayItem, images: [String: ImageAsset] = [:], widgetURL: String? = nil,
        hitRegions: [HitRegion] = [], label: DisplayItem? = nil
    ) {
        self.formatVersion = Self.currentFormatVersion
        self.size = size
        self.colorScheme = colorScheme
        self.displayScale = displayScale
        self.background = background
        self.content = content
        self.label = label
        self.images = images
        self.widgetURL = widgetURL
        self.hitRegions = hitRegions
    }
}

extension WidgetArchive {
    /// The layers in drawing order: the container background (if any), the content, the label
    /// (if any). Everything the host resolves at display time (redaction, live dates, colours)
    /// applies to each of them.
    public var layers: [DisplayItem] { [background, content, label].compactMap { $0 } }

    /// Replaces every layer by `transform` of it (background, content, label).
    public mutating func transformLayers(_ transform: (DisplayItem) throws -> DisplayItem) rethrows {
        background = try background.map(transform)
        content = try transform(content)
        label = try label.map(transform)
    }
}
