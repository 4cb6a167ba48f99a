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
        // The Home Screen is never locked; the Lock Screen and StandBy are dark only: no row has a
        // light locked state.
        #expect(plan.columns.map(\.title) == ["Light", "Dark", "Dark · Locked"])
        // 6 home rows × (light, dark) + 6 other rows × (dark, dark locked).
        #expect(plan.variants.count == 24)
        #expect(plan.rows[0].variants.map { $0 == nil } == [false, false, true])
        #expect(plan.rows[9].variants.map { $0 == nil } == [true, false, false])
    }

    @Test func eachFamilyIsRequestedOnceWithEachEnvironmentOnce() {
        let plan = MatrixPlan(device: .standard, families: Self.emojiRangers)
        #expect(plan.requests.map(\.family) == Self.emojiRangers)
        // systemSmall: home fullColor/accented light and dark, StandBy fullColor/vibrant/vibrant-aod dark.
        #expect(plan.requests[0].environments.count == 7)
        #expect(plan.requests[3].environments.count == 1)  // accessoryCircular: dark
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
        #expect(stems.count == 48)
        #expect(stems.contains("accessoryCircular-vibrant-locked"))
        #expect(stems.contains("systemSmall-standBy-vibrant-locked-aod-AX3"))
        #expect(stems.contains("systemSmall-accented-dark-AX3"))
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
