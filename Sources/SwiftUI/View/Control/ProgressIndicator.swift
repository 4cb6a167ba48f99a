//  ProgressIndicator.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: the bar or ring of a ProgressView. A linear bar is greedy in width and 4 pt tall
//  (reference swiftui-layout.md §6, unverified); a ring is the largest square offered
//  (20 pt ideal), stroked at a tenth of its side. Track in the system fill colour, progress in
//  the tint (accent colour by default).

import Foundation
import GlimpseArchive

struct ProgressIndicator: View, PrimitiveView {
    enum Progress {
        case indeterminate
        case fraction(Double)
        case timer(ClosedRange<Date>, countsDown: Bool)

        static func value<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Progress {
            guard let value else { return .indeterminate }
            guard total > 0 else { return .fraction(0) }
            return .fraction(min(max(Double(value / total), 0), 1))
        }

        var isIndeterminate: Bool {
            if case .indeterminate = self { return true }
            return false
        }
    }

    let progress: Progress
    let circular: Bool
    var body: Never { bodyNeverCalled() }

    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] {
        [ProgressIndicatorNode(env: env, progress: progress, circular: circular)]
    }
}

final class ProgressIndicatorNode: LayoutNode {
    let progress: ProgressIndicator.Progress
    let circular: Bool

    init(env: EnvironmentValues, progress: ProgressIndicator.Progress, circular: Bool) {
        self.progress = progress
        self.circular = circular
        super.init(env: env)
    }

    static let barHeight: CGFloat = 4
    static let ringIdeal: CGFloat = 20

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        if circular {
            let side = min(p.width ?? Self.ringIdeal, p.height ?? Self.ringIdeal)
            return CGSize(width: side, height: side)
        }
        return CGSize(width: p.width ?? 10, height: Self.barHeight)
    }

    override func emit(in frame: CGRect, _ ctx: DisplayContext) {
        let now = env.timelineDate ?? Date()
        let track: Paint = .color(
            env.colorScheme == .dark
                ? RGBA(120 / 255, 120 / 255, 128 / 255, 0.36) : RGBA(120 / 255, 120 / 255, 128 / 255, 0.2))
        let tint: Paint = (env.tint ?? AnyShapeStyle(Color.accentColor)).paint(in: frame, env: env)
        var live: LiveProgress?
        let fraction: Double
        switch progress {
        case .indeterminate: fraction = 0.25
        case .fraction(let f): fraction = f
        case .timer(let range, let countsDown):
            live = LiveProgress(
                start: range.lowerBound, end: range.upperBound, countsDown: countsDown, geometry: geometry(frame))
            fraction = live!.fraction(at: now)
        }
        let g = geometry(frame)
        if circular {
            let width = max(2, frame.width / 10)
            let ring = LiveProgress.path(fraction: 1, geometry: g)
            ctx.append(
                .shape(
                    ShapeItem(frame: frame.archiveRect, path: ring, stroke: StrokeData(paint: track, lineWidth: width)))
            )
            var fill = ShapeItem(
                frame: frame.archiveRect, path: LiveProgress.path(fraction: fraction, geometry: g),
                stroke: StrokeData(paint: tint, lineWidth: width, cap: .round))
            fill.liveProgress = live
            ctx.append(.shape(fill))
        } else {
            ctx.append(
                .shape(
                    ShapeItem(frame: frame.archiveRect, path: LiveProgress.path(fraction: 1, geometry: g), fill: track))
            )
            var fill = ShapeItem(
                frame: frame.archiveRect, path: LiveProgress.path(fraction: fraction, geometry: g), fill: tint)
            fill.liveProgress = live
            ctx.append(.shape(fill))
        }
    }

    private func geometry(_ frame: CGRect) -> LiveProgress.Geometry {
        if circular {
            let width = max(2, frame.width / 10)
            return .ring(center: Point(x: frame.midX, y: frame.midY), radius: max(0, frame.width / 2 - width / 2))
        }
        return .bar(rect: frame.archiveRect, cornerRadius: frame.height / 2)
    }
}
