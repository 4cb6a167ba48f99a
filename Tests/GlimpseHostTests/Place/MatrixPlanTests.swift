//  MatrixPlanTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 4 "The matrix": every family × place × mode × scheme × lock × Always On ×
//  Dynamic Type the places allow; one request per (family, canvas), each environment once.

import GlimpseArchive
import Testing

@testable import GlimpseHost

struct MatrixPlanTests {
    private static let emojiRangers: [FamilyName] = [
        .systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline,
    ]

    @Test func iPhoneMatrixHasARowPerPlaceModeAndAlwaysOn() {
        let plan = MatrixPlan(device: .standard, families: Self.emojiRangers)
        #expect(
            plan.rows.map { "\($0.family) \($0.place) \($0.renderingMode)\($0.isAlwaysOn ? " aod" : "")" } == [
                "systemSmall homeScreen fullColor", "systemSmall homeScreen accented",
                "systemSmall standBy fullColor", "systemSmall standBy vibrant", "systemSmall standBy vibrant aod",
                "systemMedium homeScreen fullColor", "systemMedium homeScreen accented",
                "systemLarge homeScreen fullColor", "systemLarge homeScreen accented",
                "accessoryCircular lockScreen vibrant", "accessoryRectangular lockScreen vibrant",
                "accessoryInline lockScreen vibrant",
            ])
        #expect(plan.columns.map(\.title) == ["Light", "Light · Locked", "Dark", "Dark · Locked"])
        // The Home Screen is never locked: 6 home rows × 2 + 6 other rows × 4.
        #expect(plan.variants.count == 36)
        #expect(plan.rows[0].variants.map { $0 == nil } == [false, true, false, true])
    }

    @Test func eachFamilyIsRequestedOnceWithEachEnvironmentOnce() {
        let plan = MatrixPlan(device: .standard, families: Self.emojiRangers)
        #expect(plan.requests.map(\.family) == Self.emojiRangers)
        // systemSmall: home fullColor/accented and StandBy fullColor/vibrant/vibrant-aod, light and dark.
        #expect(plan.requests[0].environments.count == 10)
        #expect(plan.requests[3].environments.count == 2)  // accessoryCircular: light and dark
        for variant in plan.variants {
            let (r, e) = plan.source(of: variant)
            #expect(plan.requests[r].family == variant.family)
            #expect(plan.requests[r].environments[e] == variant.environment(on: .standard))
        }
    }

    @Test func fileStemsAreUnique() {
        let plan = MatrixPlan(
            device: .standard, families: Self.emojiRangers, dynamicTypeSizes: [.large, "accessibility3"])
        let stems = plan.variants.map { $0.fileStem(on: .standard) }
        #expect(Set(stems).count == stems.count)
        #expect(stems.count == 72)
        #expect(stems.contains("accessoryCircular-vibrant-locked"))
        #expect(stems.contains("systemSmall-standBy-vibrant-dark-locked-aod-AX3"))
    }

    @Test func placeFilterKeepsOnlyThatPlace() {
        let plan = MatrixPlan(device: .standard, families: Self.emojiRangers, places: [.standBy])
        #expect(plan.rows.count == 3)
        #expect(plan.requests.count == 1)
    }

    @Test func watchMatrixHasFaceModesWithAlwaysOnAndTheSmartStack() throws {
        let watch = try DeviceProfile.named("watch-45mm")
        let plan = MatrixPlan(device: watch, families: [.accessoryRectangular, .systemSmall])
        #expect(
            plan.rows.map { "\($0.place) \($0.renderingMode)\($0.isAlwaysOn ? " aod" : "")" } == [
                "watchFace fullColor", "watchFace fullColor aod", "watchFace accented", "watchFace accented aod",
                "watchSmartStack fullColor",
            ])
        // The watch has only the dark appearance: the light columns are left out.
        #expect(plan.columns.map(\.title) == ["Dark", "Dark · Locked"])
        #expect(plan.variants.count == 10)
        // Two canvases (face slot and Smart Stack) are two requests.
        #expect(plan.requests.map(\.size.canvas.width) == [193, 184])
    }

    @Test func sizesBelowLargeAreLeftOutOnIOS() {
        let plan = MatrixPlan(device: .standard, families: [.accessoryInline], dynamicTypeSizes: ["small", .large])
        #expect(plan.rows.map(\.dynamicTypeSize) == [.large])
    }
}
