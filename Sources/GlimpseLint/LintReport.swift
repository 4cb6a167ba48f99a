//  LintReport.swift — GlimpseLint (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 "A checker for a good widget experience": the findings of one bundle, as
//  text for people (one block per finding: severity, rule, where, what; then the fix and the
//  source, indented) or as JSON for CI (`glimpse lint --json`).

public import Foundation

/// The result of checking one bundle.
public struct LintReport: Hashable, Codable, Sendable {
    /// The format this build writes: 1.
    public static let currentFormatVersion = 1

    public var formatVersion = LintReport.currentFormatVersion
    /// The bundle's name (its executable's).
    public var bundle: String
    /// The widget kinds checked, in the bundle's order.
    public var kinds: [String]
    public var findings: [LintFinding]
    /// Findings of each severity.
    public var errors: Int
    public var warnings: Int

    public init(bundle: String, kinds: [String], findings: [LintFinding]) {
        self.bundle = bundle
        self.kinds = kinds
        self.findings = findings
        errors = findings.count { $0.severity == .error }
        warnings = findings.count { $0.severity == .warning }
    }

    /// Whether any finding is an error (`glimpse lint` then exits 65).
    public var failed: Bool { errors > 0 }

    /// The report as `glimpse lint` prints it:
    /// ```
    /// warning text.minimumSize  Weather systemSmall snapshot
    ///   text "Updated" is 9 pt, smaller than 11 pt
    ///   fix: Use a text style …
    ///   source: Human Interface Guidelines, "Widgets" …
    ///
    /// Weather: 0 errors, 1 warning (2 widgets checked)
    /// ```
    public var text: String {
        var lines: [String] = []
        for finding in findings {
            let size = finding.dynamicTypeSize.map { "at \($0)" }
            let place = [finding.kind, finding.family, size, finding.entry].compactMap { $0 }.joined(separator: " ")
            lines.append("\(finding.severity.rawValue) \(finding.rule)  \(place)")
            lines.append("  \(finding.message)")
            lines.append("  fix: \(finding.fix)")
            lines.append("  source: \(finding.source)")
            lines.append("")
        }
        let widgets = kinds.count == 1 ? "1 widget" : "\(kinds.count) widgets"
        lines.append(
            "\(bundle): \(Self.count(errors, "error")), \(Self.count(warnings, "warning")) (\(widgets) checked)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as JSON (sorted keys, pretty-printed), for CI.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    private static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }
}
