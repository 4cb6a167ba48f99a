//  RandomArchive.swift — GlimpseArchiveTests
//  Seeded random archives and timeline answers of every item kind, paint and optional field, with
//  ordinary, rounded and extreme numbers and strings that need escapes: the inputs of the
//  parity fuzzes of ArchiveJSONWriter (bytes) and ArchiveJSONReader (values).

import Foundation

@testable import GlimpseArchive

// MARK: - Random archives

/// SplitMix64, so a failing round can be replayed.
struct Seeded: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random values of every archive type; every optional field present about half the time.
final class RandomArchive {
    var random: Seeded
    private var budget = 40

    init(random: Seeded) { self.random = random }

    static let plain = WidgetArchive(
        size: Size(width: 158, height: 158),
        content: .group(GroupItem(frame: Rect(x: 0, y: 0, width: 158, height: 158), children: [])))

    func response() -> ExtensionResponse {
        let entries = (0..<int(0...3)).map { _ in
            ArchivedEntry(
                date: Date(timeIntervalSince1970: number()),
                relevance: maybe { EntryRelevance(score: score(), duration: number()) },
                archives: (0..<int(0...2)).map { _ in archive() })
        }
        let policy: ReloadPolicy? = [.atEnd, .never, .after(Date(timeIntervalSince1970: number())), nil][int(0...3)]
        return ExtensionResponse(
            id: int(0...100_000), entries: entries, policy: policy,
            clock: maybe { Date(timeIntervalSince1970: number()) })
    }

    func archive() -> WidgetArchive {
        budget = 40
        var archive = WidgetArchive(
            size: size(), colorScheme: string(), displayScale: number(), background: maybe { item(depth: 1) },
            content: item(depth: 0), widgetURL: maybe { string() }, hitRegions: [], label: maybe { item(depth: 1) })
        archive.formatVersion = int(-3...3)
        archive.variant = maybe { string() }
        if chance() {
            archive.images = [
                string(): ImageAsset(
                    png: Data((0..<int(0...40)).map { _ in UInt8.random(in: 0...255, using: &random) }),
                    pixelWidth: int(-2...9000), pixelHeight: int(0...10)),
                "img10": ImageAsset(png: Data([1, 2, 3]), pixelWidth: 1, pixelHeight: 1),
                "img9": ImageAsset(png: Data(), pixelWidth: 1, pixelHeight: 1),
            ]
        }
        archive.hitRegions = (0..<int(0...2)).map { _ in
            chance()
                ? HitRegion(frame: rect(), url: string())
                : HitRegion(frame: rect(), intent: intent())
        }
        return archive
    }

    private func item(depth: Int) -> DisplayItem {
        budget -= 1
        switch int(0...(depth > 4 || budget <= 0 ? 3 : 5)) {
        case 0: return .text(text())
        case 1: return .shape(shape())
        case 2: return .image(image())
        case 3: return .symbol(symbol())
        default: return .group(group(depth: depth))
        }
    }

    private func group(depth: Int) -> GroupItem {
        var g = GroupItem(
            frame: rect(), children: (0..<int(0...4)).map { _ in item(depth: depth + 1) }, opacity: maybe { number() },
            transform: maybe {
                Transform(a: number(), b: number(), c: number(), d: number(), tx: number(), ty: number())
            },
            clip: maybe { path() }, mask: depth < 3 ? maybe { item(depth: depth + 1) } : nil,
            shadow: maybe { shadow() }, tags: maybe { tags() },
            arc: maybe {
                Arc(center: point(), radius: number(), angle: number(), origin: point(), clockwise: chance())
            },
            compositingGroup: maybe { chance() },
            blendMode: maybe { BlendingMode.allCases[int(0...(BlendingMode.allCases.count - 1))] })
        g.filters = maybe {
            [
                .saturation(number()), .colorMultiply(color()), .colorInvert, .blur(number()),
                .colorMatrix((0..<20).map { _ in number() }),
                .alphaThreshold(AlphaThreshold(min: number(), max: number(), color: color())),
            ]
        }
        return g
    }

    private func text() -> TextItem {
        let lines = (0..<int(0...3)).map { _ in
            TextLine(
                baseline: number(),
                runs: (0..<int(0...3)).map { _ in
                    var run = TextRun(
                        text: string(),
                        font: FontDescriptor(
                            family: string(), size: number(), weight: int(-1...1000), italic: chance(),
                            monospacedDigit: chance()),
                        paint: paint(), x: number(), width: number())
                    run.tracking = maybe { number() }
                    run.underline = maybe { chance() }
                    run.strikethrough = maybe { chance() }
                    run.live = maybe {
                        LiveDate(
                            style: .timer, date: Date(timeIntervalSince1970: number()),
                            end: maybe { Date(timeIntervalSince1970: number()) }, countsDown: maybe { chance() },
                            locale: maybe { string() })
                    }
                    run.liveAlignment = maybe { number() }
                    return run
                })
        }
        return TextItem(frame: rect(), lines: lines, lineHeight: number(), tags: maybe { tags() })
    }

    private func shape() -> ShapeItem {
        var s = ShapeItem(
            frame: rect(), path: path(), fill: maybe { paint() }, evenOdd: maybe { chance() },
            stroke: maybe {
                StrokeData(
                    paint: paint(), lineWidth: number(), cap: [.butt, .round, .square][int(0...2)],
                    join: [.miter, .round, .bevel][int(0...2)], miterLimit: number(),
                    dash: (0..<int(0...3)).map { _ in number() }, dashPhase: number())
            })
        s.tags = maybe { tags() }
        s.liveProgress = maybe {
            LiveProgress(
                start: Date(timeIntervalSince1970: number()), end: Date(timeIntervalSince1970: number()),
                countsDown: chance(),
                geometry: chance()
                    ? .bar(rect: rect(), cornerRadius: number()) : .ring(center: point(), radius: number()))
        }
        return s
    }

