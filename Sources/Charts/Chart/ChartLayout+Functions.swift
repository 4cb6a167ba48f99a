//  ChartLayout+Functions.swift — Charts (Glimpse)
//  Status: Complete
//  Behaviour: function plots (LinePlot/AreaPlot with `function:`) drawn at the plot's size. A
//  y = f(x) curve is sampled every 2 points across its domain (the chart's x domain when it has
//  none, and never beyond it; evenly in points, so a log x scale is sampled evenly too), and a
//  step is halved, up to 6 times, while the curve moves more than 2.5 points across it. A
//  parametric curve starts from 256 steps of t and halves them the same way. A value that is
//  not a number breaks the curve; an infinite one leaves the plot. Before the plot's size is
//  known, 256 even samples give the scales the curve's extent.

import Foundation
import SwiftUI

extension ChartLayout {
    /// One sample of a curve, in plot points: the line (an area's top) and an area's base.
    struct CurvePoint {
        var top: CGPoint
        var base: CGPoint
    }

    /// The pieces of `item`'s function curve, in plot points, each unbroken.
    func functionRuns(_ item: Placed, in size: CGSize) -> [[CurvePoint]] {
        guard let function = item.mark.function else { return [] }
        let sample = { (t: Double) -> CurvePoint? in self.curvePoint(function, t, area: item.mark.kind == .area, size) }
        // The initial number of steps, and the parameter at a fraction of the way.
        let steps: Int
        let parameter: (Double) -> Double
        if function.isParametric {
            guard let domain = function.domain, domain.lowerBound.isFinite, domain.upperBound.isFinite else {
                return []
            }
            steps = 256
            parameter = { domain.lowerBound + $0 * (domain.upperBound - domain.lowerBound) }
        } else {
            // Fractions of the x scale, so samples are even in points.
            var low = 0.0, high = 1.0
            if let domain = function.domain {
                let a = x.fraction(of: domain.lowerBound), b = x.fraction(of: domain.upperBound)
                (low, high) = (max(0, min(a, b)), min(1, max(a, b)))
            }
            guard high > low else { return [] }
            steps = max(2, Int((CGFloat(high - low) * size.width / 2).rounded(.up)))
            parameter = { self.x.coordinate(atFraction: low + $0 * (high - low)) }
        }
        var runs: [[CurvePoint]] = []
        var run: [CurvePoint] = []
        var previous: (t: Double, point: CurvePoint)?
        for step in 0...steps {
            let fraction = Double(step) / Double(steps)
            guard let point = sample(parameter(fraction)) else {
                if run.count > 1 { runs.append(run) }
                run = []
                previous = nil
                continue
            }
            if let previous {
                refine(from: previous, to: (fraction, point), depth: 0, into: &run) { sample(parameter($0)) }
            }
            run.append(point)
            previous = (fraction, point)
        }
        if run.count > 1 { runs.append(run) }
        return runs
    }

    /// Adds the samples between `a` and `b` (exclusive) where the curve moves more than 2.5 points.
    private func refine(
        from a: (t: Double, point: CurvePoint), to b: (t: Double, point: CurvePoint), depth: Int,
        into run: inout [CurvePoint], sample: (Double) -> CurvePoint?
    ) {
        guard depth < 6, Self.distance(a.point, b.point) > 2.5 else { return }
        let t = (a.t + b.t) / 2
        guard let middle = sample(t) else { return }
        refine(from: a, to: (t, middle), depth: depth + 1, into: &run, sample: sample)
        run.append(middle)
        refine(from: (t, middle), to: b, depth: depth + 1, into: &run, sample: sample)
    }

    private static func distance(_ a: CurvePoint, _ b: CurvePoint) -> CGFloat {
        max(hypot(a.top.x - b.top.x, a.top.y - b.top.y), hypot(a.base.x - b.base.x, a.base.y - b.base.y))
    }

    /// The curve at `t` in plot points; nil where it is not a number.
    private func curvePoint(_ function: ChartFunction, _ t: Double, area: Bool, _ size: CGSize) -> CurvePoint? {
        let value = function.evaluate(t)
        guard value.x.isFinite, !value.low.isNaN, !value.high.isNaN else { return nil }
        var low = value.low
        if area, case .y = function.curve { low = 0 }
        let px = xPoint(value.x, size)
        return CurvePoint(
            top: CGPoint(x: px, y: yPoint(clamped(value.high), size)),
            base: CGPoint(x: px, y: yPoint(clamped(low), size)))
    }

    /// `value` kept within a few domains of the y scale (an infinity leaves the plot).
    private func clamped(_ value: Double) -> Double {
        let span = max(1, y.upper - y.lower)
        return min(max(value, y.lower - 8 * span), y.upper + 8 * span)
    }

    /// The curve's paths: a line through each run, or each run's area closed along its base.
    func functionShape(_ item: Placed, in size: CGSize) -> ChartShape? {
        let runs = functionRuns(item, in: size)
        guard !runs.isEmpty else { return nil }
        var path = Path()
        for run in runs {
            path.move(to: run[0].top)
            for point in run.dropFirst() { path.addLine(to: point.top) }
            guard item.mark.kind == .area else { continue }
            for point in run.reversed() { path.addLine(to: point.base) }
            path.closeSubpath()
        }
        let style = style(of: item.mark)
        guard item.mark.kind == .line else {
            return ChartShape(path: path, style: style, opacity: item.mark.opacity)
        }
        let stroke = item.mark.lineStyle ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
        return ChartShape(path: path, style: style, stroke: stroke, opacity: item.mark.opacity)
    }

    // MARK: - Extent

    /// The extent a function mark gives the scales before the plot's size is known: its x domain
    /// (a parametric curve's x values) and the y values of 256 even samples; over `xDomain` when
    /// the function has no domain of its own.
    static func functionExtent(_ function: ChartFunction, area: Bool, xDomain: ClosedRange<Double>?)
        -> (x: Extent?, y: Extent?)
    {
        guard let span = function.domain ?? xDomain, span.lowerBound.isFinite, span.upperBound.isFinite else {
            return (nil, nil)
        }
        var xs: [Double] = [], ys: [Double] = area && !function.isParametric ? [0] : []
        for step in 0...256 {
            let t = span.lowerBound + Double(step) / 256 * (span.upperBound - span.lowerBound)
            let value = function.evaluate(t)
            guard value.x.isFinite else { continue }
            xs.append(value.x)
            ys += [value.low, value.high].filter(\.isFinite)
            if area, case .y = function.curve { ys.append(0) }
        }
        let extent = { (values: [Double]) -> Extent? in
            guard let low = values.min(), let high = values.max() else { return nil }
            return Extent(low: .number(low), high: .number(high))
        }
        let x = function.isParametric ? extent(xs) : function.domain.flatMap { _ in extent(xs) }
        return (x, extent(ys))
    }
}
