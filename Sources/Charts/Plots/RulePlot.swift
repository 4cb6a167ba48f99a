//  RulePlot.swift — Charts (Glimpse)
//  Status: Complete for plotted values (not the point-valued `CGFloat` key-path forms)
//  Behaviour: Apple Charts "RulePlot" (iOS 18): a RuleMark for each element of a collection,
//  across the plot or along its span.

import Foundation
import SwiftUI

/// Rules for a whole collection (Apple Charts, `RulePlot`).
///
/// Source: Apple Charts "RulePlot" (iOS 18).
public struct RulePlot<Content: VectorizedChartContent>: VectorizedChartContent, VectorizedPlot {
    public typealias DataElement = Content.DataElement
    let content: Content
    public var body: Never { fatalError("RulePlot has no body") }
}

extension RulePlot {
    /// A vertical rule across the plot at each element's `x`.
    public init<Data: RandomAccessCollection, X: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>)
    where Content == VectorizedRulePlotContent<Data> {
        content = VectorizedPlotContent(data: data) { RuleMark(x: x.value(of: $0)).record }
    }

    /// A horizontal rule across the plot at each element's `y`.
    public init<Data: RandomAccessCollection, Y: Plottable>(_ data: Data, y: PlottableProjection<Data.Element, Y>)
    where Content == VectorizedRulePlotContent<Data> {
        content = VectorizedPlotContent(data: data) { RuleMark(y: y.value(of: $0)).record }
    }

    /// A vertical segment at each element's `x` from `yStart` to `yEnd`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, yStart: PlottableProjection<Data.Element, Y>,
        yEnd: PlottableProjection<Data.Element, Y>
    ) where Content == VectorizedRulePlotContent<Data> {
        content = VectorizedPlotContent(data: data) {
            RuleMark(x: x.value(of: $0), yStart: yStart.value(of: $0), yEnd: yEnd.value(of: $0)).record
        }
    }

    /// A horizontal segment at each element's `y` from `xStart` to `xEnd`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, Y>
    ) where Content == VectorizedRulePlotContent<Data> {
        content = VectorizedPlotContent(data: data) {
            RuleMark(xStart: xStart.value(of: $0), xEnd: xEnd.value(of: $0), y: y.value(of: $0)).record
        }
    }
}
