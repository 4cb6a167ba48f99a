//  DeviceProfile+iPadTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: HIG "Widgets — iPadOS dimensions" (reference widgetkit.md §4.3): laid out at the
//  canvas size, shown at the device size.

import GlimpseArchive
import Testing

@testable import GlimpseHost

struct DeviceProfileIPadTests {
    @Test(arguments: [
        // name, canvas (small, medium/large width, extra-large width), device (same)
        ("ipad-mini", [141.0, 305.5, 634.5], [120.0, 260, 540]),
        ("ipad-9.7", [141, 305.5, 634.5], [120, 260, 540]),
        ("ipad-10.2", [146, 320.5, 669], [124, 272, 568]),
        ("ipad-10.5", [150, 327.5, 682], [132, 288, 600]),
        ("ipad-10.9", [155, 342, 715.5], [136, 300, 628]),
        ("ipad-11", [155, 342, 715.5], [136, 300, 628]),
        ("ipad-12.9", [170, 378.5, 795], [160, 356, 748]),
    ])
    func eachIPadRowHasItsCanvasAndDeviceSizes(name: String, canvas: [Double], device: [Double]) throws {
        let iPad = try DeviceProfile.named(name)
        func size(_ w: Double, _ h: Double) -> Size { Size(width: w, height: h) }
        let (s, w, x) = (canvas[0], canvas[1], canvas[2])
        let (ds, dw, dx) = (device[0], device[1], device[2])
        #expect(iPad.familySize(.systemSmall, at: .homeScreen) == FamilySize(size(s, s), device: size(ds, ds)))
        #expect(iPad.familySize(.systemMedium, at: .homeScreen) == FamilySize(size(w, s), device: size(dw, ds)))
        #expect(iPad.familySize(.systemLarge, at: .homeScreen) == FamilySize(size(w, w), device: size(dw, dw)))
        #expect(iPad.familySize(.systemExtraLarge, at: .homeScreen) == FamilySize(size(x, w), device: size(dx, dw)))
        #expect(iPad.scale == 2)
        #expect(iPad.platform == .iOS)
    }

    @Test func iPadScalesTheCanvasDownToTheDeviceSize() throws {
        let size = try #require(try DeviceProfile.named("ipad-9.7").familySize(.systemSmall, at: .homeScreen))
        #expect(size.isScaled)
        #expect(size.deviceScaleFactor == 120.0 / 141.0)
        #expect(size.description == "141×141 → 120×120")
        #expect(FamilySize(158, 158).deviceScaleFactor == 1)
    }

    @Test func iPadLockScreenShowsSmallAndAccessoryWidgets() throws {
        let iPad = try DeviceProfile.named("ipad-11")
        #expect(iPad.placeNames == [.homeScreen, .lockScreen])
        #expect(
            iPad.families(at: .lockScreen) == [
                .systemSmall, .accessoryCircular, .accessoryRectangular, .accessoryInline,
            ])
        #expect(iPad.familySize(.systemSmall, at: .lockScreen) == iPad.familySize(.systemSmall, at: .homeScreen))
        #expect(iPad.defaultPlace(for: .systemSmall) == .homeScreen)
    }
}
