//  HostileArchives.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 9's fault list: archives carrying extreme numbers (a shadow of 1e30, live
//  dates of ±1e308, a timer interval ending at 1e308, font sizes of 12345, −0 and 1e300, huge
//  and negative frames, huge dash patterns, images claiming huge sizes), each with the field
//  intake must name when it refuses it (nil: intake accepts it, and it must draw).

import Foundation
import GlimpseArchive
import Testing

/// Archives no renderer may crash on.
enum HostileArchives {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var archive: WidgetArchive
        /// The field `ArchiveCoding.validate` names, or nil when the archive is accepted.
        var refusedField: String?
        var testDescription: String { name }
    }

    static let square = Rect(x: 10, y: 10, width: 40, height: 40)

    static func shape(_ r: Rect = square, stroke: StrokeData? = nil) -> ShapeItem {
        var s = ShapeItem(frame: r, path: TestArchives.rectPath(r), fill: .color(RGBA(1, 0, 0)))
        s.stroke = stroke
        return s
    }

    static func wrap(_ item: DisplayItem, size: Size = Size(width: 100, height: 100)) -> WidgetArchive {
        WidgetArchive(
            size: size, displayScale: 2,
            content: .group(GroupItem(frame: Rect(x: 0, y: 0, width: 100, height: 100), children: [item])))
    }

    static func shadowed(radius: Double, x: Double, y: Double) -> WidgetArchive {
        let g = GroupItem(
            frame: square, children: [.shape(shape())],
            shadow: Shadow(color: RGBA(0, 0, 0, 0.5), radius: radius, x: x, y: y))
        return wrap(.group(g))
    }

    static func filtered(_ filter: ColorFilter) -> WidgetArchive {
        var g = GroupItem(frame: square, children: [.shape(shape())])
        g.filters = [filter]
        return wrap(.group(g))
    }

    static func text(size: Double, live: LiveDate? = nil, tracking: Double? = nil) -> WidgetArchive {
        var run = TextRun(
            text: "12:00", font: FontDescriptor(family: "Inter", size: size), paint: .color(.black), x: 10, width: 60)
        run.live = live
        run.tracking = tracking
        return wrap(.text(TextItem(frame: square, lines: [TextLine(baseline: 40, runs: [run])], lineHeight: 20)))
    }

    static func date(_ t: Double) -> Date { Date(timeIntervalSince1970: t) }

    static let cases: [Case] = [
        Case(
            name: "a shadow radius of 1e30", archive: shadowed(radius: 1e30, x: 0, y: 0),
            refusedField: "content.group.children[0].group.shadow.radius"),
        Case(
            name: "a shadow offset of 1e30", archive: shadowed(radius: 4, x: 1e30, y: -1e30),
            refusedField: "content.group.children[0].group.shadow.x"),
        Case(name: "a shadow radius at the limit", archive: shadowed(radius: 256, x: 3, y: 3), refusedField: nil),
        Case(
            name: "a colour matrix of 1e30", archive: filtered(.colorMatrix([1e30] + Array(repeating: 0, count: 19))),
            refusedField: "content.group.children[0].group.filters[0].colorMatrix[0]"),
        Case(
            name: "an alpha threshold colour of 1e30",
            archive: filtered(.alphaThreshold(AlphaThreshold(min: 0, max: 1, color: RGBA(1e30, 0, 0)))),
            refusedField: "content.group.children[0].group.filters[0].alphaThreshold.color[0]"),
        Case(
            name: "an alpha threshold that keeps every pixel",
            archive: filtered(.alphaThreshold(AlphaThreshold(min: -1, max: 2, color: RGBA(0, 0, 1)))),
            refusedField: nil),
        Case(
            name: "a font size of 12345", archive: text(size: 12345),
            refusedField: "content.group.children[0].text.lines[0].runs[0].font.size"),
        Case(
            name: "a font size of -0", archive: text(size: -0.0),
            refusedField: "content.group.children[0].text.lines[0].runs[0].font.size"),
        Case(
            name: "a font size of 1e300", archive: text(size: 1e300),
            refusedField: "content.group.children[0].text.lines[0].runs[0].font.size"),
        Case(name: "a font size at the limit", archive: text(size: 1024), refusedField: nil),
        Case(
            name: "tracking of 1e300", archive: text(size: 12, tracking: 1e300),
            refusedField: "content.group.children[0].text.lines[0].runs[0].tracking"),
        Case(
            name: "a live timer at -1e308",
            archive: text(size: 12, live: LiveDate(style: .timer, date: date(-1e308))),
            refusedField: "content.group.children[0].text.lines[0].runs[0].live.date"),
        Case(
            name: "a live relative date at 1e308",
            archive: text(size: 12, live: LiveDate(style: .relative, date: date(1e308))),
            refusedField: "content.group.children[0].text.lines[0].runs[0].live.date"),
        Case(
            name: "a timer interval ending at 1e308",
            archive: text(size: 12, live: LiveDate(style: .timerInterval, date: date(0), end: date(1e308))),
            refusedField: "content.group.children[0].text.lines[0].runs[0].live.end"),
        Case(
            name: "a timer interval ending in year 9999",
            archive: text(size: 12, live: LiveDate(style: .timerInterval, date: date(0), end: date(253_402_300_000))),
            refusedField: nil),
        Case(
            name: "a huge frame", archive: wrap(.shape(shape(Rect(x: 0, y: 0, width: 1e30, height: 1e30)))),
            refusedField: "content.group.children[0].shape.frame[2]"),
        Case(
            name: "a negative size", archive: wrap(.shape(shape(Rect(x: 0, y: 0, width: -50, height: 20)))),
            refusedField: "content.group.children[0].shape.frame[2]"),
        Case(
            name: "a negative canvas", archive: wrap(.shape(shape()), size: Size(width: -100, height: 100)),
            refusedField: "size[0]"),
        Case(
            name: "a canvas of 1e9 points", archive: wrap(.shape(shape()), size: Size(width: 1e9, height: 1e9)),
            refusedField: "size[0]"),
        // fuzz finding (bench fuzz --seed 11): a side of 1e-300 pt was accepted and drew 0 px
        Case(
            name: "a canvas 1e-300 points tall", archive: wrap(.shape(shape()), size: Size(width: 114, height: 1e-300)),
            refusedField: "size[1]"),
        Case(
            name: "a canvas half a point wide", archive: wrap(.shape(shape()), size: Size(width: 0.5, height: 100)),
            refusedField: "size[0]"),
        Case(
            name: "a canvas of 1 point", archive: wrap(.shape(shape()), size: Size(width: 1, height: 1)),
            refusedField: nil),
        Case(
            name: "a canvas of 2048 points at 8x (16384 px)",
            archive: {
                var a = wrap(.shape(shape()), size: Size(width: 2048, height: 100))
                a.displayScale = 8
                return a
            }(), refusedField: "size"),
        Case(
            name: "a dash pattern of 10000 lengths",
            archive: wrap(
                .shape(
                    shape(
                        stroke: StrokeData(
                            paint: .color(.black), lineWidth: 2, dash: Array(repeating: 1, count: 10_000))))),
            refusedField: "content.group.children[0].shape.stroke.dash"),
        Case(
            name: "a dash of 1e300 with a phase of 1e300",
            archive: wrap(
                .shape(
                    shape(stroke: StrokeData(paint: .color(.black), lineWidth: 2, dash: [1e300, 1], dashPhase: 1e300)))),
            refusedField: "content.group.children[0].shape.stroke.dashPhase"),
        Case(
            name: "tiny dashes",
            archive: wrap(
                .shape(
                    shape(
                        stroke: StrokeData(
                            paint: .color(.black), lineWidth: 2, dash: [0.0001, 0.0001], dashPhase: 99_999)))),
            refusedField: nil),
        Case(
            name: "a line width of 1e300",
            archive: wrap(.shape(shape(stroke: StrokeData(paint: .color(.black), lineWidth: 1e300)))),
            refusedField: "content.group.children[0].shape.stroke.lineWidth"),
        Case(
            name: "a transform scaling by 1e300",
            archive: wrap(
                .group(
                    GroupItem(
                        frame: square, children: [.shape(shape())],
                        transform: Transform(a: 1e300, b: 0, c: 0, d: 1e300, tx: 0, ty: 0)))),
            refusedField: "content.group.children[0].group.transform[0]"),
        Case(
            name: "an image claiming 100000 px",
            archive: {
                var a = wrap(.image(ImageItem(frame: square, hash: "big")))
                a.images["big"] = ImageAsset(png: Data([0x89, 0x50]), pixelWidth: 100_000, pixelHeight: 100_000)
                return a
            }(),
            refusedField: "images[\"big\"].pixelWidth"),
        Case(
            name: "an image whose bytes are not a PNG",
            archive: {
                var a = wrap(.image(ImageItem(frame: square, hash: "bad")))
                a.images["bad"] = ImageAsset(png: Data("not a png".utf8), pixelWidth: 10, pixelHeight: 10)
                return a
            }(),
            refusedField: nil),
        Case(
            name: "an angular gradient over 1e4 radians",
            archive: wrap(
                .shape(
                    ShapeItem(
                        frame: square, path: TestArchives.rectPath(square),
                        fill: .angularGradient(
                            stops: [
                                GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 1),
                            ],
                            center: Point(x: 30, y: 30), startAngle: -10_000, endAngle: 10_000)))),
            refusedField: nil),
        Case(
            name: "timer progress over 1e308 seconds",
            archive: {
                var s = shape()
                s.liveProgress = LiveProgress(
                    start: date(-1e308), end: date(1e308), countsDown: true,
                    geometry: .ring(center: Point(x: 30, y: 30), radius: 20))
                s.stroke = StrokeData(paint: .color(.black), lineWidth: 3)
                return wrap(.shape(s))
            }(),
            refusedField: "content.group.children[0].shape.liveProgress.start"),
        Case(
            name: "a bent group of radius 1e-300",
            archive: wrap(
                .group(
                    GroupItem(
                        frame: square, children: [.shape(shape())],
                        arc: Arc(center: Point(x: 50, y: 50), radius: 1e-300, angle: 0, origin: .zero, clockwise: true))
                )),
            refusedField: nil),
    ]
}
