//  SymbolSizeScale.swift — Charts (Glimpse)
//  Status: Complete
//  Behaviour: Apple Charts' symbol size scale, which `symbolSize(by:)` plots values on. Numbers
//  map linearly from their domain — which includes zero, as every number scale's does unless
//  `includesZero: false` — onto a range of symbol areas in square points; categories take the
//  range's areas in turn, evenly spaced, in the order they first appear.
//  `chartSymbolSizeScale(domain:range:type:)` replaces either. Apple does not publish the
//  default range: Glimpse's is 16…256 square points, a 4-point symbol to a 16-point one, so
//  the automatic 8-point symbol sits inside it.

import Foundation
public import SwiftUI

/// How values become symbol areas.
struct SymbolSizeScale {
    /// The default range, square points.
    static let defaultRange: ClosedRange<Double> = 16...256

    var range: ClosedRange<Double> = Self.defaultRange
    private var lower = 0.0
    private var upper = 0.0
    private var categories: [String] = []

    /// The scale for `values` (every `symbolSize(by:)` value of the chart's marks).
    init(values: [PlotValue], domain: ChartDomain?, range: ClosedRange<Double>?) {
        if let range { self.range = range }
        if let names = domain?.categories {
            categories = names
            return
        }
        let numbers = values.compactMap(\.continuous).filter(\.isFinite)
        if numbers.count < values.count || (numbers.isEmpty && !values.isEmpty) {
            for value in values where !categories.contains(value.text) { categories.append(value.text) }
            return
        }
        if let given = domain?.range {
            (lower, upper) = (given.lowerBound, given.upperBound)
        } else {
            (lower, upper) = (numbers.min() ?? 0, numbers.max() ?? 0)
            if domain?.includesZero ?? true { (lower, upper) = (min(lower, 0), max(upper, 0)) }
        }
    }

    /// The area of `value`'s symbol, square points; nil when the value is not on the scale.
    func area(of value: PlotValue) -> Double? {
        let fraction: Double
        if !categories.isEmpty {
            guard let index = categories.firstIndex(of: value.text) else { return nil }
            fraction = categories.count > 1 ? Double(index) / Double(categories.count - 1) : 1
        } else {
            guard let number = value.continuous, number.isFinite else { return nil }
            fraction = upper > lower ? min(1, max(0, (number - lower) / (upper - lower))) : 1
        }
        return range.lowerBound + fraction * (range.upperBound - range.lowerBound)
    }

    /// The width and height of `value`'s symbol, points: the side of a square of its area.
    func size(of value: PlotValue) -> CGSize? {
        area(of: value).map { area in
            let side = CGFloat(max(0, area).squareRoot())
            return CGSize(width: side, height: side)
        }
    }
}

extension View {
    /// The symbol size scale's domain (a range of numbers, or the categories in order) and the
    /// symbol areas it maps onto, square points (`range: 20...400`).
    ///
    /// Source: Apple Charts "chartSymbolSizeScale(domain:range:type:)".
    public func chartSymbolSizeScale<Domain: ScaleDomain, Range: ScaleRange>(
        domain: Domain, range: Range, type: ScaleType? = nil
    ) -> some View where Range.VisualValue == CGFloat {
        let domain = (domain as? any ChartDomainConvertible)?.chartDomain
        let areas = SymbolSizeScale.areas(range)
        return chartConfiguration { configuration in
            configuration.symbolSizeDomain = domain
            if let areas { configuration.symbolSizeRange = areas }
        }
    }

    /// The symbol areas the inferred domain maps onto, square points.
    ///
    /// Source: Apple Charts "chartSymbolSizeScale(range:type:)".
    public func chartSymbolSizeScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View
    where Range.VisualValue == CGFloat {
        let areas = SymbolSizeScale.areas(range)
        return chartConfiguration { configuration in
            if let areas { configuration.symbolSizeRange = areas }
        }
    }

    /// The symbol size scale's domain, on the default range of areas.
    ///
    /// Source: Apple Charts "chartSymbolSizeScale(domain:type:)".
    public func chartSymbolSizeScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let domain = (domain as? any ChartDomainConvertible)?.chartDomain
        return chartConfiguration { $0.symbolSizeDomain = domain }
    }
}

extension SymbolSizeScale {
    /// A range of areas as the chart reads it: finite, not negative, low to high; nil for
    /// any other range.
    static func areas<Range: ScaleRange>(_ range: Range) -> ClosedRange<Double>? where Range.VisualValue == CGFloat {
        let bounds: (CGFloat, CGFloat)
        switch range {
        case let closed as ClosedRange<CGFloat>: bounds = (closed.lowerBound, closed.upperBound)
        case let open as Swift.Range<CGFloat>: bounds = (open.lowerBound, open.upperBound)
        default: return nil
        }
        guard bounds.0.isFinite, bounds.1.isFinite else { return nil }
        let low = Double(max(0, min(bounds.0, bounds.1))), high = Double(max(0, max(bounds.0, bounds.1)))
        return low...high
    }
}
