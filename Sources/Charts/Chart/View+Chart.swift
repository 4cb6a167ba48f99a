//  View+Chart.swift — Charts (Glimpse)
//  Status: Complete for axes' visibility, marks and titles, legends, domains, ranges and scale types,
//  style scales and the plot style
//  Behaviour: Apple Charts' view modifiers for the charts inside a view.

import Foundation
public import SwiftUI

extension View {
    /// Shows or hides the x axis (Apple Charts, `chartXAxis(_:)`).
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.xAxis.visibility = visibility }
    }

    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.yAxis.visibility = visibility }
    }

    /// The x axis's marks, replacing the default ones (`AxisMarks(values:) { … }`).
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = axisMarks(content())
        return chartConfiguration { $0.xAxis.marks = marks }
    }

    /// The y axis's marks, replacing the default ones.
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = axisMarks(content())
        return chartConfiguration { $0.yAxis.marks = marks }
    }

    /// Shows or hides the legend of `foregroundStyle(by:)` values.
    public func chartLegend(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.legend = visibility }
    }

    /// Where the legend goes.
    ///
    /// - Parameters:
    ///   - position: The edge (`.automatic` is below the plot; `.top`, `.leading`, `.trailing`),
    ///     a corner (above or below, at that end) or `.overlay` (over the plot).
    ///   - alignment: Where along that edge (leading along the top and bottom, centred beside).
    ///   - spacing: Points between the legend and the plot (8 by default).
    ///
    /// Source: Apple Charts "chartLegend(position:alignment:spacing:)".
    public func chartLegend(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        chartConfiguration { configuration in
            configuration.legendPosition = position
            configuration.legendAlignment = alignment
            configuration.legendSpacing = spacing
        }
    }

    /// The x scale's domain: a range of numbers or dates, or the categories in order; with
    /// `type`, how values map to points (`.log`, `.squareRoot`, …).
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        scale(isX: true, domain: domain, range: nil, type: type)
    }

    /// The y scale's domain, and with `type` how values map to points.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        scale(isX: false, domain: domain, range: nil, type: type)
    }

    /// The x scale's domain, the positions it lands on and how values map to them.
    ///
    /// - Parameters:
    ///   - domain: A range of numbers or dates, or the categories in order.
    ///   - range: `.plotDimension(startPadding:endPadding:)` keeps points free at the plot's
    ///     leading and trailing edges; an explicit range (`20...140`) is x positions in points.
    ///   - type: How values map to points (`.log`, …); nil keeps the chart's choice.
    ///
    /// Source: Apple Charts "chartXScale(domain:range:type:)".
    public func chartXScale<Domain: ScaleDomain, Range: PositionScaleRange>(
        domain: Domain, range: Range, type: ScaleType? = nil
    ) -> some View {
        scale(isX: true, domain: domain, range: ChartRange(range), type: type)
    }

    /// The y scale's domain, the positions it lands on and how values map to them; for numbers
    /// and dates `.plotDimension(startPadding:endPadding:)` starts at the bottom.
    ///
    /// Source: Apple Charts "chartYScale(domain:range:type:)".
    public func chartYScale<Domain: ScaleDomain, Range: PositionScaleRange>(
        domain: Domain, range: Range, type: ScaleType? = nil
    ) -> some View {
        scale(isX: false, domain: domain, range: ChartRange(range), type: type)
    }

    /// The positions the x scale's domain lands on (`.plotDimension(padding: 12)`), keeping the
    /// inferred domain; with `type`, how values map to them.
    ///
    /// Source: Apple Charts "chartXScale(range:type:)".
    public func chartXScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        let range = ChartRange(range)
        return chartConfiguration { configuration in
            configuration.xRange = range
            if let type { configuration.xScaleType = type }
        }
    }

    /// The positions the y scale's domain lands on, keeping the inferred domain.
    ///
    /// Source: Apple Charts "chartYScale(range:type:)".
    public func chartYScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        let range = ChartRange(range)
        return chartConfiguration { configuration in
            configuration.yRange = range
            if let type { configuration.yScaleType = type }
        }
    }

    private func scale<Domain: ScaleDomain>(isX: Bool, domain: Domain, range: ChartRange?, type: ScaleType?)
        -> some View
    {
        let domain = (domain as? any ChartDomainConvertible)?.chartDomain
        return chartConfiguration { configuration in
            if isX {
                configuration.xDomain = domain
                if let range { configuration.xRange = range }
                if let type { configuration.xScaleType = type }
            } else {
                configuration.yDomain = domain
                if let range { configuration.yRange = range }
                if let type { configuration.yScaleType = type }
            }
        }
    }

    /// How the x scale maps values to points: `.log` puts powers of ten equally apart (and its
    /// marks at them); nil keeps the chart's choice (linear numbers, bands, dates).
    ///
    /// Source: Apple Charts "chartXScale(type:)", "ScaleType".
    public func chartXScale(type: ScaleType?) -> some View {
        chartConfiguration { $0.xScaleType = type }
    }

    /// How the y scale maps values to points (`chartXScale(type:)` for the y axis).
    public func chartYScale(type: ScaleType?) -> some View {
        chartConfiguration { $0.yScaleType = type }
    }

    /// The style of each `foregroundStyle(by:)` value (`["Cats": .orange, "Dogs": .blue]`).
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(
        _ mapping: KeyValuePairs<DataValue, S>
    ) -> some View {
        let styles = mapping.map { (PlotValue($0.key), AnyShapeStyle($0.value)) }
        return chartConfiguration { $0.styles = styles }
    }

    /// The styles of the values in `domain`, pairwise from `range`.
    public func chartForegroundStyleScale<Domain: Collection, Range: Collection>(domain: Domain, range: Range)
        -> some View
    where Domain.Element: Plottable, Range.Element: ShapeStyle {
        let styles = zip(domain, range).map { (PlotValue($0.0), AnyShapeStyle($0.1)) }
        return chartConfiguration { $0.styles = styles }
    }

    /// Styles given to the `foregroundStyle(by:)` values in the order they appear.
    public func chartForegroundStyleScale<Range: Collection>(range: Range) -> some View
    where Range.Element: ShapeStyle {
        let styles = range.map { AnyShapeStyle($0) }
        return chartConfiguration { $0.styleRange = styles }
    }

    /// The style of each `foregroundStyle(by:)` value, computed by `mapping` from the value.
    ///
    /// Source: Apple Charts "chartForegroundStyleScale(mapping:)".
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(
        mapping: @escaping (DataValue) -> S
    ) -> some View {
        chartConfiguration { configuration in
            configuration.styleMapping = { value in
                AxisValue(index: 0, count: 1, value: value).as(DataValue.self).map { AnyShapeStyle(mapping($0)) }
            }
        }
    }

    /// Styles the plot area: `.chartPlotStyle { plot in plot.background(.gray.opacity(0.1)) }`.
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content)
        -> some View
    {
        chartConfiguration { configuration in configuration.plotStyle = { AnyView(content($0)) } }
    }

    /// A title for the x axis: by default below the axis's labels at the plot's trailing end.
    ///
    /// - Parameters:
    ///   - label: The title's localized key, drawn in caption 2, secondary.
    ///   - position: The edge it goes on (`.automatic` is `.bottom`; `.top`, `.leading`, `.trailing`).
    ///   - alignment: Where along that edge (`.trailing` by default).
    ///   - spacing: Points between the title and the axis (4 by default).
    ///
    /// Source: Apple Charts "chartXAxisLabel(_:position:alignment:spacing:)".
    public func chartXAxisLabel(
        _ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
        spacing: CGFloat? = nil
    ) -> some View {
        axisTitle(isX: true, AnyView(Text(label)), position, alignment, spacing)
    }

    /// A title for the x axis, from a string.
    public func chartXAxisLabel<S: StringProtocol>(
        _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        axisTitle(isX: true, AnyView(Text(label)), position, alignment, spacing)
    }

    /// A title for the x axis, from a view.
    public func chartXAxisLabel<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some View {
        axisTitle(isX: true, AnyView(content()), position, alignment, spacing)
    }

    /// A title for the y axis: by default above the plot at the y axis's side (trailing).
    ///
    /// - Parameters:
    ///   - label: The title's localized key, drawn in caption 2, secondary.
    ///   - position: The edge it goes on (`.automatic` is `.top`; beside the plot, `.leading`
    ///     or `.trailing`, it reads bottom to top).
    ///   - alignment: Where along that edge (the y axis's side along the top, the middle beside).
    ///   - spacing: Points between the title and the axis (4 by default).
    ///
    /// Source: Apple Charts "chartYAxisLabel(_:position:alignment:spacing:)".
    public func chartYAxisLabel(
        _ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
        spacing: CGFloat? = nil
    ) -> some View {
        axisTitle(isX: false, AnyView(Text(label)), position, alignment, spacing)
    }

    /// A title for the y axis, from a string.
    public func chartYAxisLabel<S: StringProtocol>(
        _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        axisTitle(isX: false, AnyView(Text(label)), position, alignment, spacing)
    }

    /// A title for the y axis, from a view.
    public func chartYAxisLabel<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some View {
        axisTitle(isX: false, AnyView(content()), position, alignment, spacing)
    }

    private func axisTitle(
        isX: Bool, _ content: AnyView, _ position: AnnotationPosition, _ alignment: Alignment?, _ spacing: CGFloat?
    ) -> some View {
        let title = ChartAxisTitle(content: content, position: position, alignment: alignment, spacing: spacing)
        return chartConfiguration { configuration in
            if isX { configuration.xAxisTitle = title } else { configuration.yAxisTitle = title }
        }
    }

    /// Interaction and scrolling, which widgets do not have: accepted and ignored.
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public func chartXSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View { self }
    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View { self }
    public func chartXVisibleDomain<P: Plottable>(length: P) -> some View { self }
    public func chartYVisibleDomain<P: Plottable>(length: P) -> some View { self }
}

