//  DeviceProfileTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: HIG "Widgets — iOS dimensions" (reference widgetkit.md §4.2).

import GlimpseArchive
import Testing

@testable import GlimpseHost

struct DeviceProfileTests {
    @Test func iPhone61HasTheHIGSizes() throws {
        let device = try DeviceProfile.named("iphone-6.1")
        #expect(device.screen == Size(width: 390, height: 844))
        #expect(device.scale == 3)
        #expect(device.size(for: .systemSmall) == Size(width: 158, height: 158))
        #expect(device.size(for: .systemMedium) == Size(width: 338, height: 158))
        #expect(device.size(for: .systemLarge) == Size(width: 338, height: 354))
        #expect(device.size(for: .accessoryCircular) == Size(width: 72, height: 72))
        #expect(device.size(for: .accessoryRectangular) == Size(width: 160, height: 72))
        #expect(device.size(for: .accessoryInline) == Size(width: 234, height: 26))
    }

    @Test func iPhoneHasNoExtraLargeOrCornerFamily() {
        for device in DeviceProfile.all {
            #expect(device.size(for: .systemExtraLarge) == nil)
            #expect(device.size(for: .accessoryCorner) == nil)
            #expect(device.families.count == 6)
        }
    }

    @Test(arguments: [
        // name, small side, scale
        ("iphone-6.7", 170.0, 3.0),
        ("iphone-6.5", 169, 3),
        ("iphone-5.8", 155, 3),
        ("iphone-5.5", 159, 3),
        ("iphone-se", 148, 2),
    ])
    func eachDeviceRowHasItsSmallSizeAndScale(name: String, small: Double, scale: Double) throws {
        let device = try DeviceProfile.named(name)
        #expect(device.size(for: .systemSmall) == Size(width: small, height: small))
        #expect(device.scale == scale)
    }

    @Test func unknownDeviceNamesTheKnownOnes() {
        let error = #expect(throws: HostError.self) { try DeviceProfile.named("pixel-7") }
        #expect(error?.code == .unknownDevice)
        #expect(
            error?.message
                == "'pixel-7' is not a device (iphone-6.1, iphone-6.7, iphone-6.5, iphone-5.8, iphone-5.5, iphone-se)")
    }

    @Test func cornerRadiusFollowsTheFamilysShape() {
        let device = DeviceProfile.standard
        #expect(device.cornerRadius(for: .systemMedium) == 22)
        #expect(device.cornerRadius(for: .accessoryCircular) == 36)
        #expect(device.cornerRadius(for: .accessoryRectangular) == 10)
        #expect(device.cornerRadius(for: .accessoryInline) == 0)
    }

    @Test func familiesSortInWidgetKitOrder() {
        #expect(
            DeviceProfile.standard.families == [
                .systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline,
            ])
    }
}
