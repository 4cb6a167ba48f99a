//  ArchiveJSONWriter.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: issue 9 (a request's round trip): the display list is the hot path of every
//  answer, and Foundation's JSONEncoder spends about 1.2 ms on EmojiRangers' five entries. This
//  writes the same bytes `ArchiveCoding.encoder()` writes (sorted keys, Foundation's number
//  spelling, slashes unescaped) for the hot types — archives, groups, text, shapes, images,
//  symbols, paints, geometry — and hands every other value (live dates and progress, arcs,
//  filters, intents, meshes, images' bytes, strings that need escapes) to that encoder, whose
//  bytes it inserts unchanged. Byte parity is pinned by ArchiveJSONWriterTests (a seeded fuzz
//  and every field's name).

import Foundation

/// Writes archives and timeline answers as JSON, byte for byte what `ArchiveCoding.encoder()`
/// writes for them.
///
/// A value it cannot write (a NaN or infinite number, JSON nested past `maximumNesting`) throws
/// `Unwritable`; callers then encode with Foundation, which raises its own error with the coding
/// path (`ArchiveCoding.encode(_:)` does this).
struct ArchiveJSONWriter {
    /// Thrown for a number JSON cannot carry or nesting past `maximumNesting`.
    struct Unwritable: Error {}

    /// Deepest JSON nesting (objects and arrays) written here; anything deeper goes to Foundation,
    /// which refuses JSON nested past 512 levels with its own error.
    static let maximumNesting = 400

    private(set) var bytes: [UInt8] = []
    private var nesting = 0
    private let foundation = ArchiveCoding.encoder()

    init(capacity: Int = 32_768) { bytes.reserveCapacity(capacity) }

    // MARK: - Messages

    /// `{"clock":…,"entries":[…],"id":…,"policy":…}`: a timeline, snapshot or placeholder answer.
    /// Only for a response whose other fields are all nil (`ArchiveCoding.encode(_:)` checks).
    mutating func write(entriesOf response: ExtensionResponse, entries: [ArchivedEntry]) throws {
        var o = Object()
        try open(&o)
        if let clock = response.clock { field("clock", &o); try number(clock.timeIntervalSince1970) }
        field("entries", &o)
        try array(entries) { w, entry in try w.write(entry) }
        field("id", &o)
        integer(response.id)
        if let policy = response.policy { field("policy", &o); try spliced(policy) }
        close()
    }

    mutating func write(_ entry: ArchivedEntry) throws {
        var o = Object()
        try open(&o)
        field("archives", &o)
        try array(entry.archives) { w, archive in try w.write(archive) }
        field("date", &o)
        try number(entry.date.timeIntervalSince1970)
        if let relevance = entry.relevance {
            field("relevance", &o)
            var r = Object()
            try open(&r)
            field("duration", &r)
            try number(relevance.duration)
            field("score", &r)
            try number(relevance.score)
            close()
        }
        close()
    }

    // MARK: - Archive

    mutating func write(_ archive: WidgetArchive) throws {
        var o = Object()
        try open(&o)
        if let background = archive.background { field("background", &o); try write(background) }
        field("colorScheme", &o)
        try string(archive.colorScheme)
        field("content", &o)
        try write(archive.content)
        field("displayScale", &o)
        try number(archive.displayScale)
        field("formatVersion", &o)
        integer(archive.formatVersion)
        field("hitRegions", &o)
        try array(archive.hitRegions) { w, region in try w.write(region) }
        field("images", &o)
        if archive.images.isEmpty { raw("{}") } else { try spliced(archive.images) }
        if let label = archive.label { field("label", &o); try write(label) }
        field("size", &o)
        try pair(archive.size.width, archive.size.height)
        if let variant = archive.variant { field("variant", &o); try string(variant) }
        if let url = archive.widgetURL { field("widgetURL", &o); try string(url) }
        close()
    }

    private mutating func write(_ region: HitRegion) throws {
        var o = Object()
        try open(&o)
        field("frame", &o)
        try write(region.frame)
        if let intent = region.intent { field("intent", &o); try spliced(intent) }
        if let url = region.url { field("url", &o); try string(url) }
        close()
    }

    // MARK: - Items

