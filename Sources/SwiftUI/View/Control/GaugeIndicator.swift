//  GaugeIndicator.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: the ring or bar of a Gauge. Apple publishes no geometry; Glimpse draws the open
//  ring over 270° with its opening at the bottom (as watch and Lock Screen gauges look), lines
//  at 1/10 of the ring's side (at least 2 pt, the HIG's minimum line width), and bars 6 pt tall
//  (accessory) or 4 pt (linearCapacity). A gradient tint runs along the ring or bar.

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

    /// The open ring spans 270°, from 135° (bottom left) clockwise to 45° (bottom right).
    static let openStart = 0.75 * Double.pi
    static let openSweep = 1.5 * Double.pi

    private var isRing: Bool { kind == .accessoryCircular || kind == .accessoryCircularCapacity }
    private var barHeight: CGFloat { kind == .linearCapacity ? 4 : 6 }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        if isRing {
            let side = min(p.width ?? 58, p.height ?? 58)
            return CGSize(width: side, height: side)
        }
        return CGSize(width: p.width ?? 10, height: barHeight)
    }

    override func emit(in frame: CGRect, _ ctx: DisplayContext) {
        let tintStyle = env.tint ?? AnyShapeStyle(Color.accentColor)
        let track: Paint = .color(
            env.colorScheme == .dark ? RGBA(1, 1, 1, 0.25) : RGBA(120 / 255, 120 / 255, 128 / 255, 0.25))
        if isRing { emitRing(frame, tintStyle, track, ctx) } else { emitBar(frame, tintStyle, track, ctx) }
    }

    private func emitRing(_ frame: CGRect, _ tintStyle: AnyShapeStyle, _ track: Paint, _ ctx: DisplayContext) {
        let width = max(2, frame.width / 10)
        let radius = max(0, frame.width / 2 - width / 2)
        let center = Point(x: frame.midX, y: frame.midY)
        let open = kind == .accessoryCircular
        let start = open ? Self.openStart : -Double.pi / 2
        let sweep = open ? Self.openSweep : 2 * Double.pi
        let tint = ringPaint(tintStyle, frame: frame, center: center, start: start, sweep: sweep)
        let full = LiveProgress.arc(center: center, radius: radius, from: start, sweep: sweep)
        if open {
            // The whole arc in the tint, with a marker at the value.
            ctx.append(
                .shape(
                    ShapeItem(
                        frame: frame.archiveRect, path: full,
                        stroke: StrokeData(paint: tint, lineWidth: width, cap: .round))))
            let a = start + sweep * fraction
            let marker = CGRect(
                x: center.x + radius * cos(a) - width * 0.75, y: center.y + radius * sin(a) - width * 0.75,
                width: width * 1.5, height: width * 1.5)
            let markerFill: Paint = .color(env.colorScheme == .dark ? .black : .white)
            ctx.append(
                .shape(
                    ShapeItem(
                        frame: marker.archiveRect, path: roundedRectPath(marker, radius: marker.width / 2),
                        fill: markerFill,
                        stroke: StrokeData(paint: .color(RGBA(0, 0, 0, 0.35)), lineWidth: 1))))
        } else {
            ctx.append(
                .shape(
                    ShapeItem(frame: frame.archiveRect, path: full, stroke: StrokeData(paint: track, lineWidth: width)))
            )
            guard fraction > 0 else { return }
            let filled = LiveProgress.arc(center: center, radius: radius, from: start, sweep: sweep * fraction)
            ctx.append(
                .shape(
                    ShapeItem(
                        frame: frame.archiveRect, path: filled,
                        stroke: StrokeData(paint: tint, lineWidth: width, cap: .round))))
        }
    }

    private func emitBar(_ frame: CGRect, _ tintStyle: AnyShapeStyle, _ track: Paint, _ ctx: DisplayContext) {
        let tint = tintStyle.paint(in: frame, env: env)
        let r = frame.height / 2
        let g = LiveProgress.Geometry.bar(rect: frame.archiveRect, cornerRadius: r)
        if kind == .accessoryLinear {
            ctx.append(
                .shape(
                    ShapeItem(frame: frame.archiveRect, path: LiveProgress.path(fraction: 1, geometry: g), fill: tint)))
            let x = frame.minX + r + (frame.width - 2 * r) * fraction
            let marker = CGRect(x: x - r - 1, y: frame.minY - 1, width: frame.height + 2, height: frame.height + 2)
            ctx.append(
                .shape(
                    ShapeItem(
                        frame: marker.archiveRect, path: roundedRectPath(marker, radius: marker.height / 2),
                        fill: .color(env.colorScheme == .dark ? .black : .white),
                        stroke: StrokeData(paint: .color(RGBA(0, 0, 0, 0.35)), lineWidth: 1))))
            return
        }
        ctx.append(
            .shape(ShapeItem(frame: frame.archiveRect, path: LiveProgress.path(fraction: 1, geometry: g), fill: track)))
        guard fraction > 0 else { return }
        ctx.append(
            .shape(
                ShapeItem(
                    frame: frame.archiveRect, path: LiveProgress.path(fraction: fraction, geometry: g), fill: tint)))
    }

    /// A tint along the ring: gradients become angular gradients over the ring's sweep.
    private func ringPaint(_ style: AnyShapeStyle, frame: CGRect, center: Point, start: Double, sweep: Double) -> Paint
    {
        switch style.paint(in: frame, env: env) {
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
            .angularGradient(let stops, _, _, _):
            return .angularGradient(stops: stops, center: center, startAngle: start, endAngle: start + sweep)
        case let other: return other
        }
    }
}
