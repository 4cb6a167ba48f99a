//  RadialGradient.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "RadialGradient": circles about the unit-point center of the frame;
//  radii are in points. As a view it fills the space offered.

public import Foundation
public import GlimpseArchive

/// A radial gradient from `startRadius` to `endRadius` (points) about `center`.
public struct RadialGradient: ShapeStyle, View {
    let gradient: AnyGradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(any: AnyGradient(gradient), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    init(any gradient: AnyGradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public func _paint(in frame: CGRect, environment: EnvironmentValues) -> Paint {
        .radialGradient(
            stops: gradient.archiveStops(in: environment),
            center: center.point(in: frame).archivePoint,
            startRadius: Double(startRadius), endRadius: Double(endRadius))
    }

    public var body: _ShapeView<Rectangle, RadialGradient> { _ShapeView(shape: Rectangle(), style: self) }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(
        colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(
        stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of `gradient` (iOS 16).
    public static func radialGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat
    ) -> some ShapeStyle {
        RadialGradient(any: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
