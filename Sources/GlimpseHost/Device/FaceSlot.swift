//  FaceSlot.swift — GlimpseHost (Glimpse)
//  Status: Complete for inline slots; Glimpse's choice of faces and widths
//  Behaviour: reference widgetkit.md §5.6 — "Apple recommends ViewThatFits for accessoryInline
//  text, whose width varies by watch face". Apple publishes no inline widths (§11): the widths
//  are chosen in DeviceProfile+Watch.swift and documented there.

public import GlimpseArchive

/// One complication slot of a named watch face whose size differs from the family's default
/// size on that watch (the inline slot is as wide as the face leaves room for).
public struct FaceSlot: Hashable, Sendable, CustomStringConvertible {
    /// The face, e.g. `"Modular"`, `"Infograph"`.
    public var face: String
    public var family: FamilyName
    /// The slot's canvas in points.
    public var size: Size

    public init(face: String, family: FamilyName, size: Size) {
        self.face = face
        self.family = family
        self.size = size
    }

    /// `Infograph accessoryInline 124×22`.
    public var description: String { "\(face) \(family) \(FamilySize.format(size))" }
}
