//  Linter+ConfigurationTests.swift — GlimpseLintTests (Glimpse)
//  Status: Complete
//  Behaviour: configuration.displayName, configuration.description and
//  background.containerBackground fire when missing and stay quiet otherwise.

import GlimpseArchive
import GlimpseLint
import Testing

struct LinterConfigurationTests {
    @Test func missingDisplayNameAndDescriptionAreWarnings() {
        let widget = LintFixtures.widget(displayName: " ", description: "")
        #expect(LintFixtures.rules(widget) == ["configuration.description", "configuration.displayName"])
        #expect(Linter().findings(for: widget).allSatisfy { $0.severity == .warning })
    }

    @Test func widgetWithoutContainerBackgroundIsAnError() {
        let bare = LintFixtures.weather("70°")
        var archive = bare
        archive.background = nil
        let family = LintFixtures.family(
            snapshot: archive, entries: [(LintFixtures.start, archive)])
        let findings = Linter().findings(for: LintFixtures.widget(family))
        #expect(findings.map(\.rule) == ["background.containerBackground"])
        #expect(findings[0].severity == .error)
        #expect(findings[0].family == "systemSmall")
    }

    @Test func nonRemovableBackgroundNeedsNoContainerBackground() {
        var archive = LintFixtures.weather("70°")
        archive.background = nil
        let family = LintFixtures.family(snapshot: archive, entries: [(LintFixtures.start, archive)])
        #expect(LintFixtures.rules(LintFixtures.widget(family, containerBackgroundRemovable: false)) == [])
    }

    @Test func accessoryInlineNeedsNoContainerBackground() {
        var archive = LintFixtures.weather("70°")
        archive.background = nil
        var family = LintFixtures.family(snapshot: archive, entries: [(LintFixtures.start, archive)])
        family.family = "accessoryInline"
        #expect(LintFixtures.rules(LintFixtures.widget(family)) == [])
    }

    @Test func watchWidgetsNeedNoContainerBackground() {
        var archive = LintFixtures.weather("70°")
        archive.background = nil
        var family = LintFixtures.family(snapshot: archive, entries: [(LintFixtures.start, archive)])
        family.platform = "watchOS"
        #expect(LintFixtures.rules(LintFixtures.widget(family)) == [])
    }
}
