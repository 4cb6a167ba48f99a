//  Place.swift — GlimpseHost (Glimpse)
//  Status: Complete for the Home Screen, Lock Screen, StandBy, watch face and watch Smart Stack
//  Behaviour: reference widgetkit.md §4.1, §5.1–5.3 and §12.6–7 as data; the values and their
//  sources are in Place+Catalog.swift. Which families a place holds on a given device, and at
//  what size, is the device's (DeviceProfile.places).

public import GlimpseArchive

/// A place widgets are shown in, and its rules: per family the rendering modes, container
/// background, Always On and content margins; whether it can be locked; which platform's text
/// styles apply; what lies behind the widget.
public struct Place: Hashable, Sendable, CustomStringConvertible {
    public var name: PlaceName
    /// `"Home Screen"`, `"Lock Screen"`…
    public var displayName: String
    /// The platform whose text styles, fonts and defaults apply (`RenderEnvironment.platform`).
    public var platform: PlatformName
    /// Whether the place is seen while the device is locked, so that `privacySensitive` views
    /// are redacted (`.privacy`) when the user has turned off access when locked (iPhone, iPad)
    /// or turned on "Hide Sensitive Complications" (Watch). The Home Screen is only seen unlocked.
    public var canBeLocked: Bool
    /// The appearances widgets are shown in here: `["light", "dark"]` on the Home Screen; only
    /// `["dark"]` where the widget is drawn light over a dark wallpaper or face (Lock Screen,
    /// StandBy, the watch, whose interface has no light appearance).
    public var colorSchemes: [String]
    /// The rules of each family this kind of place can hold, on any device.
    public var presentations: [FamilyName: PlacePresentation]
    /// What lies behind the widget in light and dark appearance: the wallpaper, the watch
    /// face's black. Hosts draw it behind widgets whose background the place removes.
    public var backdrop: SchemeColors
    /// The backdrop in particular rendering modes, where it differs (the Home Screen's tinted
    /// appearance dims the wallpaper under accented widgets, which iOS draws in white).
    public var modeBackdrops: [RenderingModeName: SchemeColors]
    /// The colour under a widget that has no container background, where the place draws one
    /// (white or `#1C1C1E` on the Home Screen, the dark material of the watch Smart Stack), in
    /// light and dark appearance; `nil` where the widget floats on the backdrop.
    public var widgetBackground: SchemeColors?

    public init(
        name: PlaceName, displayName: String, platform: PlatformName, canBeLocked: Bool,
        colorSchemes: [String] = ["light", "dark"], presentations: [FamilyName: PlacePresentation],
        backdrop: SchemeColors,
        modeBackdrops: [RenderingModeName: SchemeColors] = [:], widgetBackground: SchemeColors? = nil
    ) {
        self.name = name
        self.displayName = displayName
        self.platform = platform
        self.canBeLocked = canBeLocked
        self.colorSchemes = colorSchemes
        self.presentations = presentations
        self.backdrop = backdrop
        self.modeBackdrops = modeBackdrops
        self.widgetBackground = widgetBackground
    }

    /// The families this kind of place can hold, in WidgetKit's order.
    public var families: [FamilyName] { presentations.keys.sorted() }

    /// The rules of `family` here, or `nil` if the place cannot hold it.
    public func presentation(for family: FamilyName) -> PlacePresentation? { presentations[family] }

    /// The backdrop for `colorScheme` (`"dark"`, else light) in `mode`.
    public func backdrop(colorScheme: String, mode: RenderingModeName? = nil) -> RGBA {
        (mode.flatMap { modeBackdrops[$0] } ?? backdrop).color(colorScheme: colorScheme)
    }

    /// The colour under a widget without a container background for `colorScheme`, or `nil`.
    public func widgetBackground(colorScheme: String) -> RGBA? {
        widgetBackground?.color(colorScheme: colorScheme)
    }

    public var description: String { "\(name) (\(displayName))" }
}
