//  Linter+PlaceholderTests.swift — GlimpseLintTests (Glimpse)
//  Status: Complete
//  Behaviour: placeholder.empty when the placeholder draws nothing; placeholder.realData when its
//  text is the timeline's (the snapshot's without a timeline); live dates are not data.

import Foundation
import GlimpseArchive
import GlimpseLint
import Testing

struct LinterPlaceholderTests {
    @Test func placeholderThatDrawsNothingFires() {
        let empty = LintFixtures.archive([])
        let findings = Linter().findings(for: LintFixtures.widget(LintFixtures.family(placeholder: empty)))
        #expect(findings.map(\.rule) == ["placeholder.empty"])
        #expect(findings[0].entry == "placeholder")
    }

    @Test func placeholderWithTheTimelinesTextFires() {
        let family = LintFixtures.family(placeholder: LintFixtures.weather("70°"))
        let findings = Linter().findings(for: LintFixtures.widget(family))
        #expect(findings.map(\.rule) == ["placeholder.realData"])
        #expect(
            findings[0].message
                == "the placeholder shows the same text as the timeline (\"Cupertino\", \"70°\", \"Sunny\")")
    }

    @Test func placeholderWithTheSnapshotsTextFiresWhenThereIsNoTimeline() {
        let family = LintFixtures.family(
            placeholder: LintFixtures.weather("68°"), entries: [], timelineSeconds: nil,
            failures: [LintFailure(method: "timeline", code: "providerFailed", message: "offline")])
        #expect(LintFixtures.rules(LintFixtures.widget(family)) == ["placeholder.realData", "provider.failed"])
    }

    @Test func sampleDataPlaceholderPasses() {
        #expect(LintFixtures.rules(LintFixtures.widget()) == [])
    }

    @Test func liveDatesAreNotComparedAsData() {
        let clock = LiveDate(style: .time, date: LintFixtures.start)
        let withTime = { (city: String) in
            LintFixtures.archive([
                LintFixtures.text(city, size: 13, at: Rect(x: 16, y: 16, width: 80, height: 16)),
                LintFixtures.text("9:41", size: 30, at: Rect(x: 16, y: 40, width: 80, height: 36), live: clock),
            ])
        }
        let family = LintFixtures.family(
            placeholder: withTime("City"), snapshot: withTime("Paris"),
            entries: [(LintFixtures.start, withTime("Paris"))])
        #expect(LintFixtures.rules(LintFixtures.widget(family)) == [])
    }
}