    mutating func write(_ item: DisplayItem) throws {
        var o = Object()
        try open(&o)
        switch item {
        case .group(let g): field("group", &o); try write(g)
        case .text(let t): field("text", &o); try write(t)
        case .shape(let s): field("shape", &o); try write(s)
        case .image(let i): field("image", &o); try write(i)
        case .symbol(let s): field("symbol", &o); try write(s)
        }
        close()
    }

    private mutating func write(_ g: GroupItem) throws {
        var o = Object()
        try open(&o)
        if let arc = g.arc { field("arc", &o); try spliced(arc) }
        if let mode = g.blendMode { field("blendMode", &o); try string(mode.rawValue) }
        field("children", &o)
        try array(g.children) { w, child in try w.write(child) }
        if let clip = g.clip { field("clip", &o); try string(clip.svg) }
        if let compositing = g.compositingGroup { field("compositingGroup", &o); boolean(compositing) }
        if let filters = g.filters { field("filters", &o); try spliced(filters) }
        field("frame", &o)
        try write(g.frame)
        if let mask = g.mask { field("mask", &o); try write(mask) }
        if let opacity = g.opacity { field("opacity", &o); try number(opacity) }
        if let shadow = g.shadow { field("shadow", &o); try write(shadow) }
        if let tags = g.tags { field("tags", &o); try write(tags) }
        if let t = g.transform {
            field("transform", &o)
            try numbers([t.a, t.b, t.c, t.d, t.tx, t.ty])
        }
        close()
    }

    private mutating func write(_ t: TextItem) throws {
        var o = Object()
        try open(&o)
        field("frame", &o)
        try write(t.frame)
        field("lineHeight", &o)
        try number(t.lineHeight)
        field("lines", &o)
        try array(t.lines) { w, line in
            var l = Object()
            try w.open(&l)
            w.field("baseline", &l)
            try w.number(line.baseline)
            w.field("runs", &l)
            try w.array(line.runs) { w, run in try w.write(run) }
            w.close()
        }
        if let tags = t.tags { field("tags", &o); try write(tags) }
        close()
    }

    private mutating func write(_ run: TextRun) throws {
        var o = Object()
        try open(&o)
        field("font", &o)
        try write(run.font)
        if let live = run.live { field("live", &o); try spliced(live) }
        if let alignment = run.liveAlignment { field("liveAlignment", &o); try number(alignment) }
        field("paint", &o)
        try write(run.paint)
        if let strikethrough = run.strikethrough { field("strikethrough", &o); boolean(strikethrough) }
        field("text", &o)
        try string(run.text)
        if let tracking = run.tracking { field("tracking", &o); try number(tracking) }
        if let underline = run.underline { field("underline", &o); boolean(underline) }
        field("width", &o)
        try number(run.width)
        field("x", &o)
        try number(run.x)
        close()
    }

    private mutating func write(_ font: FontDescriptor) throws {
        var o = Object()
        try open(&o)
        field("family", &o)
        try string(font.family)
        field("italic", &o)
        boolean(font.italic)
        field("monospacedDigit", &o)
        boolean(font.monospacedDigit)
        field("size", &o)
        try number(font.size)
        field("weight", &o)
        integer(font.weight)
        close()
    }

    private mutating func write(_ s: ShapeItem) throws {
        var o = Object()
        try open(&o)
        if let evenOdd = s.evenOdd { field("evenOdd", &o); boolean(evenOdd) }
        if let fill = s.fill { field("fill", &o); try write(fill) }
        field("frame", &o)
        try write(s.frame)
        if let progress = s.liveProgress { field("liveProgress", &o); try spliced(progress) }
        field("path", &o)
        try string(s.path.svg)
        if let stroke = s.stroke { field("stroke", &o); try write(stroke) }
        if let tags = s.tags { field("tags", &o); try write(tags) }
        close()
    }

    private mutating func write(_ stroke: StrokeData) throws {
        var o = Object()
        try open(&o)
        field("cap", &o)
        try string(stroke.cap.rawValue)
        field("dash", &o)
        try numbers(stroke.dash)
        field("dashPhase", &o)
        try number(stroke.dashPhase)
        field("join", &o)
        try string(stroke.join.rawValue)
        field("lineWidth", &o)
        try number(stroke.lineWidth)
        field("miterLimit", &o)
        try number(stroke.miterLimit)
        field("paint", &o)
        try write(stroke.paint)
        close()
    }

