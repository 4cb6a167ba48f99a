//  ChartProxy.swift — Charts (Glimpse)
//  Status: Complete for positions and values; `plotFrame` anchors are not built
//  Behaviour: Apple Charts "ChartProxy": converts between data values and points in the plot
//  area, for `chartBackground` and `chartOverlay` content (drawn over the plot area, whose
//  origin is the proxy's), and values into symbol areas.

import Foundation
public import SwiftUI

/// The plot's scales, for content drawn with a chart (Apple Charts, `ChartProxy`).
public struct ChartProxy {
    let layout: ChartLayout
    /// The plot area's size, points.
    public let plotSize: CGSize

    /// The plot area's size (Apple's earlier name).
    public var plotAreaSize: CGSize { plotSize }

    /// The x position of `value` in the plot area, points; nil when the x axis has no place for it.
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        layout.x.coordinate(PlotValue(value)).map { layout.xPoint($0, plotSize) }
    }

    /// The y position of `value` in the plot area, points.
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        layout.y.coordinate(PlotValue(value)).map { layout.yPoint($0, plotSize) }
    }

    /// The symbol area `symbolSize(by:)` gives `value`, square points; nil when no mark is sized
    /// by value or `value` has no place on the symbol size scale.
    ///
    /// Source: Apple Charts "ChartProxy symbolSize(for:)".
    public func symbolSize<P: Plottable>(for value: P) -> CGFloat? {
        guard layout.placed.contains(where: { $0.mark.symbolSizeKey != nil }) else { return nil }
        return layout.symbolSizes.area(of: PlotValue(value)).map { CGFloat($0) }
    }

    /// The point of `value` in the plot area.
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: value.x), let y = position(forY: value.y) else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// The x value at `position` points, as `type`; nil outside a category or for another type.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        value(at: position, length: plotSize.width, scale: layout.x, flipped: false)
    }

    /// The y value at `position` points, as `type`.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        value(at: position, length: plotSize.height, scale: layout.y, flipped: true)
    }

    private func value<P: Plottable>(at position: CGFloat, length: CGFloat, scale: ChartScale, flipped: Bool) -> P? {
        guard length > 0, position.isFinite else { return nil }
        let fraction = scale.fraction(atPoint: position, length: length, flipped: flipped)
        let coordinate = scale.coordinate(atFraction: fraction)
        let plotted: PlotValue
        switch scale.kind {
        case .band:
            let index = Int(coordinate.rounded(.down))
            guard scale.categories.indices.contains(index) else { return nil }
            plotted = .category(scale.categories[index])
        case .linear: plotted = .number(coordinate)
        case .time: plotted = .date(Date(timeIntervalSince1970: coordinate))
        }
        return AxisValue(index: 0, count: 1, value: plotted).as(P.self)
    }
}

extension View {
    /// Draws `content` behind the chart's plot area, with the chart's proxy.
    public func chartBackground<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
    )
        -> some View
    {
        chartConfiguration { configuration in
            configuration.background = {
                AnyView(content($0).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment))
            }
        }
    }

    /// Draws `content` over the chart's plot area, with the chart's proxy.
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V)
        -> some View
    {
        chartConfiguration { configuration in
            configuration.overlay = {
                AnyView(content($0).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment))
            }
        }
    }
}
