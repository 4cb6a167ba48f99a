//  BarPlot.swift — Charts (Glimpse)
//  Status: Complete for plotted values (not the point-valued `CGFloat` key-path forms)
//  Behaviour: Apple Charts "BarPlot" (iOS 18): a BarMark for each element of a collection,
//  placed as that mark is (bars from zero that stack, ranges, spans).

import Foundation
import SwiftUI

/// Bars for a whole collection (Apple Charts, `BarPlot`):
/// `BarPlot(votes, x: .value("Party", \.party), y: .value("Votes", \.count))`.
///
/// Source: Apple Charts "BarPlot" (iOS 18).
public struct BarPlot<Content: VectorizedChartContent>: VectorizedChartContent, VectorizedPlot {
    public typealias DataElement = Content.DataElement
    let content: Content
    public var body: Never { fatalError("BarPlot has no body") }
}

extension BarPlot {
    /// A bar per element at `x` up to `y`, as `BarMark(x:y:width:height:stacking:)`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        width: MarkDimensions<Data.Element> = .automatic, height: MarkDimensions<Data.Element> = .automatic,
        stacking: MarkStackingMethod = .standard
    ) where Content == VectorizedBarPlotContent<Data> {
        content = VectorizedPlotContent(data: data) {
            BarMark(
                x: x.value(of: $0), y: y.value(of: $0), width: width.dimension($0), height: height.dimension($0),
                stacking: stacking
            ).record
        }
    }

    /// A bar per element along the whole height, at `x`.
    public init<Data: RandomAccessCollection, X: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, width: MarkDimensions<Data.Element> = .automatic,
        stacking: MarkStackingMethod = .standard
    ) where Content == VectorizedBarPlotContent<Data> {
        content = VectorizedPlotContent(data: data) {
            BarMark(x: x.value(of: $0), width: width.dimension($0), stacking: stacking).record
        }
    }

    /// A bar per element along the whole width, at `y`.
    public init<Data: RandomAccessCollection, Y: Plottable>(
        _ data: Data, y: PlottableProjection<Data.Element, Y>, height: MarkDimensions<Data.Element> = .automatic,
        stacking: MarkStackingMethod = .standard
    ) where Content == VectorizedBarPlotContent<Data> {
        content = VectorizedPlotContent(data: data) {
            BarMark(y: y.value(of: $0), height: height.dimension($0), stacking: stacking).record
        }
    }

    /// A bar per element at `x` from `yStart` to `yEnd` (a range).
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, yStart: PlottableProjection<Data.Element, Y>,
        yEnd: PlottableProjection<Data.Element, Y>, width: MarkDimensions<Data.Element> = .automatic
    ) where Content == VectorizedBarPlotContent<Data> {
        content = VectorizedPlotContent(data: data) {
            BarMark(
                x: x.value(of: $0), yStart: yStart.value(of: $0), yEnd: yEnd.value(of: $0), width: width.dimension($0)
            )
            .record
        }
    }

    /// A bar per element from `xStart` to `xEnd` at `y` (a Gantt chart's bars).
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, Y>, height: MarkDimensions<Data.Element> = .automatic
    ) where Content == VectorizedBarPlotContent<Data> {
        content = VectorizedPlotContent(data: data) {
            BarMark(
                xStart: xStart.value(of: $0), xEnd: xEnd.value(of: $0), y: y.value(of: $0), height: height.dimension($0)
            )
            .record
        }
    }

    /// A rectangle per element from `xStart` to `xEnd` and `yStart` to `yEnd`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
        yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>
    ) where Content == VectorizedBarPlotContent<Data> {
        content = VectorizedPlotContent(data: data) {
            BarMark(
                xStart: xStart.value(of: $0), xEnd: xEnd.value(of: $0), yStart: yStart.value(of: $0),
                yEnd: yEnd.value(of: $0)
            ).record
        }
    }
}
