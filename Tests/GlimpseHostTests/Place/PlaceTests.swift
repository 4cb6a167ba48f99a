//  PlaceTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: the §5.1 family-by-place table of reference widgetkit.md, container background
//  removal (§5.2), privacy (§5.3), Always On, and the margins Place+Catalog documents.

import GlimpseArchive
import Testing

@testable import GlimpseHost

struct PlaceTests {
    @Test(arguments: [
        // place, family, modes (default first)
        ("homeScreen", "systemSmall", ["fullColor", "accented"]),
        ("homeScreen", "systemExtraLarge", ["fullColor", "accented"]),
        ("lockScreen", "accessoryCircular", ["vibrant"]),
        ("lockScreen", "accessoryInline", ["vibrant"]),
        ("lockScreen", "systemSmall", ["vibrant"]),  // iPad Lock Screen
        ("standBy", "systemSmall", ["fullColor", "vibrant"]),
        ("watchFace", "accessoryCorner", ["fullColor", "accented"]),
        ("watchFace", "accessoryInline", ["fullColor", "accented"]),
        ("watchSmartStack", "accessoryRectangular", ["fullColor"]),
    ])
    func eachPlaceGivesAFamilyItsRenderingModes(place: String, family: String, modes: [String]) throws {
        let presentation = try #require(
            Place.named(PlaceName(rawValue: place))?.presentation(for: FamilyName(rawValue: family)))
        #expect(presentation.renderingModes.map(\.rawValue) == modes)
        #expect(presentation.defaultRenderingMode.rawValue == modes[0])
    }

    @Test(arguments: [
        // place, family the place cannot hold
        ("homeScreen", "accessoryCircular"),
        ("lockScreen", "systemMedium"),
        ("lockScreen", "accessoryCorner"),
        ("standBy", "systemMedium"),
        ("watchFace", "systemSmall"),
        ("watchSmartStack", "accessoryCircular"),
    ])
    func aPlaceHoldsOnlyItsFamilies(place: String, family: String) throws {
        let place = try #require(Place.named(PlaceName(rawValue: place)))
        #expect(place.presentation(for: FamilyName(rawValue: family)) == nil)
        #expect(!place.families.contains(FamilyName(rawValue: family)))
    }

    @Test func containerBackgroundShowsOnlyInFullColorOnTheHomeScreenAndSmartStack() throws {
        let home = try #require(Place.homeScreen.presentation(for: .systemSmall))
        #expect(home.showsContainerBackground(in: .fullColor))
        #expect(!home.showsContainerBackground(in: .accented))
        #expect(!home.showsContainerBackground(in: .vibrant))
        #expect(
            Place.lockScreen.presentation(for: .accessoryRectangular)?.showsContainerBackground(in: .vibrant) == false)
        #expect(Place.standBy.presentation(for: .systemSmall)?.showsContainerBackground(in: .fullColor) == false)
        #expect(
            Place.watchFace.presentation(for: .accessoryRectangular)?.showsContainerBackground(in: .fullColor) == false)
        #expect(
            Place.watchSmartStack.presentation(for: .accessoryRectangular)?.showsContainerBackground(in: .fullColor)
                == true)
    }

    @Test func alwaysOnAppliesOnWatchFacesAndInStandByAtNight() throws {
        let face = try #require(Place.watchFace.presentation(for: .accessoryCircular))
        #expect(face.hasAlwaysOn(in: .fullColor) && face.hasAlwaysOn(in: .accented))
        let standBy = try #require(Place.standBy.presentation(for: .systemSmall))
        #expect(!standBy.hasAlwaysOn(in: .fullColor))
        #expect(standBy.hasAlwaysOn(in: .vibrant))
        #expect(Place.homeScreen.presentation(for: .systemSmall)?.alwaysOnModes == [])
        #expect(Place.lockScreen.presentation(for: .accessoryCircular)?.alwaysOnModes == [])
        #expect(Place.watchSmartStack.presentation(for: .accessoryRectangular)?.alwaysOnModes == [])
    }

    @Test(arguments: [
        // place, family, margin on every edge
        ("homeScreen", "systemMedium", 16.0),
        ("lockScreen", "accessoryRectangular", 0),
        ("lockScreen", "systemSmall", 11),
        ("standBy", "systemSmall", 11),
        ("watchFace", "accessoryRectangular", 0),
        ("watchSmartStack", "accessoryRectangular", 8),
    ])
    func contentMarginsDependOnThePlace(place: String, family: String, margin: Double) throws {
        let presentation = try #require(
            Place.named(PlaceName(rawValue: place))?.presentation(for: FamilyName(rawValue: family)))
        #expect(presentation.contentMargins == ContentMargins(all: margin))
    }

    @Test func onlyTheHomeScreenIsNeverLocked() {
        #expect(Place.all.filter { !$0.canBeLocked }.map(\.name) == [.homeScreen])
    }

    @Test func onlyTheHomeScreenShowsTheLightAppearance() {
        #expect(
            Place.all.map(\.colorSchemes) == [
                ["light", "dark"], ["dark"], ["dark"], ["dark"], ["dark"],
            ])
    }

    @Test func watchPlacesUseWatchOSTextAndTheOthersIOS() {
        #expect(Place.all.map(\.platform) == [.iOS, .iOS, .iOS, .watchOS, .watchOS])
    }

    @Test func widgetsWithoutABackgroundGetTheHomeScreenColoursOrTheSmartStackMaterial() {
        #expect(Place.homeScreen.widgetBackground(colorScheme: "light") == .white)
        #expect(Place.homeScreen.widgetBackground(colorScheme: "dark") == RGBA(28 / 255, 28 / 255, 30 / 255))
        #expect(Place.watchSmartStack.widgetBackground(colorScheme: "light") == RGBA(44 / 255, 44 / 255, 46 / 255))
        #expect(Place.lockScreen.widgetBackground(colorScheme: "light") == nil)
        #expect(Place.watchFace.widgetBackground(colorScheme: "dark") == nil)
    }

    @Test func accentedHomeScreenDimsTheWallpaperSoWhiteContentReads() {
        let plain = Place.homeScreen.backdrop(colorScheme: "light")
        let tinted = Place.homeScreen.backdrop(colorScheme: "light", mode: .accented)
        #expect(plain.luminance > 0.8)
        #expect(tinted.luminance < 0.4)
        #expect(Place.homeScreen.backdrop(colorScheme: "light", mode: .fullColor) == plain)
        #expect(Place.lockScreen.backdrop(colorScheme: "light").luminance < 0.4)
        #expect(Place.watchFace.backdrop(colorScheme: "light") == .black)
    }

    @Test func placesAreFoundByName() {
        #expect(Place.named("standBy")?.displayName == "StandBy")
        #expect(Place.named("desk") == nil)
        #expect(PlaceName.all.map { Place.named($0)?.name } == PlaceName.all)
    }
}
