//  RequestHandlerTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md — describe, placeholder, snapshot, timeline (with the
//  clock each began with) and the failures, answered in-process by the runtime's handler.

import Foundation
import GlimpseArchive
import Testing

@testable import WidgetKit

@MainActor
struct RequestHandlerTests {
    let handler = RequestHandler(bundle: TestBundle(), bundleName: "TestBundle")

    private func ask(
        _ method: ExtensionRequest.Method, kind: String? = "Counter", family: String? = "systemSmall",
        environments: [RenderEnvironment]? = nil, isPreview: Bool? = nil
    ) async -> ExtensionResponse {
        await handler.response(
            to: ExtensionRequest(
                id: 9, method: method, kind: kind, family: family, isPreview: isPreview, environments: environments))
    }

    @Test func describeListsEveryWidgetInBundleOrderWithItsGalleryInformation() async {
        let response = await ask(.describe, kind: nil, family: nil)
        #expect(response.id == 9)
        #expect(
            response.describe
                == BundleDescription(
                    protocolVersion: ExtensionProtocol.version, bundle: "TestBundle",
                    widgets: [
                        WidgetDescription(
                            kind: "Counter", displayName: "Counter", description: "Counts.",
                            supportedFamilies: ["systemSmall", "accessoryCircular", "accessoryInline"]),
                        WidgetDescription(
                            kind: "Tick", displayName: "", description: "",
                            supportedFamilies: ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge"],
                            contentMarginsDisabled: true, containerBackgroundRemovable: false),
                    ]))
    }

    @Test func placeholderAnswersOneEntryWithOneArchivePerEnvironment() async throws {
        let response = await ask(
            .placeholder,
            environments: [
                RenderEnvironment(colorScheme: "light", displayScale: 3),
                RenderEnvironment(colorScheme: "dark", displayScale: 2),
            ])
        let entries = try #require(response.entries)
        #expect(entries.count == 1)
        #expect(entries[0].date == Date(timeIntervalSince1970: 0))
        #expect(entries[0].archives.map(\.colorScheme) == ["light", "dark"])
        #expect(entries[0].archives.map(\.displayScale) == [3, 2])
        #expect(entries[0].archives.map(\.size) == [Size(width: 158, height: 158), Size(width: 158, height: 158)])
        #expect(response.policy == nil && response.error == nil)
    }

    @Test(arguments: [ExtensionRequest.Method.placeholder, .timeline])
    func everyArchiveCarriesTheVariantKeyOfItsEnvironment(method: ExtensionRequest.Method) async throws {
        var light = RenderEnvironment(colorScheme: "light")
        light.variant = "light-fullColor"
        var dark = RenderEnvironment(colorScheme: "dark")
        dark.variant = "dark-fullColor"
        let unnamed = RenderEnvironment(colorScheme: "dark", displayScale: 2)
        let response = await ask(method, environments: [light, dark, unnamed])
        let entries = try #require(response.entries)
        #expect(!entries.isEmpty)
        for entry in entries {
            #expect(entry.archives.map(\.variant) == ["light-fullColor", "dark-fullColor", nil])
            #expect(entry.archives.map(\.colorScheme) == ["light", "dark", "dark"])
        }
    }

    @Test func inlinePlaceholderIsTheOneLineDrawnAsARedactionBar() async throws {
        let response = await ask(.placeholder, family: "accessoryInline")
        let archive = try #require(response.entries?.first?.archives.first)
        var texts = 0
        var bars: [Rect] = []
        func walk(_ item: DisplayItem) {
            switch item {
            case .group(let g): g.children.forEach(walk)
            case .text: texts += 1
            case .shape(let s): bars.append(s.frame)
            case .image, .symbol: break
            }
        }
        walk(archive.content)
        // The line was set from the text of the first layout ("0"), then redacted: one bar, no text.
        #expect(texts == 0)
        #expect(bars.count == 1)
        #expect(bars.allSatisfy { $0.width > 0 && $0.height > 5 })
    }

    @Test func snapshotPassesIsPreviewToTheProvider() async throws {
        let response = await ask(.snapshot, isPreview: true)
        let entries = try #require(response.entries)
        #expect(entries.map(\.date) == [Date(timeIntervalSince1970: 100)])
        #expect(entries[0].relevance == EntryRelevance(score: 7, duration: 60))
    }

    @Test func timelineAnswersEveryEntryAndThePolicy() async throws {
        let response = await ask(.timeline, family: "accessoryCircular")
        let entries = try #require(response.entries)
        #expect(entries.map(\.date.timeIntervalSince1970) == [1000, 1300, 1600])
        #expect(entries.map { $0.relevance?.score } == [0, 1, 2])
        #expect(entries.allSatisfy { $0.archives.map(\.size) == [Size(width: 72, height: 72)] })
        #expect(response.policy == .after(Date(timeIntervalSince1970: 5000)))
    }

    @Test(arguments: [ExtensionRequest.Method.placeholder, .snapshot, .timeline])
    func answersReportTheClockTheRequestBeganWith(method: ExtensionRequest.Method) async throws {
        let clock = Date(timeIntervalSince1970: 1_715_673_600)
        let request = ExtensionRequest(id: 3, method: method, kind: "Counter", family: "systemSmall")
        #expect(await handler.response(to: request, clock: clock).clock == clock)
        // Without one, the process's own clock when the request began.
        let before = Date()
        let own = try #require(await handler.response(to: request).clock)
        #expect(own >= before && own <= Date())
    }

    @Test func completionsCalledLaterOnAnotherThreadAnswerOnceWithTheFirstCall() async throws {
        let snapshot = await ask(.snapshot, kind: "Tick")
        #expect(snapshot.entries?.map(\.date) == [Date(timeIntervalSince1970: 42)])
        let timeline = await ask(.timeline, kind: "Tick", family: "systemLarge")
        #expect(timeline.entries?.map(\.date) == [Date(timeIntervalSince1970: 42)])
        #expect(timeline.policy == .never)
        #expect(timeline.entries?.first?.archives.first?.size == Size(width: 338, height: 354))
        #expect(handler.isIdle)
    }

    @Test func requestedDisplaySizeBecomesTheCanvas() async throws {
        let response = await handler.response(
            to: ExtensionRequest(
                id: 1, method: .placeholder, kind: "Counter", family: "systemSmall",
                displaySize: Size(width: 170, height: 170)))
        #expect(response.entries?.first?.archives.first?.size == Size(width: 170, height: 170))
    }

    @Test(arguments: [
        // kind nobody declared
        (
            "Weather", "systemSmall", "unknownKind",
            "bundle 'TestBundle' has no widget of kind 'Weather' (kinds: 'Counter', 'Tick')"
        ),
        // not a family name
        (
            "Counter", "huge", "unknownFamily",
            "'huge' is not a widget family (systemSmall, systemMedium, systemLarge, systemExtraLarge, "
                + "accessoryCorner, accessoryCircular, accessoryRectangular, accessoryInline, "
                + "systemExtraLargePortrait)"
        ),
        // a family the widget does not list
        (
            "Counter", "systemLarge", "unsupportedFamily",
            "widget 'Counter' does not support systemLarge; it supports systemSmall, accessoryCircular, accessoryInline"
        ),
    ])
    func badKindOrFamilyIsAFailureNamingIt(kind: String, family: String, code: String, message: String) async {
        for method in [ExtensionRequest.Method.placeholder, .snapshot, .timeline] {
            let response = await ask(method, kind: kind, family: family)
            #expect(response.error == ProtocolFailure(code: code, message: message))
            #expect(response.entries == nil)
        }
    }

    @Test func missingKindIsABadRequest() async {
        let response = await ask(.timeline, kind: nil)
        #expect(response.error == ProtocolFailure(code: "badRequest", message: "timeline request 9 has no 'kind'"))
    }

    @Test func unknownColorSchemeIsABadRequest() async {
        let response = await ask(.placeholder, environments: [RenderEnvironment(colorScheme: "sepia", displayScale: 2)])
        #expect(response.error?.code == "badRequest")
        #expect(response.error?.message == "colorScheme 'sepia' is not 'light' or 'dark'")
    }
}

@MainActor
struct RequestHandlerEnvironmentTests {
    let handler = RequestHandler(widget: ProbeWidget(), bundleName: "Probe")

    private func text(_ method: ExtensionRequest.Method, _ family: String) async throws -> String {
        let response = await handler.response(
            to: ExtensionRequest(id: 1, method: method, kind: "Probe", family: family))
        return try #require(response.entries?.first?.archives.first).sExpression
    }

    /// The strings of the probe's text runs, in order, without the spaces between words.
    private func words(_ method: ExtensionRequest.Method, _ family: String) async throws -> [String] {
        let runs = try await text(method, family).matches(of: /\(run [-0-9.]+ [-0-9.]+ "([^"]*)"/)
        return runs.map { String($0.output.1) }.filter { $0 != " " }
    }

    @Test func placeholderIsLaidOutRedactedAndOtherEntriesLive() async throws {
        #expect(try await words(.placeholder, "systemMedium") == ["systemMedium", "placeholder"])
        #expect(try await words(.snapshot, "systemMedium") == ["systemMedium", "live"])
        #expect(try await words(.timeline, "accessoryInline") == ["accessoryInline", "live"])
    }
}
