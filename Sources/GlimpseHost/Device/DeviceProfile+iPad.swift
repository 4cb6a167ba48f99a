//  DeviceProfile+iPad.swift — GlimpseHost (Glimpse)
//  Status: Complete for the iPad rows of the HIG's iPadOS table at standard Display Zoom; the
//  "More Space" rows (954×1373, 970×1389, 1192×1590) are left out. Lock Screen accessory
//  sizes are Glimpse's choice (Apple publishes none for iPad).
//  Behaviour: HIG "Widgets — iPadOS dimensions" (reference widgetkit.md §4.3): iPadOS lays a
//  widget out at the "Canvas" size and scales it down to the "Device" size. iPadOS 17 adds the
//  Lock Screen: accessory families and `systemSmall` (reference §4.1).

import GlimpseArchive

extension DeviceProfile {
    /// The iPad rows, smallest screen first.
    static let iPads: [DeviceProfile] = [
        iPad(
            "ipad-mini", "iPad mini (744×1133: 8.3-inch)", screen: (744, 1133),
            canvas: (141, 305.5, 634.5), device: (120, 260, 540)),
        iPad(
            "ipad-9.7", "iPad 9.7-inch (768×1024)", screen: (768, 1024),
            canvas: (141, 305.5, 634.5), device: (120, 260, 540)),
        iPad(
            "ipad-10.2", "iPad 10.2-inch (810×1080)", screen: (810, 1080),
            canvas: (146, 320.5, 669), device: (124, 272, 568)),
        iPad(
            "ipad-10.5", "iPad 10.5-inch (834×1112)", screen: (834, 1112),
            canvas: (150, 327.5, 682), device: (132, 288, 600)),
        iPad(
            "ipad-10.9", "iPad 10.9-inch (820×1180: iPad Air, iPad 10th gen)", screen: (820, 1180),
            canvas: (155, 342, 715.5), device: (136, 300, 628)),
        iPad(
            "ipad-11", "iPad Pro 11-inch (834×1194)", screen: (834, 1194),
            canvas: (155, 342, 715.5), device: (136, 300, 628)),
        iPad(
            "ipad-12.9", "iPad Pro 12.9-inch (1024×1366)", screen: (1024, 1366),
            canvas: (170, 378.5, 795), device: (160, 356, 748)),
    ]

    /// One iPad row. `canvas` and `device` give (small side, medium/large width, extra-large
    /// width): small is s×s, medium w×s, large w×w, extra large x×w (the HIG's pattern).
    ///
    /// Lock Screen: `systemSmall` at its Home Screen size, and the accessory families at the
    /// 6.7-inch iPhone's sizes (76×76, 172×76, 257×26) — Apple publishes no iPad accessory
    /// sizes, so this is Glimpse's choice.
    private static func iPad(
        _ name: String, _ displayName: String, screen: (Double, Double), canvas: (Double, Double, Double),
        device: (Double, Double, Double)
    ) -> DeviceProfile {
        func size(_ w: Double, _ h: Double, _ dw: Double, _ dh: Double) -> FamilySize {
            FamilySize(Size(width: w, height: h), device: Size(width: dw, height: dh))
        }
        let (s, w, x) = canvas
        let (ds, dw, dx) = device
        let small = size(s, s, ds, ds)
        return DeviceProfile(
            name: name, displayName: displayName, screen: Size(width: screen.0, height: screen.1), scale: 2,
            places: [
                PlaceSizes(
                    .homeScreen,
                    [
                        .systemSmall: small, .systemMedium: size(w, s, dw, ds), .systemLarge: size(w, w, dw, dw),
                        .systemExtraLarge: size(x, w, dx, dw),
                    ]),
                PlaceSizes(
                    .lockScreen,
                    [
                        .systemSmall: small, .accessoryCircular: FamilySize(76, 76),
                        .accessoryRectangular: FamilySize(172, 76), .accessoryInline: FamilySize(257, 26),
                    ]),
            ])
    }
}
