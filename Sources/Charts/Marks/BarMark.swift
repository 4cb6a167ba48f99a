//  BarMark.swift — Charts (Glimpse)
//  Status: Complete
//  Behaviour: Apple Charts "BarMark": a bar from zero to a value at a category, number or date
//  (a date with a unit spans the unit), or between a start and an end; bars at one position
//  stack unless `stacking: .unstacked`.

import Foundation

/// A bar (Apple Charts, `BarMark`).
public struct BarMark: ChartContent, PrimitiveChartContent {
    var record = MarkRecord(.bar)
    public var body: Never { fatalError("BarMark has no body") }
    func collect(into marks: inout [MarkRecord]) { marks.append(record) }

    /// A vertical bar at `x` up to `y` (or a horizontal one, when `x` is the number and `y` the
    /// category).
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
        height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {
        record.place(x: x)
        record.place(y: y)
        record.width = width
        record.height = height
        record.stacking = stacking
    }

    /// A bar along the whole height, at `x`.
    public init<X: Plottable>(
        x: PlottableValue<X>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {
        record.place(x: x)
        record.width = width
        record.stacking = stacking
    }

    /// A bar along the whole width, at `y`.
    public init<Y: Plottable>(
        y: PlottableValue<Y>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {
        record.place(y: y)
        record.height = height
        record.stacking = stacking
    }

    /// A horizontal bar from `xStart` to `xEnd` at `y` (a Gantt chart's bar).
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        record.x = xStart.plotted
        record.xEnd = xEnd.plotted
        record.place(y: y)
        record.height = height
        record.stacking = .unstacked
    }

    /// A vertical bar from `yStart` to `yEnd` at `x` (a range).
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        record.place(x: x)
        record.y = yStart.plotted
        record.yEnd = yEnd.plotted
        record.width = width
        record.stacking = .unstacked
    }

    /// A rectangle from `xStart` to `xEnd` and `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        record.x = xStart.plotted
        record.xEnd = xEnd.plotted
        record.y = yStart.plotted
        record.yEnd = yEnd.plotted
        record.stacking = .unstacked
    }
}
