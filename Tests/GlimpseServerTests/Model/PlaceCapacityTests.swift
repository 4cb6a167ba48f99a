//  PlaceCapacityTests.swift — GlimpseServerTests (Glimpse)
//  Status: Complete
//  Behaviour: HIG "Widgets"/"Complications" slot counts as PlaceCapacity documents them.

import GlimpseHost
import GlimpseServer
import Testing

struct PlaceCapacityTests {
    @Test(arguments: [
        // Lock Screen: four circular units below the clock, one inline slot above it.
        ("lockScreen", "accessoryCircular", ["accessoryRectangular", "accessoryCircular"], true),
        ("lockScreen", "accessoryCircular", ["accessoryRectangular", "accessoryCircular", "accessoryCircular"], false),
        ("lockScreen", "accessoryRectangular", ["accessoryRectangular", "accessoryCircular"], false),
        ("lockScreen", "accessoryRectangular", ["accessoryRectangular", "accessoryInline"], true),
        ("lockScreen", "accessoryInline", ["accessoryInline"], false),
        // StandBy: two widgets.
        ("standBy", "systemSmall", ["systemSmall"], true),
        ("standBy", "systemSmall", ["systemSmall", "systemSmall"], false),
        // Glimpse's watch face: 4 corners, 2 circular, 1 rectangular, 1 inline.
        ("watchFace", "accessoryCorner", ["accessoryCorner", "accessoryCorner", "accessoryCorner"], true),
        (
            "watchFace", "accessoryCorner",
            ["accessoryCorner", "accessoryCorner", "accessoryCorner", "accessoryCorner"], false
        ),
        ("watchFace", "accessoryCircular", ["accessoryCircular", "accessoryCircular"], false),
        ("watchFace", "accessoryRectangular", ["accessoryCircular"], true),
        ("watchFace", "accessoryRectangular", ["accessoryRectangular"], false),
        // The Smart Stack and the Home Screen take any number.
        ("watchSmartStack", "accessoryRectangular", Array(repeating: "accessoryRectangular", count: 9), true),
        ("homeScreen", "systemLarge", Array(repeating: "systemLarge", count: 12), true),
    ])
    func roomFollowsTheSlotsOfEachPlace(place: String, family: String, existing: [String], fits: Bool) {
        let refusal = PlaceCapacity.refusal(
            adding: FamilyName(rawValue: family), to: PlaceName(rawValue: place),
            besides: existing.map(FamilyName.init(rawValue:)))
        #expect((refusal == nil) == fits, "\(refusal ?? "fits")")
    }

    @Test func onlyTheSmartStackKeepsEverythingInOneStack() {
        #expect(PlaceCapacity.isSingleStack(.watchSmartStack))
        #expect(!PlaceCapacity.isSingleStack(.homeScreen))
    }
}
