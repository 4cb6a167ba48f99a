//  DeviceProfile+Display.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: a bare display (Place.display) as a device: its screen is its size in pixels at one
//  pixel per point, and its one place holds the `system…` families at the largest sizes of the
//  HIG's tables, the 12.9-inch iPad Pro's canvas (reference widgetkit.md §4.3: small 170×170,
//  medium 378.5×170, large 378.5×378.5, extra large 795×378.5), laid out and shown at that size
//  (no iPad down-scaling). The kiosk magnifies the widgets to fill the display
//  (SurfaceLayout+Display), so the sizes fix the widgets' proportions and the grid's spacing,
//  not their size on the panel.

import GlimpseArchive

extension DeviceProfile {
    /// The widget sizes on a display, points: the 12.9-inch iPad Pro's canvas sizes.
    static let displaySizes: [FamilyName: FamilySize] = [
        .systemSmall: FamilySize(170, 170), .systemMedium: FamilySize(378.5, 170),
        .systemLarge: FamilySize(378.5, 378.5), .systemExtraLarge: FamilySize(795, 378.5),
    ]

    /// The device that is a bare display of `size` pixels, named `display-WIDTHxHEIGHT`.
    public static func display(_ size: DisplaySize) -> DeviceProfile {
        DeviceProfile(
            name: size.deviceName, displayName: "Display (\(size.width)×\(size.height) px)",
            screen: Size(width: Double(size.width), height: Double(size.height)), scale: 1,
            places: [PlaceSizes(.display, displaySizes)])
    }
}
