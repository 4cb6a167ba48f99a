//  Linter+BoundsTests.swift — GlimpseLintTests (Glimpse)
//  Status: Complete
//  Behaviour: layout.clipped for leaves past the canvas, layout.outsideMargins for leaves in the
//  content margins; a group's clip and contentMarginsDisabled() keep them quiet.

import GlimpseArchive
import GlimpseLint
import Testing

struct LinterBoundsTests {
    private func family(adding item: DisplayItem) -> LintFamily {
        var archive = LintFixtures.weather("70°")
        guard case .group(var content) = archive.content else { fatalError() }
        content.children.append(item)
        archive.content = .group(content)
        return LintFixtures.family(snapshot: archive)
    }

    private func rules(_ item: DisplayItem, marginsDisabled: Bool = false) -> [String] {
        LintFixtures.rules(LintFixtures.widget(family(adding: item), contentMarginsDisabled: marginsDisabled))
    }

    @Test func textPastTheEdgeIsClipped() {
        let item = LintFixtures.text("A very long headline", size: 15, at: Rect(x: 16, y: 60, width: 180, height: 18))
        #expect(rules(item) == ["layout.clipped"])
        let finding = Linter().findings(for: LintFixtures.widget(family(adding: item))).first!
        #expect(
            finding.message
                == "text \"A very long headline\" at (16, 60) 180×18 reaches 38 pt past the 158×158 widget and is cut off"
        )
    }

    @Test func textInTheMarginsIsOutsideMargins() {
        let item = LintFixtures.text("Edge", size: 13, at: Rect(x: 4, y: 60, width: 40, height: 16))
        #expect(rules(item) == ["layout.outsideMargins"])
    }

    @Test(arguments: [
        (12.0, false),  // 4 pt into the 16 pt margin: inside the 11 pt tight margin
        (11, false),  // on the tight margin
        (9.5, true),  // 6.5 pt in: closer to the edge than 11 pt
    ])
    func contentMayReachTheTightMargin(x: Double, fires: Bool) {
        let item = LintFixtures.text("Edge", size: 13, at: Rect(x: x, y: 60, width: 40, height: 16))
        #expect(rules(item) == (fires ? ["layout.outsideMargins"] : []))
    }

    @Test func outsideMarginsFindingSaysHowCloseToTheEdge() {
        let item = LintFixtures.text("Edge", size: 13, at: Rect(x: 4, y: 60, width: 40, height: 16))
        let finding = Linter().findings(for: LintFixtures.widget(family(adding: item))).first!
        #expect(
            finding.message
                == "text \"Edge\" at (4, 60) 40×16 comes within 4 pt of the widget's edge (content area (16, 16) "
                + "126×126, tight margin 11 pt)")
    }

    @Test func contentMarginsDisabledAllowsContentToTheEdge() {
        let item = LintFixtures.text("Edge", size: 13, at: Rect(x: 4, y: 60, width: 40, height: 16))
        #expect(rules(item, marginsDisabled: true) == [])
    }

    @Test func halfAPointOfRoundingIsAllowed() {
        let item = LintFixtures.text("Edge", size: 13, at: Rect(x: 15.5, y: 60, width: 40, height: 16))
        #expect(rules(item) == [])
    }

    @Test func groupClipCutsWhatWouldOverflow() {
        let wide = LintFixtures.text("A very long headline", size: 15, at: Rect(x: 16, y: 60, width: 180, height: 18))
        let clip = PathData([
            .move(to: Point(x: 16, y: 16)), .line(to: Point(x: 142, y: 16)), .line(to: Point(x: 142, y: 142)),
            .line(to: Point(x: 16, y: 142)), .closeSubpath,
        ])
        let group = DisplayItem.group(
            GroupItem(frame: Rect(x: 16, y: 16, width: 126, height: 126), children: [wide], clip: clip))
        #expect(rules(group) == [])
    }

    @Test func offsetMovesContentOutOfTheWidget() {
        let symbol = DisplayItem.symbol(
            SymbolItem(
                frame: Rect(x: 100, y: 100, width: 30, height: 30), name: "sun.max", pointSize: 24,
                paint: .color(RGBA(1, 0.8, 0))))
        let moved = DisplayItem.group(
            GroupItem(
                frame: Rect(x: 100, y: 100, width: 30, height: 30), children: [symbol], transform: .translation(40, 0)))
        #expect(rules(moved) == ["layout.clipped"])
    }

    @Test func containerBackgroundMayFillTheWidget() {
        // The fixture's background covers the whole 158×158 canvas: not content.
        #expect(LintFixtures.rules(LintFixtures.widget()) == [])
    }
}
