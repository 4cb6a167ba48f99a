//  ExtensionBenchmark.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R17 and issue 9 "Fault suite": `glimpse bench extension` — for a real widget
//  bundle, the cold start to its first timeline, one request's round trip on a running process,
//  and the footprint (`Pss_Anon`, ProcessFootprint) of the bundle idle after answering. Medians
//  of several runs; a release build's figures are the ones to compare. Beside each time, the CPU
//  it took (the bundle's, and for a round trip the host's), which a machine shared with other
//  work changes far less than the wall-clock times (Docs/CLI.md "glimpse bench extension").

import Foundation
import GlimpseArchive

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Measures a widget bundle's process.
public enum ExtensionBenchmark {
    /// What one bundle measured.
    public struct Figures: Hashable, Sendable, CustomStringConvertible {
        /// The bundle's executable file name.
        public var bundle: String
        /// The widget and family asked for.
        public var kind: String
        public var family: String
        /// Median seconds from starting the process to its first timeline.
        public var coldStart: TimeInterval
        /// Median CPU seconds (user + system, every thread) of a bundle process that starts,
        /// answers its first timeline and exits at the end of its input.
        public var coldStartCPU: TimeInterval
        /// Median seconds of one timeline request to a running process.
        public var roundTrip: TimeInterval
        /// Mean CPU seconds the bundle spent on one of those requests.
        public var roundTripBundleCPU: TimeInterval
        /// Mean CPU seconds the host (this process: encoding, reading, decoding and checking)
        /// spent on one of those requests.
        public var roundTripHostCPU: TimeInterval
        /// `Pss_Anon` of the running bundle idle after its requests, in bytes.
        public var idleFootprint: Int

        public var description: String {
            String(
                format: "extension.%@  %@ %@: cold start to first timeline %6.1f ms (bundle CPU %.1f ms), "
                    + "round trip %6.2f ms (CPU: bundle %.2f ms, host %.2f ms), idle footprint %@",
                bundle, kind, family, coldStart * 1000, coldStartCPU * 1000, roundTrip * 1000,
                roundTripBundleCPU * 1000, roundTripHostCPU * 1000, ProcessFootprint.formatted(idleFootprint))
        }
    }

    /// Starts `bundle` `starts` times (first timeline each) and sends `requests` timeline
    /// requests to one running process, for its first widget in systemSmall (or its first family).
    /// - Throws: `HostError` from the bundle.
    public static func run(bundle: String, starts: Int = 5, requests: Int = 50) throws(HostError) -> Figures {
        let describer = try ExtensionProcess(executable: bundle)
        let description: BundleDescription
        do {
            description = try describer.describe()
            describer.terminate()
        } catch {
            describer.terminate()
            throw error
        }
        guard let widget = description.widgets.first, let first = widget.supportedFamilies.first else {
            throw HostError(.unknownKind, "bundle '\(describer.bundleName)' describes no widget")
        }
        let family = widget.supportedFamilies.contains("systemSmall") ? "systemSmall" : first
        var colds: [TimeInterval] = []
        var coldCPUs: [TimeInterval] = []
        for _ in 0..<max(1, starts) {
            let childrenBefore = CPUTime.reapedChildren()
            let began = DispatchTime.now().uptimeNanoseconds
            let process = try ExtensionProcess(executable: bundle)
            do {
                _ = try process.timeline(kind: widget.kind, family: family)
            } catch {
                process.terminate()
                throw error
            }
            colds.append(seconds(since: began))
            // Reaped by `terminate()`: its CPU is in this process's children's usage from then.
            process.terminate()
            coldCPUs.append(CPUTime.reapedChildren() - childrenBefore)
        }
        let process = try ExtensionProcess(executable: bundle)
        defer { process.terminate() }
        _ = try process.timeline(kind: widget.kind, family: family)
        var trips: [TimeInterval] = []
        let count = max(1, requests)
        let bundleBefore = CPUTime.threads(of: process.processIdentifier)
        let hostBefore = CPUTime.thisProcess()
        for _ in 0..<count {
            let began = DispatchTime.now().uptimeNanoseconds
            _ = try process.timeline(kind: widget.kind, family: family)
            trips.append(seconds(since: began))
        }
        let hostCPU = (CPUTime.thisProcess() - hostBefore) / Double(count)
        let bundleCPU = (CPUTime.threads(of: process.processIdentifier) - bundleBefore) / Double(count)
        // Idle: whatever the answers left behind, after a moment for the runtime to settle.
        Thread.sleep(forTimeInterval: 0.2)
        return Figures(
            bundle: process.bundleName, kind: widget.kind, family: family, coldStart: median(colds),
            coldStartCPU: median(coldCPUs), roundTrip: median(trips), roundTripBundleCPU: max(0, bundleCPU),
            roundTripHostCPU: hostCPU, idleFootprint: process.sampleFootprint() ?? 0)
    }

    private static func seconds(since began: UInt64) -> TimeInterval {
        Double(DispatchTime.now().uptimeNanoseconds - began) / 1e9
    }

    private static func median(_ values: [TimeInterval]) -> TimeInterval {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}

/// CPU time (user + system), in seconds.
enum CPUTime {
    /// This process's, every thread.
    static func thisProcess() -> TimeInterval {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// The children this process has reaped, together.
    static func reapedChildren() -> TimeInterval {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }

    /// The running threads of process `pid` (`/proc/PID/task/*/schedstat`, nanoseconds on the
    /// CPU); 0 where that is not readable. Threads that already ended are not counted.
    static func threads(of pid: Int32) -> TimeInterval {
        let folder = "/proc/\(pid)/task"
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var total = 0.0
        for task in tasks {
            guard let text = try? String(contentsOfFile: "\(folder)/\(task)/schedstat", encoding: .utf8),
                let field = text.split(separator: " ").first, let nanoseconds = Double(field)
            else { continue }
            total += nanoseconds / 1e9
        }
        return total
    }
}
