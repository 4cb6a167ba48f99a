//  LargeMonitorView.swift — SystemMonitor (Glimpse example widget)
//  Status: Complete
//  Behaviour: systemLarge — the medium widget's figures, and below them a Swift Charts bar
//  chart of the three load averages against the number of cores (a dashed rule): a load
//  above the rule means processes wait for a core.

import Charts
import SwiftUI

/// The large widget: the medium figures and a chart of the load averages.
struct LargeMonitorView: View {
    let stats: SystemStats
    let date: Date

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            MediumMonitorView(stats: stats, date: date)
                .frame(height: 130)
            Divider()
                .overlay(Color.white.opacity(0.2))
            Text("Load average")
                .font(.caption)
                .fontWeight(.semibold)
                .foregroundStyle(.white)
            LoadChart(stats: stats)
        }
    }
}

/// Bars of the 1-, 5- and 15-minute load averages, and a rule at the core count.
private struct LoadChart: View {
    let stats: SystemStats

    private var loads: [(label: String, value: Double)] {
        zip(["1 min", "5 min", "15 min"], stats.loadAverage ?? []).map { ($0, $1) }
    }

    var body: some View {
        Chart {
            ForEach(loads, id: \.label) { load in
                BarMark(x: .value("Span", load.label), y: .value("Load", load.value))
                    .foregroundStyle(Color.loadTint(load.value, processors: stats.processorCount).gradient)
                    .cornerRadius(4)
                    .annotation(position: .top) {
                        Text(StatFormat.load(load.value))
                            .font(.caption2)
                            .monospacedDigit()
                            .foregroundStyle(.white.opacity(0.8))
                    }
            }
            RuleMark(y: .value("Cores", stats.processorCount))
                .foregroundStyle(.white.opacity(0.6))
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                .annotation(position: .top, alignment: .leading) {
                    Text("\(stats.processorCount) cores")
                        .font(.caption2)
                        .foregroundStyle(.white.opacity(0.6))
                }
        }
        .foregroundStyle(.white)
    }
}
