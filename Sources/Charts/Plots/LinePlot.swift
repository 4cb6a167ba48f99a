//  LinePlot.swift — Charts (Glimpse)
//  Status: Complete for data plots; function plots in FunctionPlotContent
//  Behaviour: Apple Charts "LinePlot" (iOS 18): a LineMark for each element of a collection,
//  joined in data order, one line per series.

import Foundation
import SwiftUI

/// A line through a whole collection (Apple Charts, `LinePlot`).
///
/// Source: Apple Charts "LinePlot" (iOS 18).
public struct LinePlot<Content: VectorizedChartContent>: VectorizedChartContent, VectorizedPlot {
    public typealias DataElement = Content.DataElement
    let content: Content
    public var body: Never { fatalError("LinePlot has no body") }
}

extension LinePlot {
    /// A line through each element's `x` and `y`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>
    ) where Content == VectorizedLinePlotContent<Data> {
        content = VectorizedPlotContent(data: data) { LineMark(x: x.value(of: $0), y: y.value(of: $0)).record }
    }

    /// A line per value of `series`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable, S: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        series: PlottableProjection<Data.Element, S>
    ) where Content == VectorizedLinePlotContent<Data> {
        content = VectorizedPlotContent(data: data) {
            LineMark(x: x.value(of: $0), y: y.value(of: $0), series: series.value(of: $0)).record
        }
    }
}
