//  LinearGradient.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "LinearGradient": the unit start and end points map onto the frame
//  of the painted region; as a view it fills the space offered, like `Rectangle().fill(self)`.

public import Foundation
public import GlimpseArchive

/// A linear gradient along the axis from `startPoint` to `endPoint` (unit points of the frame).
public struct LinearGradient: ShapeStyle, View {
    let gradient: AnyGradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(any: AnyGradient(gradient), startPoint: startPoint, endPoint: endPoint)
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    init(any gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Start and end resolve against `frame`: (0, 0) is its top-leading corner.
    public func _paint(in frame: CGRect, environment: EnvironmentValues) -> Paint {
        .linearGradient(
            stops: gradient.archiveStops(in: environment),
            start: startPoint.point(in: frame).archivePoint,
            end: endPoint.point(in: frame).archivePoint)
    }

    public var body: _ShapeView<Rectangle, LinearGradient> { _ShapeView(shape: Rectangle(), style: self) }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `gradient` (iOS 16).
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> some ShapeStyle
    {
        LinearGradient(any: gradient, startPoint: startPoint, endPoint: endPoint)
    }
}
