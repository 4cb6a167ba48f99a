//  PreviewRequestTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "`previews` and `preview`" — the request handler lists the
//  `#Preview`s of this executable (PreviewFixtures.swift) and draws one in each environment asked.

import Foundation
import GlimpseArchive
import Testing

@testable import WidgetKit

@MainActor
struct PreviewRequestTests {
    let handler = RequestHandler(bundle: TestBundle(), bundleName: "TestBundle")

    private var fixtures: [PreviewDescription] {
        get async throws {
            let response = await handler.response(to: ExtensionRequest(id: 4, method: .previews))
            return try #require(response.previews).filter { $0.fileID == "WidgetKitTests/PreviewFixtures.swift" }
        }
    }

    @Test func previewsListsEachPreviewWithItsPlaceAndWhatItShows() async throws {
        let listed = try await fixtures
        #expect(listed.count == 7)
        #expect(
            listed.first
                == PreviewDescription(
                    index: listed[0].index, name: "Counter, two entries", displayName: "Counter, two entries",
                    fileID: "WidgetKitTests/PreviewFixtures.swift", line: 20, column: 1, kind: "widget",
                    family: "systemSmall", widgetType: "CounterWidget", entrySource: "timeline"))
        let badge = try #require(listed.first { $0.name == "Badge" })
        #expect(badge.kind == "view" && badge.family == nil)
        #expect(badge.traits == ["fixedLayout(120x60)", "landscapeLeft"])
    }

    @Test func previewDrawsEveryEntryInEachEnvironmentWithItsVariantKey() async throws {
        let index = try #require(try await fixtures.first { $0.name == "Counter, two entries" }).index
        var light = RenderEnvironment(colorScheme: "light", displayScale: 2)
        light.variant = "light"
        var dark = RenderEnvironment(colorScheme: "dark", displayScale: 2)
        dark.variant = "dark"
        let response = await handler.response(
            to: ExtensionRequest(
                id: 5, method: .preview, displaySize: Size(width: 170, height: 170), environments: [light, dark],
                preview: index))
        let entries = try #require(response.entries)
        #expect(entries.count == 2)
        #expect(entries.map { $0.archives.map(\.variant) } == [["light", "dark"], ["light", "dark"]])
        #expect(entries[0].archives.map(\.colorScheme) == ["light", "dark"])
        #expect(entries[0].archives[0].size == Size(width: 170, height: 170))
        #expect(handler.isIdle)
    }

    @Test func previewWithoutAnIndexIsABadRequest() async {
        let response = await handler.response(to: ExtensionRequest(id: 6, method: .preview))
        #expect(
            response.error == ProtocolFailure(code: "badRequest", message: "preview request 6 has no 'preview' index"))
    }

    @Test func previewOfAnotherEntryTypeFailsAsTheRegistrySays() async throws {
        let index = try #require(try await fixtures.first { $0.name == "Wrong entries" }).index
        let response = await handler.response(to: ExtensionRequest(id: 7, method: .preview, preview: index))
        #expect(response.error?.code == "providerFailed")
        #expect(response.entries == nil)
    }
}
