//  PlaceSizes.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §4.2–4.5: a family's size depends on the device and, on
//  Apple Watch, on the place (a rectangular complication and a Smart Stack widget differ).

/// The families one device shows in one place, with their sizes.
public struct PlaceSizes: Hashable, Sendable {
    public var place: PlaceName
    /// Size per family; a family the device does not show here is absent.
    public var sizes: [FamilyName: FamilySize]

    public init(_ place: PlaceName, _ sizes: [FamilyName: FamilySize]) {
        self.place = place
        self.sizes = sizes
    }

    /// The families shown here, in WidgetKit's order.
    public var families: [FamilyName] { sizes.keys.sorted() }
}
