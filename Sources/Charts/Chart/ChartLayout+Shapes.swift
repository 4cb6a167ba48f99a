//  ChartLayout+Shapes.swift — Charts (Glimpse)
//  Status: Complete
//  Behaviour: the placed marks as paths in a plot area of a given size. Bars take 80 % of a
//  category's band (a unit's span less 15 %, or 80 % of the closest spacing of numbers) unless
//  their width says otherwise, split among `position(by:)` values; lines are 2 points wide
//  through their series' points in the order written (curved or stepped: ChartLayout+Interpolation), with a
//  symbol at each point that has one; areas
//  fill down to their base; points are 8-point symbols; rules are 1 point wide across the plot
//  or their span; sectors share a circle clockwise from 12 o'clock; function plots are sampled
//  at the plot's size (ChartLayout+Functions).

import Foundation
import SwiftUI

/// One thing to draw in the plot area.
struct ChartShape {
    var path: Path
    var style: AnyShapeStyle
    /// Stroked with this; nil fills.
    var stroke: StrokeStyle?
    var opacity: Double = 1
}

/// An annotation view and where it goes.
struct PlacedAnnotation {
    var content: AnyView
    var anchor: CGPoint
    var alignment: Alignment
}

extension ChartLayout {
    /// The plot's paths, in drawing order (the order the marks were written).
    func shapes(in size: CGSize) -> [ChartShape] {
        guard size.width > 0, size.height > 0 else { return [] }
        if isPie { return sectors(in: size) }
        var shapes: [ChartShape] = []
        var drawnSeries = Set<String>()
        for (index, item) in placed.enumerated() {
            switch item.mark.kind {
            case .bar, .rectangle:
                if let rect = rect(of: item, in: size) {
                    let path =
                        item.mark.cornerRadius > 0
                        ? Path(
                            roundedRect: rect,
                            cornerRadius: min(item.mark.cornerRadius, min(rect.width, rect.height) / 2))
                        : Path(rect)
                    shapes.append(ChartShape(path: path, style: style(of: item.mark), opacity: item.mark.opacity))
                }
            case .line, .area:
                if item.mark.function != nil {
                    if let shape = functionShape(item, in: size) { shapes.append(shape) }
                    continue
                }
                let key = "\(item.mark.kind)|\(item.mark.seriesKey.map { "\($0)" } ?? "")"
                guard drawnSeries.insert(key).inserted else { continue }
                let members = placed[index...].filter {
                    $0.mark.kind == item.mark.kind && $0.mark.seriesKey == item.mark.seriesKey
                        && $0.mark.function == nil
                }
                shapes += series(members, in: size)
            case .point:
                guard item.mark.symbolView == nil, let center = center(of: item, in: size) else { continue }
                let side = symbolSide(of: item.mark, automatic: 8)
                let symbol = symbol(of: item.mark)
                let path = symbol.path(
                    in: CGRect(
                        x: center.x - side.width / 2, y: center.y - side.height / 2, width: side.width,
                        height: side.height))
                shapes.append(
                    ChartShape(
                        path: path, style: style(of: item.mark),
                        stroke: symbol.isStroked ? StrokeStyle(lineWidth: 1.5, lineCap: .round) : nil,
                        opacity: item.mark.opacity))
            case .rule:
                if let path = rule(item, in: size) {
                    shapes.append(
                        ChartShape(
                            path: path, style: style(of: item.mark),
                            stroke: item.mark.lineStyle ?? StrokeStyle(lineWidth: 1),
                            opacity: item.mark.opacity))
                }
            case .sector:
                continue
            }
        }
        return shapes
    }

