//  ActivityDescription.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Live Activities": one Live Activity of a bundle, as
//  `describe` lists it beside the widgets and controls (absent from older bundles).

/// One Live Activity (`ActivityConfiguration`) of a bundle.
public struct ActivityDescription: Hashable, Codable, Sendable {
    /// The `ActivityAttributes` type's name, as written in the source (`PizzaDeliveryAttributes`).
    public var attributesType: String
    /// The families its Lock Screen view is drawn for: `medium` first, then
    /// `supplementalActivityFamilies` (`small`).
    public var families: [String]

    public init(attributesType: String, families: [String] = ["medium"]) {
        self.attributesType = attributesType
        self.families = families
    }
}