    private mutating func write(_ i: ImageItem) throws {
        var o = Object()
        try open(&o)
        if let mode = i.accentedMode { field("accentedMode", &o); try string(mode) }
        field("frame", &o)
        try write(i.frame)
        field("hash", &o)
        try string(i.hash)
        if let interpolation = i.interpolation { field("interpolation", &o); boolean(interpolation) }
        if let tags = i.tags { field("tags", &o); try write(tags) }
        if let tint = i.tint { field("tint", &o); try write(tint) }
        close()
    }

    private mutating func write(_ s: SymbolItem) throws {
        var o = Object()
        try open(&o)
        if let mode = s.accentedMode { field("accentedMode", &o); try string(mode) }
        field("frame", &o)
        try write(s.frame)
        if let hierarchical = s.hierarchical { field("hierarchical", &o); boolean(hierarchical) }
        field("name", &o)
        try string(s.name)
        field("paint", &o)
        try write(s.paint)
        if let palette = s.palette { field("palette", &o); try array(palette) { w, p in try w.write(p) } }
        field("pointSize", &o)
        try number(s.pointSize)
        if let tags = s.tags { field("tags", &o); try write(tags) }
        field("weight", &o)
        integer(s.weight)
        close()
    }

    private mutating func write(_ shadow: Shadow) throws {
        var o = Object()
        try open(&o)
        field("color", &o)
        try write(shadow.color)
        if let inner = shadow.inner { field("inner", &o); boolean(inner) }
        field("radius", &o)
        try number(shadow.radius)
        field("x", &o)
        try number(shadow.x)
        field("y", &o)
        try number(shadow.y)
        close()
    }

    private mutating func write(_ tags: ItemTags) throws {
        var o = Object()
        try open(&o)
        if let v = tags.accentable { field("accentable", &o); boolean(v) }
        if let v = tags.accessibilityIdentifier { field("accessibilityIdentifier", &o); try string(v) }
        if let v = tags.accessibilityLabel { field("accessibilityLabel", &o); try string(v) }
        if let v = tags.intent { field("intent", &o); try spliced(v) }
        if let v = tags.invalidatable { field("invalidatable", &o); boolean(v) }
        if let v = tags.placeholder { field("placeholder", &o); boolean(v) }
        if let v = tags.privacySensitive { field("privacySensitive", &o); boolean(v) }
        if let v = tags.unredacted { field("unredacted", &o); boolean(v) }
        if let v = tags.url { field("url", &o); try string(v) }
        close()
    }

    // MARK: - Paint and geometry

    private mutating func write(_ paint: Paint) throws {
        var o = Object()
        try open(&o)
        switch paint {
        case .color(let c):
            field("color", &o)
            try write(c)
        case .linearGradient(let stops, let start, let end):
            field("linear", &o)
            var f = Object()
            try open(&f)
            field("end", &f)
            try pair(end.x, end.y)
            field("start", &f)
            try pair(start.x, start.y)
            field("stops", &f)
            try write(stops)
            close()
        case .radialGradient(let stops, let center, let r0, let r1):
            field("radial", &o)
            var f = Object()
            try open(&f)
            field("center", &f)
            try pair(center.x, center.y)
            field("endRadius", &f)
            try number(r1)
            field("startRadius", &f)
            try number(r0)
            field("stops", &f)
            try write(stops)
            close()
        case .angularGradient(let stops, let center, let a0, let a1):
            field("angular", &o)
            var f = Object()
            try open(&f)
            field("center", &f)
            try pair(center.x, center.y)
            field("endAngle", &f)
            try number(a1)
            field("startAngle", &f)
            try number(a0)
            field("stops", &f)
            try write(stops)
            close()
        case .ellipticalGradient(let stops, let center, let size, let r0, let r1):
            field("elliptical", &o)
            var f = Object()
            try open(&f)
            field("center", &f)
            try pair(center.x, center.y)
            field("endRadius", &f)
            try number(r1)
            field("size", &f)
            try pair(size.width, size.height)
            field("startRadius", &f)
            try number(r0)
            field("stops", &f)
            try write(stops)
            close()
        case .meshGradient(let mesh):
            field("mesh", &o)
            try spliced(mesh)
        }
        close()
    }