    /// Annotations with their anchors in the plot.
    func annotations(in size: CGSize) -> [PlacedAnnotation] {
        var result: [PlacedAnnotation] = []
        for item in placed where !item.mark.annotations.isEmpty {
            let frame: CGRect
            switch item.mark.kind {
            case .bar, .rectangle:
                guard let rect = rect(of: item, in: size) else { continue }
                frame = rect
            case .rule:
                guard let rule = rule(item, in: size) else { continue }
                frame = rule.boundingRect
            default:
                guard let center = center(of: item, in: size) else { continue }
                frame = CGRect(origin: center, size: .zero)
            }
            for annotation in item.mark.annotations {
                let spacing = annotation.spacing ?? 4
                var place = annotation.position.place
                if place == .automatic { place = item.horizontal ? .trailing : .top }
                // Along the side the annotation sits on, `alignment` picks the start, middle or end.
                let along = annotation.alignment.horizontal
                let x = along == .leading ? frame.minX : along == .trailing ? frame.maxX : frame.midX
                let across = annotation.alignment.vertical
                let y = across == .top ? frame.minY : across == .bottom ? frame.maxY : frame.midY
                let (anchor, alignment): (CGPoint, Alignment) =
                    switch place {
                    case .bottom: (CGPoint(x: x, y: frame.maxY + spacing), Alignment(horizontal: along, vertical: .top))
                    case .leading:
                        (CGPoint(x: frame.minX - spacing, y: y), Alignment(horizontal: .trailing, vertical: across))
                    case .trailing:
                        (CGPoint(x: frame.maxX + spacing, y: y), Alignment(horizontal: .leading, vertical: across))
                    case .overlay: (CGPoint(x: x, y: y), annotation.alignment)
                    case .topLeading: (CGPoint(x: frame.minX, y: frame.minY - spacing), .bottomLeading)
                    case .topTrailing: (CGPoint(x: frame.maxX, y: frame.minY - spacing), .bottomTrailing)
                    case .bottomLeading: (CGPoint(x: frame.minX, y: frame.maxY + spacing), .topLeading)
                    case .bottomTrailing: (CGPoint(x: frame.maxX, y: frame.maxY + spacing), .topTrailing)
                    default: (CGPoint(x: x, y: frame.minY - spacing), Alignment(horizontal: along, vertical: .bottom))
                    }
                result.append(PlacedAnnotation(content: annotation.content, anchor: anchor, alignment: alignment))
            }
        }
        return result
    }

    /// `symbol(symbol:)` views, each centred on its point (a point mark's, or a line's at each
    /// of its points).
    func symbolViews(in size: CGSize) -> [PlacedAnnotation] {
        placed.compactMap { item in
            guard let view = item.mark.symbolView, item.mark.kind == .point || item.mark.kind == .line,
                item.mark.function == nil, let center = center(of: item, in: size)
            else { return nil }
            return PlacedAnnotation(content: view, anchor: center, alignment: .center)
        }
    }

    // MARK: - Coordinates

    func xPoint(_ coordinate: Double, _ size: CGSize) -> CGFloat {
        x.point(coordinate, length: size.width, flipped: false)
    }
    func yPoint(_ coordinate: Double, _ size: CGSize) -> CGFloat {
        y.point(coordinate, length: size.height, flipped: true)
    }

    /// A point mark's centre: its values, or the middle of an axis it has no value on.
    func center(of item: Placed, in size: CGSize) -> CGPoint? {
        let cx: CGFloat, cy: CGFloat
        if let extent = item.x {
            guard let c = x.coordinate(extent.high) else { return nil }
            cx = xPoint(c, size)
        } else {
            cx = size.width / 2
        }
        if let extent = item.y {
            guard let c = y.coordinate(extent.high) else { return nil }
            cy = yPoint(c, size)
        } else {
            cy = size.height / 2
        }
        return CGPoint(x: cx + item.mark.offset.width, y: cy + item.mark.offset.height)
    }

