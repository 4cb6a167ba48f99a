//  VectorizedChartContent.swift — Charts (Glimpse)
//  Status: Complete for the key-path modifiers widgets use (style, symbol, opacity, position)
//  Behaviour: Apple Charts "VectorizedChartContent" (iOS 18): a plot of a whole collection
//  (BarPlot, LinePlot, …) made of one mark per element, in data order, so it draws exactly as
//  a `ForEach` of those marks. Key-path modifiers change each element's mark from the element;
//  as Apple says, they come before modifiers with plain values (which apply to every mark).

import Foundation
public import SwiftUI

/// Chart content drawn from each element of a collection (Apple Charts, `VectorizedChartContent`).
public protocol VectorizedChartContent<DataElement>: ChartContent {
    /// The type of the plotted collection's elements.
    associatedtype DataElement
}

/// Content that yields each element of its data with that element's marks.
protocol ElementwiseMarks {
    func elementMarks() -> [(element: Any, marks: [MarkRecord])]
}

extension ElementwiseMarks {
    func collect(into marks: inout [MarkRecord]) { marks += elementMarks().flatMap(\.marks) }
}

/// The elements of a plot and the mark each makes (Apple's `VectorizedBarPlotContent` and the
/// other plots' contents are this type).
public struct VectorizedPlotContent<Data: RandomAccessCollection>: VectorizedChartContent, PrimitiveChartContent,
    ElementwiseMarks
{
    public typealias DataElement = Data.Element
    let data: Data
    let mark: (Data.Element) -> MarkRecord
    public var body: Never { fatalError("VectorizedPlotContent has no body") }

    func elementMarks() -> [(element: Any, marks: [MarkRecord])] { data.map { ($0, [mark($0)]) } }
}

public typealias VectorizedBarPlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
public typealias VectorizedLinePlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
public typealias VectorizedPointPlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
public typealias VectorizedAreaPlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
public typealias VectorizedRectanglePlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
public typealias VectorizedRulePlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>

/// A plot type over its content: forwards the content's elements and marks.
protocol VectorizedPlot: ElementwiseMarks, PrimitiveChartContent {
    associatedtype Content
    var content: Content { get }
}

extension VectorizedPlot {
    func elementMarks() -> [(element: Any, marks: [MarkRecord])] {
        (content as? any ElementwiseMarks)?.elementMarks() ?? []
    }
}

/// Vectorized content whose marks a key-path modifier changed, element by element.
public struct VectorizedModifiedContent<Base: VectorizedChartContent>: VectorizedChartContent, PrimitiveChartContent,
    ElementwiseMarks
{
    public typealias DataElement = Base.DataElement
    let base: Base
    let change: (Base.DataElement, inout MarkRecord) -> Void
    public var body: Never { fatalError("VectorizedModifiedContent has no body") }

    func elementMarks() -> [(element: Any, marks: [MarkRecord])] {
        let items = (base as? any ElementwiseMarks)?.elementMarks() ?? []
        return items.map { item in
            guard let element = item.element as? Base.DataElement else { return item }
            var marks = item.marks
            for index in marks.indices { change(element, &marks[index]) }
            return (item.element, marks)
        }
    }
}

extension VectorizedChartContent {
    private func modified(_ change: @escaping (DataElement, inout MarkRecord) -> Void)
        -> VectorizedModifiedContent<Self>
    {
        VectorizedModifiedContent(base: self, change: change)
    }

    /// Colours each element's mark by its value of `value`, with a legend entry per value.
    public func foregroundStyle<V: Plottable>(by value: PlottableProjection<DataElement, V>)
        -> some VectorizedChartContent<DataElement>
    {
        modified { element, mark in mark.styleKey = value.value(of: element).plotted }
    }

    /// Draws each element's mark in the style at `keyPath`.
    public func foregroundStyle<S: ShapeStyle>(_ keyPath: KeyPath<DataElement, S>)
        -> some VectorizedChartContent<DataElement>
    {
        modified { element, mark in mark.style = AnyShapeStyle(element[keyPath: keyPath]) }
    }

    /// Gives each value of `value` its own symbol.
    public func symbol<V: Plottable>(by value: PlottableProjection<DataElement, V>)
        -> some VectorizedChartContent<DataElement>
    {
        modified { element, mark in mark.symbolKey = value.value(of: element).plotted }
    }

    /// Each element's mark at the opacity at `keyPath` (0…1).
    public func opacity(_ keyPath: KeyPath<DataElement, Double>) -> some VectorizedChartContent<DataElement> {
        modified { element, mark in
            let opacity = element[keyPath: keyPath]
            mark.opacity *= opacity.isFinite ? min(1, max(0, opacity)) : 1
        }
    }

    /// Places bars side by side by each element's value of `value` instead of stacking them.
    public func position<V: Plottable>(
        by value: PlottableProjection<DataElement, V>, axis: Axis? = nil, span: MarkDimension = .automatic
    ) -> some VectorizedChartContent<DataElement> {
        modified { element, mark in
            mark.stacking = .unstacked
            mark.dodge = value.value(of: element).plotted
        }
    }
}

extension VectorizedChartContent {
    /// Each element's mark at the opacity at `keyPath` (0…1; Apple's form, in `CGFloat`).
    ///
    /// Source: Apple Charts "VectorizedChartContent opacity(_:)".
    public func opacity(_ keyPath: KeyPath<DataElement, CGFloat>) -> some VectorizedChartContent<DataElement> {
        modifiedMarks { element, mark in
            let opacity = Double(element[keyPath: keyPath])
            mark.opacity *= opacity.isFinite ? min(1, max(0, opacity)) : 1
        }
    }

    /// Strokes each element's line or rule with the style at `keyPath` (a line takes its first
    /// element's).
    public func lineStyle(_ keyPath: KeyPath<DataElement, StrokeStyle>) -> some VectorizedChartContent<DataElement> {
        modifiedMarks { element, mark in mark.lineStyle = element[keyPath: keyPath] }
    }

    /// Splits lines by each element's value of `value` (one line per value, as `series:` does).
    public func lineStyle<V: Plottable>(by value: PlottableProjection<DataElement, V>)
        -> some VectorizedChartContent<DataElement>
    {
        modifiedMarks { element, mark in mark.series = mark.series ?? value.value(of: element).plotted }
    }

    /// Each element's symbol in a box of the size at `keyPath`, points.
    public func symbolSize(_ keyPath: KeyPath<DataElement, CGSize>) -> some VectorizedChartContent<DataElement> {
        modifiedMarks { element, mark in mark.symbolSize = element[keyPath: keyPath] }
    }

    /// Each element's symbol with the area at `keyPath`, square points (100 is a 10-point square).
    public func symbolSize(_ keyPath: KeyPath<DataElement, CGFloat>) -> some VectorizedChartContent<DataElement> {
        modifiedMarks { element, mark in
            let area = element[keyPath: keyPath]
            let side = max(0, area.isFinite ? area : 0).squareRoot()
            mark.symbolSize = CGSize(width: side, height: side)
        }
    }

    /// Sizes symbols by each element's value of `value` on the chart's symbol size scale.
    public func symbolSize<V: Plottable>(by value: PlottableProjection<DataElement, V>)
        -> some VectorizedChartContent<DataElement>
    {
        modifiedMarks { element, mark in mark.symbolSizeKey = value.value(of: element).plotted }
    }

    private func modifiedMarks(_ change: @escaping (DataElement, inout MarkRecord) -> Void)
        -> VectorizedModifiedContent<Self>
    {
        VectorizedModifiedContent(base: self, change: change)
    }
}
