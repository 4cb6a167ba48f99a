//  AreaMark.swift — Charts (Glimpse)
//  Status: Complete
//  Behaviour: Apple Charts "AreaMark": the area between zero (or `yStart`) and the line through
//  a series' points; areas of several series at one x stack unless `stacking: .unstacked`.

import Foundation

/// A point on the edge of an area (Apple Charts, `AreaMark`).
public struct AreaMark: ChartContent, PrimitiveChartContent {
    var record = MarkRecord(.area)
    public var body: Never { fatalError("AreaMark has no body") }
    func collect(into marks: inout [MarkRecord]) { marks.append(record) }

    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard
    ) {
        record.x = x.plotted
        record.y = y.plotted
        record.stacking = stacking
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
        stacking: MarkStackingMethod = .standard
    ) {
        record.x = x.plotted
        record.y = y.plotted
        record.series = series.plotted
        record.stacking = stacking
    }

    /// A band from `yStart` to `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.x = x.plotted
        record.y = yStart.plotted
        record.yEnd = yEnd.plotted
        record.stacking = .unstacked
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        record.x = x.plotted
        record.y = yStart.plotted
        record.yEnd = yEnd.plotted
        record.series = series.plotted
        record.stacking = .unstacked
    }
}
