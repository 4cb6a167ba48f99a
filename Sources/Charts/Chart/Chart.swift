//  Chart.swift — Charts (Glimpse)
//  Status: Complete for the default appearance of Apple Charts' marks, axes and legend
//  Behaviour: Apple Charts "Chart": a view of marks. The plot fills the space left by the axes:
//  the y axis's labels in a column on the trailing edge (leading with `AxisMarks(position:
//  .leading)`), the x axis's labels in a row below, each as wide or tall as its text; grid
//  lines across the plot at the y axis's values (and the x axis's, when x is numbers or dates);
//  the legend of `foregroundStyle(by:)` values below, or where `chartLegend(position:)` puts it
//  (ChartLegend); the axes' titles around them (ChartAxisTitle). Sectors alone make a pie,
//  without axes.

import Foundation
public import SwiftUI

/// A chart (Apple Charts, `Chart`).
public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartConfiguration) private var configuration

    /// A chart of the marks `content` builds.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// A chart with the marks `content` builds for each element of `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }

    /// A chart with the marks `content` builds for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }

    public var body: some View {
        ChartBody(layout: ChartLayout(marks: chartMarks(content), configuration: configuration))
    }
}

/// A chart's view once its marks are laid out.
struct ChartBody: View {
    let layout: ChartLayout

    var body: some View {
        let plot = Group {
            if layout.isPie {
                ChartPlot(layout: layout, axes: ChartAxes(layout: layout, pie: true))
            } else {
                ChartFrame(layout: layout, axes: ChartAxes(layout: layout, pie: false))
            }
        }
        if showsLegend {
            ChartLegendPlacement(
                plot: plot, legend: layout.legend, position: layout.configuration.legendPosition,
                alignment: layout.configuration.legendAlignment, spacing: layout.configuration.legendSpacing)
        } else {
            plot
        }
    }

    private var showsLegend: Bool {
        switch layout.configuration.legend {
        case .hidden: false
        case .visible: true
        case .automatic: !layout.legend.isEmpty
        }
    }
}

/// The plot with its axes' labels around it, and the axes' titles around those.
struct ChartFrame: View {
    let layout: ChartLayout
    let axes: ChartAxes
    @Environment(\.self) private var environment

    var body: some View {
        let yTitle = layout.configuration.yAxisTitle
        let yEdge = yTitle?.edge(isX: false)
        VStack(spacing: 0) {
            if let yTitle, yEdge == .top { title(yTitle, isX: false).padding(.bottom, spacing(yTitle)) }
            HStack(spacing: 0) {
                if let yTitle, yEdge == .leading { title(yTitle, isX: false).padding(.trailing, spacing(yTitle)) }
                axesAndPlot
                if let yTitle, yEdge == .trailing { title(yTitle, isX: false).padding(.leading, spacing(yTitle)) }
            }
            if let yTitle, yEdge == .bottom { title(yTitle, isX: false).padding(.top, spacing(yTitle)) }
        }
    }

    /// The plot column (the x axis's rows and title) between the y axis's columns.
    private var axesAndPlot: some View {
        let xTitle = layout.configuration.xAxisTitle
        let xEdge = xTitle?.edge(isX: true)
        return HStack(alignment: .top, spacing: 4) {
            if let xTitle, xEdge == .leading { title(xTitle, isX: true) }
            if let leading = axes.leadingLabels { column(leading) }
            VStack(spacing: 2) {
                if let xTitle, xEdge == .top { title(xTitle, isX: true).padding(.bottom, spacing(xTitle) - 2) }
                if let top = axes.topLabels { ChartAxisRow(labels: top, scale: layout.x) }
                ChartPlot(layout: layout, axes: axes)
                if let bottom = axes.bottomLabels { ChartAxisRow(labels: bottom, scale: layout.x) }
                if let xTitle, xEdge == .bottom { title(xTitle, isX: true).padding(.top, spacing(xTitle) - 2) }
            }
            if let trailing = axes.trailingLabels { column(trailing) }
            if let xTitle, xEdge == .trailing { title(xTitle, isX: true) }
        }
        // A y label is centred on its grid line: half a line of room (in whole points) keeps the
        // top one inside (a top row or title above the plot gives it that room already).
        .padding(
            .top,
            hasYLabels && axes.topLabels == nil && xEdge != .top
                ? (Font.caption2.lineHeight(in: environment) / 2).rounded(.down) : 0)
    }

