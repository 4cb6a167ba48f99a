//  WidgetChartSourceTests.swift — ChartsTests (Glimpse)
//  Status: Complete
//  Behaviour: charts as widget authors write them — scale ranges, legends placed and aligned,
//  axis marks with presets, formats and strides, style scales by closure, rules with dashes,
//  annotations, curved lines, function plots — compile unchanged against Glimpse's Charts and
//  draw: each renders, and the values it shows are in the archive.

import Charts
import Foundation
import GlimpseRender
import GlimpseTesting
import SwiftUI
import Testing

struct WidgetChartSourceTests {
    struct Reading: Identifiable {
        var hour: Int
        var celsius: Double
        var rain: Float
        var wind: CGFloat
        var source: String
        var id: Int { hour }
        /// 0.4…1, by the wind.
        var shade: CGFloat { 0.4 + wind / 8 * 0.6 }
    }

    static let readings = (0..<8).map {
        Reading(
            hour: $0 * 3, celsius: 12 + Double($0 % 4) * 2.5, rain: Float($0) / 4, wind: CGFloat(8 - $0),
            source: $0 < 4 ? "Station" : "Forecast")
    }

    /// A temperature widget: a curved line over a padded x range, a dashed average rule with a
    /// label, the y axis on the leading edge with a preset and a value format.
    struct TemperatureChart: View {
        let readings: [Reading]
        var average: Double { readings.map(\.celsius).reduce(0, +) / Double(max(1, readings.count)) }

        var body: some View {
            Chart {
                ForEach(readings) { reading in
                    LineMark(x: .value("Hour", reading.hour), y: .value("Temperature", reading.celsius))
                        .interpolationMethod(.catmullRom)
                        .foregroundStyle(by: .value("Source", reading.source))
                }
                RuleMark(y: .value("Average", average))
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 2]))
                    .foregroundStyle(.secondary)
                    .annotation(position: .top, alignment: .leading, spacing: 2) {
                        Text("avg").font(.caption2)
                    }
            }
            .chartXScale(domain: 0...21, range: .plotDimension(startPadding: 4, endPadding: 4))
            .chartYScale(domain: .automatic(includesZero: false), range: .plotDimension(padding: 6))
            .chartYAxis {
                AxisMarks(preset: .aligned, position: .leading, values: .automatic(desiredCount: 3)) { value in
                    AxisGridLine()
                    AxisValueLabel(format: FloatingPointFormatStyle<Double>.number.precision(.fractionLength(0)))
                }
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: 6)) { _ in
                    AxisTick()
                    AxisValueLabel()
                }
            }
            .chartLegend(position: .top, alignment: .trailing, spacing: 2)
            .chartForegroundStyleScale(mapping: { (source: String) in source == "Station" ? Color.blue : .orange })
        }
    }

    /// A rain widget: bars from `Float`s with a `CGFloat` key-path opacity, the y axis hidden,
    /// the plot styled.
    struct RainChart: View {
        let readings: [Reading]

        var body: some View {
            Chart {
                BarPlot(readings, x: .value("Hour", \.hour), y: .value("Rain", \.rain))
                    .opacity(\.shade)
                    .foregroundStyle(.cyan)
                PointPlot(readings, x: .value("Hour", \.hour), y: .value("Wind", \.wind))
                    .symbolSize(\.wind)
            }
            .chartYAxis(.hidden)
            .chartXScale(range: .plotDimension(padding: 8))
            .chartYScale(range: .plotDimension(endPadding: 10))
            .chartPlotStyle { plot in plot.background(Color.gray.opacity(0.1)).border(Color.gray, width: 0.5) }
            .chartLegend(.hidden)
        }
    }

    /// A curve widget: a function plot under its area.
    struct CurveChart: View {
        var body: some View {
            Chart {
                AreaPlot(x: "x", y: "y") { 1 - $0 * $0 }
                    .foregroundStyle(.green.opacity(0.3))
                LinePlot(x: "x", y: "y") { 1 - $0 * $0 }
                    .foregroundStyle(.green)
                    .lineStyle(StrokeStyle(lineWidth: 2))
            }
            .chartXScale(domain: -1...1, range: CGFloat(10)...CGFloat(150), type: .linear)
            .chartYScale(domain: 0...1, type: .linear)
        }
    }

    private func shown(_ view: some View, width: CGFloat = 160, height: CGFloat = 100, name: String) throws
        -> RenderedView
    {
        let shown = try render(
            view.frame(width: width, height: height), as: .image(size: CGSize(width: width, height: height), scale: 2))
        try ChartAxisTitleTests.keep(shown, name)
        return shown
    }

    @Test func aTemperatureWidgetDrawsItsAxisLegendAndRule() throws {
        let shown = try shown(TemperatureChart(readings: Self.readings), name: "widget-temperature")
        let text = shown.sExpression
        for label in ["Station", "Forecast", "avg", "0", "6", "12", "18"] {
            #expect(text.contains("\"\(label)\""), "\(label)")
        }
        // The legend is above the plot: its text is above every axis label.
        let frames = ChartAxisTitleTests.textFrames(shown)
        let legend = try #require(frames["Station"]), hour = try #require(frames["12"])
        #expect(legend.maxY < hour.minY)
    }

    @Test func aRainWidgetDrawsItsBarsFromFloatsWithKeyPathOpacity() throws {
        let shown = try shown(RainChart(readings: Self.readings), name: "widget-rain")
        // No y labels, and the bars are drawn in cyan.
        #expect(!shown.sExpression.contains("\"1.5\""))
        let cyan = (0..<shown.image.width).contains { x in
            let pixel = shown.image[x, 150]
            return pixel.green > 150 && pixel.blue > 180 && pixel.red < 120
        }
        #expect(cyan)
    }

    @Test func aCurveWidgetDrawsItsFunctionInsideTheExplicitRange() throws {
        let shown = try shown(CurveChart(), width: 200, height: 100, name: "widget-curve")
        #expect(shown.sExpression.contains("(path"))
    }
}
