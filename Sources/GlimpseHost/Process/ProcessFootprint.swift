//  ProcessFootprint.swift — GlimpseHost (Glimpse)
//  Status: Complete on Linux (nil elsewhere)
//  Behaviour: issue 9 "Limits": a process's footprint as iOS counts it — its dirty anonymous
//  memory, `Pss_Anon` of /proc/PID/smaps_rollup (Docs/Architecture.md "The host's rules"), not
//  its RSS: fonts and libraries are clean shared pages.

import Foundation

/// Reads a process's footprint.
public enum ProcessFootprint {
    /// The dirty anonymous memory of process `pid` in bytes (`Pss_Anon`), or nil when the process
    /// is gone or the kernel has no smaps_rollup (before Linux 4.14, or not Linux).
    /// - Complexity: one read of a small /proc file; the kernel walks the process's page tables.
    public static func bytes(of pid: Int32) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/smaps_rollup", encoding: .utf8) else {
            return nil
        }
        return bytes(inRollup: text)
    }

    /// The `Pss_Anon` figure of a smaps_rollup text, in bytes.
    static func bytes(inRollup text: String) -> Int? {
        for line in text.split(separator: "\n") where line.hasPrefix("Pss_Anon:") {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count >= 2, let kilobytes = Int(parts[1]) else { return nil }
            return kilobytes * 1024
        }
        return nil
    }

    /// "4.5 MB", "212.3 MB": bytes in MB of 2²⁰ bytes, one decimal.
    public static func formatted(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }
}
