//  ProviderPreviewTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/Previews.md "PreviewProvider" — the `PreviewProvider` types of this test
//  executable (PreviewFixtures.swift) are found in its conformance records, split into one preview
//  per top-level view, listed after the `#Preview`s and drawn in their context's family.

import Foundation
import GlimpseArchive
import SwiftUI
import Testing

@testable import WidgetKit

@MainActor
struct ProviderPreviewTests {
    private var providers: [RegisteredPreview] {
        PreviewRegistry.previews().filter { $0.fileID.hasPrefix("WidgetKitTests.Counter") }
    }

    private func texts(_ item: DisplayItem) -> [String] {
        switch item {
        case .group(let group): return group.children.flatMap { texts($0) }
        case .text(let text): return [text.string]
        default: return []
        }
    }

    @Test func previewProviderTypesAreFoundInTheExecutablesConformanceRecords() {
        let listed = providers.map { [$0.fileID, $0.displayName, $0.family?.rawValue ?? "-"] }
        #expect(
            listed == [
                ["WidgetKitTests.CounterFamilyPreviews", "CounterFamilyPreviews 1", "systemSmall"],
                ["WidgetKitTests.CounterFamilyPreviews", "Medium", "systemMedium"],
                ["WidgetKitTests.CounterFamilyPreviews", "CounterFamilyPreviews 3", "accessoryRectangular"],
                ["WidgetKitTests.CounterFamilyPreviews", "CounterFamilyPreviews 4", "accessoryRectangular"],
                ["WidgetKitTests.CounterPreviews", "Old style", "accessoryCircular"],
            ])
        #expect(providers.allSatisfy { $0.kind == .previewProvider && $0.line == 0 })
        #expect(providers.last?.traits == [.layout(.sizeThatFits)])
    }

    @Test func providerPreviewsComeAfterEveryMacroPreview() throws {
        let all = PreviewRegistry.previews()
        let firstProvider = try #require(all.firstIndex { $0.kind == .previewProvider })
        #expect(all[firstProvider...].allSatisfy { $0.kind == .previewProvider })
        #expect(all.map(\.index) == Array(all.indices))
    }

    @Test func providerPreviewIsDrawnInItsContextsFamily() async throws {
        let medium = try #require(providers.first { $0.displayName == "Medium" })
        let entries = try await PreviewRegistry.archives(of: medium.index)
        #expect(entries.count == 1)
        let archive = entries[0].archives[0]
        #expect(archive.size == Size(width: 338, height: 158))
        #expect(texts(archive.content) == ["2"])
        let fourth = try #require(providers.first { $0.displayName == "CounterFamilyPreviews 4" })
        let inherited = try await PreviewRegistry.archives(of: fourth.index)[0].archives[0]
        #expect(texts(inherited.content) == ["4"])
        #expect(inherited.size == Size(width: 160, height: 72))
    }

    @Test func itemsOfAViewWithoutGroupIsTheViewWithItsModifiers() {
        let items = PreviewSettings.items(CounterPreviews.previews)
        #expect(items.count == 1)
        #expect(items[0].settings.displayName == "Old style")
        #expect(items[0].content is CounterView)
    }
}
