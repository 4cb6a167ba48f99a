//  PlaceVariantTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §12.15 (the environment is part of the render key), §5.2
//  (backgrounds), §4.3 (iPad scaling); issue 4's matrix file names.

import GlimpseArchive
import Testing

@testable import GlimpseHost

struct PlaceVariantTests {
    @Test func environmentCarriesModeBackgroundPlatformAndAlwaysOn() throws {
        let variant = PlaceVariant(
            family: .systemSmall, place: .standBy, renderingMode: .vibrant, colorScheme: "dark", isLocked: true,
            isAlwaysOn: true, dynamicTypeSize: "accessibility2")
        let environment = variant.environment(on: .standard)
        #expect(environment.colorScheme == "dark")
        #expect(environment.displayScale == 3)
        #expect(environment.renderingMode == "vibrant")
        #expect(environment.isLuminanceReduced == true)
        #expect(environment.showsContainerBackground == false)
        #expect(environment.platform == "iOS")
        #expect(environment.dynamicTypeSize == "accessibility2")
        #expect(environment.contentMargins == [11, 11, 11, 11])
    }

    @Test func lockedAndUnlockedShareOneEnvironment() {
        let unlocked = PlaceVariant(family: .accessoryCircular, place: .lockScreen, renderingMode: .vibrant)
        var locked = unlocked
        locked.isLocked = true
        #expect(unlocked.environment(on: .standard) == locked.environment(on: .standard))
    }

    @Test func watchVariantsUseTheWatchPlatform() throws {
        let watch = try DeviceProfile.named("watch-45mm")
        let environment = PlaceVariant(family: .accessoryCorner, place: .watchFace, renderingMode: .accented)
            .environment(on: watch)
        #expect(environment.platform == "watchOS")
        #expect(environment.contentMargins == [0, 0, 0, 0])
        #expect(environment.displayScale == 2)
        #expect(environment.showsContainerBackground == false)
    }

    @Test(arguments: [
        // family, place, mode, scheme, locked, always on, size, stem
        (
            "accessoryCircular", "lockScreen", "vibrant", "dark", true, false, "large",
            "accessoryCircular-vibrant-locked"
        ),
        // the Lock Screen shows only dark, so its names do not say it
        ("accessoryInline", "lockScreen", "vibrant", "dark", false, false, "large", "accessoryInline-vibrant"),
        ("systemSmall", "homeScreen", "fullColor", "dark", false, false, "large", "systemSmall-fullColor-dark"),
        (
            "systemSmall", "standBy", "vibrant", "dark", true, true, "large",
            "systemSmall-standBy-vibrant-locked-aod"
        ),
        (
            "systemMedium", "homeScreen", "accented", "light", false, false, "accessibility3",
            "systemMedium-accented-AX3"
        ),
        (
            "accessoryRectangular", "lockScreen", "vibrant", "dark", false, false, "xxxLarge",
            "accessoryRectangular-vibrant-xxxLarge"
        ),
    ])
    func fileStemNamesFamilyModeAndStateAndThePlaceOnlyWhenNotTheDefault(
        family: String, place: String, mode: String, scheme: String, locked: Bool, alwaysOn: Bool, size: String,
        stem: String
    ) {
        let variant = PlaceVariant(
            family: FamilyName(rawValue: family), place: PlaceName(rawValue: place),
            renderingMode: RenderingModeName(rawValue: mode), colorScheme: scheme, isLocked: locked,
            isAlwaysOn: alwaysOn, dynamicTypeSize: DynamicTypeName(rawValue: size))
        #expect(variant.fileStem(on: .standard) == stem)
    }

    @Test func watchSmartStackIsNamedBecauseTheFaceIsTheDefault() throws {
        let watch = try DeviceProfile.named("watch-40mm")
        let variant = PlaceVariant(family: .accessoryRectangular, place: .watchSmartStack, renderingMode: .fullColor)
        #expect(variant.fileStem(on: watch) == "accessoryRectangular-watchSmartStack-fullColor")
    }

    @Test func dynamicTypeBelowLargeDoesNotApplyOnIOS() {
        #expect(!DynamicTypeName("medium").applies(on: .iOS))
        #expect(DynamicTypeName.large.applies(on: .iOS))
        #expect(DynamicTypeName("accessibility5").applies(on: .iOS))
        #expect(DynamicTypeName("xSmall").applies(on: .watchOS))
        #expect(DynamicTypeName("accessibility1").shortName == "AX1")
    }
}
