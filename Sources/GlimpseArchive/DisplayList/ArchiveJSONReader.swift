//  ArchiveJSONReader.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: issue 9 (a request's round trip): Foundation's JSONDecoder took about 1.5 ms of the
//  host's CPU for EmojiRangers' five-entry answer. This reads the archive types of a timeline,
//  snapshot or placeholder answer itself — archives, groups, text, shapes, images, symbols,
//  paints, geometry, live dates — to exactly the values `ArchiveCoding.decoder()` gives, and hands
//  the rare parts (live progress, arcs, filters, intents, meshes, images' bytes, relevance,
//  policies) to that decoder. Anything it is not sure of (an unknown or repeated key, a null
//  where a value belongs, a number outside the plain forms, a bad escape) makes it give up, and
//  the caller decodes the whole input with Foundation, which gives its own value or its error
//  with the coding path. Value parity is pinned by ArchiveJSONReaderTests (a seeded fuzz of valid
//  and mutated inputs).

import Foundation

/// Reads archives and timeline answers from JSON: the value `ArchiveCoding.decoder()` decodes,
/// or nil where that decoder must decide (an error, or a form read here only by it).
struct ArchiveJSONReader {
    /// Thrown for anything left to Foundation; never seen outside this type.
    private struct Unreadable: Error {}

    /// Deepest JSON nesting read here; deeper input is left to Foundation (which refuses 512).
    static let maximumNesting = 400

    private let bytes: UnsafePointer<UInt8>
    private let count: Int
    private var at = 0
    private var nesting = 0

    private init(_ bytes: UnsafePointer<UInt8>, count: Int) {
        self.bytes = bytes
        self.count = count
    }

    /// The answer in `data` when it is a timeline, snapshot or placeholder answer (`id`,
    /// `entries`, `policy`, `clock`) this reader reads; nil for any other answer or input.
    static func response(from data: Data) -> ExtensionResponse? {
        read(data) { try $0.response() }
    }

    /// The archive in `data`, or nil when Foundation must decode it.
    static func archive(from data: Data) -> WidgetArchive? {
        read(data) { try $0.archive() }
    }

