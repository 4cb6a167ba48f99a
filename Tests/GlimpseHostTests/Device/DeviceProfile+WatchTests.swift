//  DeviceProfile+WatchTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: HIG "Complications" and "Widgets" (reference widgetkit.md §4.5): slot sizes by
//  case size, the Smart Stack widget size; Glimpse's inline widths per face.

import GlimpseArchive
import Testing

@testable import GlimpseHost

struct DeviceProfileWatchTests {
    @Test(arguments: [
        // name, circular, corner, rectangular, smart stack
        ("watch-40mm", 42.0, 32.0, [162.0, 69], [152.0, 69.5]),
        ("watch-41mm", 44.5, 34, [171.5, 73], [165, 72.5]),
        ("watch-44mm", 47, 36, [184, 78], [173, 76.5]),
        ("watch-45mm", 50, 38, [193, 82], [184, 80.5]),
        ("watch-49mm", 50, 38, [193, 82], [191, 81.5]),
    ])
    func eachCaseSizeHasItsSlotAndSmartStackSizes(
        name: String, circular: Double, corner: Double, rectangular: [Double], smartStack: [Double]
    ) throws {
        let watch = try DeviceProfile.named(name)
        #expect(watch.platform == .watchOS)
        #expect(watch.scale == 2)
        #expect(watch.familySize(.accessoryCircular, at: .watchFace) == FamilySize(circular, circular))
        #expect(watch.familySize(.accessoryCorner, at: .watchFace) == FamilySize(corner, corner))
        #expect(watch.familySize(.accessoryRectangular, at: .watchFace) == FamilySize(rectangular[0], rectangular[1]))
        #expect(
            watch.familySize(.accessoryRectangular, at: .watchSmartStack) == FamilySize(smartStack[0], smartStack[1]))
    }

    @Test func watchHasTheFaceAndTheSmartStackButNoSystemFamilies() throws {
        let watch = try DeviceProfile.named("watch-41mm")
        #expect(watch.placeNames == [.watchFace, .watchSmartStack])
        #expect(watch.families == [.accessoryCorner, .accessoryCircular, .accessoryRectangular, .accessoryInline])
        #expect(watch.size(for: .systemSmall) == nil)
        #expect(watch.families(at: .watchSmartStack) == [.accessoryRectangular])
    }

    @Test(arguments: [
        // name, Utility, Modular Compact, Infograph widths, height
        ("watch-40mm", [146.0, 97, 73], 20.0),
        ("watch-41mm", [158, 106, 79], 21),
        ("watch-44mm", [166, 110, 83], 21.5),
        ("watch-45mm", [178, 119, 89], 23.5),
        ("watch-49mm", [185, 123, 92], 23.5),
    ])
    func inlineSlotsNarrowFromUtilityToInfograph(name: String, widths: [Double], height: Double) throws {
        let watch = try DeviceProfile.named(name)
        let slots = watch.faceSlots(for: .accessoryInline)
        #expect(slots.map(\.face) == ["Utility", "Modular Compact", "Infograph"])
        #expect(slots.map(\.size.width) == widths)
        #expect(slots.allSatisfy { $0.size.height == height })
        #expect(watch.familySize(.accessoryInline, at: .watchFace) == FamilySize(slots[0].size))
    }
}
