//  LinterTests.swift — GlimpseLintTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 "A checker for a good widget experience": a good widget passes every rule;
//  the bundle-wide footprint finding is present (an info note when not measured); a failed request is an error
//  with its method and code.

import Foundation
import GlimpseArchive
import GlimpseLint
import Testing

struct LinterTests {
    @Test func goodWidgetPassesEveryRule() {
        #expect(LintFixtures.rules(LintFixtures.widget()) == [])
    }

    @Test func bundleFindingsEndWithTheFootprintNotMeasured() {
        let findings = Linter().findings(for: [LintFixtures.widget()])
        #expect(findings.map(\.rule) == ["process.footprint"])
        #expect(findings[0].severity == .info)
        #expect(findings[0].message.hasPrefix("not measured"))
    }

    @Test func failedRequestIsAnErrorNamingTheMethodAndCode() {
        let family = LintFixtures.family(
            entries: [], timelineSeconds: nil,
            failures: [LintFailure(method: "timeline", code: "timeout", message: "no answer in 10 s")])
        let findings = Linter().findings(for: LintFixtures.widget(family))
        let failure = findings.first { $0.rule == "provider.failed" }
        #expect(failure?.severity == .error)
        #expect(failure?.entry == "timeline")
        #expect(failure?.message == "timeline failed (timeout): no answer in 10 s")
    }

    @Test func everyRuleHasAFixAndAnAppleSource() {
        for rule in LintRule.all {
            #expect(!rule.fix.isEmpty, "\(rule.id)")
            #expect(rule.source.contains("https://developer.apple.com/"), "\(rule.id)")
        }
        #expect(Set(LintRule.all.map(\.id)).count == LintRule.all.count)
    }

    @Test func findingCarriesItsRulesSeverityFixAndSource() {
        let widget = LintFixtures.widget(displayName: "")
        let finding = Linter().findings(for: widget).first!
        #expect(finding.rule == LintRule.displayName.id)
        #expect(finding.severity == .warning)
        #expect(finding.fix == LintRule.displayName.fix)
        #expect(finding.source == LintRule.displayName.source)
        #expect(finding.kind == "Weather")
        #expect(finding.family == nil)
    }
}
