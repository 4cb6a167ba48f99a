//  PlaceVariant.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §12.15 ("environment is part of the render key"): one state
//  a widget can be seen in. Everything but the lock state goes into the environment the
//  extension lays out for; locked and unlocked share one archive, which the host redacts
//  (§5.3, ARCHITECTURE.md "the host resolves … redaction for the surface's privacy state").

public import GlimpseArchive

/// One state of one family in one place: rendering mode, appearance, lock, Always On and
/// Dynamic Type size.
public struct PlaceVariant: Hashable, Sendable, CustomStringConvertible {
    public var family: FamilyName
    public var place: PlaceName
    public var renderingMode: RenderingModeName
    /// `"light"` or `"dark"`.
    public var colorScheme: String
    /// Seen while locked with privacy on: `privacySensitive` content is redacted.
    public var isLocked: Bool
    /// Always On: `isLuminanceReduced` is true.
    public var isAlwaysOn: Bool
    public var dynamicTypeSize: DynamicTypeName
    /// The named watch face whose slot this is (`FaceSlot.face`, e.g. `"Infograph"`); `nil` for
    /// the family's default slot in the place.
    public var face: String?
    /// The placeholder entry (`placeholder(in:)`, which WidgetKit draws redacted) rather than
    /// the snapshot or a timeline entry. Not part of the environment: the host asks for it with
    /// the placeholder request.
    public var isPlaceholder: Bool

    public init(
        family: FamilyName, place: PlaceName, renderingMode: RenderingModeName, colorScheme: String = "light",
        isLocked: Bool = false, isAlwaysOn: Bool = false, dynamicTypeSize: DynamicTypeName = .large,
        face: String? = nil, isPlaceholder: Bool = false
    ) {
        self.family = family
        self.place = place
        self.renderingMode = renderingMode
        self.colorScheme = colorScheme
        self.isLocked = isLocked
        self.isAlwaysOn = isAlwaysOn
        self.dynamicTypeSize = dynamicTypeSize
        self.face = face
        self.isPlaceholder = isPlaceholder
    }

    /// The slot's size on `device`: the named face's slot, else the family's in the place; `nil`
    /// where the device has neither.
    public func size(on device: DeviceProfile) -> FamilySize? {
        if let face { return device.faceSlot(face, for: family).map { FamilySize($0.size) } }
        return device.familySize(family, at: place)
    }

    /// The environment the extension lays this variant out in on `device`: colour scheme,
    /// the device's scale, Dynamic Type, rendering mode, `isLuminanceReduced`, whether the
    /// container background shows and the content margins (from the place's rules), the
    /// place's platform, and where the slot draws the widget's label (`labelPlacement`).
    /// The lock state is not part of it.
    /// - Precondition: `place` is known and holds `family`.
    public func environment(on device: DeviceProfile) -> RenderEnvironment {
        let place = Place.named(self.place)!
        let presentation = place.presentation(for: family)!
        var environment = RenderEnvironment(colorScheme: colorScheme, displayScale: device.scale)
        environment.dynamicTypeSize = dynamicTypeSize.rawValue
        environment.renderingMode = renderingMode.rawValue
        environment.isLuminanceReduced = isAlwaysOn
        environment.showsContainerBackground = presentation.showsContainerBackground(in: renderingMode)
        environment.platform = place.platform.rawValue
        let margins = presentation.contentMargins
        environment.contentMargins = [margins.top, margins.leading, margins.bottom, margins.trailing]
        environment.widgetLabel = labelPlacement(on: device)?.curve
        environment.variant = key
        return environment
    }

    /// The name of the environment this variant is laid out in (`RenderEnvironment.variant`),
    /// by which its archive is found: `<scheme>-<place>-<mode>[-aod][-<size>][-<face>]`, e.g.
    /// `dark-standBy-vibrant-aod`, `light-homeScreen-fullColor-AX3`. The place is part of it
    /// because one request may lay a family out for several places (a matrix); the family is the
    /// request's; the lock state and the placeholder are not part of the environment.
    public var key: String {
        var parts = [colorScheme, place.rawValue, renderingMode.rawValue]
        if isAlwaysOn { parts.append("aod") }
        if dynamicTypeSize != .large { parts.append(dynamicTypeSize.shortName) }
        if let face { parts.append(face.lowercased().filter { !$0.isWhitespace }) }
        return parts.joined(separator: "-")
    }

    /// Where this variant's slot draws the widget's label on `device`, or `nil`
    /// (`DeviceProfile.labelPlacement(for:at:face:)`).
    public func labelPlacement(on device: DeviceProfile) -> LabelPlacement? {
        device.labelPlacement(for: family, at: place, face: face)
    }

    /// The variant's part of a file name:
    /// `<family>[-<place>][-<face>]-<mode>[-dark][-locked][-aod][-placeholder][-<size>]`.
    /// The place is named only when it is not the family's default place on the device
    /// (`systemSmall-standBy-vibrant-aod`); the face in lower case, without spaces, when the
    /// variant is a named face's slot (`accessoryCircular-infograph-fullColor`); `dark` only where the place shows both appearances
    /// (the Lock Screen shows only dark: `accessoryCircular-vibrant-locked`); the size only
    /// when it is not `large` (`systemSmall-fullColor-AX3`).
    public func fileStem(on device: DeviceProfile) -> String {
        var parts = [family.rawValue]
        if device.defaultPlace(for: family) != place { parts.append(place.rawValue) }
        if let face { parts.append(face.lowercased().filter { !$0.isWhitespace }) }
        parts.append(renderingMode.rawValue)
        if colorScheme == "dark", (Place.named(place)?.colorSchemes.count ?? 2) > 1 { parts.append("dark") }
        if isLocked { parts.append("locked") }
        if isAlwaysOn { parts.append("aod") }
        if isPlaceholder { parts.append("placeholder") }
        if dynamicTypeSize != .large { parts.append(dynamicTypeSize.shortName) }
        return parts.joined(separator: "-")
    }

    /// `accessoryCircular lockScreen vibrant dark locked`.
    public var description: String {
        var words = [family.rawValue, place.rawValue] + (face.map { [$0] } ?? [])
        words += [renderingMode.rawValue, colorScheme]
        if isLocked { words.append("locked") }
        if isAlwaysOn { words.append("alwaysOn") }
        if isPlaceholder { words.append("placeholder") }
        if dynamicTypeSize != .large { words.append(dynamicTypeSize.rawValue) }
        return words.joined(separator: " ")
    }
}
