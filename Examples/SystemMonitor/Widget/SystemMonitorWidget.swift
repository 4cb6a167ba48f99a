//  SystemMonitorWidget.swift — SystemMonitor (Glimpse example widget)
//  Status: Complete
//  Behaviour: WidgetKit "Widget" with a StaticConfiguration, small, medium and large.

import SwiftUI
import WidgetKit

struct SystemMonitorWidget: Widget {
    let kind = "SystemMonitorWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StatsProvider()) { entry in
            SystemMonitorEntryView(entry: entry)
        }
        .configurationDisplayName("System Monitor")
        .description("Load, memory, disk and uptime of this machine.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

struct SystemMonitorEntryView: View {
    @Environment(\.widgetFamily) var family
    let entry: StatsEntry

    var body: some View {
        Group {
            switch family {
            case .systemMedium:
                MediumMonitorView(stats: entry.stats, date: entry.date)
            case .systemLarge:
                LargeMonitorView(stats: entry.stats, date: entry.date)
            default:
                SmallMonitorView(stats: entry.stats)
            }
        }
        .containerBackground(for: .widget) {
            LinearGradient(
                colors: [Color(red: 0.10, green: 0.12, blue: 0.18), Color(red: 0.02, green: 0.03, blue: 0.06)],
                startPoint: .topLeading, endPoint: .bottomTrailing)
        }
    }
}
