//  ExtensionBenchmark.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R17 and issue 9 "Fault suite": `glimpse bench extension` — for a real widget
//  bundle, the cold start to its first timeline, one request's round trip on a running process,
//  and the footprint (`Pss_Anon`, ProcessFootprint) of the bundle idle after answering. Medians
//  of several runs; a release build's figures are the ones to compare.

import Foundation
import GlimpseArchive

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
        /// Median seconds of one timeline request to a running process.
        public var roundTrip: TimeInterval
        /// `Pss_Anon` of the running bundle idle after its requests, in bytes.
        public var idleFootprint: Int

        public var description: String {
            String(
                format: "extension.%@  %@ %@: cold start to first timeline %6.1f ms, round trip %6.2f ms, "
                    + "idle footprint %@",
                bundle, kind, family, coldStart * 1000, roundTrip * 1000, ProcessFootprint.formatted(idleFootprint))
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
        for _ in 0..<max(1, starts) {
            let began = DispatchTime.now().uptimeNanoseconds
            let process = try ExtensionProcess(executable: bundle)
            defer { process.terminate() }
            _ = try process.timeline(kind: widget.kind, family: family)
            colds.append(seconds(since: began))
        }
        let process = try ExtensionProcess(executable: bundle)
        defer { process.terminate() }
        _ = try process.timeline(kind: widget.kind, family: family)
        var trips: [TimeInterval] = []
        for _ in 0..<max(1, requests) {
            let began = DispatchTime.now().uptimeNanoseconds
            _ = try process.timeline(kind: widget.kind, family: family)
            trips.append(seconds(since: began))
        }
        // Idle: whatever the answers left behind, after a moment for the runtime to settle.
        Thread.sleep(forTimeInterval: 0.2)
        return Figures(
            bundle: process.bundleName, kind: widget.kind, family: family, coldStart: median(colds),
            roundTrip: median(trips), idleFootprint: process.sampleFootprint() ?? 0)
    }

    private static func seconds(since began: UInt64) -> TimeInterval {
        Double(DispatchTime.now().uptimeNanoseconds - began) / 1e9
    }

    private static func median(_ values: [TimeInterval]) -> TimeInterval {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}
