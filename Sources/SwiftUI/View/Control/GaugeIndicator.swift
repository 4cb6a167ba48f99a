//  GaugeIndicator.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: the ring or bar of a Gauge (Apple SwiftUI "GaugeStyle" accessory styles,
//  reference widgetkit.md §5.5), measured as `CircularGaugeGeometry` documents:
//  - `.accessoryCircular`: an open ring (270°, the opening at the bottom) in the tint, with the
//    value marked by a tinted dot as wide as the line, in a gap cut out of the ring;
//  - `.accessoryCircularCapacity`: a closed ring, the tint at 25 % as the track and the filled
//    arc (round ends) over it from 12 o'clock;
//  - `.accessoryLinear`: a bar in the tint with the same dot-in-a-gap marker;
//  - `.accessoryLinearCapacity`: a bar, the tint at 25 % as the track, filled from the leading
//    edge; `.linearCapacity`: the same with iOS's grey fill as the track, 4 pt tall.
//  A gradient tint runs along the ring (angular) or the bar; the marker takes its colour there.

import Foundation
import GlimpseArchive

struct GaugeIndicator: View, PrimitiveView {
    let fraction: Double
    let kind: GaugeStyleKind
    var body: Never { bodyNeverCalled() }
    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] {
        [GaugeIndicatorNode(env: env, fraction: fraction, kind: kind)]
    }
}

final class GaugeIndicatorNode: LayoutNode {
    let fraction: Double
    let kind: GaugeStyleKind

    init(env: EnvironmentValues, fraction: Double, kind: GaugeStyleKind) {
        self.fraction = fraction
        self.kind = kind
        super.init(env: env)
    }

    private var isRing: Bool { kind == .accessoryCircular || kind == .accessoryCircularCapacity }
    private var barHeight: CGFloat {
        kind == .linearCapacity ? LinearGaugeGeometry.capacityThickness : LinearGaugeGeometry.accessoryThickness
    }