    private static func read<T>(_ data: Data, _ body: (inout ArchiveJSONReader) throws -> T) -> T? {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> T? in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
            var reader = ArchiveJSONReader(base, count: raw.count)
            guard let value = try? body(&reader) else { return nil }
            reader.skipSpace()
            return reader.at == reader.count ? value : nil
        }
    }

    // MARK: - Messages

    private mutating func response() throws -> ExtensionResponse {
        var response = ExtensionResponse(id: 0)
        var o = Fields()
        try openObject()
        while let key = try nextKey(&o) {
            if key == "id" {
                try o.see(0)
                response.id = try integer()
            } else if key == "entries" {
                try o.see(1)
                if !null() { response.entries = try array { try $0.entry() } }
            } else if key == "policy" {
                try o.see(2)
                if !null() { response.policy = try policy() }
            } else if key == "clock" {
                try o.see(3)
                if !null() { response.clock = try date() }
            } else {
                throw Unreadable()
            }
        }
        try o.require(0)
        return response
    }

    private mutating func entry() throws -> ArchivedEntry {
        var (date, relevance, archives): (Date?, EntryRelevance?, [WidgetArchive]?) = (nil, nil, nil)
        var o = Fields()
        try openObject()
        while let key = try nextKey(&o) {
            if key == "archives" {
                try o.see(0)
                archives = try array { try $0.archive() }
            } else if key == "date" {
                try o.see(1)
                date = try self.date()
            } else if key == "relevance" {
                try o.see(2)
                if !null() { relevance = try foundation(EntryRelevance.self) }
            } else {
                throw Unreadable()
            }
        }
        guard let date, let archives else { throw Unreadable() }
        return ArchivedEntry(date: date, relevance: relevance, archives: archives)
    }

    /// `{"atEnd":{}}`, `{"never":{}}`, `{"after":{"_0":seconds}}`, as Swift synthesizes them.
    private mutating func policy() throws -> ReloadPolicy {
        try openObject()
        var o = Fields()
        guard let key = try nextKey(&o) else { throw Unreadable() }
        let policy: ReloadPolicy
        if key == "atEnd" || key == "never" {
            guard try emptyObject() else { throw Unreadable() }
            policy = key == "atEnd" ? .atEnd : .never
        } else if key == "after" {
            try openObject()
            var inner = Fields()
            guard let label = try nextKey(&inner), label == "_0" else { throw Unreadable() }
            policy = .after(try date())
            guard try nextKey(&inner) == nil else { throw Unreadable() }
        } else {
            throw Unreadable()
        }
        guard try nextKey(&o) == nil else { throw Unreadable() }
        return policy
    }

    // MARK: - Archive

    private mutating func archive() throws -> WidgetArchive {
        var a = WidgetArchive(size: .zero, content: .group(GroupItem(frame: .zero, children: [])))
        var o = Fields()
        try openObject()
        while let key = try nextKey(&o) {
            switch key.count {
            case 4 where key == "size":
                try o.see(0)
                a.size = try size()
            case 5 where key == "label":
                try o.see(1)
                a.label = try null() ? nil : item()
            case 6 where key == "images":
                try o.see(2)
                a.images = try emptyObject() ? [:] : foundation([String: ImageAsset].self)
            case 7 where key == "content":
                try o.see(3)
                a.content = try item()
            case 7 where key == "variant":
                try o.see(4)
                a.variant = try null() ? nil : string()
            case 9 where key == "widgetURL":
                try o.see(5)
                a.widgetURL = try null() ? nil : string()
            case 10 where key == "background":
                try o.see(6)
                a.background = try null() ? nil : item()
            case 10 where key == "hitRegions":
                try o.see(7)
                a.hitRegions = try array { try $0.hitRegion() }
            case 11 where key == "colorScheme":
                try o.see(8)
                a.colorScheme = try string()
            case 12 where key == "displayScale":
                try o.see(9)
                a.displayScale = try double()
            case 13 where key == "formatVersion":
                try o.see(10)
                a.formatVersion = try integer()
            default: throw Unreadable()
            }
        }
        try o.require(0, 2, 3, 7, 8, 9, 10)
        return a
    }

    private mutating func hitRegion() throws -> HitRegion {
        var region = HitRegion(frame: .zero, url: "")
        region.url = nil
        var o = Fields()
        try openObject()
        while let key = try nextKey(&o) {
            if key == "frame" {
                try o.see(0)
                region.frame = try rect()
            } else if key == "url" {
                try o.see(1)
                region.url = try null() ? nil : string()
            } else if key == "intent" {
                try o.see(2)
                region.intent = try null() ? nil : foundation(IntentAction.self)
            } else {
                throw Unreadable()
            }
        }
        try o.require(0)
        return region
    }

    // MARK: - Items

    private mutating func item() throws -> DisplayItem {
        try openObject()
        var o = Fields()
        guard let key = try nextKey(&o) else { throw Unreadable() }
        let item: DisplayItem
        if key == "text" {
            item = .text(try text())
        } else if key == "group" {
            item = .group(try group())
        } else if key == "shape" {
            item = .shape(try shape())
        } else if key == "symbol" {
            item = .symbol(try symbol())
        } else if key == "image" {
            item = .image(try image())
        } else {
            throw Unreadable()
        }
        guard try nextKey(&o) == nil else { throw Unreadable() }
        return item
    }

    private mutating func group() throws -> GroupItem {
        var g = GroupItem(frame: .zero, children: [])
        var o = Fields()
        try openObject()
        while let key = try nextKey(&o) {
            switch key.count {
            case 3 where key == "arc":
                try o.see(0)
                g.arc = try null() ? nil : foundation(Arc.self)
            case 4 where key == "clip":
                try o.see(1)
                g.clip = try null() ? nil : path()
            case 4 where key == "mask":
                try o.see(2)
                g.mask = try null() ? nil : item()
            case 4 where key == "tags":
                try o.see(3)
                g.tags = try null() ? nil : tags()
            case 5 where key == "frame":
                try o.see(4)
                g.frame = try rect()
            case 6 where key == "shadow":
                try o.see(5)
                g.shadow = try null() ? nil : shadow()
            case 7 where key == "opacity":
                try o.see(6)
                g.opacity = try null() ? nil : double()
            case 7 where key == "filters":
                try o.see(7)
                g.filters = try null() ? nil : foundation([ColorFilter].self)
            case 8 where key == "children":
                try o.see(8)
                g.children = try array { try $0.item() }
            case 9 where key == "blendMode":
                try o.see(9)
                if !null() {
                    guard let mode = BlendingMode(rawValue: try string()) else { throw Unreadable() }
                    g.blendMode = mode
                }
            case 9 where key == "transform":
                try o.see(10)
                if !null() {
                    var v = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
                    try openArray()
                    (v.0, v.1, v.2) = (try double(), try nextDouble(), try nextDouble())
                    (v.3, v.4, v.5) = (try nextDouble(), try nextDouble(), try nextDouble())
                    try closeArray()
                    g.transform = Transform(a: v.0, b: v.1, c: v.2, d: v.3, tx: v.4, ty: v.5)
                }
            case 16 where key == "compositingGroup":
                try o.see(11)
                g.compositingGroup = try null() ? nil : boolean()
            default: throw Unreadable()
            }
        }
        try o.require(4, 8)
        return g
    }

    private mutating func text() throws -> TextItem {
        var t = TextItem(frame: .zero, lines: [], lineHeight: 0)
        var o = Fields()
        try openObject()
        while let key = try nextKey(&o) {
            if key == "frame" {
                try o.see(0)
                t.frame = try rect()
            } else if key == "lines" {
                try o.see(1)
                t.lines = try array { try $0.line() }
            } else if key == "lineHeight" {
                try o.see(2)
                t.lineHeight = try double()
            } else if key == "tags" {
                try o.see(3)
                t.tags = try null() ? nil : tags()
            } else {
                throw Unreadable()
            }
        }
        try o.require(0, 1, 2)
        return t
    }

    private mutating func line() throws -> TextLine {
        var line = TextLine(baseline: 0, runs: [])
        var o = Fields()
        try openObject()
        while let key = try nextKey(&o) {
            if key == "runs" {
                try o.see(0)
                line.runs = try array { try $0.run() }
            } else if key == "baseline" {
                try o.see(1)
                line.baseline = try double()
            } else {
                throw Unreadable()
            }
        }
        try o.require(0, 1)
        return line
    }

    private mutating func run() throws -> TextRun {
        var run = TextRun(text: "", font: FontDescriptor(family: "", size: 0), paint: .color(.clear), x: 0, width: 0)
        var o = Fields()
        try openObject()
        while let key = try nextKey(&o) {
            switch key.count {
            case 1 where key == "x":
                try o.see(0)
                run.x = try double()
            case 4 where key == "font":
                try o.see(1)
                run.font = try font()
            case 4 where key == "text":
                try o.see(2)
                run.text = try string()
            case 4 where key == "live":
                try o.see(3)
                run.live = try null() ? nil : liveDate()
            case 5 where key == "paint":
                try o.see(4)
                run.paint = try paint()
            case 5 where key == "width":
                try o.see(5)
                run.width = try double()
            case 8 where key == "tracking":
                try o.see(6)
                run.tracking = try null() ? nil : double()
            case 9 where key == "underline":
                try o.see(7)
                run.underline = try null() ? nil : boolean()
            case 13 where key == "strikethrough":
                try o.see(8)
                run.strikethrough = try null() ? nil : boolean()
            case 13 where key == "liveAlignment":
                try o.see(9)
                run.liveAlignment = try null() ? nil : double()
            default: throw Unreadable()
            }
        }
        try o.require(0, 1, 2, 4, 5)
        return run
    }

    private mutating func font() throws -> FontDescriptor {
        var f = FontDescriptor(family: "", size: 0)
        var o = Fields()
        try openObject()
        while let key = try nextKey(&o) {
            if key == "family" {
                try o.see(0)
                f.family = try string()
            } else if key == "size" {
                try o.see(1)
                f.size = try double()
            } else if key == "weight" {
                try o.see(2)
                f.weight = try integer()
            } else if key == "italic" {
                try o.see(3)
                f.italic = try boolean()
            } else if key == "monospacedDigit" {
                try o.see(4)
                f.monospacedDigit = try boolean()
            } else {
                throw Unreadable()
            }
        }
        try o.require(0, 1, 2, 3, 4)
        return f
    }

    private mutating func liveDate() throws -> LiveDate {
        var live = LiveDate(style: .time, date: Date(timeIntervalSince1970: 0))
        var o = Fields()
        try openObject()
        while let key = try nextKey(&o) {
            switch key.count {
            case 3 where key == "end":
                try o.see(0)
                live.end = try null() ? nil : date()
            case 4 where key == "date":
                try o.see(1)
                live.date = try date()
            case 5 where key == "style":
                try o.see(2)
                guard let style = LiveDate.Style(rawValue: try string()) else { throw Unreadable() }
                live.style = style
            case 6 where key == "locale":
                try o.see(3)
                live.locale = try null() ? nil : string()
            case 8 where key == "timeZone":
                try o.see(4)
                live.timeZone = try null() ? nil : string()
            case 9 where key == "pauseTime":
                try o.see(5)
                live.pauseTime = try null() ? nil : date()
            case 10 where key == "countsDown":
                try o.see(6)
                live.countsDown = try null() ? nil : boolean()
            case 10 where key == "showsHours":
                try o.see(7)
                live.showsHours = try null() ? nil : boolean()
            default: throw Unreadable()
            }
        }
        try o.require(1, 2)
        return live
    }

    private mutating func shape() throws -> ShapeItem {
        var s = ShapeItem(frame: .zero, path: PathData())
        var o = Fields()
        try openObject()
        while let key = try nextKey(&o) {
            switch key.count {
            case 4 where key == "fill":
                try o.see(0)
                s.fill = try null() ? nil : paint()
            case 4 where key == "path":
                try o.see(1)
                s.path = try path()
            case 4 where key == "tags":
                try o.see(2)
                s.tags = try null() ? nil : tags()
            case 5 where key == "frame":
                try o.see(3)
                s.frame = try rect()
            case 6 where key == "stroke":
                try o.see(4)
                s.stroke = try null() ? nil : stroke()
            case 7 where key == "evenOdd":
                try o.see(5)
                s.evenOdd = try null() ? nil : boolean()
            case 12 where key == "liveProgress":
                try o.see(6)
                s.liveProgress = try null() ? nil : liveProgress()
            default: throw Unreadable()
            }
        }
        try o.require(1, 3)
        return s
    }

    private mutating func liveProgress() throws -> LiveProgress {
        var (start, end, countsDown, geometry): (Date?, Date?, Bool?, LiveProgress.Geometry?) = (nil, nil, nil, nil)
        var o = Fields()
        try openObject()
        while let key = try nextKey(&o) {
            if key == "start" {
                try o.see(0)
                start = try date()
            } else if key == "end" {
                try o.see(1)
                end = try date()
            } else if key == "countsDown" {
                try o.see(2)
                countsDown = try boolean()
            } else if key == "geometry" {
                try o.see(3)
                geometry = try progressGeometry()
            } else {
                throw Unreadable()
            }
        }
        guard let start, let end, let countsDown, let geometry else { throw Unreadable() }
        return LiveProgress(start: start, end: end, countsDown: countsDown, geometry: geometry)
    }

    /// `{"bar":{"cornerRadius":…,"rect":[…]}}` or `{"ring":{"center":[…],"radius":…}}`.
    private mutating func progressGeometry() throws -> LiveProgress.Geometry {
        try openObject()
        var o = Fields()
        guard let key = try nextKey(&o) else { throw Unreadable() }
        let bar = key == "bar"
        guard bar || key == "ring" else { throw Unreadable() }
        var (rect, center, radius): (Rect?, Point?, Double?) = (nil, nil, nil)
        var f = Fields()
        try openObject()
        while let field = try nextKey(&f) {
            if bar, field == "rect" {
                try f.see(0)
                rect = try self.rect()
            } else if bar, field == "cornerRadius" {
                try f.see(1)
                radius = try double()
            } else if !bar, field == "center" {
                try f.see(0)
                center = try point()
            } else if !bar, field == "radius" {
                try f.see(1)
                radius = try double()
            } else {
                throw Unreadable()
            }
        }
        guard try nextKey(&o) == nil, let radius else { throw Unreadable() }
        if bar, let rect { return .bar(rect: rect, cornerRadius: radius) }
        if !bar, let center { return .ring(center: center, radius: radius) }
        throw Unreadable()
    }

    private mutating func stroke() throws -> StrokeData {
        var s = StrokeData(paint: .color(.clear), lineWidth: 0)
        var o = Fields()
        try openObject()
        while let key = try nextKey(&o) {
            switch key.count {
            case 3 where key == "cap":
                try o.see(0)
                guard let cap = StrokeData.Cap(rawValue: try string()) else { throw Unreadable() }
                s.cap = cap
            case 4 where key == "dash":
                try o.see(1)
                s.dash = try array { try $0.double() }
            case 4 where key == "join":
                try o.see(2)
                guard let join = StrokeData.Join(rawValue: try string()) else { throw Unreadable() }
                s.join = join
            case 5 where key == "paint":
                try o.see(3)
                s.paint = try paint()
            case 9 where key == "dashPhase":
                try o.see(4)
                s.dashPhase = try double()
            case 9 where key == "lineWidth":
                try o.see(5)
                s.lineWidth = try double()
            case 10 where key == "miterLimit":
                try o.see(6)
                s.miterLimit = try double()
            default: throw Unreadable()
            }
        }
        try o.require(0, 1, 2, 3, 4, 5, 6)
        return s
    }

    private mutating func image() throws -> ImageItem {
        var i = ImageItem(frame: .zero, hash: "")
        var o = Fields()
        try openObject()
        while let key = try nextKey(&o) {
            switch key.count {
            case 4 where key == "hash":
                try o.see(0)
                i.hash = try string()
            case 4 where key == "tags":
                try o.see(1)
                i.tags = try null() ? nil : tags()
            case 4 where key == "tint":
                try o.see(2)
                i.tint = try null() ? nil : paint()
            case 5 where key == "frame":
                try o.see(3)
                i.frame = try rect()
            case 12 where key == "accentedMode":
                try o.see(4)
                i.accentedMode = try null() ? nil : string()
            case 13 where key == "interpolation":
                try o.see(5)
                i.interpolation = try null() ? nil : boolean()
            default: throw Unreadable()
            }
        }
        try o.require(0, 3)
        return i
    }

    private mutating func symbol() throws -> SymbolItem {
        var s = SymbolItem(frame: .zero, name: "", pointSize: 0, paint: .color(.clear))
        var o = Fields()
        try openObject()
        while let key = try nextKey(&o) {
            switch key.count {
            case 4 where key == "name":
                try o.see(0)
                s.name = try string()
            case 4 where key == "tags":
                try o.see(1)
                s.tags = try null() ? nil : tags()
            case 5 where key == "frame":
                try o.see(2)
                s.frame = try rect()
            case 5 where key == "paint":
                try o.see(3)
                s.paint = try paint()
            case 6 where key == "weight":
                try o.see(4)
                s.weight = try integer()
            case 7 where key == "palette":
                try o.see(5)
                s.palette = try null() ? nil : array { try $0.paint() }
            case 9 where key == "pointSize":
                try o.see(6)
                s.pointSize = try double()
            case 12 where key == "accentedMode":
                try o.see(7)
                s.accentedMode = try null() ? nil : string()
            case 12 where key == "hierarchical":
                try o.see(8)
                s.hierarchical = try null() ? nil : boolean()
            default: throw Unreadable()
            }
        }
        try o.require(0, 2, 3, 4, 6)
        return s
    }

    private mutating func shadow() throws -> Shadow {
        var s = Shadow(color: .clear, radius: 0, x: 0, y: 0)
        var o = Fields()
        try openObject()
        while let key = try nextKey(&o) {
            if key == "x" {
                try o.see(0)
                s.x = try double()
            } else if key == "y" {
                try o.see(1)
                s.y = try double()
            } else if key == "color" {
                try o.see(2)
                s.color = try color()
            } else if key == "radius" {
                try o.see(3)
                s.radius = try double()
            } else if key == "inner" {
                try o.see(4)
                s.inner = try null() ? nil : boolean()
            } else {
                throw Unreadable()
            }
        }
        try o.require(0, 1, 2, 3)
        return s
    }

    private mutating func tags() throws -> ItemTags {
        var t = ItemTags()
        var o = Fields()
        try openObject()
        while let key = try nextKey(&o) {
            switch key.count {
            case 3 where key == "url":
                try o.see(0)
                t.url = try null() ? nil : string()
            case 6 where key == "intent":
                try o.see(1)
                t.intent = try null() ? nil : foundation(IntentAction.self)
            case 10 where key == "accentable":
                try o.see(2)
                t.accentable = try null() ? nil : boolean()
            case 10 where key == "unredacted":
                try o.see(3)
                t.unredacted = try null() ? nil : boolean()
            case 11 where key == "placeholder":
                try o.see(4)
                t.placeholder = try null() ? nil : boolean()
            case 13 where key == "invalidatable":
                try o.see(5)
                t.invalidatable = try null() ? nil : boolean()
            case 16 where key == "privacySensitive":
                try o.see(6)
                t.privacySensitive = try null() ? nil : boolean()
            case 18 where key == "accessibilityLabel":
                try o.see(7)
                t.accessibilityLabel = try null() ? nil : string()
            case 23 where key == "accessibilityIdentifier":
                try o.see(8)
                t.accessibilityIdentifier = try null() ? nil : string()
            default: throw Unreadable()
            }
        }
        return t
    }

    // MARK: - Paint and geometry

    private mutating func paint() throws -> Paint {
        try openObject()
        var o = Fields()
        guard let key = try nextKey(&o) else { throw Unreadable() }
        let paint: Paint
        if key == "color" {
            paint = .color(try color())
        } else if key == "mesh" {
            paint = .meshGradient(try foundation(MeshPaint.self))
        } else if key == "linear" {
            paint = try gradient(.linear)
        } else if key == "radial" {
            paint = try gradient(.radial)
        } else if key == "angular" {
            paint = try gradient(.angular)
        } else if key == "elliptical" {
            paint = try gradient(.elliptical)
        } else {
            throw Unreadable()
        }
        guard try nextKey(&o) == nil else { throw Unreadable() }
        return paint
    }

    private enum GradientKind { case linear, radial, angular, elliptical }

    /// A gradient's fields; those of another kind of gradient are left to Foundation (which
    /// would ignore them).
    private mutating func gradient(_ kind: GradientKind) throws -> Paint {
        var stops: [GradientStop]?
        var (start, end, center, size): (Point?, Point?, Point?, Size?) = (nil, nil, nil, nil)
        var (first, second): (Double?, Double?) = (nil, nil)
        var o = Fields()
        try openObject()
        while let key = try nextKey(&o) {
            if key == "stops" {
                try o.see(0)
                stops = try array { try $0.stop() }
            } else if key == "center", kind != .linear {
                try o.see(1)
                center = try point()
            } else if key == "start", kind == .linear {
                try o.see(2)
                start = try point()
            } else if key == "end", kind == .linear {
                try o.see(3)
                end = try point()
            } else if key == "startRadius", kind == .radial || kind == .elliptical {
                try o.see(4)
                first = try double()
            } else if key == "endRadius", kind == .radial || kind == .elliptical {
                try o.see(5)
                second = try double()
            } else if key == "startAngle", kind == .angular {
                try o.see(4)
                first = try double()
            } else if key == "endAngle", kind == .angular {
                try o.see(5)
                second = try double()
            } else if key == "size", kind == .elliptical {
                try o.see(6)
                size = try self.size()
            } else {
                throw Unreadable()
            }
        }
        guard let stops else { throw Unreadable() }
        switch kind {
        case .linear:
            guard let start, let end else { throw Unreadable() }
            return .linearGradient(stops: stops, start: start, end: end)
        case .radial:
            guard let center, let first, let second else { throw Unreadable() }
            return .radialGradient(stops: stops, center: center, startRadius: first, endRadius: second)
        case .angular:
            guard let center, let first, let second else { throw Unreadable() }
            return .angularGradient(stops: stops, center: center, startAngle: first, endAngle: second)
        case .elliptical:
            guard let center, let size, let first, let second else { throw Unreadable() }
            return .ellipticalGradient(stops: stops, center: center, size: size, startRadius: first, endRadius: second)
        }
    }

    private mutating func stop() throws -> GradientStop {
        var stop = GradientStop(color: .clear, location: 0)
        var o = Fields()
        try openObject()
        while let key = try nextKey(&o) {
            if key == "color" {
                try o.see(0)
                stop.color = try color()
            } else if key == "location" {
                try o.see(1)
                stop.location = try double()
            } else {
                throw Unreadable()
            }
        }
        try o.require(0, 1)
        return stop
    }

    /// Path data text, read as `PathData(svg:)` reads it (its errors are left to Foundation).
    private mutating func path() throws -> PathData {
        try PathData(svg: try string())
    }

    /// `[r, g, b, a]`. (Foundation would ignore elements past the fourth; they are left to it.)
    private mutating func color() throws -> RGBA {
        try openArray()
        let c = RGBA(try double(), try nextDouble(), try nextDouble(), try nextDouble())
        try closeArray()
        return c
    }

    private mutating func rect() throws -> Rect {
        try openArray()
        let r = Rect(x: try double(), y: try nextDouble(), width: try nextDouble(), height: try nextDouble())
        try closeArray()
        return r
    }

    private mutating func point() throws -> Point {
        try openArray()
        let p = Point(x: try double(), y: try nextDouble())
        try closeArray()
        return p
    }

    private mutating func size() throws -> Size {
        try openArray()
        let s = Size(width: try double(), height: try nextDouble())
        try closeArray()
        return s
    }

    // MARK: - Foundation's parts

    /// The next value, decoded by Foundation on its own (its coding path does not matter: any
    /// error here leaves the whole input to Foundation).
    private mutating func foundation<T: Decodable>(_ type: T.Type) throws -> T {
        skipSpace()
        let start = at
        try skipValue()
        let data = Data(bytes: bytes + start, count: at - start)
        return try ArchiveCoding.decoder().decode(T.self, from: data)
    }

    /// Steps over one value, matching brackets outside strings; Foundation checks what it holds.
    private mutating func skipValue() throws {
        var depth = 0
        while at < count {
            let byte = bytes[at]
            switch byte {
            case UInt8(ascii: "\""):
                at += 1
                while at < count, bytes[at] != UInt8(ascii: "\"") { at += bytes[at] == UInt8(ascii: "\\") ? 2 : 1 }
                guard at < count else { throw Unreadable() }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                guard nesting + depth <= Self.maximumNesting else { throw Unreadable() }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard depth > 0 else { return }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 { return }
            default: break
            }
            at += 1
            if depth == 0, byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "\"") {
                return
            }
        }
        guard depth == 0 else { throw Unreadable() }
    }

    // MARK: - JSON

    /// A key's bytes, between its quotes (keys with escapes are left to Foundation).
    private struct Key {
        let start: UnsafePointer<UInt8>
        let count: Int

        static func == (key: Key, name: StaticString) -> Bool {
            key.count == name.utf8CodeUnitCount && memcmp(key.start, name.utf8Start, key.count) == 0
        }
    }

    /// The fields of one object seen so far: a repeated field is left to Foundation, and so is
    /// a missing one (its error names it).
    private struct Fields {
        var seen: UInt32 = 0
        var first = true

        mutating func see(_ field: UInt32) throws {
            guard seen & (1 << field) == 0 else { throw Unreadable() }
            seen |= 1 << field
        }

        func require(_ fields: UInt32...) throws {
            for field in fields where seen & (1 << field) == 0 { throw Unreadable() }
        }
    }

    private mutating func skipSpace() {
        while at < count {
            switch bytes[at] {
            case 0x20, 0x0A, 0x0D, 0x09: at += 1
            default: return
            }
        }
    }

    /// Steps over `byte` after any space.
    private mutating func expect(_ byte: UInt8) throws {
        skipSpace()
        guard at < count, bytes[at] == byte else { throw Unreadable() }
        at += 1
    }

    private mutating func openObject() throws {
        try expect(UInt8(ascii: "{"))
        nesting += 1
        guard nesting <= Self.maximumNesting else { throw Unreadable() }
    }

    /// The next key of an open object (its value follows), or nil at its end.
    private mutating func nextKey(_ o: inout Fields) throws -> Key? {
        skipSpace()
        guard at < count else { throw Unreadable() }
        if bytes[at] == UInt8(ascii: "}") {
            at += 1
            nesting -= 1
            return nil
        }
        if o.first {
            o.first = false
        } else {
            guard bytes[at] == UInt8(ascii: ",") else { throw Unreadable() }
            at += 1
            skipSpace()
        }
        guard at < count, bytes[at] == UInt8(ascii: "\"") else { throw Unreadable() }
        at += 1
        let start = at
        while at < count, bytes[at] != UInt8(ascii: "\"") {
            guard bytes[at] >= 0x20, bytes[at] != UInt8(ascii: "\\") else { throw Unreadable() }
            at += 1
        }
        guard at < count else { throw Unreadable() }
        let key = Key(start: bytes + start, count: at - start)
        at += 1
        try expect(UInt8(ascii: ":"))
        return key
    }

    private mutating func openArray() throws {
        try expect(UInt8(ascii: "["))
        nesting += 1
        guard nesting <= Self.maximumNesting else { throw Unreadable() }
    }

    private mutating func closeArray() throws {
        try expect(UInt8(ascii: "]"))
        nesting -= 1
    }

    /// `,` and the next number of an array.
    private mutating func nextDouble() throws -> Double {
        try expect(UInt8(ascii: ","))
        return try double()
    }

    private mutating func array<T>(_ element: (inout ArchiveJSONReader) throws -> T) throws -> [T] {
        try openArray()
        var values: [T] = []
        skipSpace()
        if at < count, bytes[at] == UInt8(ascii: "]") {
            at += 1
            nesting -= 1
            return values
        }
        while true {
            values.append(try element(&self))
            skipSpace()
            guard at < count else { throw Unreadable() }
            if bytes[at] == UInt8(ascii: "]") {
                at += 1
                nesting -= 1
                return values
            }
            guard bytes[at] == UInt8(ascii: ",") else { throw Unreadable() }
            at += 1
        }
    }

    /// Steps over `{}` (with any space inside) and says whether it was there.
    private mutating func emptyObject() throws -> Bool {
        skipSpace()
        let start = at
        guard at < count, bytes[at] == UInt8(ascii: "{") else { return false }
        at += 1
        skipSpace()
        if at < count, bytes[at] == UInt8(ascii: "}") {
            at += 1
            return true
        }
        at = start
        return false
    }

    /// Steps over `null` and says whether it was there.
    private mutating func null() -> Bool {
        skipSpace()
        guard count - at >= 4, bytes[at] == UInt8(ascii: "n"), bytes[at + 1] == UInt8(ascii: "u"),
            bytes[at + 2] == UInt8(ascii: "l"), bytes[at + 3] == UInt8(ascii: "l")
        else { return false }
        at += 4
        return true
    }

    private mutating func boolean() throws -> Bool {
        skipSpace()
        if count - at >= 4, bytes[at] == UInt8(ascii: "t"), bytes[at + 1] == UInt8(ascii: "r"),
            bytes[at + 2] == UInt8(ascii: "u"), bytes[at + 3] == UInt8(ascii: "e")
        {
            at += 4
            return true
        }
        if count - at >= 5, bytes[at] == UInt8(ascii: "f"), bytes[at + 1] == UInt8(ascii: "a"),
            bytes[at + 2] == UInt8(ascii: "l"), bytes[at + 3] == UInt8(ascii: "s"), bytes[at + 4] == UInt8(ascii: "e")
        {
            at += 5
            return false
        }
        throw Unreadable()
    }

    /// A date as `secondsSince1970` decodes it.
    private mutating func date() throws -> Date {
        Date(timeIntervalSince1970: try double())
    }

    /// A whole number written plainly (`-12`); fractions, exponents and numbers past 18 digits
    /// are left to Foundation.
    private mutating func integer() throws -> Int {
        skipSpace()
        var negative = false
        if at < count, bytes[at] == UInt8(ascii: "-") {
            negative = true
            at += 1
        }
        guard at < count, Self.isDigit(bytes[at]) else { throw Unreadable() }
        var value = 0
        var digits = 0
        if bytes[at] == UInt8(ascii: "0") {
            at += 1
        } else {
            while at < count, Self.isDigit(bytes[at]) {
                digits += 1
                guard digits <= 18 else { throw Unreadable() }
                value = value * 10 + Int(bytes[at] &- UInt8(ascii: "0"))
                at += 1
            }
        }
        guard at == count || !Self.continuesNumber(bytes[at]) else { throw Unreadable() }
        return negative ? -value : value
    }

    /// A JSON number as a Double, correctly rounded as Foundation's (strtod's) reading is: exactly
    /// here for up to 19 significant digits and powers of ten to 22 (Clinger's fast path), through
    /// `Double(_:)` otherwise. Numbers that overflow or underflow to zero are left to Foundation.
    private mutating func double() throws -> Double {
        skipSpace()
        let start = at
        var negative = false
        if at < count, bytes[at] == UInt8(ascii: "-") {
            negative = true
            at += 1
        }
        guard at < count, Self.isDigit(bytes[at]) else { throw Unreadable() }
        var mantissa: UInt64 = 0
        var significant = 0
        var exponent = 0
        var exact = true
        func digit(_ byte: UInt8, fraction: Bool) {
            let d = UInt64(byte &- UInt8(ascii: "0"))
            if significant < 19 {
                if mantissa != 0 || d != 0 {
                    mantissa = mantissa * 10 + d
                    significant += 1
                }
                if fraction { exponent -= 1 }
            } else {
                if d != 0 { exact = false }
                if !fraction { exponent += 1 }
            }
        }
        if bytes[at] == UInt8(ascii: "0") {
            at += 1
        } else {
            while at < count, Self.isDigit(bytes[at]) {
                digit(bytes[at], fraction: false)
                at += 1
            }
        }
        if at < count, bytes[at] == UInt8(ascii: ".") {
            at += 1
            guard at < count, Self.isDigit(bytes[at]) else { throw Unreadable() }
            while at < count, Self.isDigit(bytes[at]) {
                digit(bytes[at], fraction: true)
                at += 1
            }
        }
        if at < count, bytes[at] == UInt8(ascii: "e") || bytes[at] == UInt8(ascii: "E") {
            at += 1
            var negativeExponent = false
            if at < count, bytes[at] == UInt8(ascii: "-") || bytes[at] == UInt8(ascii: "+") {
                negativeExponent = bytes[at] == UInt8(ascii: "-")
                at += 1
            }
            guard at < count, Self.isDigit(bytes[at]) else { throw Unreadable() }
            var written = 0
            while at < count, Self.isDigit(bytes[at]) {
                if written < 100_000 { written = written * 10 + Int(bytes[at] &- UInt8(ascii: "0")) }
                at += 1
            }
            exponent += negativeExponent ? -written : written
        }
        guard at == count || !Self.continuesNumber(bytes[at]) else { throw Unreadable() }
        var value: Double
        if mantissa == 0 {
            value = 0
        } else if exact, mantissa <= 1 << 53, (-22...22).contains(exponent) {
            // 10^e is exact for e ≤ 22, and so is each product on the way.
            var power = 1.0
            for _ in 0..<exponent.magnitude { power *= 10 }
            value = Double(mantissa)
            value = exponent < 0 ? value / power : value * power
        } else {
            value = try Self.strtod(bytes + start, count: at - start).magnitude
        }
        guard value.isFinite, value != 0 || mantissa == 0 else { throw Unreadable() }
        return negative ? -value : value
    }

    /// The C library's correctly rounded reading of a validated JSON number of `count` bytes. It
    /// must read exactly those bytes (a locale with another decimal point would not).
    private static func strtod(_ number: UnsafePointer<UInt8>, count: Int) throws -> Double {
        guard count < 64 else {
            let text = String(decoding: UnsafeBufferPointer(start: number, count: count), as: UTF8.self)
            guard let value = Double(text) else { throw Unreadable() }
            return value
        }
        return try withUnsafeTemporaryAllocation(of: CChar.self, capacity: count + 1) { buffer in
            let base = buffer.baseAddress!
            UnsafeMutableRawPointer(base).copyMemory(from: number, byteCount: count)
            base[count] = 0
            var end: UnsafeMutablePointer<CChar>?
            let value = Foundation.strtod(base, &end)
            guard let end, base.distance(to: end) == count else { throw Unreadable() }
            return value
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// Bytes that cannot follow a plain number (a fraction, an exponent, another digit).
    private static func continuesNumber(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }

    /// A string: UTF-8 as is, the JSON escapes resolved; invalid UTF-8, a raw control character
    /// and a lone surrogate are left to Foundation.
    private mutating func string() throws -> String {
        try expect(UInt8(ascii: "\""))
        let start = at
        while at < count {
            let byte = bytes[at]
            if byte == UInt8(ascii: "\"") {
                let text = UnsafeBufferPointer(start: bytes + start, count: at - start)
                at += 1
                return try Self.validated(text)
            }
            guard byte >= 0x20 else { throw Unreadable() }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            at += 1
        }
        throw Unreadable()
    }

    private mutating func escapedString(from start: Int) throws -> String {
        var utf8 = Array(UnsafeBufferPointer(start: bytes + start, count: at - start))
        while at < count {
            let byte = bytes[at]
            at += 1
            switch byte {
            case UInt8(ascii: "\""):
                return try utf8.withUnsafeBufferPointer { try Self.validated($0) }
            case UInt8(ascii: "\\"):
                guard at < count else { throw Unreadable() }
                let escape = bytes[at]
                at += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard count - at >= 2, bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u")
                        else { throw Unreadable() }
                        at += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw Unreadable() }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw Unreadable() }
                    utf8.append(contentsOf: UTF8.encode(unicode)!)
                default: throw Unreadable()
                }
            default:
                guard byte >= 0x20 else { throw Unreadable() }
                utf8.append(byte)
            }
        }
        throw Unreadable()
    }

    /// The string of `utf8`, if it is valid UTF-8 (decoding replaced nothing).
    private static func validated(_ utf8: UnsafeBufferPointer<UInt8>) throws -> String {
        let string = String(decoding: utf8, as: UTF8.self)
        var ascii = true
        for byte in utf8 where byte >= 0x80 {
            ascii = false
            break
        }
        guard ascii || string.utf8.elementsEqual(utf8) else { throw Unreadable() }
        return string
    }

    private mutating func hex4() throws -> UInt32 {
        guard count - at >= 4 else { throw Unreadable() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[at]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw Unreadable()
            }
            value = value << 4 | UInt32(digit)
            at += 1
        }
        return value
    }
}
