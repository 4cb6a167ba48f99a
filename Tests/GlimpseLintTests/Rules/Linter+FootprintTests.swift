//  Linter+FootprintTests.swift — GlimpseLintTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 "a footprint near the limit": `process.footprint` is an info note with the
//  figure up to 80 % of the limit, a warning above it, an error over the limit, and an info note
//  when nothing was measured.

import GlimpseLint
import Testing

struct LinterFootprintTests {
    static let limit = 30 * 1_048_576

    static let prefix = "the bundle used at most "

    @Test(arguments: [
        // well within: an info note with the figure
        (4_718_592, LintSeverity.info, "4.5 MB of dirty memory (Pss_Anon), 15 % of the 30.0 MB limit"),
        // exactly 80 %: still a note
        (25_165_824, .info, "24.0 MB of dirty memory (Pss_Anon), 80 % of the 30.0 MB limit"),
        // 87 %: near the limit
        (27_262_976, .warning, "26.0 MB of dirty memory (Pss_Anon), 87 % of the 30.0 MB limit: near the limit"),
        // over the limit: a host kills it
        (
            41_943_040, .error,
            "40.0 MB of dirty memory (Pss_Anon), 133 % of the 30.0 MB limit: a host kills it (as jetsam does)"
        ),
    ])
    func footprintIsGradedAgainstTheLimit(bytes: Int, severity: LintSeverity, message: String) {
        let findings = Linter().findings(
            for: [LintFixtures.widget()], footprint: LintFootprint(bytes: bytes, limit: Self.limit))
        #expect(findings.map(\.rule) == ["process.footprint"])
        #expect(findings.last?.severity == severity)
        #expect(findings.last?.message == Self.prefix + message)
        #expect(findings.last?.kind == "*")
    }

    @Test func anUnmeasuredFootprintIsAnInfoNote() {
        let finding = Linter().findings(for: [], footprint: nil).last
        #expect(finding?.severity == .info)
        #expect(finding?.message.hasPrefix("not measured") == true)
    }
}
