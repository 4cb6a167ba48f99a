//  ArchiveGenerator.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: the random archives `ArchiveFuzzer` feeds the decoder and the renderer: every kind
//  of display item and paint, ordinary numbers most of the time and extreme ones (±1e308, 1e30,
//  12345, −0, 1e-300) the rest, so both the range check and the renderer's own guards are hit.

import Foundation
import GlimpseArchive

/// Builds one random archive from a seeded generator.
struct ArchiveGenerator {
    var random: SplitMix64
    private var budget = 60

    init(random: SplitMix64) { self.random = random }

    mutating func archive() -> WidgetArchive {
        let size = Size(width: length(ordinary: 20...300), height: length(ordinary: 20...300))
        var images: [String: ImageAsset] = [:]
        if chance(0.3) {
            images["img"] = ImageAsset(
                png: Self.tinyPNG, pixelWidth: chance(0.8) ? 1 : int(-5...100_000),
                pixelHeight: chance(0.8) ? 1 : int(-5...100_000))
        }
        var archive = WidgetArchive(
            size: size, colorScheme: chance(0.5) ? "light" : "dark", displayScale: chance(0.9) ? 2 : extreme(),
            background: chance(0.3) ? item(depth: 0) : nil, content: .group(group(depth: 0)), images: images,
            label: chance(0.1) ? item(depth: 0) : nil)
        if chance(0.2) {
            archive.hitRegions = [HitRegion(frame: rect(), url: "https://example.com")]
        }
        return archive
    }

    // MARK: - Items

    private mutating func item(depth: Int) -> DisplayItem {
        budget -= 1
        let leafOnly = depth > 6 || budget <= 0
        switch int(0...(leafOnly ? 3 : 5)) {
        case 0: return .text(text())
        case 1: return .shape(shape())
        case 2: return .image(image())
        case 3: return .symbol(symbol())
        default: return .group(group(depth: depth + 1))
        }
    }

    private mutating func group(depth: Int) -> GroupItem {
        var children: [DisplayItem] = []
        for _ in 0..<int(0...4) where budget > 0 { children.append(item(depth: depth)) }
        var g = GroupItem(frame: rect(), children: children)
        if chance(0.2) { g.opacity = chance(0.8) ? double(0...1) : extreme() }
        if chance(0.2) {
            g.transform = Transform(
                a: factor(), b: factor() / 4, c: factor() / 4, d: factor(), tx: coordinate(), ty: coordinate())
        }
        if chance(0.15) { g.clip = path() }
        if chance(0.2) {
            g.shadow = Shadow(color: color(), radius: length(ordinary: 0...20), x: coordinate(), y: coordinate())
            if chance(0.3) { g.shadow?.inner = true }
        }
        if chance(0.1), depth < 4 { g.mask = item(depth: depth + 1) }
        if chance(0.05) {
            g.arc = Arc(
                center: point(), radius: length(ordinary: 10...100), angle: double(-7...7), origin: point(),
                clockwise: chance(0.5))
        }
        return g
    }

    private mutating func text() -> TextItem {
        var runs: [TextRun] = []
        for _ in 0..<int(1...3) {
            var run = TextRun(
                text: ["12:00", "Hello", "😀 ok", "", "ÄÖÜ 42"].randomElement(using: &random)!,
                font: FontDescriptor(
                    family: chance(0.9) ? "Inter" : "No Such Font", size: length(ordinary: 6...40),
                    weight: chance(0.9) ? [400, 600, 700].randomElement(using: &random)! : int(-1000...5000),
                    italic: chance(0.2), monospacedDigit: chance(0.2)),
                paint: paint(), x: coordinate(), width: length(ordinary: 0...200))
            if chance(0.1) { run.tracking = chance(0.8) ? double(-2...4) : extreme() }
            if chance(0.1) { run.underline = true }
            if chance(0.1) { run.strikethrough = true }
            if chance(0.25) {
                let styles: [LiveDate.Style] = [.time, .date, .relative, .offset, .timer, .interval, .timerInterval]
                run.live = LiveDate(
                    style: styles.randomElement(using: &random)!, date: date(), end: chance(0.5) ? date() : nil,
                    pauseTime: chance(0.2) ? date() : nil, countsDown: chance(0.5) ? nil : chance(0.5))
                run.liveAlignment = chance(0.9) ? double(0...1) : extreme()
            }
            runs.append(run)
        }
        return TextItem(
            frame: rect(), lines: [TextLine(baseline: coordinate(), runs: runs)], lineHeight: length(ordinary: 8...40))
    }

