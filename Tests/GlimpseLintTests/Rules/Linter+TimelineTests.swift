//  Linter+TimelineTests.swift — GlimpseLintTests (Glimpse)
//  Status: Complete
//  Behaviour: timeline.entriesTooClose under 5 minutes, timeline.reloadTooSoon for an .after
//  under 5 minutes, timeline.slow over the budget, timeline.budgetExhausted when the 24-hour
//  forecast has refusals.

import Foundation
import GlimpseArchive
import GlimpseLint
import Testing

struct LinterTimelineTests {
    private func entries(every seconds: Double, count: Int = 5) -> [(date: Date, archive: WidgetArchive)] {
        (0..<count).map {
            (LintFixtures.start.addingTimeInterval(Double($0) * seconds), LintFixtures.weather("\(70 + $0)°"))
        }
    }

    @Test(arguments: [
        (60.0, true),  // a minute apart
        (299, true),  // just under 5 minutes
        (300, false),  // 5 minutes
        (900, false),  // 15 minutes
    ])
    func entriesUnderFiveMinutesApartFire(spacing: Double, fires: Bool) {
        let family = LintFixtures.family(entries: entries(every: spacing))
        #expect(LintFixtures.rules(LintFixtures.widget(family)) == (fires ? ["timeline.entriesTooClose"] : []))
    }

    @Test func tooCloseFindingCountsTheGapsAndNamesTheSmallest() {
        var close = entries(every: 3600)
        close.append((LintFixtures.start.addingTimeInterval(30), LintFixtures.weather("75°")))
        let finding = Linter().findings(for: LintFixtures.widget(LintFixtures.family(entries: close))).first!
        #expect(finding.message == "1 of 5 gaps between entries are under 5 min; the smallest is 30 s")
    }

    @Test(arguments: [
        (60.0, true),  // .after(now + 1 min)
        (-60, true),  // a date already past
        (300, false),  // 5 minutes
        (3600, false),  // an hour
    ])
    func afterPolicyUnderFiveMinutesFires(seconds: Double, fires: Bool) {
        let family = LintFixtures.family(policy: .after(LintFixtures.start.addingTimeInterval(seconds)))
        #expect(LintFixtures.rules(LintFixtures.widget(family)) == (fires ? ["timeline.reloadTooSoon"] : []))
    }

    @Test func slowTimelineFiresOverTheBudget() {
        let family = LintFixtures.family(timelineSeconds: 6.2)
        #expect(LintFixtures.rules(LintFixtures.widget(family)) == ["timeline.slow"])
        #expect(LintFixtures.rules(LintFixtures.widget(family), linter: Linter(timelineBudget: 10)) == [])
        let finding = Linter().findings(for: LintFixtures.widget(family)).first!
        #expect(finding.message == "getTimeline took 6.2 s, over the budget of 5.0 s")
    }

    @Test func exhaustedBudgetIsAnError() {
        let forecast = LintForecast(budgetLimit: 72, chargedReloads: 72, refusedReloads: 216, firstRefusalAfter: 21_600)
        let findings = Linter().findings(for: LintFixtures.widget(forecast: forecast))
        #expect(findings.map(\.rule) == ["timeline.budgetExhausted"])
        #expect(findings[0].severity == .error)
        #expect(
            findings[0].message
                == "over 24 hours the policy uses all 72 reloads of the daily budget after 6 h; 216 more were refused "
                + "and the widget went stale")
    }

    @Test func noForecastMeansNoBudgetFinding() {
        #expect(LintFixtures.rules(LintFixtures.widget(forecast: nil)) == [])
    }
}
