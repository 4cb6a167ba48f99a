//  PointMark.swift — Charts (Glimpse)
//  Status: Complete
//  Behaviour: Apple Charts "PointMark": a symbol at a position (a circle 8 points wide unless
//  `symbol`/`symbolSize` say otherwise).

import Foundation

/// A point (Apple Charts, `PointMark`).
public struct PointMark: ChartContent, PrimitiveChartContent {
    var record = MarkRecord(.point)
    public var body: Never { fatalError("PointMark has no body") }
    func collect(into marks: inout [MarkRecord]) { marks.append(record) }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record.x = x.plotted
        record.y = y.plotted
    }

    /// A point at `x`, centred vertically.
    public init<X: Plottable>(x: PlottableValue<X>) { record.x = x.plotted }

    /// A point at `y`, centred horizontally.
    public init<Y: Plottable>(y: PlottableValue<Y>) { record.y = y.plotted }
}
