//  MediumMonitorView.swift — SystemMonitor (Glimpse example widget)
//  Status: Complete
//  Behaviour: systemMedium — load averages and uptime on the left, memory and disk on the right.

import SwiftUI

/// The medium widget: all three load averages, uptime, memory and disk in gigabytes.
struct MediumMonitorView: View {
    let stats: SystemStats
    let date: Date

    var body: some View {
        HStack(spacing: 14) {
            VStack(alignment: .leading, spacing: 4) {
                HStack(spacing: 5) {
                    Circle()
                        .fill(Color.loadTint(stats.loadAverage?.first, processors: stats.processorCount))
                        .frame(width: 7, height: 7)
                    Text(stats.hostName)
                        .font(.caption)
                        .fontWeight(.semibold)
                        .lineLimit(1)
                }
                Text(StatFormat.load(stats.loadAverage?.first))
                    .font(.system(size: 34, weight: .bold, design: .rounded))
                    .monospacedDigit()
                Text("load · \(stats.processorCount) cores")
                    .font(.caption2)
                    .foregroundStyle(.white.opacity(0.6))
                Spacer(minLength: 0)
                HStack(spacing: 8) {
                    LoadFigure(label: "5m", value: stats.loadAverage?[1])
                    LoadFigure(label: "15m", value: stats.loadAverage?[2])
                }
                Text("up \(StatFormat.uptime(stats.uptime))")
                    .font(.caption2)
                    .monospacedDigit()
                    .foregroundStyle(.white.opacity(0.6))
            }
            .fixedSize(horizontal: true, vertical: false)

            Divider()
                .overlay(Color.white.opacity(0.2))

            VStack(alignment: .leading, spacing: 10) {
                MeterRow(
                    title: "Memory", value: StatFormat.usage(used: memoryUsedBytes, total: stats.memoryTotal),
                    fraction: stats.memoryUsed, tint: .memoryTint)
                MeterRow(
                    title: "Disk /", value: StatFormat.usage(used: diskUsedBytes, total: stats.diskTotal),
                    fraction: stats.diskUsed, tint: .diskTint)
                Text(tasksLine)
                    .font(.caption2)
                    .monospacedDigit()
                    .foregroundStyle(.white.opacity(0.6))
                Spacer(minLength: 0)
                Text("Updated \(date.formatted(date: .omitted, time: .shortened))")
                    .font(.caption2)
                    .foregroundStyle(.white.opacity(0.5))
            }
            .layoutPriority(1)
        }
        .foregroundStyle(.white)
    }

    private var tasksLine: String {
        guard let running = stats.runningTasks, let total = stats.totalTasks else {
            return "\(StatFormat.missing) tasks"
        }
        return "\(total) tasks, \(running) running"
    }

    private var memoryUsedBytes: Int64? {
        guard let total = stats.memoryTotal, let available = stats.memoryAvailable else { return nil }
        return total - available
    }

    private var diskUsedBytes: Int64? {
        guard let total = stats.diskTotal, let free = stats.diskFree else { return nil }
        return total - free
    }
}

/// "5m 0.38": a secondary load average.
private struct LoadFigure: View {
    let label: String
    let value: Double?

    var body: some View {
        (Text(label).foregroundColor(.white.opacity(0.6)) + Text(" ") + Text(StatFormat.load(value)).bold())
            .font(.caption)
            .monospacedDigit()
    }
}
