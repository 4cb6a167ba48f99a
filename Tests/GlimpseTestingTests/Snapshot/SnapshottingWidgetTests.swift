//  SnapshottingWidgetTests.swift — GlimpseTestingTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 14 "Snapshot tests": `.widget(entry:family:…)` and `render(_:entry:as:)`
//  draw a widget's own entry view for an entry exactly as the entry view drawn as a widget;
//  another entry draws other pixels; an entry the widget does not draw, a family it does not
//  support and an image layout are refused with messages naming the fix.

import Foundation
import GlimpseRender
import SwiftUI
import Testing
import WidgetKit

@testable import GlimpseTesting

@MainActor
struct SnapshottingWidgetTests {
    @Test func aWidgetsEntryIsDrawnAsItsEntryViewIsDrawnAsAWidget() throws {
        let entry = HeartRateEntry(beats: 64)
        let layout = SnapshotLayout.widget(family: .systemMedium, date: entry.date)
        let viaWidget = try render(HeartRateWidget(), entry: entry, as: layout)
        let viaView = try render(HeartRateView(beats: 64), as: layout)
        #expect(viaWidget.image.width == 1014 && viaWidget.image.height == 474)  // 338×158 pt at 3 px/pt
        #expect(viaWidget.image == viaView.image)
        #expect(viaWidget.texts == ["Heart", "64 BPM"])
    }

    @Test func anotherEntryDrawsOtherPixelsAndTheLockedScreenRedactsIt() throws {
        let calm = try render(HeartRateWidget(), entry: HeartRateEntry(beats: 64), as: .widget())
        let racing = try render(HeartRateWidget(), entry: HeartRateEntry(beats: 150), as: .widget())
        #expect(calm.image != racing.image)
        let locked = try render(
            HeartRateWidget(), entry: HeartRateEntry(beats: 150),
            as: .widget(family: .accessoryRectangular, locked: true))
        #expect(!locked.visibleText.contains("150"))
        #expect(locked.visibleText.contains("Heart"))
    }

    @Test func assertSnapshotRecordsThenMatchesTheWidgetsEntry() throws {
        let directory = scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        func check(_ beats: Int) -> String? {
            verifySnapshot(
                of: HeartRateWidget(), as: .widget(entry: HeartRateEntry(beats: beats), family: .systemSmall),
                named: "small", record: .missing, snapshotDirectory: directory.path, testName: "heart()")
        }
        let first = check(72)
        #expect(first?.contains("No reference was found on disk") == true, "\(first ?? "nil")")
        let reference = try RasterImage(png: Data(contentsOf: directory.appendingPathComponent("heart.small.png")))
        #expect(reference.width == 474 && reference.height == 474)
        #expect(check(72) == nil)
        let message = try #require(check(99))
        #expect(message.hasPrefix("Snapshot does not match its reference: "), "\(message)")
    }

    @Test func anEntryTheWidgetDoesNotDrawNamesTheEntryTypeItDraws() {
        struct OtherEntry: TimelineEntry { var date = Date() }
        #expect {
            try render(HeartRateWidget(), entry: OtherEntry())
        } throws: { error in
            let message = (error as? SnapshotError)?.message ?? ""
            return message == "HeartRateWidget does not draw OtherEntry entries; it draws HeartRateEntry"
        }
    }

    @Test func aFamilyTheWidgetDoesNotSupportNamesTheFamiliesItDoes() {
        #expect {
            try render(HeartRateWidget(), entry: HeartRateEntry(), as: .widget(family: .systemLarge))
        } throws: { error in
            (error as? SnapshotError)?.message
                == "HeartRateWidget (kind 'HeartRate') does not support systemLarge; it supports systemSmall, "
                + "systemMedium, accessoryRectangular"
        }
    }

    @Test func anImageLayoutIsRefusedNamingTheWidgetLayout() {
        #expect {
            try render(HeartRateWidget(), entry: HeartRateEntry(), as: .image(size: CGSize(width: 100, height: 100)))
        } throws: { error in
            (error as? SnapshotError)?.message.contains("use .widget(family:…)") == true
        }
    }
}
