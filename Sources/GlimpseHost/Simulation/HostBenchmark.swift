//  HostBenchmark.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R17 — `glimpse bench host`: a fixed workload (N instances over 10 bundles,
//  four reload policies, 24 simulated hours, an in-process provider, no processes) replayed on
//  the simulated clock; reports wall time and the host's memory per instance, measured like
//  iOS's footprint (`Pss_Anon` of /proc/self/smaps_rollup, ARCHITECTURE.md).

import Foundation
import GlimpseArchive

/// Replays many instances for a day and measures the host.
public enum HostBenchmark {
    /// What one run measured.
    public struct Figures: Hashable, Sendable, CustomStringConvertible {
        public var instances: Int
        /// Simulated seconds replayed.
        public var simulated: TimeInterval
        /// Real seconds the replay took (instances added and every wake-up run).
        public var wallTime: TimeInterval
        /// Steps the host ran (wake-ups).
        public var steps: Int
        public var reloadsGranted: Int
        public var reloadsRefused: Int
        /// Bundle sessions (provider calls batched per bundle).
        public var sessions: Int
        /// Growth of `Pss_Anon` over the run, divided by `instances`, in bytes (archives are shared
        /// by all entries, so this is the host's own memory per instance).
        public var anonymousBytesPerInstance: Double
        /// Growth of the resident set over the run, divided by `instances`, in bytes.
        public var residentBytesPerInstance: Double

        public var description: String {
            String(
                format:
                    "host.replay.%dk  %6d instances × %.0f h: %7.2f s wall, %8d steps, %8d reloads (%d refused), "
                    + "%7d sessions, %6.1f KB/instance Pss_Anon, %6.1f KB/instance RSS",
                instances / 1000, instances, simulated / 3600, wallTime, steps, reloadsGranted, reloadsRefused,
                sessions, anonymousBytesPerInstance / 1024, residentBytesPerInstance / 1024)
        }
    }

    /// Replays `instances` instances for `duration` simulated seconds.
    ///
    /// Instance `i` belongs to bundle `i % 10` and follows policy `i % 4`: `.after(+15 min)` with one
    /// entry (its budget runs out at 18 h), `.atEnd` with four entries 15 minutes apart, `.after(+1 h)`
    /// with two entries, or `.never` (first load only). Policy dates get `i % 60` seconds of jitter,
    /// so reloads spread out and coalesce per bundle.
    /// - Parameter store: Persist everything there too (nil: memory only, the default).
    public static func run(
        instances: Int, duration: TimeInterval = 86_400, store: HostStore? = nil
    ) throws(HostError) -> Figures {
        let start = Date(timeIntervalSince1970: 1_717_200_000)
        let before = MemoryFigures.current()
        let began = DispatchTime.now().uptimeNanoseconds
        let clock = SimulatedClock(start: start)
        let host = try WidgetHost(source: BenchmarkSource(), clock: clock, store: store)
        for index in 0..<instances {
            try host.addInstance(bundle: "/bench/Bundle\(index % 10)", kind: "Bench", family: .systemSmall)
        }
        let end = start.addingTimeInterval(duration)
        var figures = Figures(
            instances: instances, simulated: duration, wallTime: 0, steps: 0, reloadsGranted: 0, reloadsRefused: 0,
            sessions: 0, anonymousBytesPerInstance: 0, residentBytesPerInstance: 0)
        while true {
            let step = host.runDue()
            figures.steps += 1
            figures.reloadsGranted += step.granted
            figures.reloadsRefused += step.refused
            figures.sessions += step.sessions
            guard let next = host.nextWakeUp(), next <= end else { break }
            clock.jump(to: next)
        }
        figures.wallTime = Double(DispatchTime.now().uptimeNanoseconds - began) / 1e9
        let after = MemoryFigures.current()
        withExtendedLifetime(host) {}
        let count = Double(max(instances, 1))
        figures.anonymousBytesPerInstance = Double(after.anonymous - before.anonymous) / count
        figures.residentBytesPerInstance = Double(after.resident - before.resident) / count
        return figures
    }
}

/// The benchmark's provider: answers at once with entries sharing one archive.
private struct BenchmarkSource: TimelineSource {
    static let archive = WidgetArchive(
        size: Size(width: 158, height: 158),
        content: .group(GroupItem(frame: Rect(x: 0, y: 0, width: 158, height: 158), children: [])))

    func timelines(bundle: String, requests: [TimelineRequest], timeout: TimeInterval)
        -> [Result<FetchedTimeline, HostError>]
    {
        requests.map { request in
            let now = request.time
            let jitter = TimeInterval(request.instance.rawValue % 60)
            func entries(_ count: Int, every step: TimeInterval) -> [ArchivedEntry] {
                (0..<count).map {
                    ArchivedEntry(date: now.addingTimeInterval(Double($0) * step), archives: [Self.archive])
                }
            }
            switch request.instance.rawValue % 4 {
            case 0: return .success(FetchedTimeline(entries: entries(1, every: 0), policy: .after(now + 900 + jitter)))
            case 1: return .success(FetchedTimeline(entries: entries(4, every: 900 + jitter), policy: .atEnd))
            case 2:
                return .success(FetchedTimeline(entries: entries(2, every: 1800), policy: .after(now + 3600 + jitter)))
            default: return .success(FetchedTimeline(entries: entries(1, every: 0), policy: .never))
            }
        }
    }
}

/// The process's memory as /proc/self/smaps_rollup reports it, in bytes.
struct MemoryFigures {
    var anonymous: Int = 0
    var resident: Int = 0

    static func current() -> MemoryFigures {
        var figures = MemoryFigures()
        guard let text = try? String(contentsOfFile: "/proc/self/smaps_rollup", encoding: .utf8) else { return figures }
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count >= 2, let kilobytes = Int(parts[1]) else { continue }
            if parts[0] == "Pss_Anon:" { figures.anonymous = kilobytes * 1024 }
            if parts[0] == "Rss:" { figures.resident = kilobytes * 1024 }
        }
        return figures
    }
}
