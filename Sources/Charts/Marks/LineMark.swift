//  LineMark.swift — Charts (Glimpse)
//  Status: Complete
//  Behaviour: Apple Charts "LineMark": points joined in the order written, one line per series
//  (`series:`, else `foregroundStyle(by:)`, else `symbol(by:)`).

import Foundation

/// A point on a line (Apple Charts, `LineMark`).
public struct LineMark: ChartContent, PrimitiveChartContent {
    var record = MarkRecord(.line)
    public var body: Never { fatalError("LineMark has no body") }
    func collect(into marks: inout [MarkRecord]) { marks.append(record) }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record.x = x.plotted
        record.y = y.plotted
    }

    /// A point of the line named `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        record.x = x.plotted
        record.y = y.plotted
        record.series = series.plotted
    }
}
