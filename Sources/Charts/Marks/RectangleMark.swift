//  RectangleMark.swift — Charts (Glimpse)
//  Status: Complete
//  Behaviour: Apple Charts "RectangleMark": a rectangle at a position (a heat map's cell fills
//  its band) or between starts and ends.

import Foundation

/// A rectangle (Apple Charts, `RectangleMark`).
public struct RectangleMark: ChartContent, PrimitiveChartContent {
    var record = MarkRecord(.rectangle)
    public var body: Never { fatalError("RectangleMark has no body") }
    func collect(into marks: inout [MarkRecord]) { marks.append(record) }

    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
        height: MarkDimension = .automatic
    ) {
        record.place(x: x)
        record.place(y: y)
        record.width = width
        record.height = height
    }

    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        record.x = xStart.plotted
        record.xEnd = xEnd.plotted
        record.y = yStart.plotted
        record.yEnd = yEnd.plotted
    }

    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        record.place(x: x)
        record.y = yStart.plotted
        record.yEnd = yEnd.plotted
        record.width = width
    }

    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        record.x = xStart.plotted
        record.xEnd = xEnd.plotted
        record.place(y: y)
        record.height = height
    }
}
