//  StatFormat.swift — SystemMonitor (Glimpse example widget)
//  Status: Complete
//  Behaviour: short, fixed-width text for figures; "—" for a figure that could not be read.

import Foundation

/// Formats the widget's figures.
enum StatFormat {
    static let missing = "—"

    /// 0.4213 → "0.42".
    static func load(_ value: Double?) -> String {
        guard let value else { return missing }
        return String(format: "%.2f", value)
    }

    /// 0.6312 → "63%".
    static func percent(_ fraction: Double?) -> String {
        guard let fraction else { return missing }
        return "\(Int((fraction * 100).rounded()))%"
    }

    /// Bytes in binary gigabytes with one decimal: 17_179_869_184 → "16.0 GB".
    static func gigabytes(_ bytes: Int64?) -> String {
        guard let bytes else { return missing }
        let value = Double(bytes) / Double(1 << 30)
        return value >= 100 ? String(format: "%.0f GB", value) : String(format: "%.1f GB", value)
    }

    /// "used of total": "6.1 / 15.6 GB".
    static func usage(used: Int64?, total: Int64?) -> String {
        guard let used, let total else { return missing }
        let usedText = gigabytes(used).replacingOccurrences(of: " GB", with: "")
        return "\(usedText) / \(gigabytes(total))"
    }

    /// 273_600 s → "3d 4h"; 3_900 s → "1h 5m".
    static func uptime(_ seconds: TimeInterval?) -> String {
        guard let seconds, seconds >= 0 else { return missing }
        let minutes = Int(seconds) / 60
        let (days, hours, mins) = (minutes / 1440, minutes / 60 % 24, minutes % 60)
        if days > 0 { return "\(days)d \(hours)h" }
        if hours > 0 { return "\(hours)h \(mins)m" }
        return "\(mins)m"
    }
}
