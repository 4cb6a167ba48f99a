//  ArchiveRangeCheck.swift — GlimpseArchive (Glimpse)
//  Status: Complete
//  Behaviour: issue 9: walks an archive and refuses the first number outside `ArchiveRanges`,
//  naming its field by the path of JSON keys that leads to it ("content.children[2].shadow.radius").

import Foundation

/// Checks every number of an archive against `ArchiveRanges`.
struct ArchiveRangeCheck {
    /// The path to the field being checked, as JSON keys and indices.
    private var path: [String] = []

    /// - Throws: `ArchiveError` `.outOfRange` naming the first field outside its range.
    /// - Complexity: O(n) in the archive's nodes, path elements and text runs.
    static func check(_ archive: WidgetArchive) throws {
        var c = ArchiveRangeCheck()
        try c.archive(archive)
    }

    // MARK: - Steps

    private mutating func archive(_ a: WidgetArchive) throws {
        try within("size") {
            try $0.number(a.size.width, "[0]", ArchiveRanges.canvasSide, unit: "points")
            try $0.number(a.size.height, "[1]", ArchiveRanges.canvasSide, unit: "points")
        }
        try positive(a.displayScale, "displayScale", ArchiveRanges.displayScale, unit: "pixels per point")
        let side = max(a.size.width, a.size.height)
        guard side * a.displayScale <= ArchiveRanges.maximumCanvasPixelSide else {
            throw refused(
                "size",
                "is \(Self.describe(side)) points at displayScale \(Self.describe(a.displayScale)): "
                    + "\(Self.describe(side * a.displayScale)) pixels; at most "
                    + "\(Self.describe(ArchiveRanges.maximumCanvasPixelSide)) pixels a side are drawn")
        }
        if let b = a.background { try within("background") { try $0.item(b) } }
        try within("content") { try $0.item(a.content) }
        if let l = a.label { try within("label") { try $0.item(l) } }
        for (hash, image) in a.images.sorted(by: { $0.key < $1.key }) {
            try within("images[\"\(hash)\"]") {
                try $0.count(image.pixelWidth, "pixelWidth", ArchiveRanges.imagePixelSide)
                try $0.count(image.pixelHeight, "pixelHeight", ArchiveRanges.imagePixelSide)
            }
        }
        for (i, region) in a.hitRegions.enumerated() {
            try within("hitRegions[\(i)]") { try $0.rect(region.frame, "frame") }
        }
    }

    private mutating func item(_ item: DisplayItem) throws {
        switch item {
        case .group(let g): try within("group") { try $0.group(g) }
        case .text(let t): try within("text") { try $0.text(t) }
        case .shape(let s): try within("shape") { try $0.shape(s) }
        case .image(let i):
            try within("image") {
                try $0.rect(i.frame, "frame")
                if let tint = i.tint { try $0.paint(tint, "tint") }
            }
        case .symbol(let s):
            try within("symbol") {
                try $0.rect(s.frame, "frame")
                try $0.positive(s.pointSize, "pointSize", ArchiveRanges.fontSize, unit: "points")
                try $0.count(s.weight, "weight", ArchiveRanges.fontWeight)
                try $0.paint(s.paint, "paint")
            }
        }
    }

    private mutating func group(_ g: GroupItem) throws {
        try rect(g.frame, "frame")
        if let o = g.opacity { try number(o, "opacity", ArchiveRanges.component) }
        if let t = g.transform {
            try within("transform") {
                for (i, v) in [t.a, t.b, t.c, t.d].enumerated() { try $0.number(v, "[\(i)]", ArchiveRanges.factor) }
                try $0.number(t.tx, "[4]", ArchiveRanges.coordinate, unit: "points")
                try $0.number(t.ty, "[5]", ArchiveRanges.coordinate, unit: "points")
            }
        }
        if let clip = g.clip { try path(clip, "clip") }
        if let s = g.shadow {
            try within("shadow") {
                try $0.color(s.color, "color")
                try $0.number(s.radius, "radius", ArchiveRanges.shadowRadius, unit: "points")
                try $0.number(s.x, "x", ArchiveRanges.coordinate, unit: "points")
                try $0.number(s.y, "y", ArchiveRanges.coordinate, unit: "points")
            }
        }
        if let arc = g.arc {
            try within("arc") {
                try $0.point(arc.center, "center")
                try $0.positive(arc.radius, "radius", ArchiveRanges.length, unit: "points")
                try $0.number(arc.angle, "angle", ArchiveRanges.angle, unit: "radians")
                try $0.point(arc.origin, "origin")
            }
        }
        for (i, filter) in (g.filters ?? []).enumerated() {
            try within("filters[\(i)]") { try $0.filter(filter) }
        }
        if let m = g.mask { try within("mask") { try $0.item(m) } }
        for (i, child) in g.children.enumerated() { try within("children[\(i)]") { try $0.item(child) } }
    }

