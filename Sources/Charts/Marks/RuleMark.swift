//  RuleMark.swift — Charts (Glimpse)
//  Status: Complete
//  Behaviour: Apple Charts "RuleMark": a line across the plot at a value (a threshold, an
//  average), or a segment between a start and an end.

import Foundation

/// A straight line (Apple Charts, `RuleMark`).
public struct RuleMark: ChartContent, PrimitiveChartContent {
    var record = MarkRecord(.rule)
    public var body: Never { fatalError("RuleMark has no body") }
    func collect(into marks: inout [MarkRecord]) { marks.append(record) }

    /// A vertical line at `x` across the plot.
    public init<X: Plottable>(x: PlottableValue<X>) {
        record.x = x.plotted
        record.vertical = true
    }

    /// A horizontal line at `y` across the plot.
    public init<Y: Plottable>(y: PlottableValue<Y>) { record.y = y.plotted }

    /// A vertical segment at `x` from `yStart` to `yEnd` (nil: the plot's edge).
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>? = nil, yEnd: PlottableValue<Y>? = nil
    ) {
        record.x = x.plotted
        record.y = yStart?.plotted
        record.yEnd = yEnd?.plotted
        record.vertical = true
    }

    /// A horizontal segment at `y` from `xStart` to `xEnd` (nil: the plot's edge).
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>? = nil, xEnd: PlottableValue<X>? = nil, y: PlottableValue<Y>
    ) {
        record.x = xStart?.plotted
        record.xEnd = xEnd?.plotted
        record.y = y.plotted
    }
}