    private var hasYLabels: Bool { axes.leadingLabels != nil || axes.trailingLabels != nil }

    private func title(_ title: ChartAxisTitle, isX: Bool) -> some View {
        ChartAxisTitleView(
            title: title, isX: isX, yAxisLeading: axes.leadingLabels != nil && axes.trailingLabels == nil)
    }

    private func spacing(_ title: ChartAxisTitle) -> CGFloat { max(0, title.spacing ?? ChartAxisTitle.defaultSpacing) }

    /// As tall as an x title on one line, and no wider than a point.
    private func titleSpacer(_ title: ChartAxisTitle) -> some View {
        title.content.font(.caption2).lineLimit(1).frame(width: 1).hidden()
    }

    /// A y axis's labels, as tall as the plot (the x rows' height and title left out).
    private func column(_ labels: [ChartAxisLabel]) -> some View {
        let xTitle = layout.configuration.xAxisTitle
        let xEdge = xTitle?.edge(isX: true)
        return VStack(spacing: 2) {
            if let xTitle, xEdge == .top { titleSpacer(xTitle).padding(.bottom, spacing(xTitle) - 2) }
            if axes.topLabels != nil { ChartAxisRow.spacer }
            ChartAxisColumn(axes: axes, scale: layout.y, leading: labels.first?.edge == .leading)
            if axes.bottomLabels != nil { ChartAxisRow.spacer }
            if let xTitle, xEdge == .bottom { titleSpacer(xTitle).padding(.top, spacing(xTitle) - 2) }
        }
    }
}

/// The plot area: grid lines, marks and annotations.
struct ChartPlot: View {
    let layout: ChartLayout
    let axes: ChartAxes
    @Environment(\.self) private var environment

    var body: some View {
        let plot = GeometryReader { proxy in
            let size = proxy.size
            let proxy = ChartProxy(layout: layout, plotSize: size)
            ZStack(alignment: .topLeading) {
                if let background = layout.configuration.background { background(proxy) }
                ForEach(
                    Array(axes.fitted(height: size.height, in: environment).lines(in: size).enumerated()), id: \.offset
                ) { _, line in
                    line.path.stroke(line.style, style: line.stroke ?? StrokeStyle(lineWidth: 0.5))
                }
                ForEach(Array(layout.shapes(in: size).enumerated()), id: \.offset) { _, shape in
                    ChartShapeView(shape: shape)
                }
                ForEach(Array(layout.symbolViews(in: size).enumerated()), id: \.offset) { _, symbol in
                    symbol.content.fixedSize().position(symbol.anchor)
                }
                ForEach(Array(layout.annotations(in: size).enumerated()), id: \.offset) { _, annotation in
                    annotation.content.fixedSize()
                        .frame(width: 0, height: 0, alignment: annotation.alignment)
                        .position(annotation.anchor)
                }
                if let overlay = layout.configuration.overlay { overlay(proxy) }
            }
        }
        if let style = layout.configuration.plotStyle {
            style(ChartPlotContent(plot: AnyView(plot)))
        } else {
            plot
        }
    }
}

/// One shape, filled or stroked.
struct ChartShapeView: View {
    let shape: ChartShape

    var body: some View {
        if let stroke = shape.stroke {
            shape.path.stroke(shape.style, style: stroke).opacity(shape.opacity)
        } else {
            shape.path.fill(shape.style).opacity(shape.opacity)
        }
    }
}
