//  AngularGradient.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "AngularGradient": colours sweep clockwise (y down) about the
//  unit-point center from `startAngle` to `endAngle`; equal angles (the defaults) sweep a
//  full turn, and the conic forms sweep a full turn from `angle`. As a view it fills the
//  space offered.

public import Foundation
public import GlimpseArchive

/// An angular (conic) gradient about `center`.
public struct AngularGradient: ShapeStyle, View {
    let gradient: AnyGradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(any: AnyGradient(gradient), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient: a full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(
            any: AnyGradient(gradient), center: center, startAngle: angle,
            endAngle: .radians(angle.radians + 2 * .pi))
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    init(any gradient: AnyGradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// Angles in radians, clockwise from the positive x axis; equal angles become a full turn.
    public func _paint(in frame: CGRect, environment: EnvironmentValues) -> Paint {
        let start = startAngle.radians
        let end = endAngle.radians == start ? start + 2 * .pi : endAngle.radians
        return .angularGradient(
            stops: gradient.archiveStops(in: environment),
            center: center.point(in: frame).archivePoint,
            startAngle: start, endAngle: end)
    }

    public var body: _ShapeView<Rectangle, AngularGradient> { _ShapeView(shape: Rectangle(), style: self) }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(
        _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func angularGradient(
        colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func angularGradient(
        stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
        -> AngularGradient
    {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }

    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero)
        -> AngularGradient
    {
        AngularGradient(stops: stops, center: center, angle: angle)
    }

    /// An angular gradient of `gradient` (iOS 16).
    public static func angularGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle
    ) -> some ShapeStyle {
        AngularGradient(any: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient of `gradient` (iOS 16).
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero)
        -> some ShapeStyle
    {
        AngularGradient(
            any: gradient, center: center, startAngle: angle, endAngle: .radians(angle.radians + 2 * .pi))
    }
}
