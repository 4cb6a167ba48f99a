//  StepsWidgetSnapshotTests.swift — SnapshotDemoTests (Glimpse example)
//  Status: Complete
//  Behaviour: Docs/Testing.md — snapshot tests of a widget as a widget author writes them: the
//  pictures of each place, the display list as text, what the locked Lock Screen shows, and the
//  provider's timeline on a simulated clock. References are in __Snapshots__/ beside this file.

import Foundation
import GlimpseTesting
import SwiftUI
import Testing
import WidgetKit

@testable import SnapshotDemo

struct StepsWidgetSnapshotTests {
    @Test func smallWidgetOnTheHomeScreen() {
        assertSnapshot(of: StepsWidgetView(entry: .sample), as: .widget(family: .systemSmall))
    }

    @Test func smallWidgetInEveryAppearance() {
        let view = StepsWidgetView(entry: .sample)
        assertSnapshot(of: view, as: .widget(family: .systemSmall, colorScheme: .dark), named: "dark")
        assertSnapshot(of: view, as: .widget(family: .systemSmall, renderingMode: .accented), named: "tinted")
        assertSnapshot(of: view, as: .widget(family: .systemSmall, place: .standBy), named: "standBy")
    }

    @Test func lockScreenWidgetUnlockedAndLocked() throws {
        let view = StepsWidgetView(entry: .sample)
        assertSnapshot(of: view, as: .widget(family: .accessoryRectangular), named: "unlocked")
        assertSnapshot(of: view, as: .widget(family: .accessoryRectangular, locked: true), named: "locked")
        // Without pixels: the locked Lock Screen shows the steps but no heart rate.
        let locked = try render(view, as: .widget(family: .accessoryRectangular, locked: true))
        #expect(locked.visibleText.contains("6480 steps"))
        #expect(!locked.visibleText.contains("72"))
    }

    @Test func displayListReadsAsText() {
        assertSnapshot(of: StepsWidgetView(entry: .sample), as: .archive)
    }

    @Test func timelineWalksOnEveryQuarterHourAndReloadsAtTheEnd() async {
        let start = StepsEntry.sample.date
        let run = await TimelineHarness().run(StepsProvider(), from: start, until: start + 7200)
        #expect(run.reloads.count == 3)  // at 0:00, 0:45 and 1:30 simulated
        #expect(run.reloads[0].entries.map(\.steps) == [6480, 6730, 6980, 7230])
        #expect(abs(run.reloads[1].date.timeIntervalSince(start) - 2700) < 1)
        #expect(run.entry(at: start + 1000)?.steps == 6730)
    }
}
