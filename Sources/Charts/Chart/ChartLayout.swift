//  ChartLayout.swift — Charts (Glimpse)
//  Status: Complete for bars (stacked, side by side, ranges), lines, areas (stacked), points,
//  rules, rectangles, sectors and function plots
//  Behaviour: a chart's marks placed in value space, as Apple Charts places them by default.
//  A bar grows along its value axis — y, unless y is the category (then x) — from zero or from
//  the top of the bars already at its position (positives and negatives stack apart); areas of
//  several series stack the same way at each x. Each axis gets a scale from every value on it
//  (ChartScale), and each `foregroundStyle(by:)` value a style: the chart's style scale (pairs, then its mapping), else
//  the palette in turn (blue, green, orange, purple, red, cyan, yellow, brown, pink, indigo).
//  A function plot gives the scales its domain and sampled values (ChartLayout+Functions). With
//  `.automatic(includesZero: false)` the base of a bar or area is not a value of the scale: the
//  domain spans the marks' tops, and the marks reach past the plot's edge toward their base.

import Foundation
import SwiftUI

/// The marks of one chart, placed and styled.
struct ChartLayout {
    /// A mark with its extent along each axis in values: a point (low == high, drawn with the
    /// automatic size) or a span.
    struct Placed {
        var mark: MarkRecord
        var x: Extent?
        var y: Extent?
        /// Bars and rectangles: which axis the mark grows along (the other is its band).
        var horizontal = false
    }

    /// Where a mark is along one axis: a value, or a span of values.
    struct Extent {
        var low: PlotValue
        var high: PlotValue
        /// The span came from a date's unit (bars then leave a gap between units).
        var unit = false
        /// A bar's or an area's length from its base (zero, or the stack below), which stays a
        /// span at zero (a bar of 0 has no height, not a band's).
        var isLength = false
        var isPoint: Bool { low == high && !isLength }
    }

