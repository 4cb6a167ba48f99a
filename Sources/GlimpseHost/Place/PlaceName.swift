//  PlaceName.swift — GlimpseHost (Glimpse)
//  Status: Complete for the five places of issue 4 and the kiosk's bare display
//  Behaviour: reference widgetkit.md §4.1 (where each family appears) and §5.1 (the rendering
//  mode depends on the place). The raw values match `InstancePlace`'s, so an instance's place
//  finds its rules with `Place.named(instance.place.rawValue)`.

/// A place a widget is shown in, by name: `"homeScreen"`, `"lockScreen"`…
public struct PlaceName: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral, Comparable
{
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// The iPhone or iPad Home Screen (and Today view): `system*` families.
    public static let homeScreen: PlaceName = "homeScreen"
    /// The iPhone or iPad Lock Screen: accessory families (and `systemSmall` on iPad).
    public static let lockScreen: PlaceName = "lockScreen"
    /// StandBy on a charging iPhone on its side: `systemSmall`.
    public static let standBy: PlaceName = "standBy"
    /// A watch face's complication slots: corner, circular, rectangular and inline.
    public static let watchFace: PlaceName = "watchFace"
    /// The watch's Smart Stack: `accessoryRectangular` (WidgetKit "accessoryRectangular": "In
    /// watchOS, the accessory rectangular widget can appear as a widget in the Smart Stack").
    public static let watchSmartStack: PlaceName = "watchSmartStack"

    /// A bare full-screen display of any size in pixels (a wall dashboard, an e-ink panel):
    /// `system…` families in a grid on a plain background, no phone chrome. Glimpse's own place
    /// (Place.display); a kiosk surface, not one of the phone's or the watch's places.
    public static let display: PlaceName = "display"

    /// Every place of the phone and the watch, in the order tools list them.
    public static let all: [PlaceName] = [.homeScreen, .lockScreen, .standBy, .watchFace, .watchSmartStack]

    /// Every surface a kiosk can draw: the phone's and the watch's places, then `display`.
    public static let surfaces: [PlaceName] = all + [.display]

    /// Whether Glimpse knows this place.
    public var isKnown: Bool { Self.all.contains(self) }

    public var description: String { rawValue }

    /// Orders by `surfaces`; unknown names sort last, by name.
    public static func < (a: PlaceName, b: PlaceName) -> Bool {
        let i = surfaces.firstIndex(of: a) ?? surfaces.count
        let j = surfaces.firstIndex(of: b) ?? surfaces.count
        return i != j ? i < j : a.rawValue < b.rawValue
    }
}
