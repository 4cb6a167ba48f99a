//  RectanglePlot.swift — Charts (Glimpse)
//  Status: Complete for plotted values (not the point-valued `CGFloat` key-path forms)
//  Behaviour: Apple Charts "RectanglePlot" (iOS 18): a RectangleMark for each element of a
//  collection (a heat map's cells).

import Foundation
import SwiftUI

/// Rectangles for a whole collection (Apple Charts, `RectanglePlot`).
///
/// Source: Apple Charts "RectanglePlot" (iOS 18).
public struct RectanglePlot<Content: VectorizedChartContent>: VectorizedChartContent, VectorizedPlot {
    public typealias DataElement = Content.DataElement
    let content: Content
    public var body: Never { fatalError("RectanglePlot has no body") }
}

extension RectanglePlot {
    /// A rectangle filling each element's `x` and `y` cell.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        width: MarkDimensions<Data.Element> = .automatic, height: MarkDimensions<Data.Element> = .automatic
    ) where Content == VectorizedRectanglePlotContent<Data> {
        content = VectorizedPlotContent(data: data) {
            RectangleMark(
                x: x.value(of: $0), y: y.value(of: $0), width: width.dimension($0), height: height.dimension($0)
            )
            .record
        }
    }

    /// A rectangle from `xStart` to `xEnd` and `yStart` to `yEnd` for each element.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
        yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>
    ) where Content == VectorizedRectanglePlotContent<Data> {
        content = VectorizedPlotContent(data: data) {
            RectangleMark(
                xStart: xStart.value(of: $0), xEnd: xEnd.value(of: $0), yStart: yStart.value(of: $0),
                yEnd: yEnd.value(of: $0)
            ).record
        }
    }

    /// A rectangle at `x` from `yStart` to `yEnd` for each element.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, yStart: PlottableProjection<Data.Element, Y>,
        yEnd: PlottableProjection<Data.Element, Y>, width: MarkDimensions<Data.Element> = .automatic
    ) where Content == VectorizedRectanglePlotContent<Data> {
        content = VectorizedPlotContent(data: data) {
            RectangleMark(
                x: x.value(of: $0), yStart: yStart.value(of: $0), yEnd: yEnd.value(of: $0), width: width.dimension($0)
            ).record
        }
    }

    /// A rectangle from `xStart` to `xEnd` at `y` for each element.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, Y>, height: MarkDimensions<Data.Element> = .automatic
    ) where Content == VectorizedRectanglePlotContent<Data> {
        content = VectorizedPlotContent(data: data) {
            RectangleMark(
                xStart: xStart.value(of: $0), xEnd: xEnd.value(of: $0), y: y.value(of: $0), height: height.dimension($0)
            ).record
        }
    }
}
