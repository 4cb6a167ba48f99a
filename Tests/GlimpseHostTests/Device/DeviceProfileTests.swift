//  DeviceProfileTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: HIG "Widgets — iOS dimensions" (reference widgetkit.md §4.2); places per device
//  and the default place of each family (issue 4).

import GlimpseArchive
import Testing

@testable import GlimpseHost

struct DeviceProfileTests {
    @Test func iPhone61HasTheHIGSizes() throws {
        let device = try DeviceProfile.named("iphone-6.1")
        #expect(device.screen == Size(width: 390, height: 844))
        #expect(device.scale == 3)
        #expect(device.platform == .iOS)
        #expect(device.size(for: .systemSmall) == Size(width: 158, height: 158))
        #expect(device.size(for: .systemMedium) == Size(width: 338, height: 158))
        #expect(device.size(for: .systemLarge) == Size(width: 338, height: 354))
        #expect(device.size(for: .accessoryCircular) == Size(width: 72, height: 72))
        #expect(device.size(for: .accessoryRectangular) == Size(width: 160, height: 72))
        #expect(device.size(for: .accessoryInline) == Size(width: 234, height: 26))
    }

    @Test(arguments: [
        // name, screen, small, medium, large, circular, rectangular, inline, scale
        (
            "iphone-6.1-island", [393.0, 852], 158.0, [338.0, 158], [338.0, 354], 72.0, [160.0, 72], [234.0, 26], 3.0
        ),
        ("iphone-6.7", [430, 932], 170, [364, 170], [364, 382], 76, [172, 76], [257, 26], 3),
        ("iphone-6.7-notch", [428, 926], 170, [364, 170], [364, 382], 76, [172, 76], [257, 26], 3),
        ("iphone-6.5", [414, 896], 169, [360, 169], [360, 379], 76, [160, 72], [248, 26], 3),
        ("iphone-5.5", [414, 736], 159, [348, 157], [348, 357], 76, [170, 76], [248, 26], 3),
        ("iphone-5.8", [375, 812], 155, [329, 155], [329, 345], 72, [157, 72], [225, 26], 3),
        ("iphone-5.4", [360, 780], 155, [329, 155], [329, 345], 72, [157, 72], [225, 26], 3),
        ("iphone-se", [375, 667], 148, [321, 148], [321, 324], 68, [153, 68], [225, 26], 2),
    ])
    func eachIPhoneRowHasItsHIGSizes(
        name: String, screen: [Double], small: Double, medium: [Double], large: [Double], circular: Double,
        rectangular: [Double], inline: [Double], scale: Double
    ) throws {
        let device = try DeviceProfile.named(name)
        #expect(device.screen == Size(width: screen[0], height: screen[1]))
        #expect(device.familySize(.systemSmall, at: .homeScreen) == FamilySize(small, small))
        #expect(device.familySize(.systemMedium, at: .homeScreen) == FamilySize(medium[0], medium[1]))
        #expect(device.familySize(.systemLarge, at: .homeScreen) == FamilySize(large[0], large[1]))
        #expect(device.familySize(.accessoryCircular, at: .lockScreen) == FamilySize(circular, circular))
        #expect(device.familySize(.accessoryRectangular, at: .lockScreen) == FamilySize(rectangular[0], rectangular[1]))
        #expect(device.familySize(.accessoryInline, at: .lockScreen) == FamilySize(inline[0], inline[1]))
        #expect(device.scale == scale)
    }

    @Test func fourInchIPhoneHasOnlyTheHomeScreen() throws {
        let device = try DeviceProfile.named("iphone-4.0")
        #expect(device.placeNames == [.homeScreen])
        #expect(device.size(for: .systemLarge) == Size(width: 292, height: 311))
        #expect(device.size(for: .accessoryCircular) == nil)
    }

    @Test func iPhonesShowSmallWidgetsInStandByAtTheHomeScreenSize() throws {
        let device = DeviceProfile.standard
        #expect(device.placeNames == [.homeScreen, .lockScreen, .standBy])
        #expect(device.families(at: .standBy) == [.systemSmall])
        #expect(device.familySize(.systemSmall, at: .standBy) == FamilySize(158, 158))
        #expect(try DeviceProfile.named("iphone-5.5").placeNames == [.homeScreen, .lockScreen])
    }

    @Test func iPhoneHasNoExtraLargeOrCornerFamily() {
        for device in DeviceProfile.all where device.name.hasPrefix("iphone") {
            #expect(device.size(for: .systemExtraLarge) == nil)
            #expect(device.size(for: .accessoryCorner) == nil)
        }
    }

    @Test func devicesAreNamedByKindAndSize() {
        #expect(
            DeviceProfile.all.map(\.name) == [
                "iphone-6.1", "iphone-6.1-island", "iphone-6.7", "iphone-6.7-notch", "iphone-6.5", "iphone-5.8",
                "iphone-5.4", "iphone-5.5", "iphone-se", "iphone-4.0", "ipad-mini", "ipad-9.7", "ipad-10.2",
                "ipad-10.5", "ipad-10.9", "ipad-11", "ipad-12.9", "watch-40mm", "watch-41mm", "watch-44mm",
                "watch-45mm", "watch-49mm",
            ])
    }

    @Test func unknownDeviceNamesTheKnownOnes() {
        let error = #expect(throws: HostError.self) { try DeviceProfile.named("pixel-7") }
        #expect(error?.code == .unknownDevice)
        #expect(error?.message.hasPrefix("'pixel-7' is not a device (iphone-6.1, iphone-6.1-island, ") == true)
        #expect(error?.message.hasSuffix("watch-45mm, watch-49mm)") == true)
    }

    @Test func cornerRadiusFollowsTheFamilysShapeAndPlace() throws {
        let device = DeviceProfile.standard
        #expect(device.cornerRadius(for: .systemMedium) == 22)
        #expect(device.cornerRadius(for: .accessoryCircular) == 36)
        #expect(device.cornerRadius(for: .accessoryRectangular) == 10)
        #expect(device.cornerRadius(for: .accessoryInline) == 0)
        let watch = try DeviceProfile.named("watch-45mm")
        #expect(watch.cornerRadius(for: .accessoryCircular) == 25)
        #expect(watch.cornerRadius(for: .accessoryRectangular, at: .watchSmartStack) == 20)
    }

    @Test func familiesSortInWidgetKitOrder() {
        #expect(
            DeviceProfile.standard.families == [
                .systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline,
            ])
    }

    @Test(arguments: [
        // device, family, default place
        ("iphone-6.1", "systemSmall", "homeScreen"),
        ("iphone-6.1", "accessoryCircular", "lockScreen"),
        ("ipad-11", "systemSmall", "homeScreen"),
        ("ipad-11", "accessoryInline", "lockScreen"),
        ("watch-45mm", "accessoryRectangular", "watchFace"),
        ("watch-45mm", "accessoryCorner", "watchFace"),
    ])
    func eachFamilyHasADefaultPlace(device: String, family: String, place: String) throws {
        let profile = try DeviceProfile.named(device)
        #expect(profile.defaultPlace(for: FamilyName(rawValue: family)) == PlaceName(rawValue: place))
    }

    @Test func aFamilyTheDeviceLacksHasNoDefaultPlace() {
        #expect(DeviceProfile.standard.defaultPlace(for: .accessoryCorner) == nil)
        #expect(DeviceProfile.standard.places(holding: .systemSmall) == [.homeScreen, .standBy])
    }
}
