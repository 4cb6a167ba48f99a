//  FunctionPlotContent.swift — Charts (Glimpse)
//  Status: Complete for y = f(x), (yStart, yEnd) = f(x) and parametric (x, y) = f(t)
//  Behaviour: Apple Charts "LinePlot" and "AreaPlot" function initialisers (iOS 18): a function
//  the chart samples when it knows the plot's size (ChartFunction, ChartLayout+Functions). One
//  mark stands for the whole curve; the chart's content modifiers (style, line style, opacity,
//  `foregroundStyle(by:)`) apply to it as to any mark.

import Foundation
public import SwiftUI

/// A line plot's function (Apple Charts, `FunctionLinePlotContent`).
public struct FunctionLinePlotContent: VectorizedChartContent, PrimitiveChartContent, ElementwiseMarks {
    public typealias DataElement = Double
    let function: ChartFunction
    public var body: Never { fatalError("FunctionLinePlotContent has no body") }

    func elementMarks() -> [(element: Any, marks: [MarkRecord])] {
        var mark = MarkRecord(.line)
        mark.function = function
        return [((), [mark])]
    }
}

/// An area plot's function (Apple Charts, `FunctionAreaPlotContent`).
public struct FunctionAreaPlotContent: VectorizedChartContent, PrimitiveChartContent, ElementwiseMarks {
    public typealias DataElement = Double
    let function: ChartFunction
    public var body: Never { fatalError("FunctionAreaPlotContent has no body") }

    func elementMarks() -> [(element: Any, marks: [MarkRecord])] {
        var mark = MarkRecord(.area)
        mark.function = function
        return [((), [mark])]
    }
}

/// A function a plot draws, sampled when the plot's size is known.
struct ChartFunction: @unchecked Sendable {
    enum Curve {
        /// y = f(x); an area fills between zero and it.
        case y(@Sendable (Double) -> Double)
        /// An area between yStart = f(x).0 and yEnd = f(x).1.
        case band(@Sendable (Double) -> (yStart: Double, yEnd: Double))
        /// (x, y) = f(t) over `domain`, which is t's.
        case parametric(@Sendable (Double) -> (x: Double, y: Double))
    }

    var curve: Curve
    /// x's domain (t's for a parametric curve); nil takes the chart's x scale's.
    var domain: ClosedRange<Double>?

    /// The function's values at `t` as (x, low y, high y): a line's low and high are the same.
    func evaluate(_ t: Double) -> (x: Double, low: Double, high: Double) {
        switch curve {
        case .y(let f):
            let y = f(t)
            return (t, y, y)
        case .band(let f):
            let band = f(t)
            return (t, band.yStart, band.yEnd)
        case .parametric(let f):
            let point = f(t)
            return (point.x, point.y, point.y)
        }
    }

    var isParametric: Bool {
        if case .parametric = curve { return true }
        return false
    }
}

// MARK: - Line plots

extension LinePlot where Content == FunctionLinePlotContent {
    /// A line through y = `function`(x), sampled across `domain` (the chart's x domain when nil).
    /// Where `function` returns `.nan` the line breaks; `.infinity` leaves the plot.
    ///
    /// Source: Apple Charts "LinePlot init(x:y:domain:function:)" (iOS 18).
    public init(
        x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil,
        function: @escaping @Sendable (Double) -> Double
    ) {
        content = FunctionLinePlotContent(function: ChartFunction(curve: .y(function), domain: domain))
    }

    public init<S1: StringProtocol, S2: StringProtocol>(
        x: S1, y: S2, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double
    ) {
        content = FunctionLinePlotContent(function: ChartFunction(curve: .y(function), domain: domain))
    }

    public init(
        x: Text, y: Text, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double
    ) {
        content = FunctionLinePlotContent(function: ChartFunction(curve: .y(function), domain: domain))
    }

    /// A line through the points (x, y) = `function`(t) for t across `domain` (finite).
    ///
    /// Source: Apple Charts "LinePlot init(x:y:t:domain:function:)" (iOS 18).
    public init(
        x: LocalizedStringKey, y: LocalizedStringKey, t: LocalizedStringKey, domain: ClosedRange<Double>,
        function: @escaping @Sendable (Double) -> (x: Double, y: Double)
    ) {
        content = FunctionLinePlotContent(function: ChartFunction(curve: .parametric(function), domain: domain))
    }

    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(
        x: S1, y: S2, t: S3, domain: ClosedRange<Double>,
        function: @escaping @Sendable (Double) -> (x: Double, y: Double)
    ) {
        content = FunctionLinePlotContent(function: ChartFunction(curve: .parametric(function), domain: domain))
    }

    public init(
        x: Text, y: Text, t: Text, domain: ClosedRange<Double>,
        function: @escaping @Sendable (Double) -> (x: Double, y: Double)
    ) {
        content = FunctionLinePlotContent(function: ChartFunction(curve: .parametric(function), domain: domain))
    }
}

// MARK: - Area plots

extension AreaPlot where Content == FunctionAreaPlotContent {
    /// The area between zero and y = `function`(x) across `domain` (the chart's x domain when nil).
    ///
    /// Source: Apple Charts "AreaPlot init(x:y:domain:function:)" (iOS 18).
    public init(
        x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil,
        function: @escaping @Sendable (Double) -> Double
    ) {
        content = FunctionAreaPlotContent(function: ChartFunction(curve: .y(function), domain: domain))
    }

    public init<S1: StringProtocol, S2: StringProtocol>(
        x: S1, y: S2, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double
    ) {
        content = FunctionAreaPlotContent(function: ChartFunction(curve: .y(function), domain: domain))
    }

    public init(
        x: Text, y: Text, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double
    ) {
        content = FunctionAreaPlotContent(function: ChartFunction(curve: .y(function), domain: domain))
    }

    /// The area between yStart and yEnd = `function`(x) across `domain`.
    ///
    /// Source: Apple Charts "AreaPlot init(x:yStart:yEnd:domain:function:)" (iOS 18).
    public init(
        x: LocalizedStringKey, yStart: LocalizedStringKey, yEnd: LocalizedStringKey,
        domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)
    ) {
        content = FunctionAreaPlotContent(function: ChartFunction(curve: .band(function), domain: domain))
    }

    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(
        x: S1, yStart: S2, yEnd: S3, domain: ClosedRange<Double>? = nil,
        function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)
    ) {
        content = FunctionAreaPlotContent(function: ChartFunction(curve: .band(function), domain: domain))
    }

    public init(
        x: Text, yStart: Text, yEnd: Text, domain: ClosedRange<Double>? = nil,
        function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)
    ) {
        content = FunctionAreaPlotContent(function: ChartFunction(curve: .band(function), domain: domain))
    }
}
