//  StatsEntry.swift — SystemMonitor (Glimpse example widget)
//  Status: Complete
//  Behaviour: one timeline entry: the machine's figures read at `date`.

import Foundation
import WidgetKit

struct StatsEntry: TimelineEntry {
    let date: Date
    let stats: SystemStats
}
