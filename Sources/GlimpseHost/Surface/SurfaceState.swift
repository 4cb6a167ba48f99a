//  SurfaceState.swift — GlimpseHost (Glimpse)
//  Status: Complete for the phone's and the watch's screens
//  Behaviour: issue 10 "Surfaces in the host": the state a device's screens are seen in —
//  appearance, lock, Always On, the Home Screen's style and tint, the watch face's colour,
//  Dynamic Type; a bare display's background and widget scale. GlimpseDisplay turns it into each place's rendering mode, appearance, redaction
//  and Always On (PlaceContext); reference widgetkit.md §5.1–5.3.

/// What the screens of a phone and its watch are seen in now.
public struct SurfaceState: Hashable, Codable, Sendable {
    /// `"light"` or `"dark"` (the phone's appearance; watches are always dark).
    public var colorScheme: String = "light"
    /// The phone is locked and the watch hides sensitive complications: places that can be
    /// locked redact `privacySensitive` content.
    public var locked: Bool = false
    /// The watch is in Always On (wrist down) and StandBy is in its night mode.
    public var alwaysOn: Bool = false
    /// The Home Screen's appearance: full colour, tinted or clear.
    public var homeStyle: HomeScreenStyle = .fullColor
    /// The tint of the tinted Home Screen, `#RRGGBB` (the colour a person picks; the renderer's
    /// backdrop is derived from it, `DisplayComposer.renderingMode`).
    public var tint: String = Self.defaultTint
    /// The watch face's colour: multicolor (`fullColor`) or an accent colour (`accented`).
    public var watchFaceStyle: String = "fullColor"
    /// The watch face's accent colour, `#RRGGBB`.
    public var watchTint: String = Self.defaultWatchTint
    /// A `DynamicTypeSize` case name.
    public var dynamicType: String = "large"
    /// A bare display's background, `#RRGGBB`; nil: the place's backdrop for the appearance
    /// (`Place.display`). Other surfaces ignore it.
    public var background: String?
    /// How many pixels a bare display gives each widget point; nil: as many as make the grid
    /// fill the display (SurfaceLayout+Display). Other surfaces ignore it.
    public var displayScale: Double?

    /// The Home Screen's tint until a person picks one: iOS 18's default blue.
    public static let defaultTint = "#5E9EFF"
    /// The watch face's accent colour until a person picks one: watchOS orange.
    public static let defaultWatchTint = "#FF9F0A"

    public init() {}
}
