//  AreaPlot.swift — Charts (Glimpse)
//  Status: Complete for plotted values
//  Behaviour: Apple Charts "AreaPlot" (iOS 18): an AreaMark for each element of a collection,
//  filled in data order, stacking per series as those marks do.

import Foundation
import SwiftUI

/// An area under (or between) a whole collection's values (Apple Charts, `AreaPlot`).
///
/// Source: Apple Charts "AreaPlot" (iOS 18).
public struct AreaPlot<Content: VectorizedChartContent>: VectorizedChartContent, VectorizedPlot {
    public typealias DataElement = Content.DataElement
    let content: Content
    public var body: Never { fatalError("AreaPlot has no body") }
}

extension AreaPlot {
    /// The area from zero up to each element's `y`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        stacking: MarkStackingMethod = .standard
    ) where Content == VectorizedAreaPlotContent<Data> {
        content = VectorizedPlotContent(data: data) {
            AreaMark(x: x.value(of: $0), y: y.value(of: $0), stacking: stacking).record
        }
    }

    /// An area per value of `series`, stacked.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable, S: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        series: PlottableProjection<Data.Element, S>, stacking: MarkStackingMethod = .standard
    ) where Content == VectorizedAreaPlotContent<Data> {
        content = VectorizedPlotContent(data: data) {
            AreaMark(x: x.value(of: $0), y: y.value(of: $0), series: series.value(of: $0), stacking: stacking).record
        }
    }

    /// The band between each element's `yStart` and `yEnd`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, yStart: PlottableProjection<Data.Element, Y>,
        yEnd: PlottableProjection<Data.Element, Y>
    ) where Content == VectorizedAreaPlotContent<Data> {
        content = VectorizedPlotContent(data: data) {
            AreaMark(x: x.value(of: $0), yStart: yStart.value(of: $0), yEnd: yEnd.value(of: $0)).record
        }
    }

    /// A band per value of `series`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable, S: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, yStart: PlottableProjection<Data.Element, Y>,
        yEnd: PlottableProjection<Data.Element, Y>, series: PlottableProjection<Data.Element, S>
    ) where Content == VectorizedAreaPlotContent<Data> {
        content = VectorizedPlotContent(data: data) {
            AreaMark(
                x: x.value(of: $0), yStart: yStart.value(of: $0), yEnd: yEnd.value(of: $0),
                series: series.value(of: $0)
            ).record
        }
    }
}
