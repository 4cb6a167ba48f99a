//  FootprintWarning.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 "Limits — Footprint": `glimpse preview` warns when a widget's bundle uses
//  more than 80 % of the footprint limit a host kills at (`HostSettings.footprintLimit`, 30 MB),
//  measured as iOS does (`Pss_Anon`, ProcessFootprint) every 50 ms while each of the widget's
//  requests is out and at its answer, as a host samples it (ExtensionProcess.samplesFootprint).

import GlimpseHost

/// A warning that a widget's footprint is near (or over) the limit.
struct FootprintWarning: Equatable {
    /// Above this share of the limit, preview warns: 80 %.
    static let nearShare = 0.8

    let kind: String
    let bytes: Int
    let limit: Int

    /// Nil when `bytes` is at most 80 % of `limit` (or there is no limit).
    init?(kind: String, bytes: Int, limit: Int) {
        guard limit > 0, Double(bytes) > Double(limit) * Self.nearShare else { return nil }
        self.kind = kind
        self.bytes = bytes
        self.limit = limit
    }

    /// One line for stderr.
    var text: String {
        let share = Int((Double(bytes) / Double(limit) * 100).rounded())
        let verdict = bytes > limit ? "over the limit: a host kills it" : "near the limit"
        return "Warning: widget '\(kind)' used \(ProcessFootprint.formatted(bytes)) of dirty memory (Pss_Anon), "
            + "\(share) % of the \(ProcessFootprint.formatted(limit)) footprint limit (\(verdict)); "
            + "keep images small and load them downsampled"
    }
}
