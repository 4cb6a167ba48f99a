//  FaceSlot.swift — GlimpseHost (Glimpse)
//  Status: Complete for inline slots and the Infograph bezel slot; Glimpse's choice of faces and widths
//  Behaviour: reference widgetkit.md §5.6 — "Apple recommends ViewThatFits for accessoryInline
//  text, whose width varies by watch face". Apple publishes no inline widths (§11): the widths
//  are chosen in DeviceProfile+Watch.swift and documented there. §5.2: the Infograph face's top
//  circular slot draws its `widgetLabel` along the bezel (`LabelPlacement`).

public import GlimpseArchive

/// One complication slot of a named watch face that differs from the family's default slot on
/// that watch: in size (the inline slot is as wide as the face leaves room for) or in showing
/// the widget's label (the Infograph face's top circular slot).
public struct FaceSlot: Hashable, Sendable, CustomStringConvertible {
    /// The face, e.g. `"Modular"`, `"Infograph"`.
    public var face: String
    public var family: FamilyName
    /// The slot's canvas in points.
    public var size: Size
    /// Where the face draws the widget's label in this slot; `nil` where it shows none.
    public var label: LabelPlacement?

    public init(face: String, family: FamilyName, size: Size, label: LabelPlacement? = nil) {
        self.face = face
        self.family = family
        self.size = size
        self.label = label
    }

    /// `Infograph accessoryInline 124×22`, `Infograph accessoryCircular 50×50 + label`.
    public var description: String {
        "\(face) \(family) \(FamilySize.format(size))" + (label == nil ? "" : " + label")
    }
}
