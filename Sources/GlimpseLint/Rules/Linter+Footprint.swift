//  Linter+Footprint.swift — GlimpseLint (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 "a footprint near the limit": the bundle's largest dirty anonymous memory
//  (`Pss_Anon`, sampled as `glimpse host` samples it) against the limit a host kills at (30 MB,
//  as iOS's jetsam kills a widget extension). Above 80 % a warning, above the limit an error,
//  otherwise an info note with the figure.

/// A bundle's measured footprint, for `process.footprint`.
public struct LintFootprint: Hashable, Sendable {
    /// The largest `Pss_Anon` sampled after the bundle's requests, bytes.
    public var bytes: Int
    /// The footprint a host kills the bundle at, bytes (`HostSettings.footprintLimit`).
    public var limit: Int

    public init(bytes: Int, limit: Int) {
        self.bytes = bytes
        self.limit = limit
    }
}

extension Linter {
    /// Above this share of the limit `process.footprint` warns: 0.8 (as `glimpse preview` does).
    public static let footprintNearShare = 0.8

    /// The one `process.footprint` finding of a bundle.
    func footprintFinding(_ footprint: LintFootprint?) -> LintFinding {
        guard let footprint, footprint.limit > 0 else {
            var note = LintFinding(
                .footprint, kind: "*", message: "not measured: the bundle's memory could not be read")
            note.severity = .info
            return note
        }
        let share = Double(footprint.bytes) / Double(footprint.limit)
        let figure =
            "the bundle used at most \(Self.megabytes(footprint.bytes)) of dirty memory (Pss_Anon), "
            + "\(Int((share * 100).rounded())) % of the \(Self.megabytes(footprint.limit)) limit"
        var finding: LintFinding
        if share > 1 {
            finding = LintFinding(.footprint, kind: "*", message: figure + ": a host kills it (as jetsam does)")
            finding.severity = .error
        } else if share > Self.footprintNearShare {
            finding = LintFinding(.footprint, kind: "*", message: figure + ": near the limit")
        } else {
            finding = LintFinding(.footprint, kind: "*", message: figure)
            finding.severity = .info
        }
        return finding
    }

    /// "4.5 MB": bytes in MB of 2²⁰ bytes, one decimal.
    private static func megabytes(_ bytes: Int) -> String {
        let tenths = (Double(bytes) / 1_048_576 * 10).rounded()
        return "\(Int(tenths) / 10).\(Int(tenths) % 10) MB"
    }
}
