//  SystemStats.swift — SystemMonitor (Glimpse example widget)
//  Status: Complete
//  Behaviour: a snapshot of the machine: load average, memory, uptime and disk. Every figure
//  is optional, so a machine without /proc (or a file that cannot be read) shows "—".

import Foundation

/// What the widget shows about the machine it runs on.
struct SystemStats: Hashable, Sendable {
    /// Run-queue length averaged over 1, 5 and 15 minutes (`/proc/loadavg`).
    var loadAverage: [Double]?
    /// Scheduling entities running now and in total (`/proc/loadavg`, fourth field).
    var runningTasks: Int?
    var totalTasks: Int?
    /// Bytes of memory in total and available to new programs (`/proc/meminfo`).
    var memoryTotal: Int64?
    var memoryAvailable: Int64?
    /// Seconds since boot (`/proc/uptime`).
    var uptime: TimeInterval?
    /// Bytes on the root file system in total and free.
    var diskTotal: Int64?
    var diskFree: Int64?
    var hostName: String
    var processorCount: Int

    /// Fraction of memory in use, 0…1.
    var memoryUsed: Double? {
        guard let memoryTotal, let memoryAvailable, memoryTotal > 0 else { return nil }
        return Double(memoryTotal - memoryAvailable) / Double(memoryTotal)
    }

    /// Fraction of the root file system in use, 0…1.
    var diskUsed: Double? {
        guard let diskTotal, let diskFree, diskTotal > 0 else { return nil }
        return Double(diskTotal - diskFree) / Double(diskTotal)
    }

    /// A machine we know nothing about, for the gallery placeholder.
    static let sample = SystemStats(
        loadAverage: [0.42, 0.38, 0.30], runningTasks: 1, totalTasks: 312,
        memoryTotal: 16 << 30, memoryAvailable: 9 << 30, uptime: 3 * 86_400 + 4 * 3600,
        diskTotal: 256 << 30, diskFree: 98 << 30, hostName: "glimpse", processorCount: 4)
}