/// The plot area, as `chartPlotStyle` hands it to be styled.
public struct ChartPlotContent: View {
    let plot: AnyView
    public var body: some View { plot }
}

/// A scale's domain: a `ClosedRange` or `Range` of numbers or dates, an array of categories, or
/// `.automatic(includesZero:reversed:)` (Apple Charts, `ScaleDomain`).
public protocol ScaleDomain {}

/// A domain the chart can read.
protocol ChartDomainConvertible {
    var chartDomain: ChartDomain { get }
}

extension ClosedRange: ScaleDomain, ChartDomainConvertible where Bound: Plottable {
    var chartDomain: ChartDomain {
        let low = PlotValue(lowerBound), high = PlotValue(upperBound)
        guard let lower = low.continuous, let upper = high.continuous, upper > lower else { return ChartDomain() }
        if case .date = low { return ChartDomain(range: lower...upper, isTime: true) }
        return ChartDomain(range: lower...upper)
    }
}

extension Range: ScaleDomain, ChartDomainConvertible where Bound: Plottable {
    var chartDomain: ChartDomain { (lowerBound...upperBound).chartDomain }
}

extension Array: ScaleDomain, ChartDomainConvertible where Element: Plottable {
    var chartDomain: ChartDomain {
        let values = map { PlotValue($0) }
        if values.allSatisfy({ $0.continuous != nil }), let low = values.compactMap(\.continuous).min(),
            let high = values.compactMap(\.continuous).max(), high > low
        {
            if case .date = values[0] { return ChartDomain(range: low...high, isTime: true) }
            return ChartDomain(range: low...high)
        }
        return ChartDomain(categories: values.map(\.text))
    }
}

/// The chart's own domain, from the data (Apple Charts, `AutomaticScaleDomain`).
public struct AutomaticScaleDomain: ScaleDomain, ChartDomainConvertible {
    let includesZero: Bool?
    let reversed: Bool?
    var modify: (([PlotValue]) -> [PlotValue])?
    var chartDomain: ChartDomain {
        ChartDomain(includesZero: includesZero, reversed: reversed ?? false, modify: modify)
    }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
    /// - Parameter includesZero: Whether a numeric domain reaches zero (by default it does).
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }

    /// The inferred domain — the categories, or the lowest and highest value — changed by
    /// `modifyInferredDomain` (sort the categories, append a value to include).
    public static func automatic<DataValue: Plottable>(
        includesZero: Bool? = nil, reversed: Bool? = nil, dataType: DataValue.Type,
        modifyInferredDomain: @escaping (inout [DataValue]) -> Void
    ) -> AutomaticScaleDomain {
        var domain = AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
        domain.modify = { values in
            var typed = values.compactMap { AxisValue(index: 0, count: 1, value: $0).as(DataValue.self) }
            modifyInferredDomain(&typed)
            return typed.map { PlotValue($0) }
        }
        return domain
    }
}
