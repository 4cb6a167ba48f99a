//  GaugeTests.swift — SwiftUITests
//  The gauge styles in the archive: the ring's fixed diameter, the open ring's opening and its
//  marker in a cut-out gap, the capacity track, where each label goes (GaugeGeometry.swift).

import Foundation
import GlimpseArchive
import Testing

@testable import SwiftUI

struct GaugeTests {
    static let slot = CGSize(width: 72, height: 72)
    /// The standard ring: 58 pt, line 58 / 10.5, centre line radius 29 − line / 2.
    static let line = 58 / 10.5
    static let radius = 29 - line / 2

    static func archive<V: View>(_ view: V, size: CGSize = slot) -> WidgetArchive {
        layoutRoot(view, proposal: ProposedViewSize(size), container: size, environment: EnvironmentValues()).archive
    }

    static func shapes(_ item: DisplayItem) -> [ShapeItem] {
        switch item {
        case .group(let g): return g.children.flatMap(shapes)
        case .shape(let s): return [s]
        default: return []
        }
    }

    static func texts(_ item: DisplayItem) -> [TextItem] {
        switch item {
        case .group(let g): return g.children.flatMap(texts)
        case .text(let t): return [t]
        default: return []
        }
    }

    static func first(_ path: PathData) -> Point? {
        if case .move(let p) = path.elements.first { return p }
        return nil
    }

    static func last(_ path: PathData) -> Point? {
        switch path.elements.last {
        case .curve(let p, _, _), .line(let p), .move(let p): return p
        default: return nil
        }
    }

    static func near(_ a: Point?, _ x: Double, _ y: Double, _ tolerance: Double = 0.001) -> Bool {
        guard let a else { return false }
        return abs(a.x - x) < tolerance && abs(a.y - y) < tolerance
    }

    static func centre(_ r: Rect) -> Point { Point(x: r.x + r.width / 2, y: r.y + r.height / 2) }

    // MARK: - Ring size

