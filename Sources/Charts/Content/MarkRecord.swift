//  MarkRecord.swift — Charts (Glimpse)
//  Status: Complete
//  Behaviour: one mark as the chart lays it out: its kind, where it is on each axis (a value, or
//  a start and an end), and everything its modifiers set.

import Foundation
import SwiftUI

/// One mark, flattened from a chart's content.
struct MarkRecord {
    enum Kind { case bar, line, area, point, rule, rectangle, sector }

    var kind: Kind
    /// Where on the x axis: a value (`x`), or a span (`x` to `xEnd`); nil spans the plot.
    var x: PlotValue?
    var xEnd: PlotValue?
    var y: PlotValue?
    var yEnd: PlotValue?
    /// Set by `width:`/`height:` of bars and rectangles.
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    /// A rule along the y axis (at an x value); otherwise along the x axis.
    var vertical = false
    /// `position(by:)`: bars at one position side by side, by this value.
    var dodge: PlotValue?
    /// `series:` of a line or area; lines join the marks of one series.
    var series: PlotValue?
    /// The angle value of a sector, and its radii and inset.
    var angle: Double = 0
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat = 0

    /// `foregroundStyle(_:)`; nil takes the series' colour or the accent colour.
    var style: AnyShapeStyle?
    /// `foregroundStyle(by:)`: the value that picks the colour and a legend entry.
    var styleKey: PlotValue?
    var symbol: BasicChartSymbolShape?
    var symbolKey: PlotValue?
    /// Points: a symbol's width and height.
    var symbolSize: CGSize?
    /// `symbolSize(by:)`: the value that sizes the symbol on the chart's size scale.
    var symbolSizeKey: PlotValue?
    /// `symbol(symbol:)`: a view drawn, centred, in place of the symbol shape.
    var symbolView: AnyView?
    var interpolation: InterpolationMethod = .linear
    var lineStyle: StrokeStyle?
    var cornerRadius: CGFloat = 0
    var opacity: Double = 1
    var offset: CGSize = .zero
    var annotations: [MarkAnnotation] = []
    /// A function plot's curve: the mark stands for the whole curve, sampled at the plot's size.
    var function: ChartFunction?

    init(_ kind: Kind) { self.kind = kind }

    /// The series a line or an area belongs to: `series:`, else the colour key, else the symbol key.
    var seriesKey: PlotValue? { series ?? styleKey ?? symbolKey }
}

/// A view drawn beside a mark (`annotation(position:alignment:spacing:content:)`).
struct MarkAnnotation {
    var position: AnnotationPosition
    /// Where along the mark's side the annotation lines up (centred by default).
    var alignment: Alignment
    var spacing: CGFloat?
    var content: AnyView
}

extension MarkRecord {
    /// Fills `x`/`xEnd` from a plotted value, spanning its calendar unit when it has one.
    mutating func place<X: Plottable>(x value: PlottableValue<X>) {
        if let date = value as? PlottableValue<Date>, let span = date.unitSpan {
            x = .date(span.start)
            xEnd = .date(span.end)
        } else {
            x = value.plotted
        }
    }

    /// Fills `y`/`yEnd` from a plotted value, spanning its calendar unit when it has one.
    mutating func place<Y: Plottable>(y value: PlottableValue<Y>) {
        if let date = value as? PlottableValue<Date>, let span = date.unitSpan {
            y = .date(span.start)
            yEnd = .date(span.end)
        } else {
            y = value.plotted
        }
    }
}