    let placed: [Placed]
    let x: ChartScale
    let y: ChartScale
    let configuration: ChartConfiguration
    /// The `foregroundStyle(by:)` values in order, with their styles: the legend.
    let legend: [(value: PlotValue, style: AnyShapeStyle)]
    /// The `symbol(by:)` values in order.
    let symbolKeys: [PlotValue]
    /// The `position(by:)` values in order.
    let dodgeKeys: [PlotValue]
    /// The scale `symbolSize(by:)` values are sized on.
    let symbolSizes: SymbolSizeScale
    /// Whether the chart is sectors only (a pie or donut, without axes).
    var isPie: Bool { !placed.isEmpty && placed.allSatisfy { $0.mark.kind == .sector } }

    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .indigo]

    init(marks: [MarkRecord], configuration: ChartConfiguration, desiredTicks: Int = 5) {
        self.configuration = configuration
        var placed: [Placed] = []
        var stacks: [StackKey: Double] = [:]
        for mark in marks {
            placed.append(Self.place(mark, stacks: &stacks))
        }
        // With `includesZero: false` a length's base is not a value of its own: the domain
        // spans the data (the tops of the marks), and bars and areas reach down past it.
        let axisValues = { (placed: [Placed], extent: (Placed) -> Extent?, domain: ChartDomain?) in
            let bases = domain?.includesZero ?? true
            return placed.filter { $0.mark.kind != .sector }.compactMap(extent).flatMap {
                $0.isLength && !bases ? [$0.high] : [$0.low, $0.high]
            }
        }
        var x = ChartScale.make(
            values: axisValues(placed, \.x, configuration.xDomain), domain: configuration.xDomain,
            type: configuration.xScaleType,
            desiredTicks: desiredTicks)
        // A function without a domain of its own spans the x scale's.
        for index in placed.indices {
            guard let function = placed[index].mark.function, function.domain == nil else { continue }
            placed[index].y =
                Self.functionExtent(
                    function, area: placed[index].mark.kind == .area,
                    xDomain: min(x.lower, x.upper)...max(x.lower, x.upper)
                ).y
        }
        self.placed = placed
        var y = ChartScale.make(
            values: axisValues(placed, \.y, configuration.yDomain), domain: configuration.yDomain,
            type: configuration.yScaleType,
            desiredTicks: desiredTicks)
        x.range = configuration.xRange
        y.range = configuration.yRange
        (self.x, self.y) = (x, y)
        var keys: [PlotValue] = []
        var symbols: [PlotValue] = []
        var dodges: [PlotValue] = []
        for mark in marks {
            if let key = mark.styleKey, !keys.contains(key) { keys.append(key) }
            if let key = mark.symbolKey, !symbols.contains(key) { symbols.append(key) }
            if let key = mark.dodge, !dodges.contains(key) { dodges.append(key) }
        }
        let ordered =
            configuration.styles.map(\.value).filter(keys.contains)
            + keys.filter { key in
                !configuration.styles.contains { $0.value == key }
            }
        legend = ordered.enumerated().map { index, key in
            (key, Self.style(for: key, index: index, configuration: configuration))
        }
        symbolKeys = symbols
        dodgeKeys = dodges
        symbolSizes = SymbolSizeScale(
            values: marks.compactMap(\.symbolSizeKey), domain: configuration.symbolSizeDomain,
            range: configuration.symbolSizeRange)
    }

    /// The style of `key`, the `index`th value: the style scale's, else the range's or the palette's in turn.
    private static func style(for key: PlotValue, index: Int, configuration: ChartConfiguration) -> AnyShapeStyle {
        if let mapped = configuration.styles.first(where: { $0.value == key }) { return mapped.style }
        if let computed = configuration.styleMapping?(key) { return computed }
        if !configuration.styleRange.isEmpty { return configuration.styleRange[index % configuration.styleRange.count] }
        return AnyShapeStyle(palette[index % palette.count])
    }

    /// The style a mark is drawn in.
    func style(of mark: MarkRecord) -> AnyShapeStyle {
        if let style = mark.style { return style }
        if let key = mark.styleKey, let entry = legend.first(where: { $0.value == key }) { return entry.style }
        return AnyShapeStyle(Color.accentColor)
    }

    /// The symbol a point is drawn as.
    func symbol(of mark: MarkRecord) -> BasicChartSymbolShape {
        if let symbol = mark.symbol { return symbol }
        if let key = mark.symbolKey, let index = symbolKeys.firstIndex(of: key) {
            return BasicChartSymbolShape.sequence[index % BasicChartSymbolShape.sequence.count]
        }
        return .circle
    }

    /// The width and height of a mark's symbol: `symbolSize(by:)`'s on the size scale, else
    /// `symbolSize(_:)`'s, else `automatic` points square.
    func symbolSide(of mark: MarkRecord, automatic: CGFloat) -> CGSize {
        if let key = mark.symbolSizeKey, let size = symbolSizes.size(of: key) { return size }
        return mark.symbolSize ?? CGSize(width: automatic, height: automatic)
    }

    // MARK: - Placing

    /// What stacks together: marks of one kind at one position, on one side of zero.
    private struct StackKey: Hashable {
        var kind: MarkRecord.Kind
        var position: PlotValue?
        var negative: Bool
        var horizontal: Bool
    }

    private static func place(_ mark: MarkRecord, stacks: inout [StackKey: Double]) -> Placed {
        var placed = Placed(mark: mark)
        if let function = mark.function {
            (placed.x, placed.y) = functionExtent(function, area: mark.kind == .area, xDomain: nil)
            return placed
        }
        let point = { (low: PlotValue?, high: PlotValue?) -> Extent? in
            guard let low else { return high.map { Extent(low: $0, high: $0) } }
            return Extent(low: low, high: high ?? low)
        }
        switch mark.kind {
        case .bar:
            let horizontal = isHorizontal(mark)
            placed.horizontal = horizontal
            let band = horizontal ? (mark.y, mark.yEnd) : (mark.x, mark.xEnd)
            let value = horizontal ? (mark.x, mark.xEnd) : (mark.y, mark.yEnd)
            var bandExtent = point(band.0, band.1)
            if bandExtent?.isPoint == false, case .date = band.0 { bandExtent?.unit = true }
            var valueExtent: Extent?
            if let low = value.0, let high = value.1 {
                valueExtent = Extent(low: low, high: high)
            } else if let amount = value.0?.continuous {
                let stacked = mark.stacking != .unstacked && mark.dodge == nil
                let key = StackKey(kind: .bar, position: band.0, negative: amount < 0, horizontal: horizontal)
                let base = stacked ? stacks[key, default: 0] : 0
                if stacked { stacks[key] = base + amount }
                valueExtent = Extent(low: .number(base), high: .number(base + amount), isLength: true)
            }
            placed.x = horizontal ? valueExtent : bandExtent
            placed.y = horizontal ? bandExtent : valueExtent
        case .area:
            placed.x = point(mark.x, nil)
            if let low = mark.y, let high = mark.yEnd {
                placed.y = Extent(low: low, high: high)
            } else if let amount = mark.y?.continuous {
                let stacked = mark.stacking != .unstacked
                let key = StackKey(kind: .area, position: mark.x, negative: amount < 0, horizontal: false)
                let base = stacked ? stacks[key, default: 0] : 0
                if stacked { stacks[key] = base + amount }
                placed.y = Extent(low: .number(base), high: .number(base + amount), isLength: true)
            }
        case .rectangle:
            placed.x = point(mark.x, mark.xEnd)
            placed.y = point(mark.y, mark.yEnd)
        case .rule:
            placed.x = point(mark.x, mark.vertical ? nil : mark.xEnd)
            placed.y = point(mark.y, mark.vertical ? mark.yEnd : nil)
        case .line, .point:
            placed.x = point(mark.x, nil)
            placed.y = point(mark.y, nil)
        case .sector:
            break
        }
        return placed
    }

    /// Whether a bar grows along x: its y is the category (and its x is not), or it has only an x
    /// that is a number.
    private static func isHorizontal(_ mark: MarkRecord) -> Bool {
        let category = { (value: PlotValue?) -> Bool in
            if case .category = value { return true }
            return false
        }
        if mark.y == nil { return mark.x.map { !category($0) } ?? false }
        if mark.x == nil { return category(mark.y) }
        return category(mark.y) && !category(mark.x)
    }
}
