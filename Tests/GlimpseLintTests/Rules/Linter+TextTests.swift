//  Linter+TextTests.swift — GlimpseLintTests (Glimpse)
//  Status: Complete
//  Behaviour: text.minimumSize — runs under 11 pt fire (scaled by scaleEffect), 11 pt does not;
//  one finding per family naming the smallest run.

import GlimpseArchive
import GlimpseLint
import Testing

struct LinterTextTests {
    private func family(withText size: Double, scale: Double = 1) -> LintFamily {
        var archive = LintFixtures.weather("70°")
        let small = LintFixtures.text("Updated 9:41", size: size, at: Rect(x: 16, y: 100, width: 70, height: 12))
        let scaled = DisplayItem.group(
            GroupItem(
                frame: Rect(x: 16, y: 100, width: 70, height: 12), children: [small],
                transform: Transform(a: scale, b: 0, c: 0, d: scale, tx: 16 * (1 - scale), ty: 100 * (1 - scale))))
        guard case .group(var content) = archive.content else { fatalError() }
        content.children.append(scaled)
        archive.content = .group(content)
        return LintFixtures.family(snapshot: archive)
    }

    @Test(arguments: [
        (10.9, 1.0, true),  // just under
        (11, 1.0, false),  // the limit itself
        (9, 1.0, true),  // caption-sized custom font
        (16, 0.6, true),  // scaleEffect(0.6) makes 16 pt into 9.6 pt
        (10, 1.2, false),  // scaled up past the limit
    ])
    func textUnderElevenPointsFires(size: Double, scale: Double, fires: Bool) {
        let findings = Linter().findings(for: LintFixtures.widget(family(withText: size, scale: scale)))
        #expect(findings.map(\.rule) == (fires ? ["text.minimumSize"] : []))
    }

    @Test func findingNamesTheSmallestRunAndItsSize() {
        let finding = Linter().findings(for: LintFixtures.widget(family(withText: 9))).first!
        #expect(finding.entry == "snapshot")
        #expect(finding.message == "text \"Updated 9:41\" is 9 pt, smaller than 11 pt")
    }
}
