//  LabelCurve.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: Apple "widgetCurvesContent(_:)": "When displaying an .accessoryCorner complication,
//  the system places the widget label on the inside of the curve, and the widget's content on
//  the outside"; reference widgetkit.md §5.2 (labels render on corner slots and on the Infograph
//  face's top circular slot, along the bezel). Where the curve lies on each watch is the host's
//  (GlimpseHost `LabelPlacement`).

/// Where a watch face draws a complication's `widgetLabel`: a band just inside a circle, in the
/// slot's space. Sent by the host with each environment of a slot that shows labels
/// (`RenderEnvironment.widgetLabel`); the extension lays the label out flat, at most `length`
/// long, and bends it onto the band (`Arc`).
public struct LabelCurve: Hashable, Codable, Sendable {
    /// The circle's centre, points, relative to the slot's top-leading corner (usually outside
    /// the slot: the centre of the watch face).
    public var center: Point
    /// The band's outer edge, points from `center`: the label lies inside this circle, as thick
    /// as it is tall.
    public var radius: Double
    /// Where on the circle the label is centred, radians clockwise from +x (y down).
    public var angle: Double
    /// `true` where the label reads clockwise with its top away from the centre (the top
    /// corners, the top bezel); `false` for counter-clockwise, top toward the centre (the bottom
    /// corners).
    public var clockwise: Bool
    /// The longest label, points along the curve; longer text is truncated.
    public var length: Double

    public init(center: Point, radius: Double, angle: Double, clockwise: Bool, length: Double) {
        self.center = center
        self.radius = radius
        self.angle = angle
        self.clockwise = clockwise
        self.length = length
    }

    /// The bend for a flat label of `size` (points) laid out with its top-leading corner at
    /// `origin`: the label's centre goes to the middle of its band at `angle`.
    public func arc(forLabelOf size: Size, at origin: Point = .zero) -> Arc {
        Arc(
            center: center, radius: radius - size.height / 2, angle: angle,
            origin: Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2), clockwise: clockwise)
    }
}