    private mutating func shape() -> ShapeItem {
        var s = ShapeItem(frame: rect(), path: path(), fill: chance(0.7) ? paint() : nil, evenOdd: chance(0.2))
        if chance(0.4) {
            let dash = chance(0.7) ? [] : (0..<int(1...6)).map { _ in length(ordinary: 0...10) }
            s.stroke = StrokeData(
                paint: paint(), lineWidth: length(ordinary: 0...8),
                cap: [.butt, .round, .square].randomElement(using: &random)!,
                join: [.miter, .round, .bevel].randomElement(using: &random)!, miterLimit: length(ordinary: 1...10),
                dash: dash, dashPhase: coordinate())
        }
        if chance(0.1) {
            s.liveProgress = LiveProgress(
                start: date(), end: date(), countsDown: chance(0.5),
                geometry: chance(0.5)
                    ? .bar(rect: rect(), cornerRadius: length(ordinary: 0...10))
                    : .ring(center: point(), radius: length(ordinary: 2...60)))
        }
        return s
    }

    private mutating func image() -> ImageItem {
        var i = ImageItem(frame: rect(), hash: chance(0.8) ? "img" : "missing", tint: chance(0.2) ? paint() : nil)
        i.interpolation = chance(0.5)
        i.accentedMode = ["accented", "desaturated", "fullColor", "???"].randomElement(using: &random)
        return i
    }

    private mutating func symbol() -> SymbolItem {
        var s = SymbolItem(
            frame: rect(), name: ["star.fill", "heart", "no.such.symbol", "1.circle"].randomElement(using: &random)!,
            pointSize: length(ordinary: 8...40), weight: chance(0.9) ? 400 : int(-10...10_000), paint: paint())
        s.hierarchical = chance(0.3)
        return s
    }

    // MARK: - Values

    private mutating func paint() -> Paint {
        let stops = (0..<int(0...4)).map { _ in
            GradientStop(color: color(), location: chance(0.9) ? double(0...1) : extreme())
        }
        switch int(0...5) {
        case 0: return .color(color())
        case 4:
            return .ellipticalGradient(
                stops: stops, center: point(),
                size: Size(width: length(ordinary: 0...200), height: length(ordinary: 0...200)),
                startRadius: chance(0.9) ? double(0...1) : extreme(), endRadius: chance(0.9) ? double(0...1) : extreme()
            )
        case 5:
            let (w, h) = (int(1...4), int(1...4))
            let n = chance(0.9) ? w * h : int(0...20)
            return .meshGradient(
                MeshPaint(
                    width: chance(0.95) ? w : int(-3...100), height: h, points: (0..<n).map { _ in point() },
                    colors: (0..<n).map { _ in color() }, background: color(), smoothsColors: chance(0.5)))
        case 1: return .linearGradient(stops: stops, start: point(), end: point())
        case 2:
            return .radialGradient(
                stops: stops, center: point(), startRadius: length(ordinary: 0...50),
                endRadius: length(ordinary: 0...100))
        default:
            return .angularGradient(
                stops: stops, center: point(), startAngle: chance(0.9) ? double(-7...7) : extreme(),
                endAngle: chance(0.9) ? double(-7...7) : extreme())
        }
    }

    private mutating func path() -> PathData {
        var elements: [PathElement] = [.move(to: point())]
        for _ in 0..<int(0...6) {
            switch int(0...3) {
            case 0: elements.append(.line(to: point()))
            case 1: elements.append(.quadCurve(to: point(), control: point()))
            case 2: elements.append(.curve(to: point(), control1: point(), control2: point()))
            default: elements.append(.closeSubpath)
            }
        }
        return PathData(elements)
    }

    private mutating func color() -> RGBA {
        chance(0.95)
            ? RGBA(double(0...1), double(0...1), double(0...1), double(0...1))
            : RGBA(extreme(), double(0...1), extreme(), extreme())
    }

    private mutating func rect() -> Rect {
        Rect(x: coordinate(), y: coordinate(), width: length(ordinary: 0...200), height: length(ordinary: 0...200))
    }

    private mutating func point() -> Point { Point(x: coordinate(), y: coordinate()) }

    private mutating func coordinate() -> Double { chance(0.95) ? double(-20...220) : extreme() }

    private mutating func length(ordinary: ClosedRange<Double>) -> Double {
        chance(0.95) ? double(ordinary) : extreme()
    }

    private mutating func factor() -> Double { chance(0.95) ? double(0.5...1.5) : extreme() }

    private mutating func date() -> Date {
        Date(timeIntervalSince1970: chance(0.9) ? 1_764_460_800 + double(-90_000...90_000) : extreme())
    }

    /// Numbers widgets never draw, which intake must refuse or the renderer must survive.
    private mutating func extreme() -> Double {
        [0, -0.0, 1e-300, -1e-300, 1e30, -1e30, 1e308, -1e308, 12345, -12345, 1e6, 100_001, 2049, 1e15]
            .randomElement(using: &random)!
    }

    private mutating func double(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }

    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    private mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }

    /// A 1×1 opaque red PNG.
    static let tinyPNG = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==")!
}
