//  ChartConfiguration.swift — Charts (Glimpse)
//  Status: Complete
//  Behaviour: what a chart's view modifiers set — axes and their titles, legend, scale domains
//  and types, the style scale and the plot's style — carried to the `Chart` below them in the environment, as SwiftUI
//  carries its own view settings.

import Foundation
import SwiftUI

/// Everything the chart modifiers above a `Chart` set.
struct ChartConfiguration {
    var xAxis = AxisConfiguration()
    var yAxis = AxisConfiguration()
    var legend: Visibility = .automatic
    var legendPosition: AnnotationPosition = .automatic
    /// `chartLegend(position:alignment:spacing:)`: where along its edge, and points from the plot.
    var legendAlignment: Alignment?
    var legendSpacing: CGFloat?
    var xDomain: ChartDomain?
    var yDomain: ChartDomain?
    /// `chartXScale(type:)` and `chartYScale(type:)`: how values map to points.
    var xScaleType: ScaleType?
    var yScaleType: ScaleType?
    /// `chartXScale(range:)` and `chartYScale(range:)`: where the domains land on the plot.
    var xRange: ChartRange?
    var yRange: ChartRange?
    /// `chartForegroundStyleScale`: styles by value, in order.
    var styles: [(value: PlotValue, style: AnyShapeStyle)] = []
    /// `chartForegroundStyleScale(range:)`: styles given to values in turn.
    var styleRange: [AnyShapeStyle] = []
    /// `chartForegroundStyleScale(mapping:)`: the style of a value, computed (nil when the value
    /// is not of the closure's type).
    var styleMapping: ((PlotValue) -> AnyShapeStyle?)?
    var plotStyle: ((ChartPlotContent) -> AnyView)?
    /// `chartSymbolSizeScale(domain:range:type:)`: the symbol size scale's domain and range
    /// (areas, square points).
    var symbolSizeDomain: ChartDomain?
    var symbolSizeRange: ClosedRange<Double>?
    /// `chartBackground` and `chartOverlay`: drawn under and over the plot area.
    var background: ((ChartProxy) -> AnyView)?
    var overlay: ((ChartProxy) -> AnyView)?
    /// `chartXAxisLabel` and `chartYAxisLabel`: the axes' titles.
    var xAxisTitle: ChartAxisTitle?
    var yAxisTitle: ChartAxisTitle?
}

/// One axis's settings.
struct AxisConfiguration {
    var visibility: Visibility = .automatic
    /// `chartXAxis { AxisMarks(…) }`: the axis marks written, replacing the default ones.
    var marks: [AxisMarksSpec]?
}

/// A scale domain as `chartXScale(domain:)` gave it.
struct ChartDomain {
    var range: ClosedRange<Double>?
    var categories: [String]?
    var isTime = false
    var includesZero: Bool?
    var reversed = false
    /// `.automatic(dataType:modifyInferredDomain:)`: changes the inferred domain's values.
    var modify: (([PlotValue]) -> [PlotValue])?
}

private struct ChartConfigurationKey: EnvironmentKey {
    static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

extension View {
    /// Changes the configuration of the charts below.
    func chartConfiguration(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: change)
    }
}
