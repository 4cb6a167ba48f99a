//  DeviceProfile+iPhone.swift — GlimpseHost (Glimpse)
//  Status: Complete for every row of the HIG's iOS table; the newest screens (402×874,
//  440×956) have no published row (reference §4.2 notes) and are absent
//  Behaviour: HIG "Widgets — iOS dimensions" (reference widgetkit.md §4.2), portrait screen
//  size → widget sizes in points. Lock Screen widgets need iOS 16 and StandBy iOS 17: the
//  320×568 row (iPhone SE 1st gen, last on iOS 15) has neither, and the 414×736 row (iPhone 8
//  Plus, last on iOS 16) has no StandBy.

import GlimpseArchive

extension DeviceProfile {
    /// The iPhone rows, the default (6.1-inch, 390×844) first.
    static let iPhones: [DeviceProfile] = [
        iPhone(
            "iphone-6.1", "iPhone 6.1-inch (390×844: iPhone 12–14)", screen: (390, 844), scale: 3,
            small: 158, medium: (338, 158), large: (338, 354),
            lock: (circular: 72, rectangular: (160, 72), inline: (234, 26))),
        iPhone(
            "iphone-6.1-island", "iPhone 6.1-inch (393×852: iPhone 14 Pro–16)", screen: (393, 852), scale: 3,
            small: 158, medium: (338, 158), large: (338, 354),
            lock: (circular: 72, rectangular: (160, 72), inline: (234, 26)), cutout: .dynamicIsland),
        iPhone(
            "iphone-6.7", "iPhone 6.7-inch (430×932: iPhone 14 Pro Max–16 Plus)", screen: (430, 932), scale: 3,
            small: 170, medium: (364, 170), large: (364, 382),
            lock: (circular: 76, rectangular: (172, 76), inline: (257, 26)), cutout: .dynamicIsland),
        iPhone(
            "iphone-6.7-notch", "iPhone 6.7-inch (428×926: iPhone 12 Pro Max–14 Plus)", screen: (428, 926),
            scale: 3, small: 170, medium: (364, 170), large: (364, 382),
            lock: (circular: 76, rectangular: (172, 76), inline: (257, 26))),
        iPhone(
            "iphone-6.5", "iPhone 6.5-inch (414×896: iPhone XS Max, 11 Pro Max)", screen: (414, 896), scale: 3,
            small: 169, medium: (360, 169), large: (360, 379),
            lock: (circular: 76, rectangular: (160, 72), inline: (248, 26))),
        iPhone(
            "iphone-5.8", "iPhone 5.8-inch (375×812: iPhone X–11 Pro)", screen: (375, 812), scale: 3,
            small: 155, medium: (329, 155), large: (329, 345),
            lock: (circular: 72, rectangular: (157, 72), inline: (225, 26))),
        iPhone(
            "iphone-5.4", "iPhone 5.4-inch (360×780: iPhone 12 mini, 13 mini)", screen: (360, 780), scale: 3,
            small: 155, medium: (329, 155), large: (329, 345),
            lock: (circular: 72, rectangular: (157, 72), inline: (225, 26))),
        iPhone(
            "iphone-5.5", "iPhone 5.5-inch (414×736: iPhone 6s–8 Plus)", screen: (414, 736), scale: 3,
            small: 159, medium: (348, 157), large: (348, 357),
            lock: (circular: 76, rectangular: (170, 76), inline: (248, 26)), standBy: false, cutout: .none),
        iPhone(
            "iphone-se", "iPhone SE (375×667: 4.7-inch)", screen: (375, 667), scale: 2,
            small: 148, medium: (321, 148), large: (321, 324),
            lock: (circular: 68, rectangular: (153, 68), inline: (225, 26)), cutout: .none),
        iPhone(
            "iphone-4.0", "iPhone 4-inch (320×568: iPhone SE 1st gen)", screen: (320, 568), scale: 2,
            small: 141, medium: (292, 141), large: (292, 311), lock: nil, standBy: false, cutout: .none),
    ]

    /// One iPhone row: Home Screen system families, Lock Screen accessory families (if
    /// `lock`), StandBy's `systemSmall` at the Home Screen size (if `standBy`). StandBy shows
    /// the small widget enlarged; Apple publishes no StandBy size, so the canvas is shown as is.
    private static func iPhone(
        _ name: String, _ displayName: String, screen: (Double, Double), scale: Double, small: Double,
        medium: (Double, Double), large: (Double, Double),
        lock: (circular: Double, rectangular: (Double, Double), inline: (Double, Double))?, standBy: Bool = true,
        cutout: ScreenCutout = .notch
    ) -> DeviceProfile {
        var places = [
            PlaceSizes(
                .homeScreen,
                [
                    .systemSmall: FamilySize(small, small), .systemMedium: FamilySize(medium.0, medium.1),
                    .systemLarge: FamilySize(large.0, large.1),
                ])
        ]
        if let lock {
            places.append(
                PlaceSizes(
                    .lockScreen,
                    [
                        .accessoryCircular: FamilySize(lock.circular, lock.circular),
                        .accessoryRectangular: FamilySize(lock.rectangular.0, lock.rectangular.1),
                        .accessoryInline: FamilySize(lock.inline.0, lock.inline.1),
                    ]))
        }
        if standBy, lock != nil { places.append(PlaceSizes(.standBy, [.systemSmall: FamilySize(small, small)])) }
        return DeviceProfile(
            name: name, displayName: displayName, screen: Size(width: screen.0, height: screen.1), scale: scale,
            places: places, cutout: cutout)
    }
}
