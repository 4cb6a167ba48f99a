//  ChartLegend.swift — Charts (Glimpse)
//  Status: Complete for the default legend's entries and its position, alignment and spacing
//  Behaviour: Apple Charts' automatic legend: a dot in each `foregroundStyle(by:)` value's style
//  and the value in caption 2, secondary. `chartLegend(position:alignment:spacing:)` puts it on
//  an edge of the chart (below by default; a corner position puts it above or below, aligned to
//  that corner) or over the plot (`.overlay`, top-leading unless aligned), `alignment` points
//  along that edge (leading along the top and bottom, centred beside), `spacing` points from
//  the plot (8 by default). Beside the plot the entries stack vertically.

import Foundation
import SwiftUI

/// The legend: a dot and the value, for each `foregroundStyle(by:)` value.
struct ChartLegend: View {
    let entries: [(value: PlotValue, style: AnyShapeStyle)]
    /// Entries one above the other (a legend beside the plot), else in a row.
    var vertical = false

    var body: some View {
        let layout =
            vertical ? AnyLayout(VStackLayout(alignment: .leading, spacing: 4)) : AnyLayout(HStackLayout(spacing: 10))
        layout {
            ForEach(Array(entries.enumerated()), id: \.offset) { _, entry in
                HStack(spacing: 4) {
                    Circle().fill(entry.style).frame(width: 7, height: 7)
                    Text(entry.value.text).font(.caption2).foregroundStyle(.secondary).lineLimit(1)
                }
            }
        }
    }
}

/// The chart with its legend where `chartLegend(position:alignment:spacing:)` puts it.
struct ChartLegendPlacement<Plot: View>: View {
    let plot: Plot
    let legend: [(value: PlotValue, style: AnyShapeStyle)]
    let position: AnnotationPosition
    let alignment: Alignment?
    let spacing: CGFloat?

    /// Points between the legend and the plot when `spacing` is not set.
    static var defaultSpacing: CGFloat { 8 }

    var body: some View {
        let gap = max(0, spacing ?? Self.defaultSpacing)
        switch position.place {
        case .top, .topLeading, .topTrailing:
            VStack(alignment: horizontal, spacing: gap) {
                ChartLegend(entries: legend)
                plot
            }
        case .leading:
            HStack(alignment: alignment?.vertical ?? .center, spacing: gap) {
                ChartLegend(entries: legend, vertical: true)
                plot
            }
        case .trailing:
            HStack(alignment: alignment?.vertical ?? .center, spacing: gap) {
                plot
                ChartLegend(entries: legend, vertical: true)
            }
        case .overlay:
            plot.overlay(alignment: alignment ?? .topLeading) { ChartLegend(entries: legend).padding(gap) }
        default:
            VStack(alignment: horizontal, spacing: gap) {
                plot
                ChartLegend(entries: legend)
            }
        }
    }

    /// Where along the top or bottom edge the legend goes: the alignment's, else the corner's,
    /// else the leading end.
    private var horizontal: HorizontalAlignment {
        if let alignment { return alignment.horizontal }
        switch position.place {
        case .topTrailing, .bottomTrailing: return .trailing
        default: return .leading
        }
    }
}