    private mutating func write(_ stops: [GradientStop]) throws {
        try array(stops) { w, stop in
            var o = Object()
            try w.open(&o)
            w.field("color", &o)
            try w.write(stop.color)
            w.field("location", &o)
            try w.number(stop.location)
            w.close()
        }
    }

    private mutating func write(_ c: RGBA) throws {
        try numbers([c.red, c.green, c.blue, c.alpha])
    }

    private mutating func write(_ r: Rect) throws {
        try numbers([r.x, r.y, r.width, r.height])
    }

    // MARK: - JSON

    /// Whether the next field of an object needs a comma before it.
    private struct Object { var first = true }

    private mutating func open(_ o: inout Object) throws {
        nesting += 1
        guard nesting <= Self.maximumNesting else { throw Unwritable() }
        o.first = true
        bytes.append(UInt8(ascii: "{"))
    }

    private mutating func close() {
        nesting -= 1
        bytes.append(UInt8(ascii: "}"))
    }

    /// `,"name":` (no comma for an object's first field). Names here need no escapes.
    private mutating func field(_ name: StaticString, _ o: inout Object) {
        if !o.first { bytes.append(UInt8(ascii: ",")) }
        o.first = false
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    private mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func array<T>(_ values: [T], _ element: (inout ArchiveJSONWriter, T) throws -> Void) throws {
        nesting += 1
        guard nesting <= Self.maximumNesting else { throw Unwritable() }
        bytes.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            try element(&self, value)
        }
        bytes.append(UInt8(ascii: "]"))
        nesting -= 1
    }

    private mutating func numbers(_ values: [Double]) throws {
        bytes.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            try number(value)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func pair(_ a: Double, _ b: Double) throws {
        bytes.append(UInt8(ascii: "["))
        try number(a)
        bytes.append(UInt8(ascii: ","))
        try number(b)
        bytes.append(UInt8(ascii: "]"))
    }

    /// Foundation's spelling: the shortest text that reads back as the same number
    /// (`description`), without a trailing `.0` ("158", "22.166666666666668", "1e-05").
    private mutating func number<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F) throws {
        guard value.isFinite else { throw Unwritable() }
        if F.self == Double.self, value == value.rounded(), abs(value) < 1e15 {
            // Whole Doubles below 2⁵³: `description` is "12.0" (or "-0.0"), which Foundation writes
            // as "12". (A Float's `description` turns to exponents far sooner: "1e+08".)
            if value == 0 {
                if value.sign == .minus { bytes.append(UInt8(ascii: "-")) }
                bytes.append(UInt8(ascii: "0"))
            } else {
                integer(Int(value))
            }
            return
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    private mutating func integer(_ value: Int) {
        if value < 0 {
            guard value != .min else {
                bytes.append(contentsOf: String(value).utf8)
                return
            }
            bytes.append(UInt8(ascii: "-"))
        }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0
        )
        var count = 0
        if magnitude == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        guard magnitude < 10_000_000_000 else {
            bytes.append(contentsOf: String(magnitude).utf8)
            return
        }
        withUnsafeMutableBytes(of: &digits) { buffer in
            while magnitude > 0 {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            }
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
        }
    }

    private mutating func boolean(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }

    /// A string as Foundation writes it: UTF-8 as is, slashes unescaped. Strings with a quote, a
    /// backslash or a control character are left to Foundation, so its escapes are kept exactly.
    private mutating func string(_ value: String) throws {
        var plain = true
        for byte in value.utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            plain = false
            break
        }
        guard plain else { return try spliced(value) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: value.utf8)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Foundation's bytes for a value this writer does not write itself.
    private mutating func spliced<T: Encodable>(_ value: T) throws {
        let data: Data
        do {
            data = try foundation.encode(value)
        } catch {
            throw Unwritable()
        }
        bytes.append(contentsOf: data)
    }
}
