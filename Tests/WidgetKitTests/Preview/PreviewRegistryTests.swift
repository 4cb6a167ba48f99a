//  PreviewRegistryTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/Previews.md "Registration" — the `#Preview`s of PreviewFixtures.swift are found
//  in this test executable's `glimpse_previews` section, listed with their names, families and
//  lines, and drawn: a widget's entries through its entry view, a view on its trait's canvas.

import Foundation
import GlimpseArchive
import SwiftUI
import Testing

@testable import WidgetKit

@MainActor
struct PreviewRegistryTests {
    /// The fixtures' previews, in file order.
    private var fixtures: [RegisteredPreview] {
        PreviewRegistry.previews().filter { $0.fileID == "WidgetKitTests/PreviewFixtures.swift" }
    }

    private func fixture(_ name: String) throws -> RegisteredPreview {
        try #require(fixtures.first { $0.displayName == name })
    }

    private func texts(_ item: DisplayItem) -> [String] {
        switch item {
        case .group(let group): return group.children.flatMap { texts($0) }
        case .text(let text): return [text.string]
        default: return []
        }
    }

    @Test func everyPreviewOfTheFileIsRegisteredWithItsNameFamilyAndLine() {
        let listed = fixtures.map { [$0.displayName, $0.family?.rawValue ?? "-", $0.widgetType ?? "-", "\($0.line)"] }
        #expect(
            listed == [
                ["Counter, two entries", "systemSmall", "CounterWidget", "20"],
                ["PreviewFixtures.swift:27", "accessoryCircular", "CounterWidget", "27"],
                ["Shouting", "systemSmall", "GreetingWidget", "29"],
                ["Badge", "-", "-", "35"],
                ["PreviewFixtures.swift:39", "-", "-", "39"],
                ["Wrong entries", "systemSmall", "CounterWidget", "43"],
                ["Unsupported family", "systemLarge", "CounterWidget", "49"],
            ])
        #expect(fixtures.map(\.kind) == [.widget, .widget, .widget, .view, .view, .widget, .widget])
        #expect(
            fixtures.map(\.entrySource) == [
                "timeline", "timelineProvider", "intentTimelineProvider", nil, nil, "timeline", "timeline",
            ])
        #expect(fixtures.allSatisfy { $0.column == 1 })
    }

    @Test func entriesComeFromTheBuilderTheProviderOrTheProviderWithTheIntent() async throws {
        #expect(await PreviewRegistry.entries(of: try fixture("Counter, two entries").index).count == 2)
        // CounterProvider's timeline has three entries.
        #expect(await PreviewRegistry.entries(of: try fixture("PreviewFixtures.swift:27").index).count == 3)
        // GreetingProvider makes `times` entries for the intent it is given: the preview's, 4.
        let shouting = await PreviewRegistry.entries(of: try fixture("Shouting").index)
        #expect(shouting.count == 4)
        #expect((shouting.first as? GreetingEntry)?.configuration.mood == .loud)
    }

    @Test func widgetPreviewDrawsEachEntryThroughTheWidgetsView() async throws {
        let entries = try await PreviewRegistry.archives(of: try fixture("Counter, two entries").index)
        #expect(entries.count == 2)
        #expect(entries.map { texts($0.archives[0].content) } == [["4"], ["5"]])
        #expect(entries[0].archives[0].size == Size(width: 158, height: 158))
    }

    @Test func intentPreviewDrawsWithTheGivenConfiguration() async throws {
        let entries = try await PreviewRegistry.archives(of: try fixture("Shouting").index)
        #expect(entries.map { texts($0.archives[0].content) } == Array(repeating: ["HELLO"], count: 4))
    }

    @Test func viewPreviewIsDrawnOnItsFixedLayoutTurnedLandscape() async throws {
        let badge = try await PreviewRegistry.archives(of: try fixture("Badge").index)
        #expect(badge.count == 1)
        #expect(badge[0].archives[0].size == Size(width: 60, height: 120))
        #expect(texts(badge[0].archives[0].content) == ["Badge"])
        let unnamed = try await PreviewRegistry.archives(of: try fixture("PreviewFixtures.swift:39").index)
        #expect(unnamed[0].archives[0].size == Size(width: 390, height: 844))
    }

    @Test func entriesOfAnotherTypeFailNamingBothTypes() async throws {
        let index = try fixture("Wrong entries").index
        await #expect {
            _ = try await PreviewRegistry.archives(of: index)
        } throws: { error in
            let failure = error as? RequestFailure
            return failure?.code == .providerFailed
                && failure?.message
                    == "preview 'Wrong entries': entry 1 is a TickEntry, but CounterWidget shows CounterEntry entries"
        }
    }

    @Test func familyTheWidgetDoesNotSupportFailsListingTheSupportedOnes() async throws {
        let index = try fixture("Unsupported family").index
        await #expect {
            _ = try await PreviewRegistry.archives(of: index)
        } throws: { error in
            (error as? RequestFailure)?.message
                == "preview 'Unsupported family': CounterWidget does not support systemLarge; it supports systemSmall, accessoryCircular, accessoryInline"
        }
    }

    @Test func indexOutOfRangeIsABadRequest() async {
        await #expect {
            _ = try await PreviewRegistry.archives(of: 100_000)
        } throws: { error in
            (error as? RequestFailure)?.code == .badRequest
        }
    }

    @Test func previewProviderModifiersAreRecordedOutermostLast() {
        let (settings, content) = PreviewSettings.read(CounterPreviews.previews)
        #expect(settings.displayName == "Old style")
        #expect(settings.layout == .sizeThatFits)
        #expect(settings.device == "iPhone 15 Pro")
        #expect((settings.context as? WidgetPreviewContext)?.family == .accessoryCircular)
        #expect(content is CounterView)
    }
}
