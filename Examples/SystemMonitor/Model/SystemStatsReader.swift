//  SystemStatsReader.swift — SystemMonitor (Glimpse example widget)
//  Status: Complete
//  Behaviour: proc(5) for /proc/loadavg, /proc/meminfo and /proc/uptime; statvfs(3) of "/"
//  through FileManager.attributesOfFileSystem. Missing or unreadable sources give nil.

import Foundation

/// Reads `SystemStats` from the running system.
enum SystemStatsReader {
    static func read(procRoot: String = "/proc") -> SystemStats {
        let memory = readMemory(at: "\(procRoot)/meminfo")
        let disk = readDisk(path: "/")
        let tasks = readTasks(at: "\(procRoot)/loadavg")
        return SystemStats(
            loadAverage: readLoadAverage(at: "\(procRoot)/loadavg"),
            runningTasks: tasks?.running, totalTasks: tasks?.total,
            memoryTotal: memory?.total, memoryAvailable: memory?.available,
            uptime: readUptime(at: "\(procRoot)/uptime"),
            diskTotal: disk?.total, diskFree: disk?.free,
            hostName: ProcessInfo.processInfo.hostName,
            processorCount: ProcessInfo.processInfo.activeProcessorCount)
    }

    /// "0.52 0.58 0.59 1/467 12345" → [0.52, 0.58, 0.59].
    static func readLoadAverage(at path: String) -> [Double]? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        let values = text.split(separator: " ").prefix(3).compactMap { Double($0) }
        return values.count == 3 ? values : nil
    }

    /// "0.52 0.58 0.59 1/467 12345" → (1, 467).
    static func readTasks(at path: String) -> (running: Int, total: Int)? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count >= 4 else { return nil }
        let counts = fields[3].split(separator: "/").compactMap { Int($0) }
        return counts.count == 2 ? (counts[0], counts[1]) : nil
    }

    /// "MemTotal:  16318012 kB" and "MemAvailable:  9123456 kB", in bytes.
    static func readMemory(at path: String) -> (total: Int64, available: Int64)? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        var fields: [String: Int64] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count >= 2, let kibibytes = Int64(parts[1]) else { continue }
            fields[String(parts[0].dropLast())] = kibibytes * 1024
        }
        guard let total = fields["MemTotal"], let available = fields["MemAvailable"] else { return nil }
        return (total, available)
    }

    /// "350735.47 234388.90": seconds since boot, then idle seconds.
    static func readUptime(at path: String) -> TimeInterval? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
            let first = text.split(separator: " ").first
        else { return nil }
        return TimeInterval(first.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    static func readDisk(path: String) -> (total: Int64, free: Int64)? {
        guard let attributes = try? FileManager.default.attributesOfFileSystem(forPath: path),
            let total = (attributes[.systemSize] as? NSNumber)?.int64Value,
            let free = (attributes[.systemFreeSize] as? NSNumber)?.int64Value
        else { return nil }
        return (total, free)
    }
}
