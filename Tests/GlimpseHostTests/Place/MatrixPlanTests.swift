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
        // light locked state. Every row has its placeholder.
        #expect(plan.columns.map(\.title) == ["Light", "Dark", "Dark · Locked", "Placeholder"])
        // 6 home rows × (light, dark) + 6 other rows × (dark, dark locked), + 12 placeholders.
        #expect(plan.variants.count == 36)
        #expect(plan.rows[0].variants.map { $0 == nil } == [false, false, true, false])
        #expect(plan.rows[9].variants.map { $0 == nil } == [true, false, false, false])
        // The placeholder is shown in the place's first appearance, unlocked.
        #expect(plan.rows[0].variants[3]?.colorScheme == "light")
        #expect(plan.rows[9].variants[3]?.colorScheme == "dark")
        #expect(plan.rows[9].variants[3]?.isLocked == false)
        #expect(plan.rows.allSatisfy { $0.variants[3]?.isPlaceholder == true })
    }

    @Test func eachFamilyIsRequestedOnceWithEachEnvironmentOnce() {
        let plan = MatrixPlan(device: .standard, families: Self.emojiRangers, placeholder: false)
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

    @Test func placeholdersAreOneMoreRequestPerFamilyWithTheRowsEnvironments() {
        let plan = MatrixPlan(device: .standard, families: [.systemSmall, .accessoryCircular])
        #expect(plan.requests.map(\.isPlaceholder) == [false, true, false, true])
        // systemSmall: home fullColor/accented (light), StandBy fullColor/vibrant/vibrant-aod (dark).
        #expect(plan.requests[1].environments.count == 5)
        for variant in plan.variants where variant.isPlaceholder {
            let (r, e) = plan.source(of: variant)
            #expect(plan.requests[r].isPlaceholder)
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
        #expect(stems.contains("accessoryCircular-vibrant-placeholder"))
        #expect(stems.contains("systemSmall-accented-placeholder-AX3"))
        #expect(stems.contains("systemSmall-standBy-vibrant-aod-placeholder"))
        #expect(stems.contains("systemSmall-standBy-vibrant-locked-aod-AX3"))
        #expect(stems.contains("systemSmall-accented-dark-AX3"))
    }

    @Test func placeFilterKeepsOnlyThatPlace() {
        let plan = MatrixPlan(device: .standard, families: Self.emojiRangers, places: [.standBy])
        #expect(plan.rows.count == 3)
        #expect(plan.requests.count == 2)  // the snapshot and the placeholder
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
        #expect(plan.columns.map(\.title) == ["Dark", "Dark · Locked", "Placeholder"])
        #expect(plan.variants.count == 15)
        // Two canvases (face slot and Smart Stack) are two requests each (snapshot, placeholder).
        #expect(plan.requests.map(\.size.canvas.width) == [193, 193, 184, 184])
    }

    @Test func labelledFaceSlotsGetTheirOwnRowsWithTheLabelCurve() throws {
        let watch = try DeviceProfile.named("watch-45mm")
        let plan = MatrixPlan(device: watch, families: [.accessoryCircular, .accessoryCorner], placeholder: false)
        #expect(
            plan.rows.map { "\($0.family) \($0.face ?? "-") \($0.renderingMode)\($0.isAlwaysOn ? " aod" : "")" } == [
                "accessoryCorner - fullColor", "accessoryCorner - fullColor aod", "accessoryCorner - accented",
                "accessoryCorner - accented aod",
                "accessoryCircular - fullColor", "accessoryCircular - fullColor aod", "accessoryCircular - accented",
                "accessoryCircular - accented aod",
                "accessoryCircular Infograph fullColor", "accessoryCircular Infograph accented",
            ])
        let corner = try #require(plan.rows[0].variants[0])
        #expect(
            corner.environment(on: watch).widgetLabel
                == watch.labelPlacement(for: .accessoryCorner, at: .watchFace)?.curve)
        #expect(corner.environment(on: watch).widgetLabel != nil)
        let plain = try #require(plan.rows[4].variants[0])
        #expect(plain.environment(on: watch).widgetLabel == nil)
        let bezel = try #require(plan.rows[8].variants[0])
        #expect(bezel.environment(on: watch).widgetLabel?.angle == -.pi / 2)
        #expect(bezel.fileStem(on: watch) == "accessoryCircular-infograph-fullColor")
        // The Infograph slot is the circular size: its environments join the circular request.
        #expect(plan.requests.map(\.family) == [.accessoryCorner, .accessoryCircular])
        #expect(plan.requests[1].environments.count == 6)
    }

    @Test func sizesBelowLargeAreLeftOutOnIOS() {
        let plan = MatrixPlan(device: .standard, families: [.accessoryInline], dynamicTypeSizes: ["small", .large])
        #expect(plan.rows.map(\.dynamicTypeSize) == [.large])
    }
}