    /// A bar's or rectangle's rectangle.
    func rect(of item: Placed, in size: CGSize) -> CGRect? {
        let dodge = item.mark.dodge.flatMap { dodgeKeys.firstIndex(of: $0) }
        guard
            let xs = span(
                item.x, scale: x, length: size.width, flipped: false, dimension: item.mark.width,
                band: item.mark.kind == .rectangle ? 1 : 0.8, dodge: item.horizontal ? nil : dodge),
            let ys = span(
                item.y, scale: y, length: size.height, flipped: true, dimension: item.mark.height,
                band: item.mark.kind == .rectangle ? 1 : 0.8, dodge: item.horizontal ? dodge : nil)
        else { return nil }
        return CGRect(
            x: xs.lowerBound + item.mark.offset.width, y: ys.lowerBound + item.mark.offset.height,
            width: xs.upperBound - xs.lowerBound, height: ys.upperBound - ys.lowerBound)
    }

    /// The points a mark covers along one axis: its span, or a band around its value.
    private func span(
        _ extent: Extent?, scale: ChartScale, length: CGFloat, flipped: Bool, dimension: MarkDimension,
        band: CGFloat, dodge: Int?
    ) -> ClosedRange<CGFloat>? {
        guard let extent else { return 0...length }
        guard let low = scale.coordinate(extent.low), let high = scale.coordinate(extent.high) else { return nil }
        if !extent.isPoint {
            var a = scale.point(low, length: length, flipped: flipped)
            var b = scale.point(high, length: length, flipped: flipped)
            if a > b { swap(&a, &b) }
            if extent.unit {
                let gap = (b - a) * 0.075
                a += gap
                b -= gap
            }
            return a...b
        }
        let center = scale.point(low, length: length, flipped: flipped)
        let available = scale.kind == .band ? scale.unit(length: length) : spacing(scale, length: length)
        var width = dimension.resolve(in: available, automatic: available * band)
        var middle = center
        if let dodge, dodgeKeys.count > 1 {
            width /= CGFloat(dodgeKeys.count)
            middle += (CGFloat(dodge) - CGFloat(dodgeKeys.count - 1) / 2) * width
        }
        return (middle - width / 2)...(middle + width / 2)
    }

    /// The closest two distinct values of a continuous axis are apart, in points.
    private func spacing(_ scale: ChartScale, length: CGFloat) -> CGFloat {
        let values = Set(
            placed.flatMap { item -> [Double] in
                let extent = scale.kind == x.kind && scale.lower == x.lower ? item.x : item.y
                return extent.flatMap { scale.coordinate($0.low) }.map { [$0] } ?? []
            }
        ).sorted()
        let gaps = zip(values, values.dropFirst()).map { $1 - $0 }.filter { $0 > 0 }
        guard let gap = gaps.min() else { return min(length, 16) }
        return min(length, CGFloat(gap) * scale.unit(length: length))
    }

    // MARK: - Lines and areas

    private func series(_ members: [Placed], in size: CGSize) -> [ChartShape] {
        guard let first = members.first else { return [] }
        var top: [CGPoint] = []
        var base: [CGPoint] = []
        for item in members {
            guard let extent = item.y, let xe = item.x, let xc = x.coordinate(xe.low),
                let high = y.coordinate(extent.high), let low = y.coordinate(extent.low)
            else { continue }
            let px = xPoint(xc, size) + item.mark.offset.width
            top.append(CGPoint(x: px, y: yPoint(high, size) + item.mark.offset.height))
            base.append(CGPoint(x: px, y: yPoint(first.mark.kind == .area ? low : high, size)))
        }
        guard !top.isEmpty else { return [] }
        var path = Path()
        path.move(to: top[0])
        Self.join(top, into: &path, method: first.mark.interpolation)
        let style = style(of: first.mark)
        if first.mark.kind == .line {
            let stroke = first.mark.lineStyle ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
            return [ChartShape(path: path, style: style, stroke: stroke, opacity: first.mark.opacity)]
                + lineSymbols(members, in: size)
        }
        let back = Array(base.reversed())
        path.addLine(to: back[0])
        Self.join(back, into: &path, method: first.mark.interpolation)
        path.closeSubpath()
        return [ChartShape(path: path, style: style, opacity: first.mark.opacity)]
    }

