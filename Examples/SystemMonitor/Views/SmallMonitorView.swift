//  SmallMonitorView.swift — SystemMonitor (Glimpse example widget)
//  Status: Complete
//  Behaviour: systemSmall — host, one-minute load, memory and disk meters.

import SwiftUI

/// The small widget: the load in large digits over two meters.
struct SmallMonitorView: View {
    let stats: SystemStats

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 5) {
                Circle()
                    .fill(Color.loadTint(stats.loadAverage?.first, processors: stats.processorCount))
                    .frame(width: 7, height: 7)
                Text(stats.hostName)
                    .font(.caption)
                    .fontWeight(.semibold)
                    .lineLimit(1)
                Spacer(minLength: 2)
                Text(StatFormat.uptime(stats.uptime))
                    .font(.caption2)
                    .monospacedDigit()
                    .foregroundStyle(.white.opacity(0.6))
            }
            VStack(alignment: .leading, spacing: 0) {
                Text(StatFormat.load(stats.loadAverage?.first))
                    .font(.system(size: 32, weight: .bold, design: .rounded))
                    .monospacedDigit()
                Text("load · \(stats.processorCount) cores")
                    .font(.caption2)
                    .foregroundStyle(.white.opacity(0.6))
            }
            Spacer(minLength: 0)
            MeterRow(
                title: "Mem", value: StatFormat.percent(stats.memoryUsed), fraction: stats.memoryUsed,
                tint: .memoryTint)
            MeterRow(
                title: "Disk", value: StatFormat.percent(stats.diskUsed), fraction: stats.diskUsed, tint: .diskTint)
        }
        .foregroundStyle(.white)
    }
}
