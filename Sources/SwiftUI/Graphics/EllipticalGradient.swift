//  EllipticalGradient.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "EllipticalGradient": a radial gradient defined in the unit square
//  (center a unit point, radii fractions of the square) and stretched to fill the frame, so
//  its contours are ellipses with the frame's aspect. As a view it fills the space offered.

public import Foundation
public import GlimpseArchive

/// A radial gradient that draws an ellipse: from `startRadiusFraction` to `endRadiusFraction`
/// of the frame (the default end, 0.5, touches the frame's edges from its centre).
/// Source: Apple SwiftUI "EllipticalGradient".
public struct EllipticalGradient: ShapeStyle, View {
    let gradient: AnyGradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            any: AnyGradient(gradient), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    init(any gradient: AnyGradient, center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// The archive paint for `frame` (absolute points); fractions are kept within
    /// `ArchiveRanges.factor`, non-finite ones become the defaults (0 and 0.5).
    public func _paint(in frame: CGRect, environment: EnvironmentValues) -> Paint {
        func fraction(_ v: CGFloat, _ fallback: Double) -> Double {
            guard v.isFinite else { return fallback }
            return min(ArchiveRanges.factor.upperBound, max(0, Double(v)))
        }
        return .ellipticalGradient(
            stops: gradient.archiveStops(in: environment), center: center.point(in: frame).archivePoint,
            size: Size(width: Double(frame.width), height: Double(frame.height)),
            startRadius: fraction(startRadiusFraction, 0), endRadius: fraction(endRadiusFraction, 0.5))
    }

    public var body: _ShapeView<Rectangle, EllipticalGradient> { _ShapeView(shape: Rectangle(), style: self) }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            colors: colors, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    public static func ellipticalGradient(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            stops: stops, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of `gradient` (iOS 16).
    public static func ellipticalGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> some ShapeStyle {
        EllipticalGradient(
            any: gradient, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}
