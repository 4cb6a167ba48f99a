//  ActivityPreviewTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: Live Activity `#Preview`s (TemplateLiveActivity, BrokenLiveActivity) as the registry
//  lists them (kind `activity`, the presentation, the widget and the attributes type) and draws
//  them (ActivityPresentation's sizes, texts and URL; failures naming the preview and the cause).

import GlimpseArchive
import Testing

@testable import WidgetKit

@MainActor
struct ActivityPreviewTests {
    private func previews(in file: String) -> [RegisteredPreview] {
        PreviewRegistry.previews().filter { $0.fileID == "WidgetKitTests/\(file)" }
    }

    @Test func activityPreviewsAreListedWithTheirPresentationWidgetAndAttributes() {
        let listed = previews(in: "TemplateLiveActivity.swift")
        #expect(listed.map(\.name) == ["Notification", "Island compact", "Island expanded", "Island minimal"])
        #expect(
            listed.map(\.presentation) == [
                "content", "dynamicIsland.compact", "dynamicIsland.expanded", "dynamicIsland.minimal",
            ])
        #expect(listed.allSatisfy { $0.kind == .activity })
        #expect(
            listed.allSatisfy { $0.widgetType == "GreeterLiveActivity" && $0.attributesType == "GreeterAttributes" })
        #expect(listed.allSatisfy { $0.wireDescription.kind == "activity" && $0.wireDescription.traits == nil })
    }
}

@MainActor
struct ActivityPreviewDrawingTests {
    private func index(_ name: String) throws -> Int {
        try #require(PreviewRegistry.previews().first { $0.name == name && $0.kind == .activity }).index
    }

    private func archives(_ name: String) async throws -> [ArchivedEntry] {
        try await PreviewRegistry.archives(of: index(name))
    }

    private func texts(_ item: DisplayItem) -> [String] {
        switch item {
        case .group(let group): group.children.flatMap(texts)
        case .text(let text): [text.lines.flatMap(\.runs).map(\.text).joined()]
        default: []
        }
    }

    @Test func theLockScreenBannerIsFullWidthAtLeast84PointsTallOnItsTintAndRounded() async throws {
        let entries = try await archives("Notification")
        #expect(entries.count == 2)
        let archive = entries[0].archives[0]
        #expect(archive.size == Size(width: 371, height: 84))
        #expect(archive.background == nil)
        guard case .group(let group) = archive.content else {
            Issue.record("no group")
            return
        }
        #expect(group.clip != nil)
        #expect(texts(archive.content) == ["Hello 😀"])
        #expect(texts(entries[1].archives[0].content) == ["Hello 🤩"])
        // The tint, not the system's grey, is the first layer.
        #expect(group.children.count == 2)
        #expect(!texts(group.children[0]).contains("Hello 😀"))
    }

    @Test func theCompactIslandSitsOnAStripOfTheScreenWithBothSides() async throws {
        let archive = try await archives("Island compact")[0].archives[0]
        #expect(archive.size.width == 393)
        #expect(abs(archive.size.height - (36.67 + 22)) < 0.01)
        #expect(archive.colorScheme == "dark")
        #expect(texts(archive.content) == ["L", "T 😀"])
        #expect(archive.widgetURL == "https://www.example.com")
    }

    @Test func theExpandedIslandShowsItsRegionsAndMinimalItsOwnView() async throws {
        let expanded = try await archives("Island expanded")[0].archives[0]
        #expect(texts(expanded.content) == ["Leading", "Trailing", "Bottom 🤩"])
        #expect(expanded.size.height >= 84 + 22 && expanded.size.height <= 160 + 22)
        let minimal = try await archives("Island minimal")[0].archives[0]
        #expect(texts(minimal.content) == ["😀"])
    }

    @Test func aStateJSONCannotHoldIsAFailureNamingTheState() async throws {
        let preview = try index("Not a number")
        do throws(RequestFailure) {
            _ = try await PreviewRegistry.archives(of: preview)
            Issue.record("a NaN state was drawn")
        } catch {
            #expect(error.code == .providerFailed)
            #expect(
                error.message.hasPrefix(
                    "preview 'Not a number': content state 2 (GaugeAttributes.ContentState) could not be encoded as JSON"
                ))
        }
    }

    @Test func aWidgetWithoutThePreviewsActivityIsABadRequestNamingBoth() async throws {
        let preview = try index("Wrong widget")
        do throws(RequestFailure) {
            _ = try await PreviewRegistry.archives(of: preview)
            Issue.record("drawn with the wrong widget")
        } catch {
            #expect(error.code == .badRequest)
            #expect(
                error.message
                    == "preview 'Wrong widget': GreeterLiveActivity has no Live Activity for GaugeAttributes; it declares ActivityConfigurations for GreeterAttributes"
            )
        }
    }
}