    @Test(arguments: [
        // (offered square, ring diameter)
        (72.0, 58.0),  // iPhone Lock Screen slot: the standard diameter, 7 pt inside the slot
        (158.0, 58.0),  // a home screen widget: still 58, centred; the ring does not grow
        (42.0, 42.0),  // a 40 mm watch slot: the smaller side, the ring at its edge
    ])
    func ringKeepsItsDiameterAndShrinksOnlyToFit(side: Double, diameter: Double) throws {
        let a = Self.archive(
            Gauge(value: 0.5) { Text("x") }.gaugeStyle(.accessoryCircularCapacity),
            size: CGSize(width: side, height: side))
        let track = try #require(Self.shapes(a.content).first { $0.stroke != nil })
        #expect(
            track.frame == Rect(x: (side - diameter) / 2, y: (side - diameter) / 2, width: diameter, height: diameter))
        #expect(abs(track.stroke!.lineWidth - max(2, diameter / 10.5)) < 1e-9)
    }

    // MARK: - Capacity

    @Test func capacityRingIsAFaintTintTrackWithTheFilledArcOverIt() throws {
        let a = Self.archive(
            Gauge(value: 0.25) {
                Text("Load")
            } currentValueLabel: {
                Text("25")
            }.gaugeStyle(.accessoryCircularCapacity).tint(.green))
        let strokes = Self.shapes(a.content).filter { $0.stroke != nil }
        #expect(strokes.count == 2)
        let (track, fill) = (strokes[0], strokes[1])
        // Track: the whole circle from 12 o'clock, the tint at 25 %.
        #expect(Self.near(Self.first(track.path), 36, 36 - Self.radius))
        guard case .color(let trackColor) = track.stroke!.paint, case .color(let tint) = fill.stroke!.paint else {
            Issue.record("expected colour paints")
            return
        }
        #expect(abs(trackColor.alpha - 0.25 * tint.alpha) < 1e-9)
        #expect(trackColor.green == tint.green)
        // Fill: a quarter turn from 12 to 3 o'clock, with round ends.
        #expect(fill.stroke!.cap == .round)
        #expect(Self.near(Self.last(fill.path), 36 + Self.radius, 36))
        #expect(Self.texts(a.content).map(\.string) == ["25"])
    }

    @Test func capacityGaugeWithoutACurrentValueShowsItsLabelInTheCentre() throws {
        let a = Self.archive(Gauge(value: 0.4) { Text("Bat") }.gaugeStyle(.accessoryCircularCapacity))
        let text = try #require(Self.texts(a.content).first)
        #expect(text.string == "Bat")
        let c = Self.centre(text.frame)
        #expect(abs(c.x - 36) < 0.5 && abs(c.y - 36) < 0.5)
    }

    // MARK: - Open ring

    @Test func openRingLeavesItsQuarterOpeningAtTheBottom() throws {
        let a = Self.archive(Gauge(value: 1) { Text("x") }.gaugeStyle(.accessoryCircular))
        let arcs = Self.shapes(a.content).filter { $0.stroke != nil }
        #expect(arcs.count == 1)  // at the maximum the marker cuts only the ring's end
        // From the lower left (135°) clockwise.
        let start = 0.75 * Double.pi
        #expect(Self.near(Self.first(arcs[0].path), 36 + Self.radius * cos(start), 36 + Self.radius * sin(start)))
    }

    @Test func markerIsATintedDotInAGapCutOutOfTheRing() throws {
        let a = Self.archive(Gauge(value: 0.5) { Text("x") }.gaugeStyle(.accessoryCircular).tint(.orange))
        let all = Self.shapes(a.content)
        let arcs = all.filter { $0.stroke != nil }
        let dots = all.filter { $0.fill != nil }
        #expect(arcs.count == 2 && dots.count == 1)
        // Half of the 270° ring from 135° is straight up; the dot is as wide as the line.
        let dot = dots[0]
        #expect(Self.near(Self.centre(dot.frame), 36, 36 - Self.radius))
        #expect(abs(dot.frame.width - Self.line) < 1e-9)
        #expect(dot.fill == arcs[0].stroke!.paint)
        // Each piece of ring stops 1.5 line widths of arc short of the value.
        let cut = 1.5 * Self.line / Self.radius
        let up = 1.5 * Double.pi
        #expect(Self.near(Self.last(arcs[0].path), 36 + Self.radius * cos(up - cut), 36 + Self.radius * sin(up - cut)))
        #expect(Self.near(Self.first(arcs[1].path), 36 + Self.radius * cos(up + cut), 36 + Self.radius * sin(up + cut)))
    }

    @Test func gradientTintRunsAlongTheRingAndColoursTheMarkerWhereItIs() throws {
        let a = Self.archive(
            Gauge(value: 0.5) { Text("x") }.gaugeStyle(.accessoryCircular)
                .tint(Gradient(colors: [Color(red: 0, green: 1, blue: 0), Color(red: 1, green: 0, blue: 0)])))
        let ring = try #require(Self.shapes(a.content).first { $0.stroke != nil })
        guard case .angularGradient(let stops, _, let a0, let a1) = ring.stroke!.paint else {
            Issue.record("expected an angular gradient, got \(ring.stroke!.paint)")
            return
        }
        #expect(stops.count == 2)
        #expect(abs(a1 - a0 - 1.5 * Double.pi) < 1e-9)
        let dot = try #require(Self.shapes(a.content).first { $0.fill != nil })
        guard case .color(let c) = dot.fill else {
            Issue.record("expected a colour marker")
            return
        }
        #expect(abs(c.red - 0.5) < 0.01 && abs(c.green - 0.5) < 0.01)
    }

    @Test func boundsLabelsSitUnderTheRingsEndsAndTheCurrentValueInTheCentre() throws {
        let a = Self.archive(
            Gauge(value: 60, in: 0...100) {
                Text("Temp")
            } currentValueLabel: {
                Text("60")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }.gaugeStyle(.accessoryCircular))
        let items = Dictionary(uniqueKeysWithValues: Self.texts(a.content).map { ($0.string, $0) })
        let texts = items.mapValues(\.frame)
        #expect(texts["Temp"] == nil)  // the label gives way to the bounds labels
        let spread = Self.radius * cos(Double.pi / 4)
        let drop = Self.radius * sin(Double.pi / 4) + Self.line / 2
        let low = try #require(texts["0"]), high = try #require(texts["100"]), value = try #require(texts["60"])
        #expect(abs(Self.centre(low).x - (36 - spread)) < 0.5 && abs(Self.centre(low).y - (36 + drop)) < 0.5)
        #expect(abs(Self.centre(high).x - (36 + spread)) < 0.5)
        #expect(abs(Self.centre(value).x - 36) < 0.5 && abs(Self.centre(value).y - 36) < 0.5)
        #expect(items["60"]?.lines[0].runs[0].font.size == 16.5)
        #expect(items["0"]?.lines[0].runs[0].font.size == 10)
    }

    @Test func openGaugeWithoutBoundsPutsItsLabelInTheOpening() throws {
        let a = Self.archive(Gauge(value: 0.3) { Text("UV") }.gaugeStyle(.accessoryCircular))
        let label = try #require(Self.texts(a.content).first { $0.string == "UV" })
        #expect(abs(Self.centre(label.frame).x - 36) < 0.5)
        #expect(Self.centre(label.frame).y > 36 + Self.radius * sin(Double.pi / 4))
    }

    // MARK: - Bars

    @Test func linearMarkerSplitsTheBarAndTheCurrentValueTakesTheLeadingEdge() throws {
        let a = Self.archive(
            Gauge(value: 0.5) {
                Text("Speed")
            } currentValueLabel: {
                Text("50")
            }.gaugeStyle(.accessoryLinear), size: CGSize(width: 160, height: 72))
        let fills = Self.shapes(a.content).filter { $0.fill != nil }
        #expect(fills.count == 3)  // two pieces of bar and the dot
        let strings = Self.texts(a.content).map(\.string)
        #expect(strings == ["50"])  // no bounds: the current value on the leading edge
        let dot = fills[2].frame
        #expect(dot.width == 6 && dot.height == 6)
        let leading = fills[0].path, trailing = fills[1].path
        #expect(Self.first(leading) != nil && Self.first(trailing) != nil)
    }

    @Test func linearCapacityTrackIsTheFaintTintAndTheFillStartsAtTheLeadingEdge() throws {
        let a = Self.archive(
            Gauge(value: 3, in: 0...4) { Text("Disk") }.gaugeStyle(.accessoryLinearCapacity).tint(.blue),
            size: CGSize(width: 160, height: 72))
        let fills = Self.shapes(a.content).filter { $0.fill != nil }
        #expect(fills.count == 2)
        guard case .color(let track) = fills[0].fill, case .color(let tint) = fills[1].fill else {
            Issue.record("expected colour fills")
            return
        }
        #expect(abs(track.alpha - 0.25 * tint.alpha) < 1e-9 && track.blue == tint.blue)
        #expect(Self.texts(a.content).map(\.string) == ["Disk"])
    }
}
