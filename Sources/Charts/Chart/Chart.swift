//  Chart.swift — Charts (Glimpse)
//  Status: Complete for the default appearance of Apple Charts' marks, axes and legend
//  Behaviour: Apple Charts "Chart": a view of marks. The plot fills the space left by the axes:
//  the y axis's labels in a column on the trailing edge (leading with `AxisMarks(position:
//  .leading)`), the x axis's labels in a row below, each as wide or tall as its text; grid
//  lines across the plot at the y axis's values (and the x axis's, when x is numbers or dates);
//  the legend of `foregroundStyle(by:)` values below. Sectors alone make a pie, without axes.

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
        VStack(alignment: .leading, spacing: 8) {
            if layout.isPie {
                ChartPlot(layout: layout, axes: ChartAxes(layout: layout, pie: true))
            } else {
                ChartFrame(layout: layout, axes: ChartAxes(layout: layout, pie: false))
            }
            if showsLegend { ChartLegend(entries: layout.legend) }
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

/// The plot with its axes' labels around it.
struct ChartFrame: View {
    let layout: ChartLayout
    let axes: ChartAxes

    var body: some View {
        HStack(alignment: .top, spacing: 4) {
            if let leading = axes.leadingLabels { column(leading) }
            VStack(spacing: 2) {
                if let top = axes.topLabels { ChartAxisRow(labels: top, scale: layout.x) }
                ChartPlot(layout: layout, axes: axes)
                if let bottom = axes.bottomLabels { ChartAxisRow(labels: bottom, scale: layout.x) }
            }
            if let trailing = axes.trailingLabels { column(trailing) }
        }
        // A y label is centred on its grid line: half a line of room keeps the top one inside.
        .padding(.top, hasYLabels && axes.topLabels == nil ? 6 : 0)
    }

    private var hasYLabels: Bool { axes.leadingLabels != nil || axes.trailingLabels != nil }

    /// A y axis's labels, as tall as the plot (the x rows' height left out).
    private func column(_ labels: [ChartAxisLabel]) -> some View {
        VStack(spacing: 2) {
            if axes.topLabels != nil { ChartAxisRow.spacer }
            ChartAxisColumn(labels: labels, scale: layout.y, leading: labels.first?.edge == .leading)
            if axes.bottomLabels != nil { ChartAxisRow.spacer }
        }
    }
}

/// The plot area: grid lines, marks and annotations.
struct ChartPlot: View {
    let layout: ChartLayout
    let axes: ChartAxes

    var body: some View {
        let plot = GeometryReader { proxy in
            let size = proxy.size
            let proxy = ChartProxy(layout: layout, plotSize: size)
            ZStack(alignment: .topLeading) {
                if let background = layout.configuration.background { background(proxy) }
                ForEach(Array(axes.lines(in: size).enumerated()), id: \.offset) { _, line in
                    line.path.stroke(line.style, style: line.stroke ?? StrokeStyle(lineWidth: 0.5))
                }
                ForEach(Array(layout.shapes(in: size).enumerated()), id: \.offset) { _, shape in
                    ChartShapeView(shape: shape)
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

/// The legend: a dot and the value, for each `foregroundStyle(by:)` value.
struct ChartLegend: View {
    let entries: [(value: PlotValue, style: AnyShapeStyle)]

    var body: some View {
        HStack(spacing: 10) {
            ForEach(Array(entries.enumerated()), id: \.offset) { _, entry in
                HStack(spacing: 4) {
                    Circle().fill(entry.style).frame(width: 7, height: 7)
                    Text(entry.value.text).font(.caption2).foregroundStyle(.secondary).lineLimit(1)
                }
            }
        }
    }
}
