//  DeviceProfile.swift — GlimpseHost (Glimpse)
//  Status: Complete for iPhones, iPads and Apple Watches of the HIG tables
//  Behaviour: HIG "Widgets" and "Complications" dimension tables (reference widgetkit.md
//  §4.2–4.5): the widget sizes of each screen, in points, per place. Corner radii are not
//  published (reference §11): Glimpse's choice, documented on `cornerRadius(for:at:)`.

public import GlimpseArchive

/// A device the host shows widgets on: its screen, scale, platform, the places it has and the
/// size of each family in each place.
public struct DeviceProfile: Hashable, Sendable, CustomStringConvertible {
    /// The name the CLI takes, e.g. `"iphone-6.1"`, `"ipad-11"`, `"watch-45mm"`.
    public var name: String
    /// A human name, e.g. `"iPhone 6.1-inch"`.
    public var displayName: String
    /// Which platform's defaults apply: `.iOS` (iPhone, iPad) or `.watchOS`.
    public var platform: PlatformName
    /// Portrait screen size in points.
    public var screen: Size
    /// Pixels per point (3 on current iPhones, 2 on iPads, the iPhone SE and Apple Watch).
    public var scale: Double
    /// The places of the device, in `PlaceName` order, each with its families and sizes.
    public var places: [PlaceSizes]
    /// Watch-face slots whose size differs from the family's default size (the inline slot of
    /// each face); empty on iPhone and iPad.
    public var faceSlots: [FaceSlot]
    /// Corner radius of home-screen widgets, in points.
    public var systemCornerRadius: Double
    /// What cuts into the top of the screen: the Dynamic Island, where running Live Activities
    /// show; a notch; or nothing (iPads, phones with a Home button, watches).
    public var cutout: ScreenCutout

    /// The top of an iPhone's screen (HIG "Live Activities": only the Dynamic Island shows them
    /// outside the Lock Screen).
    public enum ScreenCutout: String, Hashable, Sendable {
        /// 122 × 35 pt at 11 pt from the top (iPhone 14 Pro and later).
        case dynamicIsland
        /// The sensor housing: 162 × 32 pt (iPhone 13–14; Apple publishes no size, earlier
        /// phones' is wider).
        case notch
        case none
    }

    public init(
        name: String, displayName: String, platform: PlatformName = .iOS, screen: Size, scale: Double,
        places: [PlaceSizes], faceSlots: [FaceSlot] = [], systemCornerRadius: Double = 22,
        cutout: ScreenCutout = .none
    ) {
        self.cutout = cutout
        self.name = name
        self.displayName = displayName
        self.platform = platform
        self.screen = screen
        self.scale = scale
        self.places = places.sorted { $0.place < $1.place }
        self.faceSlots = faceSlots
        self.systemCornerRadius = systemCornerRadius
    }

    // MARK: - Places and families

    /// The names of the device's places, in `PlaceName` order.
    public var placeNames: [PlaceName] { places.map(\.place) }

    /// Whether the device has `place`.
    public func has(_ place: PlaceName) -> Bool { placeNames.contains(place) }

    /// The families the device shows in `place`, in WidgetKit's order (empty if it has no such
    /// place).
    public func families(at place: PlaceName) -> [FamilyName] {
        places.first { $0.place == place }?.families ?? []
    }

    /// The places where the device shows `family`, in `PlaceName` order.
    public func places(holding family: FamilyName) -> [PlaceName] {
        places.filter { $0.sizes[family] != nil }.map(\.place)
    }

    /// The families this device shows anywhere, in WidgetKit's order.
    public var families: [FamilyName] { Array(Set(places.flatMap(\.sizes.keys))).sorted() }

    /// Where `family` goes when no place is asked for: `system…` families on the Home Screen;
    /// accessory families on the Lock Screen of an iPhone or iPad and on the watch face of a
    /// watch; otherwise the first place that holds it. `nil` if the device has none.
    public func defaultPlace(for family: FamilyName) -> PlaceName? {
        let holding = places(holding: family)
        let preferred: PlaceName =
            family.isSystem ? .homeScreen : (platform == .watchOS ? .watchFace : .lockScreen)
        return holding.contains(preferred) ? preferred : holding.first
    }

    // MARK: - Sizes

    /// The size of `family` in `place` (canvas and on-screen), or `nil` if the device does not
    /// show it there.
    public func familySize(_ family: FamilyName, at place: PlaceName) -> FamilySize? {
        places.first { $0.place == place }?.sizes[family]
    }

    /// The canvas of `family` at its default place, in points, or `nil` if the device has no
    /// such family (e.g. `systemExtraLarge` or `accessoryCorner` on an iPhone).
    public func size(for family: FamilyName) -> Size? {
        defaultPlace(for: family).flatMap { familySize(family, at: $0)?.canvas }
    }

    /// The slots of `family` on named watch faces (`accessoryInline` widths per face).
    public func faceSlots(for family: FamilyName) -> [FaceSlot] { faceSlots.filter { $0.family == family } }

    /// The slot of `family` on the watch face named `face`, or `nil`.
    public func faceSlot(_ face: String, for family: FamilyName) -> FaceSlot? {
        faceSlots.first { $0.face == face && $0.family == family }
    }

    /// Where the label of `family` is drawn in `place` — in the family's default slot, or on the
    /// named face's slot — or `nil` where none shows: on a watch face, a corner slot (the
    /// top-leading one by default) and face slots that show labels (the Infograph bezel).
    public func labelPlacement(for family: FamilyName, at place: PlaceName, face: String? = nil) -> LabelPlacement? {
        guard place == .watchFace, platform == .watchOS else { return nil }
        if let face { return faceSlot(face, for: family)?.label }
        guard family == .accessoryCorner, let size = familySize(family, at: place) else { return nil }
        return .corner(.topLeading, slot: size.canvas.width, screen: screen)
    }

    // MARK: - Shape

    /// The corner radius of `family`'s container in points, at its default place.
    public func cornerRadius(for family: FamilyName) -> Double {
        cornerRadius(for: family, at: defaultPlace(for: family) ?? .homeScreen)
    }

    /// The corner radius of `family`'s container in `place`, in points: `systemCornerRadius`
    /// for `system…` widgets, a circle for `accessoryCircular`, 10 for `accessoryRectangular`
    /// (20 as a watch Smart Stack card), 0 otherwise. These match the radii WidgetKit lays
    /// `ContainerRelativeShape` out with; Apple publishes none (reference §11).
    public func cornerRadius(for family: FamilyName, at place: PlaceName) -> Double {
        switch family {
        case _ where family.isSystem: return systemCornerRadius
        case .accessoryCircular: return (familySize(family, at: place)?.canvas.width ?? 0) / 2
        case .accessoryRectangular: return place == .watchSmartStack ? 20 : 10
        default: return 0
        }
    }

    public var description: String {
        "\(name) (\(displayName), \(FamilySize.format(screen)) pt @\(Int(scale))x)"
    }
}