    private func image() -> ImageItem {
        var i = ImageItem(frame: rect(), hash: string(), tint: maybe { paint() })
        i.interpolation = maybe { chance() }
        i.tags = maybe { tags() }
        i.accentedMode = maybe { string() }
        return i
    }

    private func symbol() -> SymbolItem {
        var s = SymbolItem(frame: rect(), name: string(), pointSize: number(), weight: int(0...900), paint: paint())
        s.tags = maybe { tags() }
        s.accentedMode = maybe { string() }
        s.hierarchical = maybe { chance() }
        s.palette = maybe { (0..<int(0...3)).map { _ in paint() } }
        return s
    }

    private func shadow() -> Shadow {
        var s = Shadow(color: color(), radius: number(), x: number(), y: number())
        s.inner = maybe { chance() }
        return s
    }

    private func tags() -> ItemTags {
        var t = ItemTags()
        t.accentable = maybe { chance() }
        t.privacySensitive = maybe { chance() }
        t.invalidatable = maybe { chance() }
        t.placeholder = maybe { chance() }
        t.unredacted = maybe { chance() }
        t.accessibilityIdentifier = maybe { string() }
        t.accessibilityLabel = maybe { string() }
        t.url = maybe { string() }
        t.intent = maybe { intent() }
        return t
    }

    private func intent() -> IntentAction {
        IntentAction(
            type: string(), title: string(),
            parameters: [string(): .number(number()), "b": .bool(chance()), "s": .string(string()), "n": .null])
    }

    private func paint() -> Paint {
        func stops(_ r: RandomArchive) -> [GradientStop] {
            (0..<r.int(0...3)).map { _ in GradientStop(color: r.color(), location: r.number()) }
        }
        switch int(0...5) {
        case 0: return .linearGradient(stops: stops(self), start: point(), end: point())
        case 1: return .radialGradient(stops: stops(self), center: point(), startRadius: number(), endRadius: number())
        case 2: return .angularGradient(stops: stops(self), center: point(), startAngle: number(), endAngle: number())
        case 3:
            return .ellipticalGradient(
                stops: stops(self), center: point(), size: size(), startRadius: number(), endRadius: number())
        case 4:
            return .meshGradient(
                MeshPaint(
                    width: 2, height: 1, points: [point(), point()], colors: [color(), color()], background: color(),
                    smoothsColors: chance()))
        default: return .color(color())
        }
    }

    private func path() -> PathData {
        // Path text keeps three decimals; numbers past 1e15 there are another matter (not the writer's).
        func point() -> Point {
            Point(x: Double(int(-300_000...300_000)) / 997, y: number().truncatingRemainder(dividingBy: 1e9))
        }
        return PathData([
            .move(to: point()), .line(to: point()), .quadCurve(to: point(), control: point()),
            .curve(to: point(), control1: point(), control2: point()), .closeSubpath,
        ])
    }

    /// A Float, finite: thirds, whole numbers (Float spells 1e8 as "1e+08"), any.
    private func score() -> Float {
        let wide = Float(number())
        return [Float(int(-300...300)) / 3, Float(int(-1_000_000_000...1_000_000_000)), wide.isFinite ? wide : 1][
            int(0...2)]
    }

    private func color() -> RGBA { RGBA(number(), number(), number(), number()) }
    private func rect() -> Rect { Rect(x: number(), y: number(), width: number(), height: number()) }
    private func point() -> Point { Point(x: number(), y: number()) }
    private func size() -> Size { Size(width: number(), height: number()) }

    /// Layout's numbers (thirds of points, colour fractions), whole ones, and the extremes of a Double.
    func number() -> Double {
        switch int(0...11) {
        case 0: return Double(int(-500...500)) / 3
        case 1: return Double(int(0...255)) / 255
        case 2: return Double(int(-1000...1000))
        case 3: return Double.random(in: -1e6...1e6, using: &random)
        case 4: return [0.0, -0.0, 1e-5, 1e-7, 0.0001, 1e15, 1e16, 1.2345678901234568e17, 4.5e15][int(0...8)]
        case 5:
            return [1e308, -1e308, 1e-300, Double.leastNonzeroMagnitude, .greatestFiniteMagnitude, 2e9, 1e10, -1e10][
                int(0...7)]
        case 6: return Double(int(Int.min / 2...Int.max / 2))
        case 7: return Double(Float(Double.random(in: 0...100, using: &random)))
        case 8: return 1_796_200_678.2472405 + Double(int(0...1000))
        default: return Double.random(in: -300...300, using: &random)
        }
    }

    private func string() -> String {
        let pieces = [
            "Inter", "light", "🐼", "Lv ", "a/b", "https://example.com/x?y=1&z=2", "quote \"", "back\\slash", "tab\t",
            "line\n", "\u{1}", "\u{1f}", "é", "\u{2028}", "<>&'", "", "日本", "\u{7f}", "\r\u{8}\u{c}",
        ]
        return (0..<int(0...2)).map { _ in pieces[int(0...(pieces.count - 1))] }.joined()
    }

    private func maybe<T>(_ make: () -> T) -> T? { chance() ? make() : nil }
    private func chance() -> Bool { Bool.random(using: &random) }
    private func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
}
