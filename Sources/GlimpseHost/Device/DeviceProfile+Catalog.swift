//  DeviceProfile+Catalog.swift — GlimpseHost (Glimpse)
//  Status: Complete for the iPhone rows of the HIG table; iPad and Watch rows are a later issue
//  Behaviour: HIG "Widgets — iOS dimensions" (reference widgetkit.md §4.2). One row per screen
//  size, in points; add a device by adding a row.

import GlimpseArchive

extension DeviceProfile {
    /// Every known device, default first.
    public static let all: [DeviceProfile] = [
        iPhone(
            "iphone-6.1", "iPhone 6.1-inch", screen: (390, 844), scale: 3,
            small: 158, medium: (338, 158), large: (338, 354), circular: 72, rectangular: (160, 72), inline: (234, 26)),
        iPhone(
            "iphone-6.7", "iPhone 6.7-inch", screen: (430, 932), scale: 3,
            small: 170, medium: (364, 170), large: (364, 382), circular: 76, rectangular: (172, 76), inline: (257, 26)),
        iPhone(
            "iphone-6.5", "iPhone 6.5-inch", screen: (414, 896), scale: 3,
            small: 169, medium: (360, 169), large: (360, 379), circular: 76, rectangular: (160, 72), inline: (248, 26)),
        iPhone(
            "iphone-5.8", "iPhone 5.8-inch", screen: (375, 812), scale: 3,
            small: 155, medium: (329, 155), large: (329, 345), circular: 72, rectangular: (157, 72), inline: (225, 26)),
        iPhone(
            "iphone-5.5", "iPhone 5.5-inch (Plus)", screen: (414, 736), scale: 3,
            small: 159, medium: (348, 157), large: (348, 357), circular: 76, rectangular: (170, 76), inline: (248, 26)),
        iPhone(
            "iphone-se", "iPhone SE (4.7-inch)", screen: (375, 667), scale: 2,
            small: 148, medium: (321, 148), large: (321, 324), circular: 68, rectangular: (153, 68), inline: (225, 26)),
    ]

    /// The default device: a 6.1-inch iPhone (390×844 pt, 3x).
    public static let standard: DeviceProfile = all[0]

    /// The device called `name`.
    /// - Throws: `HostError` `.unknownDevice` listing the known names.
    public static func named(_ name: String) throws(HostError) -> DeviceProfile {
        guard let device = all.first(where: { $0.name == name }) else {
            let names = all.map(\.name).joined(separator: ", ")
            throw HostError(.unknownDevice, "'\(name)' is not a device (\(names))")
        }
        return device
    }

    /// An iPhone row: home-screen and Lock Screen families, no extra-large or corner.
    private static func iPhone(
        _ name: String, _ displayName: String, screen: (Double, Double), scale: Double, small: Double,
        medium: (Double, Double), large: (Double, Double), circular: Double, rectangular: (Double, Double),
        inline: (Double, Double)
    ) -> DeviceProfile {
        DeviceProfile(
            name: name, displayName: displayName, screen: Size(width: screen.0, height: screen.1), scale: scale,
            sizes: [
                .systemSmall: Size(width: small, height: small),
                .systemMedium: Size(width: medium.0, height: medium.1),
                .systemLarge: Size(width: large.0, height: large.1),
                .accessoryCircular: Size(width: circular, height: circular),
                .accessoryRectangular: Size(width: rectangular.0, height: rectangular.1),
                .accessoryInline: Size(width: inline.0, height: inline.1),
            ])
    }
}
