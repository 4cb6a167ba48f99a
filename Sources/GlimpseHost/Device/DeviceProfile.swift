//  DeviceProfile.swift — GlimpseHost (Glimpse)
//  Status: Complete for iPhones; iPad and Watch come with their surfaces
//  Behaviour: HIG "Widgets — iOS dimensions" (reference widgetkit.md §4.2): the widget sizes of
//  each screen size, in points. Corner radii are not published (reference §11): Glimpse's choice.

public import GlimpseArchive

/// A device the host shows widgets on: its screen, scale, and the size of each family.
public struct DeviceProfile: Hashable, Sendable, CustomStringConvertible {
    /// The name the CLI takes, e.g. `"iphone-6.1"`.
    public var name: String
    /// A human name, e.g. `"iPhone 6.1-inch"`.
    public var displayName: String
    /// `"iOS"` or `"watchOS"`: which platform's defaults apply.
    public var platform: String
    /// Portrait screen size in points.
    public var screen: Size
    /// Pixels per point (3 on current iPhones, 2 on the iPhone SE).
    public var scale: Double
    /// Widget size in points by family; a family the device does not have is absent.
    public var sizes: [FamilyName: Size]
    /// Corner radius of home-screen widgets, in points.
    public var systemCornerRadius: Double

    public init(
        name: String, displayName: String, platform: String = "iOS", screen: Size, scale: Double,
        sizes: [FamilyName: Size], systemCornerRadius: Double = 22
    ) {
        self.name = name
        self.displayName = displayName
        self.platform = platform
        self.screen = screen
        self.scale = scale
        self.sizes = sizes
        self.systemCornerRadius = systemCornerRadius
    }

    /// The widget size of `family` on this device in points, or nil if the device has no such
    /// family (e.g. `systemExtraLarge` or `accessoryCorner` on an iPhone).
    public func size(for family: FamilyName) -> Size? { sizes[family] }

    /// The families this device shows, in WidgetKit's order.
    public var families: [FamilyName] { sizes.keys.sorted() }

    /// The corner radius of `family`'s container in points: `systemCornerRadius` for home-screen
    /// widgets, a circle for `accessoryCircular`, 10 for `accessoryRectangular`, 0 otherwise.
    /// These match the radii WidgetKit lays `ContainerRelativeShape` out with.
    public func cornerRadius(for family: FamilyName) -> Double {
        switch family {
        case _ where family.isSystem: return systemCornerRadius
        case .accessoryCircular: return (sizes[family]?.width ?? 0) / 2
        case .accessoryRectangular: return 10
        default: return 0
        }
    }

    public var description: String {
        "\(name) (\(displayName), \(Int(screen.width))×\(Int(screen.height)) pt @\(Int(scale))x)"
    }
}
