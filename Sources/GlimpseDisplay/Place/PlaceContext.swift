//  PlaceContext.swift — GlimpseDisplay (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §5.1–5.3 through GlimpseHost's `Place` rules: each place
//  gets its device, rendering mode (Home Screen: full colour, or accented when tinted or clear;
//  Lock Screen: vibrant; StandBy: full colour by day, vibrant at night; watch face: the face's
//  colour; Smart Stack: full colour), appearance (the person's on the Home Screen; dark on the
//  Lock Screen, StandBy and the watch, as iOS and watchOS lay widgets out there), lock (only
//  places that can be locked) and
//  Always On (only where the place has it in that mode), from the surface's state.

import Foundation
public import GlimpseArchive
public import GlimpseHost

/// One place on a device as it is seen now: the rules that turn the surface's state into the
/// variant each family is shown in. Every front end asks this one type (issue 10).
public struct PlaceContext: Sendable {
    /// The place's rules.
    public let place: Place
    /// The device it is on (the phone, or the watch for watch places).
    public let device: DeviceProfile
    public let renderingMode: RenderingModeName
    /// `"light"` or `"dark"`.
    public let colorScheme: String
    /// The appearances archives are prepared for, so switching needs no reload.
    public let preparedSchemes: [String]
    /// Locked with privacy on: `privacySensitive` content is redacted.
    public let isLocked: Bool
    /// The person asked for Always On (it applies to families whose presentation has it).
    public let wantsAlwaysOn: Bool
    public let dynamicType: DynamicTypeName
    /// `#RRGGBB` for the accented modes (Home Screen tint, watch face colour), else nil.
    public let tint: String?
    /// The state it was made from.
    public let state: SurfaceState

    /// The context of the place `name` on `device` under `state`, or nil for a place Glimpse
    /// does not know.
    public init?(_ name: PlaceName, device: DeviceProfile, state: SurfaceState) {
        guard let place = Place.named(name) else { return nil }
        self.device = device
        self.place = place
        self.state = state
        switch name {
        case .homeScreen: renderingMode = state.homeStyle == .fullColor ? .fullColor : .accented
        case .lockScreen: renderingMode = .vibrant
        case .standBy: renderingMode = state.alwaysOn ? .vibrant : .fullColor
        case .watchFace: renderingMode = state.watchFaceStyle == "accented" ? .accented : .fullColor
        default: renderingMode = .fullColor
        }
        // Watches, the Lock Screen and StandBy draw on black or a dark wallpaper: widgets there
        // are laid out dark (their `.primary` is white, which vibrant rendering shows brightest).
        let alwaysDark = place.platform == .watchOS || name == .lockScreen || name == .standBy
        colorScheme = alwaysDark ? "dark" : (state.colorScheme == "dark" ? "dark" : "light")
        preparedSchemes = alwaysDark ? ["dark"] : ["light", "dark"]
        isLocked = state.locked && place.canBeLocked
        wantsAlwaysOn = state.alwaysOn
        dynamicType = DynamicTypeName(rawValue: state.dynamicType)
        switch (name, renderingMode) {
        case (.homeScreen, .accented): tint = state.homeStyle == .tinted ? state.tint : nil
        case (.watchFace, .accented): tint = state.watchTint
        default: tint = nil
        }
    }

    /// The place's name.
    public var name: PlaceName { place.name }

    /// The size of `family` here on this device, or nil if the device shows it nowhere here.
    public func size(of family: FamilyName) -> FamilySize? { device.familySize(family, at: place.name) }

    /// The mode `family` is drawn in: the place's mode if the family allows it, else its default.
    public func mode(for family: FamilyName) -> RenderingModeName {
        guard let presentation = place.presentation(for: family) else { return renderingMode }
        return presentation.allows(renderingMode) ? renderingMode : presentation.defaultRenderingMode
    }

    /// Whether `family` is shown in Always On now.
    public func isAlwaysOn(_ family: FamilyName) -> Bool {
        wantsAlwaysOn && (place.presentation(for: family)?.hasAlwaysOn(in: mode(for: family)) ?? false)
    }

    /// The state `family` is shown in now.
    public func variant(for family: FamilyName) -> PlaceVariant {
        PlaceVariant(
            family: family, place: place.name, renderingMode: mode(for: family), colorScheme: colorScheme,
            isLocked: isLocked, isAlwaysOn: isAlwaysOn(family), dynamicTypeSize: dynamicType)
    }

    /// The environments an instance of `family` here has its entries archived for, in request
    /// order: each prepared appearance, normal then (where the place has it) Always On.
    public func preparedVariants(for family: FamilyName) -> [PlaceVariant] {
        let mode = mode(for: family)
        let alwaysOn = place.presentation(for: family)?.hasAlwaysOn(in: mode) ?? false
        return preparedSchemes.flatMap { scheme in
            (alwaysOn ? [false, true] : [false]).map { aod in
                PlaceVariant(
                    family: family, place: place.name, renderingMode: mode, colorScheme: scheme, isLocked: false,
                    isAlwaysOn: aod, dynamicTypeSize: dynamicType)
            }
        }
    }

    /// What an instance of `family` here asks its extension for: its canvas on this device and
    /// one environment per prepared variant (`preparedVariants(for:)`), each named by its key.
    /// Nil when the device shows no `family` here.
    public func renderTargets(for family: FamilyName) -> RenderTargets? {
        guard let size = size(of: family) else { return nil }
        return RenderTargets(
            displaySize: size.canvas, environments: preparedVariants(for: family).map { $0.environment(on: device) })
    }

    /// What lies behind the widgets, `#RRGGBB`.
    public var backdrop: String { Self.hex(place.backdrop(colorScheme: colorScheme, mode: renderingMode)) }

    /// `#RRGGBB` of `color` (alpha dropped).
    public static func hex(_ color: RGBA) -> String {
        func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        return "#" + [color.red, color.green, color.blue].map { String(format: "%02X", byte($0)) }.joined()
    }
}
