//  PreviewTarget.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: issue 2/4: where a plain preview shows one family on a device — its place (the
//  given one or the family's default), the canvas, the place's default rendering mode and
//  colour scheme — and the environment the bundle lays it out in. Shared by `glimpse preview`
//  and `glimpse lint`, so both ask the bundle for the same thing.

import GlimpseArchive
import GlimpseHost

/// One family as a plain preview shows it.
struct PreviewTarget {
    let family: FamilyName
    let place: PlaceName
    /// Canvas and on-screen size, points.
    let size: FamilySize
    let variant: PlaceVariant
    /// The environment sent with each request (one per request).
    let environment: RenderEnvironment

    /// - Parameters:
    ///   - place: The place to show it in; nil for the family's default place on `device`.
    ///   - colorScheme: `"light"` or `"dark"`; nil for the place's first.
    ///   - dynamicTypeSize: Sent to the bundle when given; nil leaves the bundle's default.
    ///   - scale: Pixels per point.
    /// - Returns: nil when neither `place` nor the device's default place holds `family`.
    init?(
        _ family: FamilyName, on device: DeviceProfile, at place: PlaceName?, colorScheme: String?,
        dynamicTypeSize: DynamicTypeName?, scale: Double
    ) {
        guard let place = place ?? device.defaultPlace(for: family), let size = device.familySize(family, at: place),
            let presentation = Place.named(place)?.presentation(for: family)
        else { return nil }
        self.family = family
        self.place = place
        self.size = size
        variant = PlaceVariant(
            family: family, place: place, renderingMode: presentation.defaultRenderingMode,
            colorScheme: colorScheme ?? Place.named(place)!.colorSchemes[0],
            dynamicTypeSize: dynamicTypeSize ?? .large)
        var environment = variant.environment(on: device)
        environment.displayScale = scale
        if dynamicTypeSize == nil { environment.dynamicTypeSize = nil }
        self.environment = environment
    }
}
