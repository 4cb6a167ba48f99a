//  PointPlot.swift — Charts (Glimpse)
//  Status: Complete for plotted values (not the point-valued `CGFloat` key-path forms)
//  Behaviour: Apple Charts "PointPlot" (iOS 18): a PointMark for each element of a collection.

import Foundation
import SwiftUI

/// Points for a whole collection (Apple Charts, `PointPlot`).
///
/// Source: Apple Charts "PointPlot" (iOS 18).
public struct PointPlot<Content: VectorizedChartContent>: VectorizedChartContent, VectorizedPlot {
    public typealias DataElement = Content.DataElement
    let content: Content
    public var body: Never { fatalError("PointPlot has no body") }
}

extension PointPlot {
    /// A point at each element's `x` and `y`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>
    ) where Content == VectorizedPointPlotContent<Data> {
        content = VectorizedPlotContent(data: data) { PointMark(x: x.value(of: $0), y: y.value(of: $0)).record }
    }

    /// A point at each element's `x`, centred vertically.
    public init<Data: RandomAccessCollection, X: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>)
    where Content == VectorizedPointPlotContent<Data> {
        content = VectorizedPlotContent(data: data) { PointMark(x: x.value(of: $0)).record }
    }

    /// A point at each element's `y`, centred horizontally.
    public init<Data: RandomAccessCollection, Y: Plottable>(_ data: Data, y: PlottableProjection<Data.Element, Y>)
    where Content == VectorizedPointPlotContent<Data> {
        content = VectorizedPlotContent(data: data) { PointMark(y: y.value(of: $0)).record }
    }
}
