//  ActivityPreviewTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: Live Activity `#Preview`s (TemplateLiveActivity, AdventureActivity) as the registry
//  lists them: kind `activity`, the presentation, the widget and the attributes type.

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