    /// A line's symbols: at each point whose mark has `symbol(_:)` or `symbol(by:)`, in the
    /// line's style, 7 points wide unless `symbolSize` says otherwise.
    private func lineSymbols(_ members: [Placed], in size: CGSize) -> [ChartShape] {
        members.compactMap { item -> ChartShape? in
            guard item.mark.symbol != nil || item.mark.symbolKey != nil, item.mark.symbolView == nil,
                let center = center(of: item, in: size)
            else { return nil }
            let side = symbolSide(of: item.mark, automatic: 7)
            let symbol = symbol(of: item.mark)
            let box = CGRect(
                x: center.x - side.width / 2, y: center.y - side.height / 2, width: side.width, height: side.height)
            return ChartShape(
                path: symbol.path(in: box), style: style(of: item.mark),
                stroke: symbol.isStroked ? StrokeStyle(lineWidth: 1.5, lineCap: .round) : nil,
                opacity: item.mark.opacity)
        }
    }

    // MARK: - Rules and sectors

    private func rule(_ item: Placed, in size: CGSize) -> Path? {
        var path = Path()
        if item.mark.vertical {
            guard let extent = item.x, let c = x.coordinate(extent.low) else { return nil }
            let px = xPoint(c, size) + item.mark.offset.width
            var ys: (CGFloat, CGFloat) = (0, size.height)
            if let extent = item.y, let low = y.coordinate(extent.low), let high = y.coordinate(extent.high) {
                ys = (yPoint(low, size), yPoint(high, size))
            }
            path.move(to: CGPoint(x: px, y: ys.0))
            path.addLine(to: CGPoint(x: px, y: ys.1))
        } else {
            guard let extent = item.y, let c = y.coordinate(extent.low) else { return nil }
            let py = yPoint(c, size) + item.mark.offset.height
            var xs: (CGFloat, CGFloat) = (0, size.width)
            if let extent = item.x, let low = x.coordinate(extent.low), let high = x.coordinate(extent.high) {
                xs = (xPoint(low, size), xPoint(high, size))
            }
            path.move(to: CGPoint(x: xs.0, y: py))
            path.addLine(to: CGPoint(x: xs.1, y: py))
        }
        return path
    }

    private func sectors(in size: CGSize) -> [ChartShape] {
        let total = placed.reduce(0) { $0 + max(0, $1.mark.angle.isFinite ? $1.mark.angle : 0) }
        guard total > 0 else { return [] }
        let radius = min(size.width, size.height) / 2
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        var start = -Double.pi / 2
        var shapes: [ChartShape] = []
        for item in placed {
            let value = max(0, item.mark.angle.isFinite ? item.mark.angle : 0)
            let sweep = value / total * 2 * .pi
            defer { start += sweep }
            guard sweep > 0 else { continue }
            let outer = item.mark.outerRadius.resolve(in: radius, automatic: radius)
            let inner = min(outer, item.mark.innerRadius.resolve(in: radius, automatic: 0))
            let inset = outer > 0 ? min(sweep / 2, Double(item.mark.angularInset / 2 / outer)) : 0
            let a0 = start + inset, a1 = start + sweep - inset
            guard a1 > a0 else { continue }
            var path = Path()
            let steps = max(2, Int((a1 - a0) / (Double.pi / 90)))
            let arc = { (r: CGFloat, from: Double, to: Double) -> [CGPoint] in
                (0...steps).map { step in
                    let angle = from + (to - from) * Double(step) / Double(steps)
                    return CGPoint(x: center.x + CGFloat(cos(angle)) * r, y: center.y + CGFloat(sin(angle)) * r)
                }
            }
            let outerPoints = arc(outer, a0, a1)
            path.move(to: outerPoints[0])
            for point in outerPoints.dropFirst() { path.addLine(to: point) }
            if inner > 0 {
                for point in arc(inner, a1, a0) { path.addLine(to: point) }
            } else {
                path.addLine(to: center)
            }
            path.closeSubpath()
            shapes.append(ChartShape(path: path, style: style(of: item.mark), opacity: item.mark.opacity))
        }
        return shapes
    }
}