    /// A ring is a square of the standard diameter, or of the smaller side it is offered; a bar
    /// takes the offered width at its fixed thickness.
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        if isRing {
            let standard = CircularGaugeGeometry.standardDiameter
            let side = min(standard, p.width ?? standard, p.height ?? standard)
            return CGSize(width: side, height: side)
        }
        return CGSize(width: p.width ?? 10, height: barHeight)
    }

    override func emit(in frame: CGRect, _ ctx: DisplayContext) {
        let tintStyle = env.tint ?? AnyShapeStyle(Color.accentColor)
        if isRing { emitRing(frame, tintStyle, ctx) } else { emitBar(frame, tintStyle, ctx) }
    }

    // MARK: - Ring

    private func emitRing(_ frame: CGRect, _ tintStyle: AnyShapeStyle, _ ctx: DisplayContext) {
        let side = min(frame.width, frame.height)
        let g = CircularGaugeGeometry(diameter: side)
        let square = CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
        let center = Point(x: square.midX, y: square.midY)
        let open = kind == .accessoryCircular
        let start = open ? CircularGaugeGeometry.openStart : CircularGaugeGeometry.closedStart
        let sweep = open ? CircularGaugeGeometry.openSweep : 2 * Double.pi
        let tint = ringPaint(tintStyle, frame: square, center: center, start: start, sweep: sweep)
        func arc(from a: Double, to b: Double) {
            guard b - a > 1e-9 else { return }
            let path = LiveProgress.arc(center: center, radius: g.radius, from: a, sweep: b - a)
            ctx.append(
                .shape(
                    ShapeItem(
                        frame: square.archiveRect, path: path,
                        stroke: StrokeData(paint: tint, lineWidth: g.lineWidth, cap: .round))))
        }
        if open {
            // The ring in two pieces around the value, and the marker dot in the gap between.
            let a = start + sweep * fraction
            arc(from: start, to: a - g.markerCutHalfAngle)
            arc(from: a + g.markerCutHalfAngle, to: start + sweep)
            let dot = Point(x: center.x + g.radius * cos(a), y: center.y + g.radius * sin(a))
            emitDot(at: dot, diameter: g.lineWidth, paint: markerPaint(tint, at: fraction), ctx)
        } else {
            let track = LiveProgress.arc(center: center, radius: g.radius, from: start, sweep: sweep)
            ctx.append(
                .shape(
                    ShapeItem(
                        frame: square.archiveRect, path: track,
                        stroke: StrokeData(
                            paint: tint.multiplyingAlpha(CircularGaugeGeometry.trackOpacity), lineWidth: g.lineWidth))))
            if fraction > 0 { arc(from: start, to: start + sweep * fraction) }
        }
    }

    /// A tint along the ring: gradients become angular gradients over the ring's sweep.
    private func ringPaint(_ style: AnyShapeStyle, frame: CGRect, center: Point, start: Double, sweep: Double) -> Paint
    {
        let paint = style.paint(in: frame, env: env)
        guard let stops = paint.stops else { return paint }
        return .angularGradient(stops: stops, center: center, startAngle: start, endAngle: start + sweep)
    }

    // MARK: - Bar

    private func emitBar(_ frame: CGRect, _ tintStyle: AnyShapeStyle, _ ctx: DisplayContext) {
        let tint = tintStyle.paint(in: frame, env: env)
        let h = frame.height
        let g = LiveProgress.Geometry.bar(rect: frame.archiveRect, cornerRadius: h / 2)
        func bar(_ r: CGRect, _ paint: Paint) {
            guard r.width > 0 else { return }
            ctx.append(
                .shape(
                    ShapeItem(
                        frame: frame.archiveRect, path: LiveProgress.roundedBar(r.archiveRect, radius: h / 2),
                        fill: paint)))
        }
        switch kind {
        case .accessoryLinear:
            // The bar in two pieces around the value (a gap of half the thickness each side of
            // the dot), and the dot in the gap.
            let x = frame.minX + h / 2 + (frame.width - h) * fraction
            bar(CGRect(x: frame.minX, y: frame.minY, width: x - h - frame.minX, height: h), tint)
            bar(CGRect(x: x + h, y: frame.minY, width: frame.maxX - x - h, height: h), tint)
            emitDot(at: Point(x: x, y: frame.midY), diameter: h, paint: markerPaint(tint, at: fraction), ctx)
        case .accessoryLinearCapacity, .linearCapacity:
            let track: Paint =
                kind == .linearCapacity
                ? .color(LinearGaugeGeometry.systemFill(dark: env.colorScheme == .dark))
                : tint.multiplyingAlpha(CircularGaugeGeometry.trackOpacity)
            ctx.append(
                .shape(
                    ShapeItem(frame: frame.archiveRect, path: LiveProgress.path(fraction: 1, geometry: g), fill: track))
            )
            guard fraction > 0 else { return }
            ctx.append(
                .shape(
                    ShapeItem(
                        frame: frame.archiveRect, path: LiveProgress.path(fraction: fraction, geometry: g), fill: tint))
            )
        case .accessoryCircular, .accessoryCircularCapacity:
            break
        }
    }

    // MARK: - Marker

    private func emitDot(at p: Point, diameter: CGFloat, paint: Paint, _ ctx: DisplayContext) {
        let r = CGRect(x: p.x - diameter / 2, y: p.y - diameter / 2, width: diameter, height: diameter)
        ctx.append(.shape(ShapeItem(frame: r.archiveRect, path: roundedRectPath(r, radius: diameter / 2), fill: paint)))
    }

    /// The marker's colour: the tint, or a gradient's colour at `t` (0…1 along the gauge).
    private func markerPaint(_ tint: Paint, at t: Double) -> Paint {
        guard let stops = tint.stops else { return tint }
        return .color(Self.color(of: stops, at: t))
    }

    /// The colour of gradient `stops` at location `t`, interpolated component-wise.
    static func color(of stops: [GradientStop], at t: Double) -> RGBA {
        let sorted = stops.sorted { $0.location < $1.location }
        guard let first = sorted.first, let last = sorted.last else { return .black }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(sorted, sorted.dropFirst()) where t <= b.location {
            let span = b.location - a.location
            let u = span > 0 ? (t - a.location) / span : 0
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * u }
            return RGBA(
                mix(a.color.red, b.color.red), mix(a.color.green, b.color.green), mix(a.color.blue, b.color.blue),
                mix(a.color.alpha, b.color.alpha))
        }
        return last.color
    }
}
