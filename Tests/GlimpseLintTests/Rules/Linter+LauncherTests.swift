//  Linter+LauncherTests.swift — GlimpseLintTests (Glimpse)
//  Status: Complete
//  Behaviour: content.launcherOnly fires for an icon and a name that open the app, and not for a
//  widget with information, several links, an intent or a live date, nor for a family whose
//  timeline failed (no entries).

import Foundation
import GlimpseArchive
import GlimpseLint
import Testing

struct LinterLauncherTests {
    private static let icon = DisplayItem.symbol(
        SymbolItem(
            frame: Rect(x: 50, y: 40, width: 58, height: 58), name: "note.text", pointSize: 48,
            paint: .color(RGBA(1, 1, 1))))

    private func launcher(_ extra: [DisplayItem] = [], url: String? = "notes://") -> WidgetArchive {
        LintFixtures.archive(
            [Self.icon, LintFixtures.text("Open Notes", size: 15, at: Rect(x: 40, y: 110, width: 80, height: 18))]
                + extra,
            url: url)
    }

    private func rules(_ archive: WidgetArchive) -> [String] {
        let family = LintFixtures.family(
            placeholder: LintFixtures.archive([Self.icon]), snapshot: archive, entries: [(LintFixtures.start, archive)],
            policy: .never)
        return LintFixtures.rules(LintFixtures.widget(family))
    }

    @Test func iconAndNameThatOpenTheAppFire() {
        #expect(rules(launcher()) == ["content.launcherOnly"])
    }

    @Test func launcherFindingNamesTheLabelAndTheDestination() {
        let family = LintFixtures.family(
            placeholder: LintFixtures.archive([Self.icon]), snapshot: launcher(),
            entries: [(LintFixtures.start, launcher())])
        let finding = Linter().findings(for: LintFixtures.widget(family)).first!
        #expect(finding.message == "the widget shows no information beyond \"Open Notes\" and only opens 'notes://'")
    }

    @Test func aFamilyWhoseTimelineFailedIsNotJudgedOnItsSnapshotAlone() {
        // A gauge's snapshot with one short text, and no entries: the failure is the finding.
        let family = LintFixtures.family(
            placeholder: LintFixtures.archive([Self.icon]), snapshot: launcher(), entries: [])
        #expect(!LintFixtures.rules(LintFixtures.widget(family)).contains("content.launcherOnly"))
    }

    @Test func aSecondTextIsInformation() {
        let count = LintFixtures.text("3 notes today", size: 13, at: Rect(x: 20, y: 20, width: 100, height: 16))
        #expect(rules(launcher([count])) == [])
    }

    @Test func twoDestinationsAreNotALauncher() {
        var archive = launcher()
        archive.hitRegions = [HitRegion(frame: Rect(x: 16, y: 16, width: 60, height: 60), url: "notes://new")]
        #expect(rules(archive) == [])
    }

    @Test func anIntentButtonIsNotALauncher() {
        var archive = launcher()
        archive.hitRegions = [
            HitRegion(
                frame: Rect(x: 16, y: 16, width: 60, height: 60),
                intent: IntentAction(type: "NewNote", title: "New note"))
        ]
        #expect(rules(archive) == [])
    }

    @Test func aLiveDateIsInformation() {
        let clock = LintFixtures.text(
            "9:41", size: 20, at: Rect(x: 20, y: 20, width: 60, height: 24),
            live: LiveDate(style: .time, date: LintFixtures.start))
        let archive = LintFixtures.archive([Self.icon, clock], url: "clock://")
        #expect(rules(archive) == [])
    }

    @Test func aPhotoIsInformation() {
        let photo = DisplayItem.image(ImageItem(frame: Rect(x: 16, y: 16, width: 126, height: 100), hash: "cat"))
        let caption = LintFixtures.text("Biscuit", size: 13, at: Rect(x: 16, y: 120, width: 60, height: 16))
        #expect(rules(LintFixtures.archive([photo, caption])) == [])
    }

    @Test func aPhotoInTheContainerBackgroundIsInformation() {
        var archive = launcher()
        archive.background = .image(ImageItem(frame: Rect(x: 0, y: 0, width: 158, height: 158), hash: "cat"))
        #expect(rules(archive) == [])
    }

    @Test func entriesThatChangeAreInformation() {
        let photos = (0..<3).map { index in
            LintFixtures.archive([
                .image(ImageItem(frame: Rect(x: 50, y: 40, width: 40, height: 40), hash: "badge-\(index)"))
            ])
        }
        let family = LintFixtures.family(
            placeholder: LintFixtures.archive([Self.icon]), snapshot: photos[0],
            entries: photos.enumerated().map {
                (LintFixtures.start.addingTimeInterval(Double($0.offset) * 3600), $0.element)
            })
        #expect(LintFixtures.rules(LintFixtures.widget(family)) == [])
    }
}