    private mutating func text(_ t: TextItem) throws {
        try rect(t.frame, "frame")
        try number(t.lineHeight, "lineHeight", ArchiveRanges.length, unit: "points")
        for (l, line) in t.lines.enumerated() {
            try within("lines[\(l)]") {
                try $0.number(line.baseline, "baseline", ArchiveRanges.coordinate, unit: "points")
                for (r, run) in line.runs.enumerated() { try $0.within("runs[\(r)]") { try $0.run(run) } }
            }
        }
    }

    private mutating func run(_ run: TextRun) throws {
        try within("font") {
            try $0.positive(run.font.size, "size", ArchiveRanges.fontSize, unit: "points")
            try $0.count(run.font.weight, "weight", ArchiveRanges.fontWeight)
        }
        try paint(run.paint, "paint")
        try number(run.x, "x", ArchiveRanges.coordinate, unit: "points")
        try number(run.width, "width", ArchiveRanges.length, unit: "points")
        if let t = run.tracking { try number(t, "tracking", ArchiveRanges.coordinate, unit: "points") }
        if let a = run.liveAlignment { try number(a, "liveAlignment", 0...1) }
        if let live = run.live {
            try within("live") {
                try $0.date(live.date, "date")
                if let end = live.end { try $0.date(end, "end") }
                if let pause = live.pauseTime { try $0.date(pause, "pauseTime") }
            }
        }
    }

    private mutating func shape(_ s: ShapeItem) throws {
        try rect(s.frame, "frame")
        try path(s.path, "path")
        if let fill = s.fill { try paint(fill, "fill") }
        if let stroke = s.stroke {
            try within("stroke") {
                try $0.paint(stroke.paint, "paint")
                try $0.number(stroke.lineWidth, "lineWidth", ArchiveRanges.lineWidth, unit: "points")
                try $0.number(stroke.miterLimit, "miterLimit", ArchiveRanges.lineWidth)
                try $0.number(stroke.dashPhase, "dashPhase", ArchiveRanges.coordinate, unit: "points")
                guard stroke.dash.count <= ArchiveRanges.maximumDashCount else {
                    throw $0.refused(
                        "dash", "has \(stroke.dash.count) lengths; at most \(ArchiveRanges.maximumDashCount) are drawn")
                }
                for (i, d) in stroke.dash.enumerated() {
                    try $0.number(d, "dash[\(i)]", ArchiveRanges.length, unit: "points")
                }
            }
        }
        if let live = s.liveProgress {
            try within("liveProgress") {
                try $0.date(live.start, "start")
                try $0.date(live.end, "end")
                switch live.geometry {
                case .bar(let r, let radius):
                    try $0.rect(r, "rect")
                    try $0.number(radius, "cornerRadius", ArchiveRanges.length, unit: "points")
                case .ring(let center, let radius):
                    try $0.point(center, "center")
                    try $0.number(radius, "radius", ArchiveRanges.length, unit: "points")
                }
            }
        }
    }

    private mutating func paint(_ p: Paint, _ key: String) throws {
        try within(key) {
            switch p {
            case .color(let c): try $0.color(c, "color")
            case .linearGradient(let stops, let start, let end):
                try $0.stops(stops)
                try $0.point(start, "start")
                try $0.point(end, "end")
            case .radialGradient(let stops, let center, let r0, let r1):
                try $0.stops(stops)
                try $0.point(center, "center")
                try $0.number(r0, "startRadius", ArchiveRanges.length, unit: "points")
                try $0.number(r1, "endRadius", ArchiveRanges.length, unit: "points")
            case .angularGradient(let stops, let center, let a0, let a1):
                try $0.stops(stops)
                try $0.point(center, "center")
                try $0.number(a0, "startAngle", ArchiveRanges.angle, unit: "radians")
                try $0.number(a1, "endAngle", ArchiveRanges.angle, unit: "radians")
            case .ellipticalGradient(let stops, let center, let size, let r0, let r1):
                try $0.stops(stops)
                try $0.point(center, "center")
                try $0.within("size") {
                    try $0.number(size.width, "width", ArchiveRanges.length, unit: "points")
                    try $0.number(size.height, "height", ArchiveRanges.length, unit: "points")
                }
                try $0.number(r0, "startRadius", ArchiveRanges.factor)
                try $0.number(r1, "endRadius", ArchiveRanges.factor)
            case .meshGradient(let mesh): try $0.mesh(mesh)
            }
        }
    }

    private mutating func mesh(_ m: MeshPaint) throws {
        let side = ArchiveRanges.meshSide
        try number(Double(m.width), "width", Double(side.lowerBound)...Double(side.upperBound))
        try number(Double(m.height), "height", Double(side.lowerBound)...Double(side.upperBound))
        let count = m.width * m.height
        guard m.points.count == count, m.colors.count == count else {
            throw refused(
                "points",
                "has \(m.points.count) points and \(m.colors.count) colours; a \(m.width) × \(m.height) mesh needs \(count) of each"
            )
        }
        for (i, p) in m.points.enumerated() { try point(p, "points[\(i)]") }
        for (i, c) in m.colors.enumerated() { try color(c, "colors[\(i)]") }
        try color(m.background, "background")
    }

    /// A filter's colours are colours and a matrix's numbers factors; the other filters'
    /// numbers are read clamped by the renderer.
    private mutating func filter(_ f: ColorFilter) throws {
        switch f {
        case .colorMultiply(let c): try color(c, "colorMultiply")
        case .colorMatrix(let m):
            try within("colorMatrix") {
                for (i, v) in m.enumerated() { try $0.number(v, "[\(i)]", ArchiveRanges.factor) }
            }
        case .alphaThreshold(let t):
            try within("alphaThreshold") {
                try $0.number(t.min, "min", ArchiveRanges.component)
                try $0.number(t.max, "max", ArchiveRanges.component)
                try $0.color(t.color, "color")
            }
        default: break
        }
    }

    private mutating func stops(_ stops: [GradientStop]) throws {
        guard stops.count <= ArchiveRanges.maximumGradientStops else {
            throw refused("stops", "has \(stops.count) stops; the limit is \(ArchiveRanges.maximumGradientStops)")
        }
        for (i, stop) in stops.enumerated() {
            try within("stops[\(i)]") {
                try $0.color(stop.color, "color")
                try $0.number(stop.location, "location", ArchiveRanges.factor)
            }
        }
    }

    private mutating func path(_ p: PathData, _ key: String) throws {
        for (i, element) in p.elements.enumerated() {
            let points: [Point]
            switch element {
            case .move(let a), .line(let a): points = [a]
            case .quadCurve(let a, let c): points = [c, a]
            case .curve(let a, let c1, let c2): points = [c1, c2, a]
            case .closeSubpath: points = []
            }
            for p in points where !(ArchiveRanges.coordinate.contains(p.x) && ArchiveRanges.coordinate.contains(p.y)) {
                throw refused(
                    key,
                    "element \(i) has the point (\(p.x), \(p.y)); coordinates must be finite and within "
                        + Self.describe(ArchiveRanges.coordinate) + " points")
            }
        }
    }

    // MARK: - Checks

    private mutating func rect(_ r: Rect, _ key: String) throws {
        try within(key) {
            try $0.number(r.x, "[0]", ArchiveRanges.coordinate, unit: "points")
            try $0.number(r.y, "[1]", ArchiveRanges.coordinate, unit: "points")
            try $0.number(r.width, "[2]", ArchiveRanges.length, unit: "points")
            try $0.number(r.height, "[3]", ArchiveRanges.length, unit: "points")
        }
    }

    private mutating func point(_ p: Point, _ key: String) throws {
        try within(key) {
            try $0.number(p.x, "[0]", ArchiveRanges.coordinate, unit: "points")
            try $0.number(p.y, "[1]", ArchiveRanges.coordinate, unit: "points")
        }
    }

    private mutating func color(_ c: RGBA, _ key: String) throws {
        try within(key) {
            for (i, v) in [c.red, c.green, c.blue, c.alpha].enumerated() {
                try $0.number(v, "[\(i)]", ArchiveRanges.component)
            }
        }
    }

    private func date(_ d: Date, _ key: String) throws {
        let t = d.timeIntervalSince1970
        guard ArchiveRanges.date.contains(t) else {
            throw refused(key, "is \(t) seconds since 1970; dates must lie in years 1 through 9999")
        }
    }

    private func number(_ v: Double, _ key: String, _ range: ClosedRange<Double>, unit: String = "") throws {
        guard range.contains(v) else {
            throw refused(key, "is \(v); the range is \(Self.describe(range))\(unit.isEmpty ? "" : " \(unit)")")
        }
    }

    /// A number that must also be above the range's lower bound (a size, a scale).
    private func positive(_ v: Double, _ key: String, _ range: ClosedRange<Double>, unit: String) throws {
        guard range.contains(v), v > range.lowerBound else {
            throw refused(
                key,
                "is \(v); it must be above \(Self.describe(range.lowerBound)) and at most "
                    + "\(Self.describe(range.upperBound)) \(unit)")
        }
    }

    private func count(_ v: Int, _ key: String, _ range: ClosedRange<Int>) throws {
        guard range.contains(v) else {
            throw refused(key, "is \(v); the range is \(range.lowerBound)…\(range.upperBound)")
        }
    }

    private func refused(_ key: String, _ detail: String) -> ArchiveError {
        ArchiveError(.outOfRange, "\(Self.field(path + [key])) \(detail)")
    }

    private mutating func within(_ key: String, _ body: (inout Self) throws -> Void) throws {
        path.append(key)
        defer { path.removeLast() }
        try body(&self)
    }

    /// "content.group.children[2].group.shadow.radius": indices join their key without a dot.
    private static func field(_ parts: [String]) -> String {
        parts.reduce("") { $0.isEmpty || $1.hasPrefix("[") ? $0 + $1 : $0 + "." + $1 }
    }

    private static func describe(_ range: ClosedRange<Double>) -> String {
        "\(describe(range.lowerBound))…\(describe(range.upperBound))"
    }

    private static func describe(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(v)"
    }
}
